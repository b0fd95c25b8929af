/** The editorial pages through the real Worker: fee amounts and counts in the copy come from D1 and follow it. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ALL_PAGES } from "../../shared/content/all-pages";
import type { ContentPage } from "../../shared/content/types";
import { expectedAmount, feeRow, freshPageText, majorOf, pageText } from "./content-figures";

/** The `{fee:id}` and `{local:id}` tokens of a record's texts. */
function feeTokens(page: ContentPage): { kind: string; id: string }[] {
  return [...JSON.stringify(page.blocks).matchAll(/\{(fee|local):([A-Za-z0-9-]+)\}/g)].map((m) => ({ kind: m[1]!, id: m[2]! }));
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

  it.each(tokened)("%s shows every {fee:…} amount and {local:…} equivalent from D1", async (path, page) => {
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
    const count = (text: string) => Number(/has (\d+) no-visa destinations/.exec(text)?.[1]);
    const before = count(await pageText("/passport/indian-passport-strength"));
    const target = await env.DB.prepare(
      "SELECT destination_country_code AS code FROM visa_requirements WHERE passport_country_code = 'IN' AND requirement = 'visa required' AND destination_country_code NOT IN (SELECT destination_country_code FROM requirement_corrections WHERE passport_country_code = 'IN') LIMIT 1",
    ).first<{ code: string }>();
    await env.DB.prepare(
      "UPDATE visa_requirements SET requirement = 'visa on arrival' WHERE passport_country_code = 'IN' AND destination_country_code = ?",
    )
      .bind(target!.code)
      .run();
    // As a seed would: a new data version, so the ranking kept per isolate (the counts' one source) is computed again.
    await env.DB.prepare("UPDATE datasets SET as_on = as_on || '-edited' WHERE id = 'passport-index'").run();
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
    // Thailand's 30 days since 15 Sep 2026 (data/desk/), over the snapshot's 60.
    const th = await env.DB.prepare(
      "SELECT requirement FROM requirement_corrections WHERE passport_country_code = 'IN' AND destination_country_code = 'TH' ORDER BY effective_on DESC LIMIT 1",
    ).first<{ requirement: string }>();
    expect(th?.requirement).toBe("30");
    expect(text).toContain(`Thailand Visa Free ${th?.requirement} Asia`);
    // Iran's correction (22 Nov 2025) was reviewed against the current snapshot, which still says "visa on arrival":
    // the correction stands, with its source (issue #32).
    expect(text).toContain("Iran: changed from 22 November 2025");
    expect(text).not.toMatch(/Iran Visa on Arrival/);
  });
});
