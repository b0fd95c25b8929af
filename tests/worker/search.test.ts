/**
 * search.query over HTTP and /visa-fees server rendering, against the real seed, for Indian passports (the procedure's
 * default and an Indian visitor's). Since issue #45 the search finds every record that applies to the passport by the
 * check's rule, the world records beside India's detailed ones; tests/worker/visitor-fees.test.ts covers other passports.
 */
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { getSearchIndex } from "../../worker/services/search-index";
import { get, trpcQuery } from "./helpers";

type Row = {
  id: string;
  country: string;
  countryCode: string;
  flagEmoji: string;
  duration: string;
  nativeFee: string;
  usdFee: string;
  localFee: string | null;
  verified: boolean;
  estimate: boolean;
  dates: string | null;
};
type Result = {
  term: string;
  rows: Row[];
  total: number;
  rates: { ratesAsOn: string; ratesOn: string; ratesNote: string } | null;
  localCurrency: string | null;
};

async function search(input: unknown, country = "IN") {
  const { status, body } = await trpcQuery("search.query", input, country);
  return { status, data: body.result?.data as Result | undefined, error: body.error };
}

describe("search.query", () => {
  it("finds Thailand's fee records by name, priced in three currencies: the 60 days that ended, the 30 days since", async () => {
    const { status, data } = await search({ term: "thailand" });
    expect(status).toBe(200);
    expect(data?.total).toBe(2);
    expect(data?.rows[0]?.dates).toContain("Ended 14 Sept 2026: not today's fee.");
    expect(data?.rows[1]).toMatchObject({
      id: "th-tourist-visa-exemption-visa-free-entry-up-to-60-days-from-2026-09-15",
      subtype: "Visa exemption (visa-free entry), up to 30 days",
      country: "Thailand",
      countryCode: "TH",
      flagEmoji: "🇹🇭",
      duration: "Varies",
      nativeFee: "Free",
      usdFee: "Free",
      localFee: "Free",
      estimate: false,
    });
    expect(data?.rates?.ratesAsOn).toBe("2026-04-13");
    expect(data?.localCurrency).toBe("INR");
  });

  it("prices the rows in the visitor's currency, from the request's country: euros for a German visitor", async () => {
    const { data } = await search({ term: "united arab emirates" }, "DE");
    expect(data?.localCurrency).toBe("EUR");
    expect(data?.rows.filter((r) => r.nativeFee !== "Free").every((r) => /^EUR [\d,]+$/.test(r.localFee ?? ""))).toBe(true);
  });

  it("gives a US visitor USD alone", async () => {
    const { data } = await search({ term: "united arab emirates" }, "US");
    expect([data?.localCurrency, ...new Set(data?.rows.map((r) => r.localFee))]).toEqual([null, null]);
  });

  it("finds a country by a major city", async () => {
    const { data } = await search({ term: "Abu Dhabi" });
    // The UAE's five detailed records (which set the world's aside for Indian passports), as the check lists them.
    expect(data?.rows.map((r) => r.countryCode)).toEqual(Array(5).fill("AE"));
  });

  it("answers a one-letter term with the first 50 rows and the full count", async () => {
    const { status, data } = await search({ term: "a" });
    expect(status).toBe(200);
    expect(data?.rows).toHaveLength(50);
    expect(data?.total).toBeGreaterThan(50);
  });

  it("gives up to 500 rows when asked", async () => {
    const { data } = await search({ term: "a", limit: 500 });
    expect(data?.rows.length).toBe(data?.total);
  });

  // India's 56 (54, and Russia's and Japan's split by date), and 21 world e-Visas and eTAs that apply to Indian passports
  // at destinations without a detailed record in force.
  it("'evisa' finds the 81 eVisa options that apply to Indian passports", async () => {
    const { data } = await search({ term: "evisa", limit: 500 });
    expect(data?.total).toBe(81);
  });

  it("answers a blank term with an empty result, not an error", async () => {
    const { status, data } = await search({ term: "   " });
    expect(status).toBe(200);
    expect(data).toEqual({ term: "", rows: [], total: 0, rates: null, localCurrency: null, passports: null });
  });

  it("rejects 10,000 characters with 400 and the length message", async () => {
    const { status, error } = await search({ term: "x".repeat(10_000) });
    expect(status).toBe(400);
    expect(error?.message).toBe("Search terms can be at most 100 characters.");
    expect(error?.data.code).toBe("BAD_REQUEST");
  });

  it("matches unicode country names", async () => {
    const { data } = await search({ term: "TÜRKIYE" });
    expect(data?.rows.map((r) => r.countryCode)).toEqual(["TR", "TR"]);
  });

  it("matches an alias in Thai script", async () => {
    const { data } = await search({ term: "ราชอาณาจักรไทย" });
    expect(data?.rows.map((r) => r.countryCode)).toEqual(["TH", "TH"]);
  });

  it("matches an apostrophe literally", async () => {
    const { data } = await search({ term: "visitor's permit" });
    expect(data?.rows.map((r) => r.countryCode)).toEqual(["SC"]);
  });

  it.each([["%"], ["_"], ["%' OR '1'='1"], ['"; DROP TABLE countries; --'], ["\\"], ["🇹🇭"]])(
    "treats %s as text: 200 with literal matching",
    async (term) => {
      const { status, data } = await search({ term });
      expect(status).toBe(200);
      expect(data?.total).toBe(0);
    },
  );

  it("matches quotes literally", async () => {
    const { data } = await search({ term: "'c'" });
    expect(data?.rows.map((r) => r.countryCode)).toEqual(["IE", "IE"]);
  });

  it("leaves D1 untouched by SQL-like text", async () => {
    await search({ term: "'; DELETE FROM countries; --" });
    const count = await env.DB.prepare("SELECT count(*) AS n FROM countries").first<{ n: number }>();
    expect(count?.n).toBe(199);
  });

  it.each([[{}], [{ term: null }], [{ term: 42 }], [{ term: "a", limit: 0 }], ["thai"]])(
    "answers malformed input %j with 400, never 500",
    async (input) => {
      const { status } = await search(input);
      expect(status).toBe(400);
    },
  );
});

