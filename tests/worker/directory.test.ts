/**
 * directory.list and directory.options over HTTP and the server-rendered /verified-visa-fees page, on the seeded fee data,
 * for Indian passports (the procedures' default, and the page's for a visitor from India). Since issue #45 the directory
 * lists every record that applies to the passport by the check's rule, the world records (world-fees.json, the desk's)
 * beside India's detailed ones; tests/worker/visitor-fees.test.ts covers the other passports.
 */
import { describe, expect, it } from "vitest";
import { get, trpcQuery } from "./helpers";

type Option = { id: string; verified: boolean; estimate: boolean; usdFee: string | null; processing: string; source: string };
type Card = { country: { code: string; name: string }; featured: Omit<Option, "verified" | "estimate">; verifiedCount: number; optionCount: number };
type Directory = { cards: Card[]; ratesAsOn: string };
type Options = { country: { code: string; name: string }; options: Option[]; ratesAsOn: string };

async function list(input?: unknown) {
  const { status, body } = await trpcQuery("directory.list", input);
  return { status, body, directory: body.result?.data as Directory };
}

describe("directory.list", () => {
  // 100 destinations have India's detailed records; 27 more have world records that apply to Indian passports
  // to Indian passports, as their checks show.
  it("lists one card for each of the 128 destinations with a record that applies to Indian passports, sorted by name", async () => {
    const { status, directory } = await list();
    expect(status).toBe(200);
    expect(directory.cards).toHaveLength(128);
    expect(directory.cards.slice(0, 3).map((c) => c.country.name)).toEqual(["Albania", "Antigua and Barbuda", "Argentina"]);
    expect(directory.ratesAsOn).toBe("2026-04-13");
  });

  // The UAE's five detailed records (e-Visas, as India's file names them): while one is in force they set the world's
  // records for the UAE aside for Indian passports (visa-fees/SOURCE.md), as the check lists them.
  it("prices and counts the UAE's five records, featuring the check's headline: the 30-day single-entry visa, not the file's first", async () => {
    const { directory } = await list();
    const uae = directory.cards.find((c) => c.country.code === "AE")!;
    expect(uae).toMatchObject({ verifiedCount: 4, optionCount: 5, from: true, requirement: "e-Visa" });
    expect(uae.featured).toMatchObject({
      id: "ae-tourist-tourist-visa-short-term-single-entry-30-days-gdrfa-dubai",
      usdFee: "$68",
      processing: "2-5 days",
    });
    const check = (await trpcQuery("visa.check", { passport: "IN", destination: "AE" })).body.result?.data as { fees: { best: { id: string } } };
    expect(check.fees.best.id).toBe(uae.featured.id);
  });

  // India's two records; the UK's world records (its airside transit visa) are set aside while they are in force.
  it("features the check's headline of a country without verified records", async () => {
    const { directory } = await list();
    const uk = directory.cards.find((c) => c.country.code === "GB")!;
    expect(uk).toMatchObject({ verifiedCount: 0, optionCount: 2 });
    expect(uk.featured.id).toBe("gb-tourist-standard-visitor-visa-up-to-6-months");
  });

  // 166 detailed records (163, and the three the data desk splits by date) and the 40 world records that apply to
  // Indian passports at destinations without a detailed record in force.
  it("counts the 215 records that apply to Indian passports, and carries only the featured one per card", async () => {
    const { directory } = await list();
    expect(directory.cards.reduce((n, c) => n + c.optionCount, 0)).toBe(215);
    expect(directory.cards.every((c) => !("options" in c))).toBe(true);
  });

  it("names the passport it lists fees for", async () => {
    const { directory } = await list();
    expect((directory as unknown as { passport: unknown }).passport).toEqual({
      code: "IN",
      name: "India",
      flagEmoji: "🇮🇳",
      passports: "Indian passports",
    });
  });

  it("keeps the cards whose country name contains the search, ignoring case and surrounding space", async () => {
    const { status, directory } = await list({ search: "  UNITED " });
    expect(status).toBe(200);
    expect(directory.cards.map((c) => c.country.name)).toEqual(["United Arab Emirates", "United Kingdom", "United States"]);
  });

  it("accepts a search of exactly 100 characters", async () => {
    const { status, directory } = await list({ search: "a".repeat(100) });
    expect(status).toBe(200);
    expect(directory.cards).toEqual([]);
  });

  it("rejects a search longer than 100 characters with 400 and the zod issue", async () => {
    const { status, body } = await list({ search: "a".repeat(101) });
    expect(status).toBe(400);
    expect(body.error?.data.code).toBe("BAD_REQUEST");
    expect(body.error?.message).toBe("Search must be at most 100 characters.");
  });

  it.each([["Türkiye"], ["日本"], ["' OR 1=1 --"], ["%"], ["_"], ["<script>"]])(
    "answers 200 for the search %j, matched as plain text",
    async (search) => {
      const { status, directory } = await list({ search });
      expect(status).toBe(200);
      expect(directory.cards.every((c) => c.country.name.toLowerCase().includes(search.toLowerCase()))).toBe(true);
    },
  );

  it("finds Türkiye by its accented name", async () => {
    const { directory } = await list({ search: "türk" });
    expect(directory.cards.map((c) => c.country.code)).toEqual(["TR"]);
  });
});

