/**
 * Property test of the page cache's key (issue #44) through the real Worker: for every page that reads parameters
 * (read from its route, worker/seo/page-address.ts), a generated address A and a second address B made from it the
 * ways a cache-buster would (other parameter order, parameters no page reads, codes in another case in the fields the
 * page reads as codes; a refused value in another case is another address, and may be the same page). Each is rendered
 * fresh (the isolate's kept pages and the Cache API's copies dropped first), then:
 * - two addresses that render the same page share one cache entry: B asked after A is a hit;
 * - two addresses that share an entry render the same page: when B is a hit, its fresh render is A's, byte for byte
 *   (the consent form's return address included: the render is given the canonical address, not the one asked).
 * Pages are compared without the router's and queries' times (epoch ms), the only bytes two renders of one page differ in.
 * Runs scale with VITE_FUZZ_RUNS (npm run fuzz) and use the fuzz suite's fixed seed.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { routeTree } from "../../client/route-tree";
import { canonicalPageUrl, pageSearchFields } from "../../worker/seo/page-address";
import { staticPaths } from "../../worker/seo/route-paths";
import { RUNS, SEED, TIMEOUT_MS } from "./fuzz-inputs";
import { forgetPages, get } from "./helpers";

/** Whether the page reads `field` as country codes, asked of its routes: a lower-case code comes back upper-case. */
const readsCodes = (path: string, field: string) => canonicalPageUrl(new URL(`http://x${path}?${field}=in`), "/").searchParams.get(field) === "IN";

/** Each page that reads parameters, with their names and those it reads as codes (its routes': no list is copied here). */
const PAGES = staticPaths(routeTree)
  .map((path) => {
    const fields = pageSearchFields(path) ?? [];
    return { path, fields, codeFields: fields.filter((field) => readsCodes(path, field)) };
  })
  // The alerts' token pages are never kept (worker/ssr/render.tsx): nothing to share.
  .filter((page) => page.fields.length > 0 && !page.path.startsWith("/alerts/"));

/** Values pages read (codes in both cases, lists, regions, numbers, dates) and some they refuse. */
const value = fc.oneof(
  fc.constantFrom(
    "IN",
    "in",
    "Th",
    "jp",
    "FR,de",
    "in,ae,sg",
    "Europe",
    "Asia",
    "2",
    "1.0",
    "us-visa",
    "us-visa,uk-visa",
    "visa-free",
    "zz",
    " ",
    "",
  ),
  fc.constantFrom("2026-01-05~2026-01-20", "TH~2026-12-01~2026-12-05~tourist", "[]", '"x"', "true"),
  fc.string({ maxLength: 6 }),
);

/** Names of parameters no page reads (campaign tags, cache-busters). `app` is left out: it switches app mode. */
const strayName = fc.oneof(fc.constantFrom("zz", "utm_source", "fbclid", "_", "v", "cb"), fc.stringMatching(/^[a-z_]{1,8}$/));

/** A code-like value in the other case ("in" ↔ "IN"); anything else as it is. */
const flipCase = (text: string) =>
  /^[a-z]{2}(?:,[a-z]{2})*$/i.test(text) ? (text === text.toUpperCase() ? text.toLowerCase() : text.toUpperCase()) : text;

/** The page without what differs between two renders of it: the router's and the queries' times (epoch ms: `u:`, `dataUpdatedAt:`). */
const comparable = (html: string) => html.replace(/\b1\d{12}\b/g, "0");

/**
 * What a reader gets from the page: all of it but the consent form's return address, which only echoes the address
 * asked (so without this, two addresses would never be "the same page" and the first property could not fail).
 */
const readerView = (html: string) => html.replace(/name="back" value="[^"]*"/g, 'name="back"');

function outcome(res: Response): string | undefined {
  return /page-cache;desc=(\w+)/.exec(res.headers.get("server-timing") ?? "")?.[1];
}

async function fresh(address: string): Promise<Response> {
  forgetPages();
  return get(address);
}

describe("the page cache's key under generated addresses", { timeout: TIMEOUT_MS }, () => {
  it("reads parameters on every page that has them", () => {
    expect(PAGES.map((p) => p.path)).toEqual(expect.arrayContaining(["/", "/visa-free", "/changes", "/compare-passports", "/trip"]));
    expect(PAGES.find((p) => p.path === "/changes")?.codeFields).toEqual(["destination", "passport"]);
    expect(PAGES.find((p) => p.path === "/")?.codeFields).toEqual(["from", "to"]);
  });

  it.each(PAGES)("$path: addresses that render the same page share one entry, and one entry is one page", async ({ path, fields, codeFields }) => {
    const runs = Math.max(6, Math.floor(RUNS / 12));
    const pairs = fc.record({
      given: fc.uniqueArray(fc.tuple(fc.constantFrom(...fields), value), { selector: ([name]) => name, minLength: 1, maxLength: fields.length }),
      strays: fc.uniqueArray(fc.tuple(strayName, value), { selector: ([name]) => name, maxLength: 3 }),
      flip: fc.boolean(),
      order: fc.array(fc.nat(), { maxLength: 8 }),
    });
    await fc.assert(
      fc.asyncProperty(pairs, async ({ given, strays, flip, order }) => {
        const a = new URLSearchParams(given);
        const others = [
          ...given.map(([name, text]) => [name, flip && codeFields.includes(name) ? flipCase(text) : text] as [string, string]),
          ...strays.filter(([n]) => !fields.includes(n)),
        ];
        // Another order: a permutation picked by the generated numbers.
        const shuffled = others.map((entry, i) => ({ entry, rank: order[i % Math.max(order.length, 1)] ?? i })).sort((x, y) => x.rank - y.rank);
        const b = new URLSearchParams(shuffled.map(({ entry }) => entry));
        const addressA = `${path}?${a}`;
        const addressB = `${path}?${b}`;
        const label = `${addressA} | ${addressB}`.slice(0, 300);

        const renderedB = await fresh(addressB);
        if (renderedB.status !== 200) return void (await renderedB.body?.cancel());
        const pageB = comparable(await renderedB.text());
        const renderedA = await fresh(addressA);
        if (renderedA.status !== 200) return void (await renderedA.body?.cancel());
        const pageA = comparable(await renderedA.text());
        // A is now kept: B, asked next, shares its entry exactly when it is the same page.
        const again = await get(addressB);
        const hit = outcome(again) === "hit";
        const pageAgain = comparable(await again.text());
        if (readerView(pageA) === readerView(pageB)) expect(hit, `${label}: the same page, two entries`).toBe(true);
        if (hit) expect(pageB, `${label}: one entry, two pages`).toBe(pageA);
        expect(pageAgain, label).toBe(pageB);
      }),
      { numRuns: runs, seed: SEED },
    );
  });
});