describe("the search index cache", () => {
  const today = "2026-11-26" as IsoDate;
  const IN = "IN" as CountryCode;
  const US = "US" as CountryCode;

  it("reuses the index while the datasets' dates and the day are unchanged", async () => {
    const db = createDb(env.DB);
    expect(await getSearchIndex(db, today, IN)).toBe(await getSearchIndex(db, today, IN));
  });

  it("keeps one index per passport asked, each its own", async () => {
    const db = createDb(env.DB);
    const [india, us] = [await getSearchIndex(db, today, IN), await getSearchIndex(db, today, US)];
    expect([india.passport, us.passport]).toEqual(["IN", "US"]);
    expect(await getSearchIndex(db, today, IN)).toBe(india);
    expect(await getSearchIndex(db, today, US)).toBe(us);
  });

  it("rebuilds the index on another day: a fee that ends is marked ended from the next day", async () => {
    const db = createDb(env.DB);
    const before = await getSearchIndex(db, today, IN);
    expect(await getSearchIndex(db, "2026-11-27" as IsoDate, IN)).not.toBe(before);
  });

  it("rebuilds the index when a dataset's date changes", async () => {
    const db = createDb(env.DB);
    const before = await getSearchIndex(db, today, IN);
    await env.DB.prepare("UPDATE datasets SET as_on = '2026-12-01' WHERE id = 'visa-fees'").run();
    // The next request: a new handle, which reads the version again (one read per handle, shared within a request).
    expect(await getSearchIndex(createDb(env.DB), today, IN)).not.toBe(before);
  });
});

describe("GET /visa-fees", () => {
  it("server-renders the results of ?search=thai", async () => {
    const res = await get("/visa-fees?search=thai");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Found 2 results<");
    expect(html).toContain("Thailand");
    expect(html).toContain("Visa exemption (visa-free entry), up to 30 days");
    for (const column of ["Country", "Duration", "Native Fee", "USD", "INR"]) expect(html).toContain(`<th scope="col">${column}</th>`);
    expect(html).toContain('value="thai"');
  });

  it("counts several results in the plural", async () => {
    const html = await (await get("/visa-fees?search=dubai")).text();
    // The UAE's five records for Indian passports (see "finds a country by a major city").
    expect(html).toContain("Found 5 results<");
  });

  it("names the term in the title", async () => {
    const html = await (await get("/visa-fees?search=thai")).text();
    expect(html).toContain("<title>Visa fees matching &quot;thai&quot; | Visa Fee Atlas</title>");
  });

  it("renders the empty box without a term", async () => {
    const html = await (await get("/visa-fees")).text();
    expect(html).toContain("Ready to search visa requirements?");
    expect(html).toContain('placeholder="Search by country, city, visa type, or eVisa availability..."');
  });

  it("renders the no-hit message with the suggestion", async () => {
    const html = await (await get("/visa-fees?search=qqzzqq")).text();
    expect(html).toMatch(/No visa information found for &quot;<!-- -->qqzzqq<!-- -->&quot;/);
    expect(html).toContain("Try searching for a country, a city, a visa type, or &#x27;evisa&#x27;.");
  });

  it("renders the length message for an over-long term", async () => {
    const res = await get(`/visa-fees?search=${"x".repeat(101)}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Search terms can be at most 100 characters.");
  });

  it("dehydrates the search so the browser does not search again", async () => {
    const html = await (await get("/visa-fees?search=thai")).text();
    expect(html).toMatch(/search.*query/);
  });
});

describe("GET / search box", () => {
  it("renders the search box and the empty-box text", async () => {
    const html = await (await get("/")).text();
    expect(html).toContain('placeholder="Search by country, city, visa type, or eVisa availability..."');
    expect(html).toContain("Ready to search visa requirements?");
    expect(html).toContain('action="/visa-fees"');
  });
});
