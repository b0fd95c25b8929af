/** The editorial pages through the real Worker: the India badge, metadata, legal pages, short paths and the sitemap. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ALL_PAGES } from "../../shared/content/all-pages";
import type { ContentPage } from "../../shared/content/types";
import { expectedAmount, feeRow, pageText, visibleText } from "./content-figures";
import { get } from "./helpers";

const BADGE_PAGES = [
  "/usa-visa-fees",
  "/uk-visa-fees",
  "/canada-visa-fees",
  "/schengen-visa-fees",
  "/visa-fees-comparison",
  "/passport-guide",
  "/passport/indian-passport-strength",
  "/passport/strengthen-passport",
  "/passport/visa-rejection-reasons",
  "/passport/difficult-visa-countries",
  "/passport/easy-visa-countries",
  "/passport/age-visa-approval",
  "/passport/financial-requirements",
];

describe("the India badge", () => {
  it.each(ALL_PAGES.map((p) => [p.path, BADGE_PAGES.includes(p.path)] as const))("%s shows it: %s", async (path, shows) => {
    expect((await pageText(path)).includes("For Indian Passport Holders Only")).toBe(shows);
  });
});

describe("page metadata", () => {
  const head = async (path: string) => {
    const html = await (await get(path)).text();
    const ld = [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { "@type": string; [k: string]: unknown },
    );
    return { html, ld };
  };

  it.each(ALL_PAGES.map((p) => [p.path, p] as const))(
    "%s has its title, description, canonical and structured data",
    async (path, page: ContentPage) => {
      const { html, ld } = await head(path);
      let title = page.metaTitle;
      for (const m of page.metaTitle.matchAll(/\{fee:([A-Za-z0-9-]+)\}/g)) title = title.replace(m[0], expectedAmount(await feeRow(m[1]!)));
      expect(html).toContain(`<title>${title.replace(/&/g, "&amp;")}</title>`);
      // Structured data and the description quote filled figures and plain text, never tokens or Markdown.
      expect(JSON.stringify(ld)).not.toMatch(/\{(fee|local):|\]\(\//);
      expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).not.toMatch(/\{[a-z]+:|\{[A-Za-z]+\}/);
      expect(html).toContain(`<link rel="canonical" href="https://visafeeatlas.example${path}"`);
      expect(ld.map((l) => l["@type"])).toContain(page.kind.type);
      const faqs = page.blocks.filter((b) => b.kind === "faq");
      expect(ld.some((l) => l["@type"] === "FAQPage")).toBe(faqs.length > 0);
    },
  );

  it("articles carry their published and modified dates", async () => {
    const { ld } = await head("/visa/student-visa-guide");
    const article = ld.find((l) => l["@type"] === "Article");
    expect([article?.datePublished, article?.dateModified]).toEqual(["2024-12-15", "2026-11-23"]);
  });
});

describe("legal pages", () => {
  it.each([
    // The terms changed on 26 Nov 2026: the accuracy section no longer says every fee has a source (issue #32).
    ["/privacy-policy", 15, "29 November 2026"],
    ["/terms-of-service", 14, "26 November 2026"],
  ])("%s has %i sections and its last-changed date, %s", async (path, sections, changedOn) => {
    const html = await (await get(path)).text();
    expect(html.match(/<h2 id="[^"]+" class="content-block__title">\d+\. /g)).toHaveLength(sections);
    expect(visibleText(html)).toContain(`Last changed: ${changedOn}`);
  });

  it("the privacy policy gives the contact e-mail from [vars] for deletion requests", async () => {
    expect(await pageText("/privacy-policy")).toContain(`Write to ${env.CONTACT_EMAIL} from the address`);
  });
});

describe("short paths (decision 6)", () => {
  it.each([
    ["/visa-interview-tips", "/visa/visa-interview-tips"],
    ["/visa-document-checklist", "/visa/visa-document-checklist"],
    ["/student-visa-guide", "/visa/student-visa-guide"],
    ["/financial-requirements", "/passport/financial-requirements"],
    ["/financial-requirements/?ref=x", "/passport/financial-requirements?ref=x"],
  ])("%s answers 301 to %s", async (from, to) => {
    const res = await get(from, "IN", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(
      new URL(res.headers.get("location")!, "http://localhost").pathname + new URL(res.headers.get("location")!, "http://localhost").search,
    ).toBe(to);
  });

  it("other unknown paths stay 404", async () => {
    expect((await get("/visa-interview-tip")).status).toBe(404);
  });
});

describe("sitemap", () => {
  it("lists every editorial page, dated by its record's last update", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    for (const page of ALL_PAGES) expect(xml).toContain(`<loc>https://visafeeatlas.example${page.path}</loc><lastmod>${page.updatedOn}</lastmod>`);
  });

  it("dates the data pages by the newest dataset in D1, and the forms not at all", async () => {
    const newest = await env.DB.prepare("SELECT max(as_on) AS asOn FROM datasets").first<{ asOn: string }>();
    expect(newest?.asOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const xml = await (await get("/sitemap.xml")).text();
    for (const path of ["", "/visa-fees", "/visa-free", "/verified-visa-fees", "/changes"])
      expect(xml).toContain(`<loc>https://visafeeatlas.example${path || "/"}</loc><lastmod>${newest?.asOn}</lastmod>`);
    for (const path of ["/visa-consultation", "/contact-us"]) expect(xml).toContain(`<loc>https://visafeeatlas.example${path}</loc></url>`);
  });
});
