/** The daily ECB rate refresh against a real (per-test-file) D1, with the recorded ECB file: no network. */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
// The recorded ECB daily file (rates of 9 May 2025), byte for byte as published.
import sample from "../../data/visa-fees/ecb-eurofxref-daily.sample.xml?raw";
import { createDb } from "../../worker/db/client";
import { scheduled } from "../../worker/scheduled/dispatch";
import { ECB_DAILY_URL, refreshRates, type RefreshDeps } from "../../worker/scheduled/refresh-rates";
import { getConfig } from "../../worker/config";
import { isolatePageCache, keptPage } from "../../worker/ssr/page-cache";
import { trpcQuery } from "./helpers";

/** The recorded rates re-dated to the day after the seeded table (2026-04-13), so they are a plausible update. */
const NEXT_DAY = sample.replace("time='2025-05-09'", "time='2026-04-14'");
/** As NEXT_DAY, with INR at 147.0212 per EUR: 130.662 per USD, 40% above the seeded 93.3302. */
const INR_UP_40 = NEXT_DAY.replace("rate='96.0755'", "rate='147.0212'");
const NOW = new Date("2026-04-14T16:30:00Z");

interface RateRow {
  currency: string;
  units_per_usd: number;
  kind: string;
  as_on: string;
}

async function rate(currency: string) {
  return env.DB.prepare("SELECT currency, units_per_usd, kind, as_on FROM exchange_rates WHERE currency = ?").bind(currency).first<RateRow>();
}

async function source(currency: string) {
  return (await env.DB.prepare("SELECT source FROM exchange_rates WHERE currency = ?").bind(currency).first<{ source: string }>())?.source;
}

/** The first source's rows (ECB and pegs) by kind: the second source's rows are the seed's, which the refresh leaves. */
async function countByKind() {
  const { results } = await env.DB.prepare(
    "SELECT kind, count(*) AS n FROM exchange_rates WHERE source = 'rates-usd' GROUP BY kind ORDER BY kind",
  ).all<{
    kind: string;
    n: number;
  }>();
  return Object.fromEntries(results.map((r) => [r.kind, r.n]));
}

function serving(body: string, status = 200): typeof fetch {
  return async () => new Response(body, { status, headers: { "content-type": "text/xml" } });
}

function deps(fetcher: typeof fetch, extra: Partial<RefreshDeps> = {}): RefreshDeps {
  return { db: createDb(env.DB), fetch: fetcher, now: NOW, ...extra };
}

/** The seeded INR row, which every refused update must leave as it was. */
const SEEDED_INR = { currency: "INR", units_per_usd: 93.3302, kind: "market", as_on: "2026-04-13" };

let logSpy: MockInstance<typeof console.log>;
let warnSpy: MockInstance<typeof console.warn>;

beforeEach(async () => {
  // Back to the seeded table before each test, whatever the storage isolation of the pool.
  const rateStatements = env.TEST_SEED.filter((sql) => /"(exchange_rates|datasets)"/.test(sql));
  await env.DB.batch(rateStatements.map((sql) => env.DB.prepare(sql)));
  logSpy = vi.spyOn(console, "log").mockImplementation(() => {});
  warnSpy = vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a good ECB file", () => {
  it("replaces the market rates and their date", async () => {
    const outcome = await refreshRates(deps(serving(NEXT_DAY)));
    expect(outcome).toEqual({ status: "updated", asOn: "2026-04-14", previousAsOn: "2026-04-13", currencies: 44 });
    expect(await rate("INR")).toEqual({ currency: "INR", units_per_usd: 85.3853, kind: "market", as_on: "2026-04-14" });
    expect(await rate("EUR")).toEqual({ currency: "EUR", units_per_usd: 0.888731, kind: "market", as_on: "2026-04-14" });
    expect(await countByKind()).toEqual({ market: 31, pegged: 13 });
  });

  it("leaves the second source's rates, with their own date, as the seed wrote them", async () => {
    const before = await rate("NGN");
    expect(before).toMatchObject({ as_on: "2026-09-29" });
    await refreshRates(deps(serving(NEXT_DAY)));
    expect(await rate("NGN")).toEqual(before);
    expect(await source("NGN")).toBe("rates-open");
  });

  it("takes a currency the ECB now quotes from the ECB, in place of the second source's rate (BGN in the 2025 file)", async () => {
    expect(await source("BGN")).toBe("rates-open");
    await refreshRates(deps(serving(NEXT_DAY)));
    expect(await rate("BGN")).toMatchObject({ kind: "market", as_on: "2026-04-14" });
    expect(await source("BGN")).toBe("rates-usd");
  });

  it("keeps fixed pegs and moves the pegs tied to INR and ZAR", async () => {
    await refreshRates(deps(serving(NEXT_DAY)));
    expect(await rate("AED")).toEqual({ currency: "AED", units_per_usd: 3.6725, kind: "pegged", as_on: "2026-04-14" });
    expect(await rate("NPR")).toEqual({ currency: "NPR", units_per_usd: 136.616, kind: "pegged", as_on: "2026-04-14" });
    expect(await rate("NAD")).toEqual({ currency: "NAD", units_per_usd: 18.2043, kind: "pegged", as_on: "2026-04-14" });
  });

  it("dates the rates' attribution line", async () => {
    await refreshRates(deps(serving(NEXT_DAY)));
    const row = await env.DB.prepare("SELECT attribution, as_on FROM datasets WHERE id = 'rates-usd'").first();
    expect(row).toEqual({ attribution: "Exchange rates: European Central Bank euro reference rates of 14 April 2026", as_on: "2026-04-14" });
  });

  it("reaches the visa check: its rates date and INR amounts follow the new table", async () => {
    await refreshRates(deps(serving(NEXT_DAY)));
    const { body } = await trpcQuery("visa.check", { passport: "IN", destination: "AE" });
    const fees = (body.result?.data as { fees: { ratesAsOn: string } }).fees;
    expect(fees.ratesAsOn).toBe("2026-04-14");
  });

  it("logs one structured line", async () => {
    await refreshRates(deps(serving(NEXT_DAY)));
    expect(logSpy).toHaveBeenCalledWith(
      '{"level":"info","event":"rates_refresh_updated","status":"updated","asOn":"2026-04-14","previousAsOn":"2026-04-13","currencies":44}',
    );
  });
});

