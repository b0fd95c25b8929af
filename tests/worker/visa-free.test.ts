/**
 * The No Visa Countries finder through the real Worker: visaFree.list over HTTP and the server-rendered
 * /visa-free page. Expected counts are worked out by hand from the Passport Index data (SOURCE.md) and
 * corrections.json, not by the code under test.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { get, trpcQuery } from "./helpers";

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
  // India's row: 23 visa-free with days + 4 "visa free" + 28 visa on arrival = 55; then the Philippines
  // (visa required → 14 days, 8 Jun 2025) joins and Iran (15 days → visa required, 22 Nov 2025) leaves: 55.
  it("counts India's 55 no-visa destinations with the corrections in force", async () => {
    const { status, list: india } = await list("IN");
    expect(status).toBe(200);
    expect(india.passport).toEqual({ code: "IN", name: "India", flagEmoji: "🇮🇳", region: "Asia" });
    expect(india.noVisa).toHaveLength(55);
  });

  it("lists the Philippines as visa free for 14 days with the correction's date and source", async () => {
    const { list: india } = await list("IN");
    const ph = india.noVisa.find((c) => c.code === "PH");
    expect(ph?.badge).toBe("Visa Free");
    expect(ph?.maxStayDays).toBe(14);
    expect(ph?.correction?.effectiveOn).toBe("2025-06-08");
    expect(ph?.correction?.sourceUrl).toBe("https://mb.com.ph/2025/06/07/ph-allows-visa-free-entry-for-indian-tourists");
  });

  it("takes Iran off India's list and reports it as now requiring a visa", async () => {
    const { list: india } = await list("IN");
    expect(india.noVisa.some((c) => c.code === "IR")).toBe(false);
    expect(india.removed.map((r) => [r.code, r.now, r.correction?.effectiveOn])).toEqual([["IR", "Visa required", "2025-11-22"]]);
  });

  it("puts India's 47 e-Visa and 3 eTA destinations in the separate group", async () => {
    const { list: india } = await list("IN");
    expect(india.authorisation).toHaveLength(50);
    expect(
      india.authorisation
        .filter((c) => c.badge === "eTA")
        .map((c) => c.code)
        .sort(),
    ).toEqual(["CI", "KE", "PG"]);
  });

  it("sorts Visa Free before Visa on Arrival and leaves India itself out", async () => {
    const { list: india } = await list("IN");
    const badges = india.noVisa.map((c) => c.badge);
    // 23 with days + 4 "visa free" (Philippines in, Iran out) = 27 Visa Free, then 28 Visa on Arrival.
    expect(badges.lastIndexOf("Visa Free")).toBe(26);
    expect(badges.indexOf("Visa on Arrival")).toBe(27);
    expect(india.noVisa.some((c) => c.code === "IN")).toBe(false);
  });

  // Japan's row: 115 visa-free with days + 2 "visa free" + 38 visa on arrival; no corrections.
  it("counts Japan's 155 no-visa destinations and 27 e-Visa or eTA ones", async () => {
    const { status, list: japan } = await list("JP");
    expect(status).toBe(200);
    expect(japan.noVisa).toHaveLength(155);
    expect(japan.authorisation).toHaveLength(27);
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
    expect(html).toMatch(/<strong>55<\/strong> <!-- -->no-visa destinations/);
    expect(cardCodes(html)).toHaveLength(55 + 50);
  });

  it("renders each card's badge and 'Max stay' in days", async () => {
    const html = await (await get("/visa-free?passport=IN")).text();
    const thailand = /data-code="TH"[\s\S]*?<\/li>/.exec(html)?.[0] ?? "";
    expect(thailand).toContain("Thailand");
    expect(thailand).toContain("Asia");
    expect(thailand).toContain("Visa Free");
    expect(thailand).toMatch(/Max stay: <strong>60<!-- --> days<\/strong>/);
    const maldives = /data-code="MV"[\s\S]*?<\/li>/.exec(html)?.[0] ?? "";
    expect(maldives).toContain("Visa on Arrival");
    expect(maldives).not.toContain("Max stay");
  });

  it("shows the date and source of a corrected pair on its card", async () => {
    const html = await (await get("/visa-free?passport=IN")).text();
    const philippines = /data-code="PH"[\s\S]*?<\/li>/.exec(html)?.[0] ?? "";
    expect(philippines).toMatch(/Changed on <time datetime="2025-06-08">8 Jun 2025<\/time>/i);
    expect(philippines).toContain('href="https://mb.com.ph/2025/06/07/ph-allows-visa-free-entry-for-indian-tourists"');
  });

  it("tells India's travellers that Iran now requires a visa, with the date and source", async () => {
    const html = await (await get("/visa-free?passport=IN")).text();
    const changed = html.slice(html.indexOf('id="vf-removed"'));
    expect(changed).toContain("Recently changed");
    expect(changed).toMatch(/<strong>Iran<\/strong>: <!-- -->visa required<!-- --> since<!-- --> <time datetime="2025-11-22">22 Nov 2025<\/time>/i);
    expect(changed).toContain('href="https://www.khaleejtimes.com/world/asia/iran-suspends-visa-free-entry-for-indians-fraud-kidnappings"');
  });

  it("renders the e-Visa and eTA group apart from the spec's list", async () => {
    const html = await (await get("/visa-free?passport=IN")).text();
    expect(html).toContain('<h2 id="vf-authorisation" class="section__title">e-Visa and eTA</h2>');
    const group = html.slice(html.indexOf('id="vf-authorisation"'));
    expect(cardCodes(group)).toHaveLength(50);
    expect(/data-code="KE"[\s\S]*?<\/li>/.exec(group)?.[0]).toContain("eTA");
  });

  it("pre-fills the edge country when the URL names none", async () => {
    const html = await (await get("/visa-free", "JP")).text();
    expect(html).toMatch(/id="passport"[^>]*>.*?Japan/s);
    expect(html).toMatch(/<strong>155<\/strong> <!-- -->no-visa destinations/);
    expect(html).not.toContain("Detecting your location...");
  });

  it("falls back to India when the edge gives no usable country", async () => {
    const html = await (await get("/visa-free", "XX")).text();
    expect(html).toMatch(/id="passport"[^>]*>.*?India/s);
    expect(html).toMatch(/<strong>55<\/strong>/);
  });

  it("server-renders the region filter from ?region=", async () => {
    const html = await (await get("/visa-free?passport=JP&region=Europe")).text();
    const main = html.slice(0, html.indexOf('id="vf-authorisation"'));
    expect(cardCodes(main)).toHaveLength(45);
    expect(main).toContain('data-code="FR"');
    expect(main).not.toContain('data-code="TH"');
    expect(html).toMatch(/aria-current="page"[^>]*>Europe/);
    expect(html).toMatch(/Showing <!-- -->45 destinations<!-- --> in Europe/);
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
