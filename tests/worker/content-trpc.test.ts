/** editorial.facts and editorial.fees over HTTP: the counts and fee records the guides quote. */
import { env } from "cloudflare:test";
import { currentVersionOn, passportFigures } from "./data-figures";
import { describe, expect, it } from "vitest";
import { trpcQuery } from "./helpers";

type Facts = {
  passportsAnalysed: number;
  countriesListed: number;
  feeDestinations: number;
  india: { visaFree: number; visaOnArrival: number; eVisa: number; eta: number };
  requirementsAsOn: string;
};
type Fees = {
  ratesAsOn: string;
  ratesOn: string;
  records: { id: string; destination: string; amount: number; currency: string; local: number | null; localCurrency: string; verified: boolean }[];
};

describe("editorial.facts", () => {
  it("counts passports, countries and fee destinations as D1 holds them", async () => {
    const { status, body } = await trpcQuery("editorial.facts");
    expect(status).toBe(200);
    const facts = body.result!.data as Facts;
    const passports = await env.DB.prepare("SELECT count(DISTINCT passport_country_code) AS n FROM visa_requirements").first<{ n: number }>();
    const destinations = await env.DB.prepare("SELECT count(DISTINCT destination_country_code) AS n FROM fee_options").first<{ n: number }>();
    expect(facts.passportsAnalysed).toBe(passports!.n);
    expect(facts.feeDestinations).toBe(destinations!.n);
    expect(facts.requirementsAsOn).toBe(await currentVersionOn());
  });

  it("counts India's destinations by category in the current version, India itself excluded, corrections applied", async () => {
    const facts = (await trpcQuery("editorial.facts")).body.result!.data as Facts;
    const figures = await passportFigures("IN");
    expect(facts.india).toEqual({
      visaFree: figures.visaFreeDays + figures.visaFreeUnknown,
      visaOnArrival: figures.visaOnArrival,
      eVisa: figures.eVisa,
      eta: figures.eta,
    });
  });

  it("rejects input, since it takes none", async () => {
    const { status, body } = await trpcQuery("editorial.facts", { any: 1 });
    expect(status).toBe(400);
    expect(body.error?.data.code).toBe("BAD_REQUEST");
  });
});

describe("editorial.fees", () => {
  it("returns the records of the destinations asked for, with amounts in major units and rupees for an Indian visitor", async () => {
    const { status, body } = await trpcQuery("editorial.fees", { destinations: ["us"] });
    expect(status).toBe(200);
    const fees = body.result!.data as Fees;
    expect(fees.ratesAsOn).toBe("2026-04-13");
    // India's detailed records and the world records for every passport (decision 17): all of them the US's.
    expect(new Set(fees.records.map((r) => r.destination))).toEqual(new Set(["US"]));
    const b1b2 = fees.records.find((r) => r.id === "us-tourist-b-1-b-2-visitor-visa-business-tourism");
    expect([b1b2?.amount, b1b2?.currency, b1b2?.verified]).toEqual([185, "USD", true]);
    const inrPerUsd = await env.DB.prepare("SELECT units_per_usd AS r FROM exchange_rates WHERE currency = 'INR'").first<{ r: number }>();
    expect([b1b2?.local, b1b2?.localCurrency]).toEqual([Math.round(185 * inrPerUsd!.r), "INR"]);
  });

  it("gives the equivalents in the visitor's currency, from the request's country: euros for a German visitor", async () => {
    const fees = (await trpcQuery("editorial.fees", { destinations: ["us"] }, "DE")).body.result!.data as Fees;
    const eurPerUsd = await env.DB.prepare("SELECT units_per_usd AS r FROM exchange_rates WHERE currency = 'EUR'").first<{ r: number }>();
    const b1b2 = fees.records.find((r) => r.id === "us-tourist-b-1-b-2-visitor-visa-business-tourism");
    expect([b1b2?.local, b1b2?.localCurrency]).toEqual([Math.round(185 * eurPerUsd!.r), "EUR"]);
  });

  it("converts KWD, AMD and MAD, which the ECB lacks, at the second source's rates, and says their date", async () => {
    const fees = (await trpcQuery("editorial.fees", { destinations: ["KW", "AM", "MA"] })).body.result!.data as Fees;
    expect(fees.records.length).toBeGreaterThan(0);
    expect(fees.records.filter((r) => ["KWD", "AMD", "MAD"].includes(r.currency)).every((r) => r.local !== null)).toBe(true);
    expect(fees.ratesOn).toMatch(/^13 April 2026; .*of 29 September 2026 from fawazahmed0\/exchange-api \(CC0\)$/);
  });

  it("gives null for a visitor's currency without a rate (SYP) rather than a guess", async () => {
    const fees = (await trpcQuery("editorial.fees", { destinations: ["us"] }, "SY")).body.result!.data as Fees;
    const charged = fees.records.filter((r) => r.amount > 0);
    expect(charged.length).toBeGreaterThan(0);
    expect(charged.every((r) => r.local === null && r.localCurrency === "SYP")).toBe(true);
  });

  it("returns no records for a destination without any", async () => {
    const fees = (await trpcQuery("editorial.fees", { destinations: ["AQ"] })).body.result!.data as Fees;
    expect(fees.records).toEqual([]);
  });

  it.each([[{ destinations: [] }], [{ destinations: ["USA"] }], [{}], [{ destinations: Array.from({ length: 41 }, () => "US") }]])(
    "rejects %j with BAD_REQUEST",
    async (input) => {
      const { status, body } = await trpcQuery("editorial.fees", input);
      expect(status).toBe(400);
      expect(body.error?.data.code).toBe("BAD_REQUEST");
    },
  );
});