describe("a refused update keeps the last good rates", () => {
  it("refuses the recorded file as published, older than the seeded table", async () => {
    const outcome = await refreshRates(deps(serving(sample)));
    expect(outcome).toEqual({
      status: "kept",
      code: "not-newer",
      reason: "the rates of 2025-05-09 are not newer than the current rates of 2026-04-13",
      keptAsOn: "2026-04-13",
    });
    expect(await rate("INR")).toEqual(SEEDED_INR);
  });

  it("keeps the rows when the file is malformed", async () => {
    const outcome = await refreshRates(deps(serving(NEXT_DAY.slice(0, 700))));
    expect(outcome).toMatchObject({ status: "kept", code: "malformed" });
    expect(await rate("INR")).toEqual(SEEDED_INR);
  });

  it("keeps the rows when a rate moved 40%", async () => {
    const outcome = await refreshRates(deps(serving(INR_UP_40)));
    expect(outcome).toEqual({
      status: "kept",
      code: "implausible-move",
      reason: "moves of more than 25.0% against the rates of 2026-04-13: INR 93.3302 → 130.662 (40.0%)",
      keptAsOn: "2026-04-13",
    });
    expect(await rate("INR")).toEqual(SEEDED_INR);
    expect(await countByKind()).toEqual({ market: 30, pegged: 13 });
  });

  it("keeps the rows when the network fails", async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError("Network connection lost.");
    };
    expect(await refreshRates(deps(failing))).toEqual({
      status: "kept",
      code: "network",
      reason: "TypeError: Network connection lost.",
      keptAsOn: "2026-04-13",
    });
    expect(await rate("INR")).toEqual(SEEDED_INR);
  });

  it("gives up after the timeout", async () => {
    // Answers only when aborted, like a server that never replies.
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    expect(await refreshRates(deps(hanging, { timeoutMs: 50 }))).toEqual({
      status: "kept",
      code: "timeout",
      reason: "no answer within 50 ms",
      keptAsOn: "2026-04-13",
    });
    expect(await rate("INR")).toEqual(SEEDED_INR);
  });

  it("keeps the rows on an HTTP error", async () => {
    expect(await refreshRates(deps(serving("Service Unavailable", 503)))).toMatchObject({
      status: "kept",
      code: "http-status",
      reason: "HTTP 503 from www.ecb.europa.eu",
    });
    expect(await rate("INR")).toEqual(SEEDED_INR);
  });

  it("refuses a plain-http source without fetching it", async () => {
    const fetcher = vi.fn(serving(NEXT_DAY));
    const outcome = await refreshRates(deps(fetcher, { url: "http://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml" }));
    expect(outcome).toMatchObject({ status: "kept", code: "insecure-url" });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("logs a refusal as one structured warning", async () => {
    await refreshRates(deps(serving(NEXT_DAY.replace("rate='96.0755'", "rate='n/a'"))));
    expect(warnSpy).toHaveBeenCalledWith(
      '{"level":"warn","event":"rates_refresh_kept","status":"kept","code":"malformed","reason":"malformed ECB file: rate \\"n/a\\" of INR is not a number","keptAsOn":"2026-04-13"}',
    );
  });

  it("logs no new rates (a weekend or holiday file) as routine information", async () => {
    await refreshRates(deps(serving(sample)));
    expect(logSpy).toHaveBeenCalledWith(
      '{"level":"info","event":"rates_refresh_kept","status":"kept","code":"not-newer","reason":"the rates of 2025-05-09 are not newer than the current rates of 2026-04-13","keptAsOn":"2026-04-13"}',
    );
    expect(warnSpy).not.toHaveBeenCalled();
  });
});

/** Runs the Worker's scheduled handler as the Cron Trigger would, and waits for what it started. */
async function runScheduled() {
  const ctx = createExecutionContext();
  scheduled(createScheduledController({ scheduledTime: NOW, cron: "30 16 * * 1-5" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("the scheduled handler", () => {
  it("fetches the ECB daily file over https and stores its rates", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(serving(NEXT_DAY));
    await runScheduled();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe(ECB_DAILY_URL);
    expect(await rate("INR")).toMatchObject({ units_per_usd: 85.3853, as_on: "2026-04-14" });
  });

  // Pages show converted fees: an update makes the isolate's kept pages stale; a refused (not newer) file does not.
  it.each([
    { file: "a newer rates file", xml: () => NEXT_DAY, kept: false },
    { file: "a file that is not newer", xml: () => sample, kept: true },
  ])("after $file the isolate's kept pages are kept: $kept", async ({ xml, kept }) => {
    const pages = isolatePageCache(getConfig(env).pageCacheSeconds)!;
    pages.set("kept", await keptPage(200, [], "a page", "t"));
    vi.spyOn(globalThis, "fetch").mockImplementation(serving(xml()));
    await runScheduled();
    expect(pages.has("kept")).toBe(kept);
  });
});
