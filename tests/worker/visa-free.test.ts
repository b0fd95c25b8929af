/**
 * The No Visa Countries finder through the real Worker: visaFree.list over HTTP and the server-rendered
 * /visa-free page. Expected counts are read from the seeded rows of the current version with plain SQL and the
 * corrections rule restated (data-figures.ts), not by the code under test, so they follow the data.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { noVisaCount, passportFigures } from "./data-figures";
import { forgetPages, get, trpcQuery } from "./helpers";

type Card = {
  code: string;
  name: string;
  flagEmoji: string;
  region: string;
  badge: string;
  maxStayDays: number | null;
  correction: { effectiveOn: string; source: string; sourceUrl: string } | null;
};
type List = { passport: { code: string; name: string }; noVisa: Card[]; authorisation: Card[]; removed: (Card & { now: string })[] };

async function list(passport: unknown) {
  const res = await trpcQuery("visaFree.list", { passport });
  return { ...res, list: res.body.result?.data as List };
}

/** The cards of one grid section of the page, by data-code, in order. */
function cardCodes(html: string): string[] {
  return [...html.matchAll(/<li class="vf-card" data-code="([A-Z]{2})"/g)].map((m) => m[1] ?? "");
}

describe("visaFree.list", () => {
  it("counts India's no-visa destinations (visa free + visa on arrival) in the current version", async () => {
    const { status, list: india } = await list("IN");
    expect(status).toBe(200);
    expect(india.passport).toEqual({ code: "IN", name: "India", flagEmoji: "🇮🇳", region: "Asia" });
    expect(india.noVisa).toHaveLength(noVisaCount(await passportFigures("IN")));
  });

  it("shows the Philippines' 14 days with the source of the correction reviewed against the snapshot", async () => {
    // The snapshot says 14 days, as the correction does: the reviewed correction stands and names its source.
    const { list: india } = await list("IN");
    const ph = india.noVisa.find((c) => c.code === "PH");
    expect(ph?.badge).toBe("Visa Free");
    expect(ph?.maxStayDays).toBe(14);
    expect(ph?.correction).toMatchObject({ effectiveOn: "2025-06-08" });
  });

  it("drops Iran and Cape Verde, whose reviewed corrections end visa on arrival, and reports them removed", async () => {
    const { list: india } = await list("IN");
    const figures = await passportFigures("IN");
    // Sri Lanka's ETA and Thailand's 30 days are the data desk's (data/desk/).
    expect(figures.corrected.sort()).toEqual(["CV", "IR", "LK", "MY", "TH"]);
    expect(india.noVisa.find((c) => c.code === "IR")).toBeUndefined();
    expect(india.removed.map((c) => [c.code, c.now]).sort()).toEqual([
      ["CV", "Visa required"],
      ["IR", "Visa required"],
    ]);
  });

  it("puts India's e-Visa and eTA destinations in the separate group", async () => {
    const { list: india } = await list("IN");
    const figures = await passportFigures("IN");
    expect(india.authorisation).toHaveLength(figures.eVisa + figures.eta);
    expect(
      india.authorisation
        .filter((c) => c.badge === "eTA")
        .map((c) => c.code)
        .sort(),
    ).toEqual(figures.codes.eta.sort());
  });

  it("sorts Visa Free before Visa on Arrival and leaves India itself out", async () => {
    const { list: india } = await list("IN");
    const figures = await passportFigures("IN");
    const badges = india.noVisa.map((c) => c.badge);
    const visaFree = figures.visaFreeDays + figures.visaFreeUnknown;
    expect(badges.lastIndexOf("Visa Free")).toBe(visaFree - 1);
    expect(badges.indexOf("Visa on Arrival")).toBe(visaFree);
    expect(india.noVisa.some((c) => c.code === "IN")).toBe(false);
  });

  it("counts Japan's no-visa destinations and its e-Visa or eTA ones", async () => {
    const { status, list: japan } = await list("JP");
    const figures = await passportFigures("JP");
    expect(status).toBe(200);
    expect(japan.noVisa).toHaveLength(noVisaCount(figures));
    expect(japan.authorisation).toHaveLength(figures.eVisa + figures.eta);
  });

  it("accepts a lower-case code", async () => {
    const { status, list: japan } = await list("jp");
    expect(status).toBe(200);
    expect(japan.passport.code).toBe("JP");
  });

  it("rejects a malformed code with 400", async () => {
    const { status, body } = await list("India");
    expect(status).toBe(400);
    expect(body.error?.data.code).toBe("BAD_REQUEST");
    expect(body.error?.message).toBe("Enter a two-letter country code.");
  });

  it("answers 404 'Country not found' for a code outside the data", async () => {
    const { status, body } = await list("ZZ");
    expect(status).toBe(404);
    expect(body.error?.data.code).toBe("NOT_FOUND");
    expect(body.error?.message).toBe("Country not found");
  });
});

