/** The editorial records as data: routes, links, checklist ids, section counts, sources of changed figures. */
import { describe, expect, it } from "vitest";
import { ALL_PAGES } from "../../../shared/content/all-pages";
import { fillTokens, tokenValues } from "../../../shared/content/facts";
import type { Block, ChangedFigure, ContentPage } from "../../../shared/content/types";

const byPath = (path: string): ContentPage => {
  const page = ALL_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`no record for ${path}`);
  return page;
};

/** Every string of a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Same-site link targets of a record: href fields and Markdown links in texts. */
function internalLinks(page: ContentPage): string[] {
  const found: string[] = [];
  const visit = (value: unknown, key?: string) => {
    if (typeof value === "string") {
      if (key === "href" && value.startsWith("/")) found.push(value);
      for (const m of value.matchAll(/\]\((\/[^)\s]*)\)/g)) found.push(m[1]!);
    } else if (Array.isArray(value)) value.forEach((v) => visit(v));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(page.blocks);
  visit(page.lead);
  return found;
}

const SPEC_PATHS = [
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
  "/visa/tourist-vs-business-visa",
  "/visa/visa-interview-tips",
  "/visa/visa-document-checklist",
  "/visa/student-visa-guide",
  "/about-us",
  "/privacy-policy",
  "/terms-of-service",
];
// Routes of the app outside the editorial records, and two owned by other branches (pending the merge).
const OTHER_ROUTES = [
  "/",
  "/visa-fees",
  "/visa-free",
  "/verified-visa-fees",
  "/passport-ranking",
  "/compare-passports",
  "/changes",
  "/visa-free-with-us-uk-schengen-visa",
  "/schengen-calculator",
  "/visa-consultation",
  "/contact-us",
];

