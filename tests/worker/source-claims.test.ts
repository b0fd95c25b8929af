/**
 * Issue #32, no claim without a source: the home page promises only what the data holds, and "Last updated" on the
 * requirement card says what its date is (the day we read the fee's source) or that the figures are undated.
 */
import { describe, expect, it } from "vitest";
import { createApiKey, get, trpcQuery } from "./helpers";

/** The requirement card's "Last updated" date and value for a pair, as visa.check serves them to the page. */
async function lastUpdated(passport: string, destination: string): Promise<[string | null, string]> {
  const { body } = await trpcQuery("visa.check", { passport, destination });
  const card = (body.result?.data as { card: { lastUpdatedOn: string | null; lastUpdated: string } }).card;
  return [card.lastUpdatedOn, card.lastUpdated];
}

describe("the home page's promise", () => {
  it("promises the source for every figure, official where we found one, never 'the official source for every figure'", async () => {
    const html = await (await get("/")).text();
    const lead = /<p class="hero__lead">([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/\s+/g, " ") ?? "";
    expect(lead).toContain("with the source for every figure, official where we found one.");
    expect(html).not.toMatch(/the official source for every figure/i);
  });
});

describe("'Last updated' on the requirement card", () => {
  it.each([
    ["IN", "AE", "2026-11-28", "Fee source read on 28 Nov 2026 (the source is undated)"],
    ["IN", "GB", "2026-11-26", "Fee source read on 26 Nov 2026 (the source is dated 8 Apr 2026)"],
    ["IN", "TH", "2026-11-28", "Entry rule checked on 28 Nov 2026"],
    // A pair no fee record applies to (issue #45: Germany → India has India's e-Visa now): the snapshot's date.
    ["DE", "AF", "2026-02-17", "Entry rule from the Passport Index snapshot of 17 Feb 2026"],
    // India's e-Visa fee for German passports (world-fees.json, issue #45) is the card's figure now.
    ["DE", "IN", "2026-11-28", "Fee source read on 28 Nov 2026 (the source is dated 14 Sept 2026)"],
  ])("%s → %s: dated %s, saying what the date is", async (passport, destination, on, text) => {
    expect(await lastUpdated(passport, destination)).toEqual([on, text]);
  });

  it.each([
    ["BO", "Undated: no source on record for this fee"],
    ["AF", "Undated: these figures are estimates, not a fee we read"],
  ])("IN → %s: undated, and says so", async (destination, text) => {
    expect(await lastUpdated("IN", destination)).toEqual([null, text]);
  });

  it("names the day a corrected entry rule was checked when no fee shows (India → Malaysia)", async () => {
    const [on, text] = await lastUpdated("IN", "MY");
    expect(on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(text).toMatch(/^Entry rule checked on \d{1,2} [A-Z][a-z]{2} \d{4}$/);
  });
});

/** The Cuban tourist card: the one record for Cuba, with no source page in the data. */
const CUBA = "cu-tourist-tourist-card-tarjeta-del-turista-tourist-visa";

describe("a fee record with no source, wherever it shows", () => {
  it("the directory's options dialog gets 'No source on record' and no dates", async () => {
    const { body } = await trpcQuery("directory.options", { country: "CU" });
    const options = (
      body.result?.data as { options: { id: string; source: string; sourceUrl: string | null; checkedOn: string | null; dates: string | null }[] }
    ).options;
    expect(options.find((o) => o.id === CUBA)).toMatchObject({ source: "No source on record", sourceUrl: null, checkedOn: null, dates: null });
  });

  it("a search result gets 'No source on record' and no dates", async () => {
    const { body } = await trpcQuery("search.query", { term: "cuba" });
    const rows = (body.result?.data as { rows: { id: string; source: string; dates: string | null }[] }).rows;
    expect(rows.find((r) => r.id === CUBA)).toMatchObject({ source: "No source on record", dates: null });
  });

  it("the public API names no publisher for it", async () => {
    const key = await createApiKey();
    const res = await get("/api/v1/fees/CU", "IN", { headers: { Authorization: `Bearer ${key}` } });
    const { data } = (await res.json()) as { data: { id: string; source: string | null; sourceUrl: string | null; verified: boolean }[] };
    expect(data.find((f) => f.id === CUBA)).toMatchObject({ source: null, sourceUrl: null, verified: false });
  });
});
