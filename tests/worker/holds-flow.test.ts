/**
 * The documents held follow the visitor (issue #32) through the real Worker on the seeded data: the check leads with
 * the personal answer above the passport-only card, links from the finder, the ranking, the comparison and the maps
 * keep `holds` for Indian passports only, the finder's region chips count what the documents open, and an ended
 * concession (North Macedonia's for US visas, to 31 Dec 2025) counts nowhere and says it ended.
 */
import { describe, expect, it } from "vitest";
import { get, trpcQuery } from "./helpers";

const text = async (path: string) => (await (await get(path)).text()).replaceAll("<!-- -->", "");

describe("the check with documents held", () => {
  it("leads with the personal answer, above the passport-only card", async () => {
    const html = await text("/?from=IN&to=MX&holds=us-visa");
    const lead = html.indexOf('<p class="personal-answer__lead">Visa free with your US visa, up to 180 days</p>');
    expect(lead).toBeGreaterThan(-1);
    expect(html).toContain('<p class="personal-answer__base">Visa required with an Indian passport alone</p>');
    expect(html.indexOf('<span class="status status--required">Visa Required</span>')).toBeGreaterThan(lead);
    expect(html.indexOf('id="with-another-visa"')).toBeGreaterThan(lead);
  });

  it("links from the lead to the conditions and to the finder with the same documents", async () => {
    const html = await text("/?from=IN&to=MX&holds=us-visa,uk-visa");
    expect(html).toContain('<a href="#with-another-visa">Conditions and source</a>');
    expect(html).toContain('<a href="/visa-free?passport=IN&amp;holds=us-visa%2Cuk-visa">Everywhere your documents open</a>');
  });

  it.each([
    ["without documents", "/?from=IN&to=MX"],
    ["for another passport", "/?from=US&to=MX&holds=us-visa"],
    ["where the documents change nothing", "/?from=IN&to=TH&holds=us-visa"],
    ["where the document's rule has ended", "/?from=IN&to=MK&holds=us-visa"],
  ])("has no lead %s", async (_, path) => {
    expect(await text(path)).not.toContain('class="personal-answer"');
  });

  it("says a held document's rule ended, and lists it as ended", async () => {
    const html = await text("/?from=IN&to=MK&holds=us-visa");
    expect(html).toContain("The rule for your US visa ended on 31 Dec 2025: North Macedonia stays visa required.");
    expect(html).toContain('<strong class="pair-concessions__ended"> Ended on 31 Dec 2025: it no longer applies.</strong>');
  });

  it("still leads with a rule in force at the same destination (North Macedonia with a Schengen visa)", async () => {
    expect(await text("/?from=IN&to=MK&holds=schengen-visa")).toContain(
      '<p class="personal-answer__lead">Visa free with your Schengen visa, up to 15 days</p>',
    );
  });

  it("serves the lead as a fragment for the browser", async () => {
    const response = await get("/fragments/pair-answer?from=IN&to=MX&holds=us-visa");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Visa free with your US visa, up to 180 days");
  });
});

describe("links that keep the documents held", () => {
  it("links each destination the documents open on the finder to its check with them", async () => {
    const html = await text("/visa-free?passport=IN&holds=us-visa");
    expect(html).toMatch(/data-code="MX"[^]*?<h3 class="vf-card__name"><a href="\/\?from=IN&amp;to=MX&amp;holds=us-visa">Mexico<\/a><\/h3>/);
    expect(html).toContain('<a href="/?from=IN&amp;to=MX&amp;holds=us-visa">Mexico</a></th>');
    expect(html).toContain('href="/passport-ranking?holds=us-visa#rank-IN"');
  });

  it("draws the finder's map with check links that keep them", async () => {
    const svg = await (await get("/fragments/requirement-map?passports=IN&holds=us-visa")).text();
    expect(svg).toContain('href="/?from=IN&amp;to=MX&amp;holds=us-visa"');
  });

  it("keeps them on a comparison's links to Indian checks only", async () => {
    const html = await text("/compare-passports?passports=IN,AE&holds=us-visa");
    expect(html).toMatch(/href="\/\?from=IN&amp;to=[A-Z]{2}&amp;holds=us-visa"/);
    expect(html).toMatch(/href="\/\?from=AE&amp;to=[A-Z]{2}"/);
    expect(html).not.toMatch(/from=AE&amp;to=[A-Z]{2}&amp;holds/);
    expect(html).toContain('href="/visa-free?passport=IN&amp;holds=us-visa"');
    expect(html).toContain('href="/visa-free?passport=AE"');
  });

  it("keeps them on the ranking's link to India's finder, not on other passports'", async () => {
    const html = await text("/passport-ranking?holds=us-visa");
    expect(html).toContain('href="/visa-free?passport=IN&amp;holds=us-visa"');
    expect(html).toContain('href="/visa-free?passport=AE"');
  });
});

describe("the finder's regions with documents held", () => {
  const chip = (html: string, region: string) => Number(html.match(new RegExp(`${region} <span class="vf-regions__count">(\\d+)</span>`))?.[1]);

  it("counts the destinations the documents open in each region's chip", async () => {
    const unlocked = (await trpcQuery("concessions.unlocked", { passport: "IN", holds: ["us-visa"] })).body.result?.data as {
      withoutVisa: { destination: { code: string; region: string } }[];
      noVisa: { destination: { code: string; region: string }; category: string }[];
    };
    // The chips count no-visa destinations (visa free or on arrival), so they add the documents' no-visa unlocks
    // only, not an eTA they open (decision 16: one definition beside the 49).
    expect(unlocked.noVisa.every((u) => u.category === "visa-free" || u.category === "visa-on-arrival")).toBe(true);
    const europe = unlocked.noVisa.filter((u) => u.destination.region === "Europe").length;
    expect(europe).toBeGreaterThan(0);
    const alone = await text("/visa-free?passport=IN");
    const held = await text("/visa-free?passport=IN&holds=us-visa");
    expect(chip(held, "Europe")).toBe(chip(alone, "Europe") + europe);
    expect(chip(held, "All regions")).toBe(chip(alone, "All regions") + unlocked.noVisa.length);
  });

  it("leaves out a concession that has ended (North Macedonia with a US visa)", async () => {
    const unlocked = (await trpcQuery("concessions.unlocked", { passport: "IN", holds: ["us-visa"] })).body.result?.data as {
      upgraded: { destination: { code: string } }[];
    };
    expect(unlocked.upgraded.map((u) => u.destination.code)).not.toContain("MK");
    expect(await text("/visa-free?passport=IN&holds=us-visa")).not.toContain('class="vf-card vf-card--unlocked" data-code="MK"');
  });
});
