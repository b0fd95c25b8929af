/** Issue #33: home links to every tool in its body, a "Visa tools" block under the check drawn by the Worker. */
import { describe, expect, it } from "vitest";
import { HOME_TOOL_LINKS, TOOL_DESCRIPTIONS } from "../../client/features/home/tool-cards";
import { get, textOf } from "./helpers";

describe("home's Visa tools block (issue #33)", () => {
  it("lists every tool under the check, each with its line, in the server's HTML", async () => {
    const html = await (await get("/")).text();
    const block = /<div data-fragment="\/fragments\/home-tools">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
    expect(block).toContain('<h2 id="visa-tools" class="section__title">Visa tools</h2>');
    const links = [
      ...block.matchAll(/<a class="link-card" href="([^"]+)"><span class="link-card__title">([^<]+)<\/span><span class="link-card__text">([^<]+)</g),
    ];
    expect(links.map(([, href]) => href)).toEqual([
      "/passport-ranking",
      "/compare-passports",
      "/visa-free",
      "/schengen-calculator",
      "/trip",
      "/changes",
      "/visa-free-with-us-uk-schengen-visa",
      "/visa-fees",
      "/verified-visa-fees",
      "/developers",
    ]);
    expect(links.map(([, , label]) => label)).toEqual(HOME_TOOL_LINKS.map((link) => link.label));
    expect(links.map(([, , , text]) => text?.replaceAll("&#x27;", "'"))).toEqual(HOME_TOOL_LINKS.map((link) => TOOL_DESCRIPTIONS[link.href]));
    expect(textOf(block)).toContain("Compare Passports Two to four passports side by side, destination by destination.");
    // Under the check, before the search and the fee cards.
    expect(html.indexOf('data-fragment="/fragments/home-tools"')).toBeLessThan(html.indexOf('data-fragment="/fragments/home-cards"'));
    expect(html.indexOf("Check Visa Requirements")).toBeLessThan(html.indexOf('data-fragment="/fragments/home-tools"'));
  });

  it("every tool page answers 200", async () => {
    for (const { href } of HOME_TOOL_LINKS) expect((await get(href)).status, href).toBe(200);
  });

  it("the fragment is served on its own too", async () => {
    const res = await get("/fragments/home-tools");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('href="/schengen-calculator"');
  });
});
