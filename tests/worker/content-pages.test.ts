/**
 * The editorial pages through the real Worker: every record renders every figure it holds, the spec's figures
 * that still hold are on the page, fee amounts match D1, counts follow D1, badges, metadata and redirects.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ALL_PAGES } from "../../shared/content/all-pages";
import type { ContentPage } from "../../shared/content/types";
import { recordFigures, visibleText } from "./content-figures";
import { get } from "./helpers";

async function pageText(path: string): Promise<string> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return visibleText(await res.text());
}

let renders = 0;
/**
 * The page rendered now, not a copy kept from an earlier test: the Worker keeps rendered pages for
 * PAGE_CACHE_SECONDS (worker/ssr/page-cache.ts), so after a change to D1 a new query string asks for a new render.
 */
function freshPageText(path: string): Promise<string> {
  return pageText(`${path}?render=${++renders}`);
}

describe("every record renders every figure it holds", () => {
  it("the records hold hundreds of figures (the extractor finds them)", () => {
    const total = ALL_PAGES.reduce((n, p) => n + recordFigures(p).length, 0);
    console.info(`figures under test: ${total}`);
    expect(total).toBeGreaterThan(350);
  });

  it.each(ALL_PAGES.map((p) => [p.path, p] as const))("%s", async (path, page) => {
    const text = await pageText(path);
    const figures = recordFigures(page);
    expect(figures.filter((f) => !text.includes(f))).toEqual([]);
  });
});

/** Spec figures (editorial-content.md section 9) that still hold, or their current replacement, per page. */
const SPEC_FIGURES: Record<string, string[]> = {
  "/usa-visa-fees": ["$185", "$205", "USD 350", "USD 2,805", "USD 25-50", "85,000", "F-1", "non-refundable"],
  "/uk-visa-fees": [
    "£127",
    "£475",
    "£848",
    "£1,059",
    "£524",
    "£769-£1,519",
    "£500",
    "£1,000-£2,500",
    "£75",
    "£200",
    "£1,035 per year",
    "£776 per year",
  ],
  "/canada-visa-fees": ["CAD 100", "CAD 150", "CAD 155", "CAD 1,525", "CAD 85", "CAD 170", "CAD 255", "CAD 500", "CAD 575", "CAD 229", "10 years"],
  "/schengen-visa-fees": [
    "€90",
    "€45",
    "Children under 6 pay no visa fee",
    "15 days",
    "up to 30 in peak season",
    "30-60 days",
    "90 days in any 180",
    "EUR 30,000",
    "at least 3 months",
    "The 29 Schengen countries",
    "Bulgaria",
    "Romania",
    "Croatia",
  ],
  "/visa-fees-comparison": ["€20-185", "€160-2,750", "€160-950", "15-84 days", "High", "Medium"],
  "/passport-guide": ["Countries analysed", "85th", "8", "Henley Passport Index"],
  "/passport/indian-passport-strength": ["85th", "Henley Passport Index", "Very High"],
  "/passport/strengthen-passport": [
    "Very High priority",
    "High priority",
    "Beginner",
    "Intermediate",
    "Advanced",
    "Expert",
    "6-12 months",
    "12-18 months",
    "18-24 months",
    "24+ months",
    "2+ years",
    "3+ months",
  ],
  "/passport/visa-rejection-reasons": ["15-30%", "35%", "25%", "80%", "20%", "15%"],
  "/passport/difficult-visa-countries": [
    "15-25%",
    "10-20%",
    "12-18%",
    "8-15%",
    "6-12%",
    "60-90 days",
    "$185-650",
    "£127 + £1,035/yr",
    "CAD 100 + 85 biometrics",
    "AUD 190-650",
    "€90 adults, €45 children 6-12",
    "£95-105/day",
    "CAD 1,230+/month",
    "AUD 150+/day",
    "€65-75/day",
    "$2,805",
  ],
  "/passport/easy-visa-countries": [
    "Thailand",
    "United Arab Emirates",
    "Maldives",
    "Indonesia",
    "Qatar",
    "Jordan",
    "60 days",
    "14 days",
    "90 days",
    "30 days",
  ],
  "/passport/age-visa-approval": ["60-70% approval", "70-80% approval", "80-90% approval", "85-95% approval", "75-85% approval"],
  "/passport/financial-requirements": [
    "₹5-8 lakhs",
    "₹40-60 lakhs",
    "₹1-2 crore",
    "₹3-5 lakhs",
    "₹25-40 lakhs",
    "₹75 lakhs-1.5 crore",
    "₹2-4 lakhs",
    "₹20-35 lakhs",
    "₹50 lakhs-1 crore",
    "₹2-3 lakhs",
    "₹18-30 lakhs",
    "₹40-80 lakhs",
    "4-6 months",
    "3-6 months",
    "₹2-5 lakhs",
    "6 months or more",
  ],
  "/visa/visa-interview-tips": ["2-5 minutes", "15-30 minutes early"],
  "/visa/visa-document-checklist": ["6 months", "2+ blank pages", "within the last 3 months", "within the last month", "5-15 days", "10-30 days"],
  "/visa/student-visa-guide": [
    "Education Guide",
    "15 December 2024",
    "15 years",
    "2,000 students",
    "F-1",
    "M-1",
    "J-1",
    "Child Student",
    "11 months",
    "CAQ",
    "Subclass 500",
    "Subclass 590",
    "USD 350",
    "$35,000-$75,000",
    "£27,000-£53,000",
    "CAD 27,000-58,000",
    "AUD 38,000-70,000",
    "2-4 months",
    "3-8 weeks",
    "4-12 weeks",
    "10-20 hours",
    "6-12 months (12+ recommended)",
  ],
  "/about-us": ["Monday to Friday, 9:00 AM to 6:00 PM IST"],
};