async function options(input: unknown) {
  const { status, body } = await trpcQuery("directory.options", input);
  return { status, body, data: body.result?.data as Options };
}

describe("directory.options", () => {
  it("lists every record of the UAE that applies to Indian passports in source order, priced, with Verified, requirements and sources", async () => {
    const { status, data } = await options({ country: "AE" });
    expect(status).toBe(200);
    expect(data.country).toMatchObject({ code: "AE", name: "United Arab Emirates" });
    expect(data.ratesAsOn).toBe("2026-04-13");
    // India's five detailed records, which set the world's aside (see directory.list above).
    expect(data.options).toHaveLength(5);
    expect(data.options.filter((o) => o.verified)).toHaveLength(4);
    expect(data.options[0]).toMatchObject({
      id: "ae-tourist-tourist-visa-long-term-multiple-entry-90-days-gdrfa-dubai",
      usdFee: "$474",
      verified: true,
    });
    expect(data.options.filter((o) => o.estimate)).toEqual([]);
  });

  it("accepts a lower-case code", async () => {
    const { status, data } = await options({ country: "gb" });
    expect(status).toBe(200);
    expect(data.options.map((o) => o.id)[0]).toBe("gb-tourist-standard-visitor-visa-up-to-6-months");
  });

  it("answers 404 for a real country without fee records, and for a code outside the data", async () => {
    for (const country of ["AQ", "XX"]) {
      const { status, body } = await options({ country });
      expect(status, country).toBe(404);
      expect(body.error?.message).toBe("No fee records for this country");
    }
  });

  it.each([[{ country: "ARE" }], [{ country: "" }], [{}], [{ country: 12 }], [{ country: "<b>" }]])("answers 400 for %j", async (input) => {
    const { status, body } = await options(input);
    expect(status).toBe(400);
    expect(body.error?.data.code).toBe("BAD_REQUEST");
  });
});

