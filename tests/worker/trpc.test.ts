/** tRPC procedures over HTTP through the Worker: happy paths, validation, not found, and no leaks. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { currentVersionOn } from "./data-figures";
import { trpcQuery } from "./helpers";

type Check = {
  passport: { name: string };
  destination: { name: string };
  card: { visaRequired: boolean; label: string; lastUpdatedOn: string; estimate: boolean; maxStayDays: number | null };
  provenance: { kind: string; source: string | null };
  fees: { status: string; options?: { verified: boolean; usdFee: string | null }[]; ratesAsOn?: string; origin?: string };
};

describe("countries.list", () => {
  it("lists the 199 countries of the data with flags and regions", async () => {
    const { status, body } = await trpcQuery("countries.list");
    expect(status).toBe(200);
    const list = body.result?.data as { code: string; name: string; flagEmoji: string; region: string }[];
    expect(list).toHaveLength(199);
    expect(list.find((c) => c.code === "IN")).toEqual({ code: "IN", name: "India", flagEmoji: "🇮🇳", region: "Asia" });
  });

  it("gives every country its aliases and major cities for picker search", async () => {
    const { body } = await trpcQuery("countries.searchTerms");
    const terms = body.result?.data as Record<string, { searchAliases: string[]; majorCities: string[] }>;
    expect(Object.keys(terms)).toHaveLength(199);
    expect(terms.IN?.majorCities).toContain("Mumbai");
    expect(terms.AE?.searchAliases).toContain("UAE");
  });
});

describe("geo.country", () => {
  it("returns request.cf.country", async () => {
    const { body } = await trpcQuery("geo.country", undefined, "TH");
    expect(body.result?.data).toEqual({ countryCode: "TH" });
  });

  it("returns null for Cloudflare's unknown code", async () => {
    const { body } = await trpcQuery("geo.country", undefined, "XX");
    expect(body.result?.data).toEqual({ countryCode: null });
  });
});

describe("visa.check", () => {
  it("returns the requirement and priced fee options for India → Thailand", async () => {
    const { status, body } = await trpcQuery("visa.check", { passport: "IN", destination: "TH" });
    expect(status).toBe(200);
    const check = body.result?.data as Check;
    expect(check.passport.name).toBe("India");
    expect(check.destination.name).toBe("Thailand");
    expect(check.fees.status).toBe("listed");
    expect(check.fees.ratesAsOn).toBe("2026-04-13");
    expect(check.fees.options?.length).toBeGreaterThan(0);
  });

  it("accepts lower-case codes", async () => {
    const { status } = await trpcQuery("visa.check", { passport: "in", destination: "th" });
    expect(status).toBe(200);
  });

  it("gives other origins their requirement and the fees that apply to them, or what is known", async () => {
    const { body } = await trpcQuery("visa.check", { passport: "US", destination: "IN" });
    const check = body.result?.data as Check;
    expect(check.card.label).toBe("e-Visa");
    expect(check.fees.status).toBe("listed");
    const none = (await trpcQuery("visa.check", { passport: "US", destination: "AF" })).body.result?.data as Check;
    expect(none.fees).toEqual({
      status: "coming-soon",
      origin: "United States",
      text: "No fee on record for United States passports to Afghanistan",
    });
  });

  it("shows Iran's reviewed correction over the stale snapshot (Iran → Indian passports), with its source", async () => {
    const { body } = await trpcQuery("visa.check", { passport: "IN", destination: "IR" });
    const check = body.result?.data as Check & { provenance: { asOn: string; disagreeing: unknown } };
    const row = await env.DB.prepare(
      "SELECT requirement FROM visa_requirements WHERE version_on = ?1 AND passport_country_code = 'IN' AND destination_country_code = 'IR'",
    )
      .bind(await currentVersionOn())
      .first<{ requirement: string }>();
    // The snapshot of 17 Feb 2026 still says visa on arrival; the correction was reviewed against it.
    expect(row?.requirement).toBe("visa on arrival");
    expect(check.card.label).toBe("Visa required");
    expect(check.provenance).toMatchObject({ kind: "correction", asOn: "2026-11-26", disagreeing: null });
  });

  it("shows Malaysia's 30 days and the end of the exemption within 60 days of it", async () => {
    const { body } = await trpcQuery("visa.check", { passport: "IN", destination: "MY" });
    const check = body.result?.data as Check & { provenance: { endsOn: string | null } };
    expect(check.card.label).toBe("Visa free for 30 days");
    const today = new Date().toISOString().slice(0, 10);
    const daysLeft = (Date.parse("2026-12-31") - Date.parse(today)) / 86_400_000;
    expect(check.provenance.endsOn).toBe(daysLeft >= 0 && daysLeft <= 60 ? "2026-12-31" : null);
  });

  it("applies a correction reviewed against the snapshot and names its source", async () => {
    await env.DB.prepare(
      `INSERT INTO requirement_corrections (passport_country_code, destination_country_code, requirement, previous, effective_on, valid_until_on, reviewed_against_on, official, source, source_url, checked_on, notes)
       VALUES ('IN', 'TH', 'visa required', NULL, '2026-10-01', NULL, '2026-02-17', 1, 'Test advisory', 'https://example.gov/th', '2026-10-02', NULL)`,
    ).run();
    const { body } = await trpcQuery("visa.check", { passport: "IN", destination: "TH" });
    const check = body.result?.data as Check;
    expect(check.card.label).toBe("Visa required");
    expect(check.provenance).toMatchObject({ kind: "correction", source: "Test advisory" });
  });

  it("rejects equal countries with the spec's message", async () => {
    const { status, body } = await trpcQuery("visa.check", { passport: "IN", destination: "IN" });
    expect(status).toBe(400);
    expect(body.error?.message).toBe("Origin and destination countries cannot be the same.");
    expect(body.error?.data.code).toBe("BAD_REQUEST");
  });

  it("rejects malformed codes with a clear message", async () => {
    const { status, body } = await trpcQuery("visa.check", { passport: "India", destination: "TH" });
    expect(status).toBe(400);
    expect(body.error?.message).toBe("Enter a two-letter country code.");
  });

  it("rejects an unknown visa type", async () => {
    const { status } = await trpcQuery("visa.check", { passport: "IN", destination: "TH", visaType: "spy" });
    expect(status).toBe(400);
  });

  it("answers NOT_FOUND for codes outside the data", async () => {
    const { status, body } = await trpcQuery("visa.check", { passport: "IN", destination: "ZZ" });
    expect(status).toBe(404);
    expect(body.error?.message).toBe("Country not found");
  });

  it.each([
    ["missing input", undefined],
    ["wrong types", { passport: 1, destination: [] }],
    ["prototype keys", JSON.parse('{"__proto__":{"x":1},"passport":"IN","destination":"TH","constructor":1}')],
    ["huge string", { passport: "A".repeat(100_000), destination: "TH" }],
    ["SQL fragment", { passport: "IN' OR 1=1 --", destination: "TH" }],
  ])("never leaks a stack or SQL for %s", async (_name, input) => {
    const { status, text } = await trpcQuery("visa.check", input);
    expect(status).toBeLessThan(500);
    expect(text).not.toMatch(/stack|D1_ERROR|SQLITE|at .*\.ts:\d+/i);
  });
});

describe("procedures without input", () => {
  it.each(["countries.list", "countries.searchTerms", "geo.country", "site.attributions"])("%s rejects a stray input", async (path) => {
    const { status, body } = await trpcQuery(path, { injected: "<script>" });
    expect(status).toBe(400);
    expect(body.error?.message).toBe("This procedure takes no input.");
  });
});