describe("spec figures that still hold are shown", () => {
  it.each(Object.entries(SPEC_FIGURES))("%s", async (path, figures) => {
    const text = await pageText(path);
    expect(figures.filter((f) => !text.includes(f))).toEqual([]);
  });
});

describe("superseded figures appear only as what they were", () => {
  it.each([
    ["/schengen-visa-fees", "EUR 80"],
    ["/passport/difficult-visa-countries", "€80"],
    ["/uk-visa-fees", "£490"],
    ["/canada-visa-fees", "CAD 515"],
  ])("%s shows %s only after 'Was'", async (path, old) => {
    const text = await pageText(path);
    const at = [...text.matchAll(new RegExp(old.replace(/[$]/g, "\\$"), "g"))].map((m) => text.slice(Math.max(0, (m.index ?? 0) - 4), m.index));
    expect(at.length).toBeGreaterThan(0);
    expect(at.every((before) => before === "Was ")).toBe(true);
  });
});

type FeeRow = { fee_minor: number; fee_currency: string; source: string };

async function feeRow(id: string): Promise<FeeRow> {
  const row = await env.DB.prepare("SELECT fee_minor, fee_currency, source FROM fee_options WHERE id = ?").bind(id).first<FeeRow>();
  if (!row) throw new Error(`no fee record ${id} in D1`);
  return row;
}

// Minor-unit exponents of the currencies the guides quote that do not use 2 decimals (as the seed stores them).
const EXPONENT: Record<string, number> = { JOD: 3, IDR: 0 };
const majorOf = (row: FeeRow) => row.fee_minor / 10 ** (EXPONENT[row.fee_currency] ?? 2);

/** A record's amount as the guides write it, formatted here independently: "$185", "£127", "€90", "CAD 100", "Free". */
function expectedAmount(row: FeeRow): string {
  if (row.fee_minor === 0) return "Free";
  const symbol: Record<string, string> = { USD: "$", GBP: "£", EUR: "€" };
  const major = majorOf(row).toLocaleString("en-US");
  return symbol[row.fee_currency] ? `${symbol[row.fee_currency]}${major}` : `${row.fee_currency} ${major}`;
}

/** The `{fee:id}` and `{inr:id}` tokens of a record's texts. */
function feeTokens(page: ContentPage): { kind: string; id: string }[] {
  return [...JSON.stringify(page.blocks).matchAll(/\{(fee|inr):([A-Za-z0-9-]+)\}/g)].map((m) => ({ kind: m[1]!, id: m[2]! }));
}

describe("fee amounts come from D1", () => {
  const cited = ALL_PAGES.flatMap((p) =>
    p.blocks.flatMap((b) =>
      b.kind === "fee-cards" ? b.cards.flatMap((c) => (typeof c.fee === "string" ? [] : [[p.path, c.fee.record] as const])) : [],
    ),
  );

  it.each(cited)("%s shows record %s with its amount and source", async (path, id) => {
    const row = await feeRow(id);
    const text = await pageText(path);
    expect(text).toContain(expectedAmount(row));
    expect(text).toContain(row.source);
  });

  const tokened = ALL_PAGES.filter((p) => feeTokens(p).length > 0).map((p) => [p.path, p] as const);

  it.each(tokened)("%s shows every {fee:…} amount and {inr:…} equivalent from D1", async (path, page) => {
    const text = await pageText(path);
    const rates = await env.DB.prepare("SELECT currency, units_per_usd AS rate FROM exchange_rates").all<{ currency: string; rate: number }>();
    const perUsd = new Map(rates.results.map((r) => [r.currency, r.rate]));
    for (const { kind, id } of feeTokens(page)) {
      const row = await feeRow(id);
      if (kind === "fee") expect(text, id).toContain(expectedAmount(row));
      else {
        const usd = majorOf(row) / (row.fee_currency === "USD" ? 1 : perUsd.get(row.fee_currency)!);
        const inr = Math.round(Math.round(usd * perUsd.get("INR")!) / 100) * 100;
        expect(text, id).toContain(`≈ ₹${inr.toLocaleString("en-IN")}`);
      }
    }
  });

  it("totals built on a fee record add up with D1's amount", async () => {
    const f1 = majorOf(await feeRow("us-student-f-1-student-visa"));
    // Comparison, student row: visa fee + SEVIS I-901 USD 350.
    expect(await pageText("/visa-fees-comparison")).toContain(`$${f1 + 350}`);
  });

  it("the comparison and easy-countries pages quote fee records (so they cannot drift from the home check)", () => {
    expect(tokened.map(([path]) => path)).toEqual(expect.arrayContaining(["/visa-fees-comparison", "/passport/easy-visa-countries"]));
  });

  it("a changed fee in D1 changes the page", async () => {
    await env.DB.prepare("UPDATE fee_options SET fee_minor = 19900 WHERE id = ?").bind("us-tourist-b-1-b-2-visitor-visa-business-tourism").run();
    const text = await freshPageText("/usa-visa-fees");
    expect(text).toContain("B1/B2 visitor visa $199");
  });
});