describe("GET /verified-visa-fees", () => {
  it("server-renders the title, heading, search box, cards and footer", async () => {
    const res = await get("/verified-visa-fees");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Verified Visa Fees - Reliable Visa Cost Information</title>");
    expect(html).toMatch(/<h1[^>]*>Verified Visa Fees<\/h1>/);
    expect(html).toContain('placeholder="Search countries..."');
    expect(html).toContain("Showing 128 countries with visa information");
    expect(html.match(/class="dir-card"/g)).toHaveLength(128);
  });

  it("carries the cards once, as HTML: the list the browser hydrates with is a preloaded request, not page data", async () => {
    const html = await (await get("/verified-visa-fees")).text();
    // The featured record shows as HTML; its record id (data only) is not in the page, nor any other record's.
    expect(html).toContain('data-country="AE"');
    expect(html).not.toContain("ae-tourist-tourist-visa-long-term-multiple-entry-90-days-gdrfa-dubai");
    const { data } = await options({ country: "AE" });
    expect(html).not.toContain(data.options[1]!.id);
    // The page names the query the browser fetches before hydrating, and preloads that exact request.
    expect(html).toContain("fetchedByBrowser:$R[");
    expect(html).toContain('["directory","list"]');
    // The list of the visitor's passport (India's here): its input names it.
    const input = "%7B%220%22%3A%7B%22passport%22%3A%22IN%22%7D%7D";
    expect(html).toContain(`<link rel="preload" as="fetch" href="/trpc/directory.list?batch=1&amp;input=${input}" crossorigin="anonymous"`);
    const preloaded = await get(`/trpc/directory.list?batch=1&input=${input}`);
    expect(preloaded.status).toBe(200);
    const [{ result }] = (await preloaded.json()) as [{ result: { data: { cards: unknown[] } } }];
    expect(result.data.cards).toHaveLength(128);
    // 127 cards where there were 100 (see directory.list above), about 1.2 KB of HTML each: the list carried twice would
    // double the page.
    expect(html.length).toBeLessThan(160_000);
  });

  it("renders a card's counts, USD fee, processing days, e-Visa, source, its dates and actions", async () => {
    const html = await (await get("/verified-visa-fees")).text();
    const uae = html.slice(html.indexOf('data-country="AE"'), html.indexOf("</li>", html.indexOf('data-country="AE"')));
    expect(uae).toContain("United Arab Emirates");
    expect(uae).toContain("4 Verified");
    expect(uae).toContain("5 Options");
    expect(uae).toContain("from <!-- -->$68");
    expect(uae).toContain("2-5 days");
    expect(uae).toContain("eVisa Available");
    expect(uae).toContain('href="https://www.gdrfad.gov.ae/en/node/59"');
    expect(uae).toContain("Source: General Directorate of Residency and Foreigners Affairs - Dubai (GDRFA)");
    // The source page is undated: the card says so, and the day we read it (issue #32).
    expect(uae).toContain('<p class="dir-card__dates">undated source, read on 28 Nov 2026</p>');
    expect(uae).toContain("View All 5 Options");
    expect(uae).toMatch(/<a[^>]*href="https:\/\/smart\.gdrfad\.gov\.ae"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>Apply Now<\/a>/);
  });

  it("renders 'Traditional Visa' and no Verified badge for a country without verified records", async () => {
    const html = await (await get("/verified-visa-fees?search=united kingdom")).text();
    const uk = html.slice(html.indexOf('data-country="GB"'), html.indexOf("</li>", html.indexOf('data-country="GB"')));
    expect(uk).toContain("Traditional Visa");
    expect(uk).toContain("2 Options");
    expect(uk).not.toContain("Verified</span>");
  });

  it("filters the cards from ?search= on the server", async () => {
    const html = await (await get("/verified-visa-fees?search=united")).text();
    expect([...html.matchAll(/data-country="([A-Z]{2})"/g)].map((m) => m[1])).toEqual(["AE", "GB", "US"]);
    expect(html).toContain("Showing 3 countries with visa information");
    expect(html).toContain('value="united"');
  });

  it("says 'country' for a single match", async () => {
    const html = await (await get("/verified-visa-fees?search=armenia")).text();
    expect(html).toContain("Showing 1 country with visa information");
  });

  it("renders the empty state for a search without matches", async () => {
    const html = await (await get("/verified-visa-fees?search=atlantis")).text();
    expect(html).toContain("No countries found");
    expect(html).toContain("Try adjusting your search criteria");
    expect(html).toContain("Showing 0 countries with visa information");
  });

  it("cuts an over-long ?search= to 100 characters instead of failing", async () => {
    const res = await get(`/verified-visa-fees?search=${"b".repeat(150)}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("No countries found");
  });
});
