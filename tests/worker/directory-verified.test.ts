/**
 * Issue #32 on /verified-visa-fees: how many countries are verified (counted from the seeded records), the
 * `?verified=1` filter rendered on the server, and cards whose record has no source.
 */
import { describe, expect, it } from "vitest";
import { get, trpcQuery } from "./helpers";

type Card = { country: { code: string }; verifiedCount: number };

/** The country codes of the page's cards, in order. */
const cardCodes = (html: string) => [...html.matchAll(/data-country="([A-Z]{2})"/g)].map((m) => m[1]);

/** One card's HTML. */
const cardOf = (html: string, code: string) => {
  const start = html.indexOf(`data-country="${code}"`);
  return html.slice(start, html.indexOf("</li>", start));
};

/** The directory's cards as the API gives them: the expected values come from these, not from the page's code. */
async function cards(): Promise<Card[]> {
  return ((await trpcQuery("directory.list")).body.result?.data as { cards: Card[] }).cards;
}

describe("GET /verified-visa-fees: the verified count", () => {
  it("says how many of the countries have a Verified record, counted from the data", async () => {
    const all = await cards();
    const verified = all.filter((c) => c.verifiedCount > 0).length;
    expect(verified).toBeGreaterThan(0);
    expect(verified).toBeLessThan(all.length);
    const html = await (await get("/verified-visa-fees")).text();
    expect(html).toContain(`<p class="dir-filter__summary">${verified} of ${all.length} countries verified</p>`);
  });

  it("keeps counting every country while a search narrows the cards", async () => {
    const all = await cards();
    const html = await (await get("/verified-visa-fees?search=united")).text();
    expect(html).toContain(`of ${all.length} countries verified`);
  });
});

describe("GET /verified-visa-fees?verified=1", () => {
  it("renders only the countries with a Verified record, in name order", async () => {
    const expected = (await cards()).filter((c) => c.verifiedCount > 0).map((c) => c.country.code);
    const html = await (await get("/verified-visa-fees?verified=1")).text();
    expect(cardCodes(html)).toEqual(expected);
    expect(html).toContain(`Showing ${expected.length} countries with visa information`);
  });

  it("marks 'Verified only' as the current filter, and links back to every country", async () => {
    const html = await (await get("/verified-visa-fees?verified=1")).text();
    const only = /<a([^>]*)>Verified only/.exec(html)?.[1] ?? "";
    const all = /<a([^>]*)>All countries/.exec(html)?.[1] ?? "";
    expect(only).toContain('href="/verified-visa-fees?verified=1"');
    expect(only).toContain('aria-current="page"');
    expect(all).toContain('href="/verified-visa-fees"');
    expect(all).not.toContain("aria-current");
  });

  it("combines with ?search=: verified countries whose name matches", async () => {
    const html = await (await get("/verified-visa-fees?search=united&verified=1")).text();
    // The United Kingdom has no Verified record; the UAE and the US have.
    expect(cardCodes(html)).toEqual(["AE", "US"]);
  });

  it("keeps the search in both links, with 'All countries' current while the filter is off", async () => {
    const html = await (await get("/verified-visa-fees?search=united")).text();
    const only = /<a([^>]*)>Verified only/.exec(html)?.[1] ?? "";
    const all = /<a([^>]*)>All countries/.exec(html)?.[1] ?? "";
    expect(only).toContain('href="/verified-visa-fees?search=united&amp;verified=1"');
    expect(all).toContain('href="/verified-visa-fees?search=united"');
    expect(all).toContain('aria-current="page"');
  });

  it("keeps the filter in the search form, so a search submitted without JavaScript stays filtered", async () => {
    const html = await (await get("/verified-visa-fees?verified=1")).text();
    const form = html.slice(html.indexOf('<form class="dir-search"'), html.indexOf("</form>", html.indexOf('<form class="dir-search"')));
    expect(form).toContain('<input type="hidden" name="verified" value="1"/>');
  });

  it.each(["0", "yes", "true", ""])("shows every country for ?verified=%s, a value it does not accept", async (value) => {
    const all = await cards();
    const res = await get(`/verified-visa-fees?verified=${value}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(cardCodes(html)).toHaveLength(all.length);
    expect(html).not.toContain('name="verified"');
  });
});

describe("GET /verified-visa-fees: a card whose record has no source", () => {
  // Cuba's card heads with its e-Visa since issue #45 (a world record, with its source), as the check of the pair does.
  it.each(["BB", "BO", "LA", "TT"])("%s says 'No source on record', with no source and no read date", async (code) => {
    const card = cardOf(await (await get("/verified-visa-fees")).text(), code);
    expect(card).toContain('<span class="badge badge--nosource">No source on record</span>');
    expect(card).not.toContain("Source:");
    expect(card).not.toContain("not found in stored sources");
    expect(card).not.toContain("read on");
    expect(card).not.toContain("dir-card__dates");
  });

  it("no card shows the data's 'not found in stored sources' note as a source", async () => {
    const html = await (await get("/verified-visa-fees")).text();
    expect(html.toLowerCase()).not.toContain("not found in stored sources");
  });
});