/** The number right before a stat tile's label on the page. */
function tileValue(text: string, label: string): number {
  const m = new RegExp(`(\\d+)\\+? ${label}`).exec(text);
  if (!m) throw new Error(`no tile ${label}`);
  return Number(m[1]);
}

describe("counts in the copy are computed from D1 (decision 7)", () => {
  it("'countries analysed' is the number of passports in the requirements data", async () => {
    const row = await env.DB.prepare("SELECT count(DISTINCT passport_country_code) AS n FROM visa_requirements").first<{ n: number }>();
    expect(tileValue(await pageText("/passport-guide"), "Countries analysed")).toBe(row!.n);
  });

  it("'countries analysed' follows the data when a passport is removed", async () => {
    const before = tileValue(await pageText("/passport-guide"), "Countries analysed");
    await env.DB.prepare("DELETE FROM visa_requirements WHERE passport_country_code = 'ZW'").run();
    expect(tileValue(await freshPageText("/passport-guide"), "Countries analysed")).toBe(before - 1);
  });

  it("India's no-visa count follows the data when a destination changes", async () => {
    const count = (text: string) => Number(/opens (\d+) destinations without a visa/.exec(text)?.[1]);
    const before = count(await pageText("/passport/indian-passport-strength"));
    const target = await env.DB.prepare(
      "SELECT destination_country_code AS code FROM visa_requirements WHERE passport_country_code = 'IN' AND requirement = 'visa required' AND destination_country_code NOT IN (SELECT destination_country_code FROM requirement_corrections WHERE passport_country_code = 'IN') LIMIT 1",
    ).first<{ code: string }>();
    await env.DB.prepare(
      "UPDATE visa_requirements SET requirement = 'visa on arrival' WHERE passport_country_code = 'IN' AND destination_country_code = ?",
    )
      .bind(target!.code)
      .run();
    expect(count(await freshPageText("/passport/indian-passport-strength"))).toBe(before + 1);
  });

  it("the marketing claims round the data down: countries and fee destinations", async () => {
    const countries = await env.DB.prepare("SELECT count(*) AS n FROM countries").first<{ n: number }>();
    const fees = await env.DB.prepare("SELECT count(DISTINCT destination_country_code) AS n FROM fee_options").first<{ n: number }>();
    const text = await pageText("/about-us");
    expect(text).toContain(`${Math.floor(countries!.n / 5) * 5}+ countries`);
    expect(text).toContain(`${Math.floor(fees!.n / 10) * 10}+ destinations`);
  });

  it("the strength page lists India's visa-free destinations from D1", async () => {
    const text = await pageText("/passport/indian-passport-strength");
    // Thailand is visa-free for Indians in the dataset (60 days); Iran was removed by a dated correction.
    expect(text).toMatch(/Thailand Visa Free 60 Asia/);
    expect(text).toContain("Iran: changed from 22 November 2025");
  });
});

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
      expect(JSON.stringify(ld)).not.toMatch(/\{(fee|inr):|\]\(\//);
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
    ["/privacy-policy", 15],
    ["/terms-of-service", 14],
  ])("%s has %i sections and its last-changed date", async (path, sections) => {
    const html = await (await get(path)).text();
    expect(html.match(/<h2 id="[^"]+" class="content-block__title">\d+\. /g)).toHaveLength(sections);
    expect(visibleText(html)).toContain("Last changed: 23 November 2026");
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
  it("lists every editorial page", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    for (const page of ALL_PAGES) expect(xml).toContain(`<loc>https://visafeeatlas.example${page.path}</loc>`);
  });
});