describe("the records", () => {
  it("cover the 20 spec routes and the two added guides, each once", () => {
    const paths = ALL_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PATHS, "/work-visa-guide", "/emergency-visa-processing"].sort());
  });

  it.each(ALL_PAGES.map((p) => [p.path, p] as const))("%s links only to pages that exist", (_, page) => {
    const known = new Set([...ALL_PAGES.map((p) => p.path), ...OTHER_ROUTES]);
    const unknown = internalLinks(page)
      .map((l) => l.split(/[?#]/)[0]!)
      .filter((l) => !known.has(l));
    expect(unknown).toEqual([]);
  });

  it.each(ALL_PAGES.map((p) => [p.path, p] as const))("%s uses only known {tokens}", (_, page) => {
    const values = tokenValues(
      {
        passportsAnalysed: 1,
        countriesListed: 1,
        feeDestinations: 1,
        feeRecords: 1,
        india: { visaFree: 1, visaOnArrival: 1, eVisa: 1, eta: 1 },
        indiaPower: null,
        requirementsAsOn: null,
        requirementsSource: null,
        // Every {req:XX} the records use: whether D1 has XX is checked where the pages render (content-pages.test.ts).
        indiaRequirements: Object.fromEntries([...JSON.stringify(ALL_PAGES).matchAll(/\{req:([A-Z]{2})\}/g)].map((m) => [m[1], "Visa free"])),
      },
      "e@x.test",
    );
    for (const text of strings(page)) expect(() => fillTokens(text, values)).not.toThrow();
  });

  it.each(ALL_PAGES.map((p) => [p.path, p] as const))("%s has unique block ids and React keys", (_, page) => {
    const ids = page.blocks.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keyed = (b: Block): string[] =>
      b.kind === "cards"
        ? b.cards.map((c) => c.title)
        : b.kind === "fee-cards"
          ? b.cards.map((c) => c.type)
          : b.kind === "faq"
            ? b.faqs.map((f) => f.question)
            : b.kind === "list"
              ? [...b.items]
              : [];
    for (const block of page.blocks) {
      const keys = keyed(block);
      expect(new Set(keys).size, block.id).toBe(keys.length);
    }
  });
});

describe("changed figures", () => {
  const changes: [string, ChangedFigure][] = ALL_PAGES.flatMap((p) => (p.changes ?? []).map((c) => [p.path, c] as [string, ChangedFigure]));

  it("exist (the spec's fees have moved since it was written)", () => {
    expect(changes.length).toBeGreaterThanOrEqual(10);
  });

  it.each(changes)("%s: each cites an official https page and a date before the check", (_, c) => {
    expect(c.sourceUrl).toMatch(/^https:\/\//);
    expect(c.effectiveOn <= c.checkedOn).toBe(true);
    expect(c.value).not.toBe(c.was);
  });

  it("include the Schengen fee rise and membership of 29 states", () => {
    const schengen = byPath("/schengen-visa-fees").changes ?? [];
    expect(schengen.map((c) => [c.value, c.was, c.effectiveOn])).toEqual([
      ["EUR 90", "EUR 80", "2024-06-11"],
      ["EUR 45", "EUR 40", "2024-06-11"],
      ["29", "27", "2025-01-01"],
    ]);
  });
});

describe("page-specific rules of the spec", () => {
  it("the checklist has the spec's item ids", () => {
    const block = byPath("/visa/visa-document-checklist").blocks.find((b) => b.kind === "checklist");
    const ids = block?.kind === "checklist" ? block.groups.flatMap((g) => g.items.map((i) => i.id)) : [];
    expect(ids).toEqual([
      "passport",
      "application",
      "photos",
      "itinerary",
      "bank-statements",
      "income-proof",
      "sponsorship",
      "employment-letter",
      "business-docs",
      "education",
      "tourist-1",
      "tourist-2",
      "tourist-3",
      "business-1",
      "business-2",
      "business-3",
    ]);
  });

  it.each(["/visa/tourist-vs-business-visa", "/visa/visa-interview-tips", "/visa/visa-document-checklist", "/visa/student-visa-guide"])(
    "%s has five FAQs",
    (path) => {
      const faqs = byPath(path).blocks.flatMap((b) => (b.kind === "faq" ? b.faqs : []));
      expect(faqs).toHaveLength(5);
    },
  );

  it.each([
    ["/visa/tourist-vs-business-visa", ["/visa/visa-interview-tips", "/visa/visa-document-checklist", "/visa/student-visa-guide"]],
    ["/visa/student-visa-guide", ["/work-visa-guide", "/visa/visa-interview-tips", "/passport/financial-requirements"]],
    ["/visa/visa-document-checklist", ["/visa/visa-interview-tips", "/visa/tourist-vs-business-visa", "/emergency-visa-processing"]],
    ["/visa/visa-interview-tips", ["/visa/visa-document-checklist", "/visa/tourist-vs-business-visa", "/passport/visa-rejection-reasons"]],
  ])("%s's related links point at the real pages (decision 6)", (path, links) => {
    const related = byPath(path).blocks.find((b) => b.kind === "related");
    expect(related?.kind === "related" ? related.links.map((l) => l.href) : []).toEqual(links);
  });

  it("the Privacy Policy has 15 numbered sections and the Terms 14", () => {
    const titles = (path: string) => byPath(path).blocks.map((b) => ("title" in b ? b.title : ""));
    expect(titles("/privacy-policy")).toEqual(Array.from({ length: 15 }, (_, i) => expect.stringMatching(new RegExp(`^${i + 1}\\. `))));
    expect(titles("/terms-of-service")).toEqual(Array.from({ length: 14 }, (_, i) => expect.stringMatching(new RegExp(`^${i + 1}\\. `))));
  });

  it("the legal documents carry a fixed last-changed date, the children's threshold 13 and courts in New Delhi", () => {
    for (const path of ["/privacy-policy", "/terms-of-service"]) {
      expect(byPath(path).updatedLabel).toBe("Last changed");
      expect(byPath(path).updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(strings(byPath("/privacy-policy")).join(" ")).toContain("children under 13");
    expect(strings(byPath("/terms-of-service")).join(" ")).toContain("courts in New Delhi");
  });

  it("the privacy policy names what the site stores", () => {
    const text = strings(byPath("/privacy-policy")).join(" ");
    for (const fact of [
      "name, your contact number and the destination",
      "company name, mobile number and e-mail",
      "subject and message",
      "salted hash of your IP address",
      "Cloudflare KV",
      "local storage",
      "named consent",
    ]) {
      expect(text).toContain(fact);
    }
  });
});