describe("GET /visa-free", () => {
  it("server-renders India's finder from ?passport=IN", async () => {
    const res = await get("/visa-free?passport=IN", "JP");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1 class="visa-free__title">No Visa Countries</h1>');
    expect(html).toMatch(/id="passport-label"[^>]*>Your Country</);
    expect(html).toMatch(/id="passport"[^>]*>.*?India/s);
    const figures = await passportFigures("IN");
    expect(html).toMatch(new RegExp(`<strong>${noVisaCount(figures)}</strong> <!-- -->no-visa destinations`));
    expect(cardCodes(html)).toHaveLength(noVisaCount(figures) + figures.eVisa + figures.eta);
  });

  it("renders each card's badge and 'Max stay' in days", async () => {
    const html = await (await get("/visa-free?passport=IN")).text();
    const figures = await passportFigures("IN");
    // Thailand's 30 days since 15 Sep 2026 (data/desk/), over the snapshot's 60.
    const days = await env.DB.prepare(
      "SELECT requirement FROM requirement_corrections WHERE passport_country_code = 'IN' AND destination_country_code = 'TH' ORDER BY effective_on DESC LIMIT 1",
    ).first<{ requirement: string }>();
    const thailand = /data-code="TH"[\s\S]*?<\/li>/.exec(html)?.[0] ?? "";
    expect(thailand).toContain("Thailand");
    expect(thailand).toContain("Asia");
    expect(thailand).toContain("Visa Free");
    expect(thailand).toMatch(new RegExp(`Max stay: <strong>${days?.requirement}<!-- --> days</strong>`));
    const onArrival = figures.codes.visaOnArrival[0];
    const card = new RegExp(`data-code="${onArrival}"[\\s\\S]*?</li>`).exec(html)?.[0] ?? "";
    expect(card).toContain("Visa on Arrival");
    expect(card).not.toContain("Max stay");
  });

  it("dates and sources a pair whose reviewed correction says what the snapshot says (the Philippines)", async () => {
    const html = await (await get("/visa-free?passport=IN")).text();
    const philippines = /data-code="PH"[\s\S]*?<\/li>/.exec(html)?.[0] ?? "";
    expect(philippines).toContain("Philippines");
    expect(philippines).toMatch(/2025-06-08/);
  });

  it("shows the date and source of a pair whose correction is newer than the snapshot", async () => {
    // A correction dated after the current snapshot, reviewed against it: added here, as an editor would.
    await env.DB.prepare(
      `INSERT INTO requirement_corrections (passport_country_code, destination_country_code, requirement, previous, effective_on, valid_until_on, reviewed_against_on, official, source, source_url, checked_on, notes)
       VALUES ('IN', 'TH', 'visa required', NULL, '2026-10-01', NULL, '2026-02-17', 0, 'Test notice', 'https://example.gov/th', '2026-10-02', NULL)`,
    ).run();
    // The page kept before the correction was added is forgotten, as a reseed's next version would leave it behind.
    forgetPages();
    const html = await (await get("/visa-free?passport=IN")).text();
    const changed = html.slice(html.indexOf('id="vf-removed"'));
    expect(changed).toContain("Recently changed");
    expect(changed).toMatch(
      /<strong>Thailand<\/strong>: <!-- -->visa required<!-- --> since<!-- --> <time datetime="2026-10-01">1 Oct 2026<\/time>/i,
    );
    expect(changed).toContain('href="https://example.gov/th"');
  });

  it("renders the e-Visa and eTA group apart from the spec's list", async () => {
    const html = await (await get("/visa-free?passport=IN")).text();
    expect(html).toContain('<h2 id="vf-authorisation" class="section__title">e-Visa and eTA</h2>');
    const group = html.slice(html.indexOf('id="vf-authorisation"'));
    const figures = await passportFigures("IN");
    expect(cardCodes(group)).toHaveLength(figures.eVisa + figures.eta);
    expect(/data-code="KE"[\s\S]*?<\/li>/.exec(group)?.[0]).toContain("eTA");
  });

  it("pre-fills the edge country when the URL names none", async () => {
    const html = await (await get("/visa-free", "JP")).text();
    expect(html).toMatch(/id="passport"[^>]*>.*?Japan/s);
    expect(html).toMatch(new RegExp(`<strong>${noVisaCount(await passportFigures("JP"))}</strong> <!-- -->no-visa destinations`));
    expect(html).not.toContain("Detecting your location...");
  });

  it("falls back to India when the edge gives no usable country", async () => {
    const html = await (await get("/visa-free", "XX")).text();
    expect(html).toMatch(/id="passport"[^>]*>.*?India/s);
    expect(html).toMatch(new RegExp(`<strong>${noVisaCount(await passportFigures("IN"))}</strong>`));
  });

  it("server-renders the region filter from ?region=", async () => {
    const html = await (await get("/visa-free?passport=JP&region=Europe")).text();
    const main = html.slice(0, html.indexOf('id="vf-authorisation"'));
    const europe = noVisaCount(await passportFigures("JP", "Europe"));
    expect(cardCodes(main)).toHaveLength(europe);
    expect(main).toContain('data-code="FR"');
    expect(main).not.toContain('data-code="TH"');
    expect(html).toMatch(/aria-current="page"[^>]*>Europe/);
    expect(html).toMatch(new RegExp(`Showing <!-- -->${europe} destinations<!-- --> in Europe`));
  });

  it("renders 'Country not found' for a code outside the data", async () => {
    const html = await (await get("/visa-free?passport=ZZ")).text();
    expect(html).toContain("Country not found");
    expect(cardCodes(html)).toEqual([]);
  });

  it("renders the spec's empty message for a passport with no destination without a visa", async () => {
    // Afghanistan with every destination turned into "visa required" (this file's D1 only).
    await env.DB.prepare(
      "UPDATE visa_requirements SET requirement = 'visa required' WHERE passport_country_code = 'AF' AND requirement <> '-1'",
    ).run();
    const html = await (await get("/visa-free?passport=AF")).text();
    expect(html).toContain("No visa-free destinations found for the selected country.");
    expect(html).toMatch(/<strong>0<\/strong> <!-- -->no-visa destinations/);
  });
});
