/**
 * Issue #45: the site answers every passport, so a guide about Indian passports says so in its title, its first line
 * (the eyebrow above the heading) or its lead, never only in its metadata.
 */
import { describe, expect, it } from "vitest";
import { ALL_PAGES } from "../../../shared/content/all-pages";

const INDIAN = /\bIndian?s?\b|\bIndia\b/;

describe("guides about Indian passports", () => {
  // The guides (articles); the site's own pages (about, legal) speak of the site, not of a passport.
  const guides = ALL_PAGES.filter((page) => page.kind.type !== "WebPage" && INDIAN.test(`${page.metaTitle} ${page.description}`));
  it.each(guides.map((page) => [page.path, page] as const))("%s says whom it is for where a reader sees it first", (_path, page) => {
    const firstLines = `${page.eyebrow ?? ""} ${page.title} ${page.lead.split(/(?<=\.)\s/)[0] ?? ""}`;
    expect(firstLines).toMatch(INDIAN);
  });
});
