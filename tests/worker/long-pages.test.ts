/**
 * Issue #33, "short on a phone", as the server renders it (no script needed for any of it): the ranking's jump to the
 * visitor's passport (request.cf.country) and its "Back to top", the finder's link to its map above the cards and to
 * its passport's row in the ranking, the comparison's jump list, and the concessions folded by destination.
 */
import { describe, expect, it } from "vitest";
import { get } from "./helpers";

const html = async (path: string, country = "IN") => (await (await get(path, country)).text()).replaceAll("<!-- -->", "");

describe("the ranking's jumps", () => {
  it("offers a jump to the visitor's own passport, each row its anchor, and a way back to the top", async () => {
    const page = await html("/passport-ranking");
    expect(page).toContain('<p class="ranking-jump"><a href="#rank-IN">Jump to India (rank 77)</a></p>');
    expect(page).toMatch(/<tr id="rank-IN"><td class="ranking-table__rank">77<\/td>/);
    expect(page.match(/<tr id="rank-[A-Z]{2}">/g)).toHaveLength(199);
    expect(page).toContain('<h1 id="ranking-top">Passport ranking</h1>');
    expect(page).toContain('<p class="back-to-top"><a href="#ranking-top">Back to top</a></p>');
  });

  it("jumps to the passport of wherever the visitor is", async () => {
    const page = await html("/passport-ranking", "US");
    expect(page).toMatch(/<a href="#rank-US">Jump to United States \(rank \d+\)<\/a>/);
    expect(page).not.toContain('href="#rank-IN"');
  });

  it("offers no jump when the visitor's country is unknown or filtered out, and no 'Back to top' for a short list", async () => {
    expect(await html("/passport-ranking", "XX")).not.toContain("Jump to");
    const europe = await html("/passport-ranking?region=Europe");
    expect(europe).not.toContain("Jump to");
    expect(europe).toContain("Back to top");
    const two = await html("/passport-ranking?q=ind&region=Asia");
    expect(two).toContain("Jump to India (rank 77)");
    expect(two).not.toContain("Back to top");
  });
});

describe("the finder's links past its cards", () => {
  it("links to its map from the summary above the cards, and to its passport's row in the ranking", async () => {
    const page = await html("/visa-free?passport=IN");
    const map = page.indexOf('<a href="#vf-map" class="dot-before">See the map</a>');
    const cards = page.indexOf('class="card-grid vf-grid"');
    expect(map).toBeGreaterThan(0);
    expect(map).toBeLessThan(cards);
    expect(page).toContain('<div class="req-map" id="vf-map">');
    expect(page).toContain('href="/passport-ranking#rank-IN">See the passport ranking</a>');
  });
});

describe("the comparison's jump list", () => {
  it("links to each section, the differences with their count, every target on the page", async () => {
    const page = await html("/compare-passports?passports=IN,US,GB");
    const nav = page.match(/<nav class="jump-list" aria-label="On this page">(.*?)<\/nav>/)?.[1] ?? "";
    const links = [...nav.matchAll(/<a href="#([\w-]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ["compare-side", "Side by side"],
      ["compare-together", "Together"],
      ["compare-map", "Map"],
      ["compare-differences", expect.stringMatching(/^Where they differ \(\d+\)$/)],
    ]);
    const count = nav.match(/Where they differ \((\d+)\)/)?.[1];
    expect(page).toContain(`<p>${count} destinations where the passports&#x27; requirements are not the same.`);
    for (const [id] of links) expect(page).toContain(`id="${id}"`);
  });
});

describe("the concessions, folded by destination", () => {
  it("folds every destination's rules under a summary with its counts, the caveat inside", async () => {
    const page = await html("/visa-free-with-us-uk-schengen-visa");
    const groups = [...page.matchAll(/<details class="concessions-group" id="rules-([A-Z]{2})"( open="")?>/g)];
    expect(groups).toHaveLength(29);
    expect(groups.every((g) => g[2] === undefined)).toBe(true);
    expect(page).toContain("Open a destination to read its rules, or choose a document or destination above.");
    expect(page).toMatch(
      /<span class="concessions-group__name"><span aria-hidden="true">🇲🇽<\/span> Mexico<\/span> <span class="concessions-group__count">\d+ rules, \d+ easier than the Indian passport alone<\/span>/,
    );
    // Every rule is still in the page (inside its fold): 192 rows, each with its mark.
    expect(page.match(/ with an? [^<]+<span class="concessions-table__base">/g)).toHaveLength(192);
    const macedonia = page.slice(page.indexOf('id="rules-MK"'));
    expect(macedonia.slice(0, macedonia.indexOf("</details>"))).toContain(
      "North Macedonia:</strong> A temporary measure renewed by government decision",
    );
  });

  it("opens the groups of a chosen destination, or of a short list", async () => {
    const mexico = await html("/visa-free-with-us-uk-schengen-visa?destination=MX");
    expect(mexico).toMatch(/<details class="concessions-group" id="rules-MX" open="">/);
    expect(mexico).not.toContain("Open a destination to read its rules");
    const short = await html("/visa-free-with-us-uk-schengen-visa?document=japan-visa");
    const counts = short.match(/<h2 id="concessions-rules">(\d+) rules? in force<\/h2>/)?.[1];
    expect(Number(counts)).toBeLessThanOrEqual(12);
    expect(short).not.toMatch(/<details class="concessions-group" id="rules-[A-Z]{2}">/);
  });
});

describe("the maps' textures, as served", () => {
  it("fills the textured categories from the map's own patterns, at the map's address (the page fetches it there)", async () => {
    const svg = await (await get("/fragments/requirement-map?passports=IN")).text();
    for (const category of ["visa-on-arrival", "eta", "own-country"]) {
      expect(svg).toContain(`<pattern id="map-in-p-${category}"`);
      expect(svg).toContain(`class="map-c-${category}" fill="url(#map-in-p-${category})"`);
    }
  });
});
