/**
 * Fees in the visitor's own currency (decision 17) through the real Worker: the currency comes from the request's
 * country (request.cf.country), never from the client, and a page kept for one visitor's currency never answers a
 * visitor of another (the page cache keys pages by the country, which decides the currency).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { forgetKeptPages } from "../../worker/ssr/page-cache";
import { createApiKey, get, textOf, trpcQuery } from "./helpers";

/** A US passport to India: India's e-Visa fees for US passports (world-fees.json), charged in USD. */
const CHECK = "/?from=US&to=IN";

function outcome(res: Response): string | undefined {
  return /page-cache;desc=(\w+)/.exec(res.headers.get("server-timing") ?? "")?.[1];
}

/** The Cache API copy is written after the answer (waitUntil): a few turns of the event loop let it land. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("the check's fees in the visitor's currency", () => {
  it("shows a German visitor euros beside USD, and no rupees", async () => {
    const html = await (await get(CHECK, "DE")).text();
    expect(html).toContain('<th scope="col">EUR Fee</th>');
    expect(textOf(html)).toMatch(/\$\d+ EUR \d+/);
    expect(html).not.toContain("₹");
  });

  it("shows an Indian visitor rupees, as before", async () => {
    const html = await (await get(CHECK, "IN")).text();
    expect(html).toContain('<th scope="col">INR Fee</th>');
    expect(html).toMatch(/₹[\d,]+/);
  });

  it("shows a US visitor USD alone: no third column", async () => {
    const html = await (await get(CHECK, "US")).text();
    expect(html).toContain('<th scope="col">USD Fee</th>');
    expect(html).not.toMatch(/<th scope="col">(?!USD)[A-Z]{3} Fee<\/th>/);
    expect(html).not.toContain("₹");
    expect(html).toContain("USD amounts are converted at European Central Bank reference rates of 13 Apr 2026");
  });

  it("says the date of a rate from the second source: a Nigerian visitor's naira of 29 Sept 2026", async () => {
    const text = textOf(await (await get(CHECK, "NG")).text());
    expect(text).toContain("Rates as of 13 Apr 2026; NGN of 29 Sept 2026");
    expect(text).toContain("(NGN of 29 Sept 2026: fawazahmed0/exchange-api (CC0))");
  });

  it("says the conversion is unavailable for a currency with no rate (SYP), keeping USD", async () => {
    const { body } = await trpcQuery("visa.check", { passport: "US", destination: "IN" }, "SY");
    const fees = (body.result?.data as { fees: { localCurrency: string; options: { usdFee: string | null; localFee: string | null }[] } }).fees;
    expect(fees.localCurrency).toBe("SYP");
    expect(fees.options.every((o) => o.usdFee !== null && o.localFee === null)).toBe(true);
  });

  it("takes the currency from the request's country, not from anything the client sends", async () => {
    const { body } = await trpcQuery("visa.check", { passport: "US", destination: "IN", currency: "INR" }, "DE");
    expect((body.result?.data as { fees: { localCurrency: string } }).fees.localCurrency).toBe("EUR");
  });
});

describe("the rates' credit", () => {
  it("names the second source beside the ECB in the footer, with its date", async () => {
    const text = textOf(await (await get("/about-us")).text());
    expect(text).toContain("Exchange rates: European Central Bank euro reference rates of 13 April 2026");
    expect(text).toContain("Other currencies from fawazahmed0/exchange-api (CC0), rates of 29 September 2026");
  });
});

describe("kept pages and the visitor's currency", () => {
  it("never answers a US visitor with the page kept for an Indian visitor, in memory", async () => {
    // A pair no other test renders, so the first answer is this test's own (the check's `type` is not part of the address).
    const path = "/?from=GB&to=IN";
    const india = await get(path, "IN");
    expect(await india.text()).toContain("₹");
    expect(outcome(await get(path, "IN"))).toBe("hit");
    const us = await get(path, "US");
    expect(outcome(us)).toBe("miss");
    expect(await us.text()).not.toContain("₹");
  });

  it("never answers a US visitor with the page kept for an Indian visitor, in the location's Cache API", async () => {
    const path = "/?from=CA&to=IN";
    await (await get(path, "IN")).text();
    await settle();
    forgetKeptPages();
    expect(outcome(await get(path, "IN"))).toBe("edge");
    forgetKeptPages();
    const us = await get(path, "US");
    expect(outcome(us)).toBe("miss");
    expect(await us.text()).not.toContain("₹");
  });
});

describe("the public API keeps its documented rupees, whoever calls", () => {
  it("prices /api/v1/fees in `inr` for a caller from Germany", async () => {
    const key = await createApiKey();
    const res = await get("/api/v1/fees/IN?passport=US", "DE", { headers: { Authorization: `Bearer ${key}` } });
    const body = (await res.json()) as { data: { amount: { currency: string }; usd: number | null; inr: number | null }[] };
    const charged = body.data.filter((o) => o.usd !== null && o.usd > 0);
    expect(charged.length).toBeGreaterThan(0);
    const inrPerUsd = await env.DB.prepare("SELECT units_per_usd AS r FROM exchange_rates WHERE currency = 'INR'").first<{ r: number }>();
    for (const o of charged) expect(Math.abs((o.inr ?? 0) - (o.usd ?? 0) * inrPerUsd!.r)).toBeLessThan(inrPerUsd!.r);
  });

  it("answers /api/v1/trips with `inr`, `inrFee` and `inrText` for a caller from the United States", async () => {
    const key = await createApiKey();
    const res = await get("/api/v1/trips?passport=IN&stops=GB~2027-03-01~2027-03-08~s", "US", { headers: { Authorization: `Bearer ${key}` } });
    const body = (await res.json()) as {
      plans: { totals: { inrText: string; localText?: unknown }; visas: { fee: { amounts?: { inrFee: string | null } } }[] }[];
    };
    expect(body.plans[0]?.totals.inrText).toMatch(/^₹[\d,]+$/);
    expect(body.plans[0]?.totals).not.toHaveProperty("localText");
    expect(body.plans[0]?.visas[0]?.fee.amounts?.inrFee).toMatch(/^₹[\d,]+$/);
  });
});
