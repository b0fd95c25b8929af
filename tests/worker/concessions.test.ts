/**
 * Entry concessions through the real Worker on the seeded data: the table procedure, its filters and refusals, and
 * the static page /visa-free-with-us-uk-schengen-visa with its marks, dates, caveats and messages.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { get, trpcQuery } from "./helpers";

type Table = {
  compiledOn: string;
  rows: { destination: { code: string }; base: string; concession: { document: string; grants: string; official: boolean }; upgrades: boolean }[];
  caveats: Record<string, string>;
  totals: { records: number; destinations: number; official: number; ended: number; notYet: number };
  shown: { inForce: number; ended: number; notYet: number };
  unlocks: { document: string; destinations: number; extraWithoutVisa: number }[];
};

const page = async (query = "") => (await (await get(`/visa-free-with-us-uk-schengen-visa${query}`)).text()).replaceAll("<!-- -->", "");

describe("concessions.table", () => {
  it("lists all 192 records with their base requirement, dated by the compilation day, counting the 189 in force", async () => {
    const { status, body } = await trpcQuery("concessions.table", {});
    expect(status).toBe(200);
    const table = body.result?.data as Table;
    expect(table.compiledOn).toBe("2026-11-25");
    expect(table.rows).toHaveLength(192);
    // North Macedonia's rules for US, UK and Canadian visas ended on 31 Dec 2025 (exemptions/end-dates.json).
    expect(table.totals).toEqual({ records: 189, destinations: 29, official: 70, ended: 3, notYet: 0 });
    expect(table.shown).toEqual({ inForce: 189, ended: 3, notYet: 0 });
    const mexico = table.rows.find((r) => r.destination.code === "MX" && r.concession.document === "us-visa");
    const base = await env.DB.prepare(
      "SELECT requirement FROM visa_requirements WHERE version_on = (SELECT as_on FROM requirement_versions WHERE is_current = 1) AND passport_country_code = 'IN' AND destination_country_code = 'MX'",
    ).first<{ requirement: string }>();
    expect(base?.requirement).toBe("visa required");
    expect(mexico).toMatchObject({ base: "visa-required", upgrades: true, concession: { grants: "visa-free", official: true } });
    const us = table.unlocks.find((u) => u.document === "us-visa");
    expect(us?.destinations).toBe(24);
    expect(us?.extraWithoutVisa).toBeGreaterThan(0);
    expect(us?.extraWithoutVisa).toBeLessThanOrEqual(25);
  });

  it("lists an ended rule with its end, never as an upgrade", async () => {
    const table = (await trpcQuery("concessions.table", { destination: "MK" })).body.result?.data as Table;
    const ended = table.rows.find((r) => r.concession.document === "us-visa");
    expect(ended).toMatchObject({ upgrades: false, concession: { ended: "Ended on 31 Dec 2025", validUntilOn: "2025-12-31" } });
    expect(table.rows.find((r) => r.concession.document === "schengen-visa")).toMatchObject({ upgrades: true, concession: { ended: null } });
  });

  it("filters by document, destination and grant", async () => {
    const table = (await trpcQuery("concessions.table", { document: "uk-residence", grants: "visa-free", destination: "ge" })).body.result
      ?.data as Table;
    expect(table.rows.length).toBeGreaterThan(0);
    for (const r of table.rows)
      expect(r).toMatchObject({ destination: { code: "GE" }, concession: { document: "uk-residence", grants: "visa-free" } });
  });

  it.each([
    [{ document: "mars-visa" }, "Choose one of the listed documents."],
    [{ grants: "maybe" }, "Choose visa free, visa on arrival, eTA, e-Visa or transit."],
    [{ destination: "QQ" }, "We have no country with the code QQ."],
    [{ destination: "MEX" }, "Enter a two-letter country code."],
  ])("refuses %j with its message", async (input, message) => {
    const { status, body } = await trpcQuery("concessions.table", input);
    expect(status).toBe(400);
    expect(body.error?.message).toBe(message);
  });
});

describe("/visa-free-with-us-uk-schengen-visa", () => {
  it("renders every rule with its source mark, the compilation date and the caveats, as a static page", async () => {
    const response = await get("/visa-free-with-us-uk-schengen-visa");
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("<h1>Visa free with a US, UK or Schengen visa</h1>");
    expect(html).toContain("Compiled 25 Nov 2026 from stored copies of public pages, not checked on a live government page that day.");
    expect(html).toContain("189 rules in force, 3 ended</h2>");
    expect(html.match(/>Official source</g)).toHaveLength(73);
    expect(html.match(/>Secondary source, check before you travel</g)).toHaveLength(119);
    expect(html).toContain("North Macedonia:</strong> A temporary measure renewed by government decision");
    expect(html).toContain('href="https://visafeeatlas.example/visa-free-with-us-uk-schengen-visa"');
    // A static page: the static shell, no router state.
    expect(html).toContain('<script id="app-loader"');
    expect(html).not.toContain("$_TSR");
  });

  it("gives one count of the rules in force in its lead and above its list, and the ended ones apart", async () => {
    const html = await page();
    const lead = /<p class="changes__lead">([^]*?)<\/p>/.exec(html)?.[1] ?? "";
    const heading = /<h2 id="concessions-rules">([^<]*)<\/h2>/.exec(html)?.[1] ?? "";
    // Counted from the rows themselves: every rule is a row, and an ended one says so.
    const rows = html.match(/<span class="concessions-table__base">/g)?.length ?? 0;
    const ended = html.match(/<span class="concessions-table__ended">/g)?.length ?? 0;
    expect([rows, ended]).toEqual([192, 3]);
    expect(Number(/(\d+) rules?\b/.exec(lead)?.[1])).toBe(rows - ended);
    expect(Number(/^(\d+) rules?\b/.exec(heading)?.[1])).toBe(rows - ended);
    expect(heading).toBe(`${rows - ended} rules in force, ${ended} ended`);
    expect(lead).toContain(`(the list also shows ${ended} that ended, counted nowhere).`);
  });

  it("counts a destination's ended rules apart in its summary", async () => {
    const html = await page("?destination=MK");
    expect(html).toMatch(/<span class="concessions-group__count">5 rules \(3 ended\), 2 easier than the Indian passport alone<\/span>/);
  });

  it("filters from the URL", async () => {
    const html = await page("?document=us-visa&destination=MX");
    expect(html).toContain("1 rule in force</h2>");
    expect(html).toContain("Mexico with a US visa");
  });

  it("shows a refused filter's message on the page, never a 500", async () => {
    const response = await get("/visa-free-with-us-uk-schengen-visa?document=mars");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Choose one of the listed documents.");
    expect(await page("?destination=QQ")).toContain("We have no country with the code QQ.");
  });

  it("is in the sitemap and linked from the guides", async () => {
    expect(await (await get("/sitemap.xml")).text()).toContain("/visa-free-with-us-uk-schengen-visa</loc>");
    expect(await page("")).toBeTruthy();
    expect(await (await get("/passport/indian-passport-strength")).text()).toContain('href="/visa-free-with-us-uk-schengen-visa"');
    expect(await (await get("/passport/easy-visa-countries")).text()).toContain('href="/visa-free-with-us-uk-schengen-visa"');
  });
});

type Unlocked = {
  holds: string[];
  upgraded: { destination: { code: string }; base: string; category: string }[];
  withoutVisa: { destination: { code: string }; base: string; category: string }[];
  noVisa: { destination: { code: string }; base: string; category: string }[];
};

describe("concessions.unlocked and the finder's documents", () => {
  it("gives the destinations a US visa opens for an Indian passport, never a stricter rule", async () => {
    const { status, body } = await trpcQuery("concessions.unlocked", { passport: "in", holds: ["us-visa"] });
    expect(status).toBe(200);
    const unlocked = body.result?.data as Unlocked;
    expect(unlocked.withoutVisa.find((u) => u.destination.code === "MX")).toMatchObject({ base: "visa-required", category: "visa-free" });
    const ease = ["visa-free", "visa-on-arrival", "eta", "e-visa", "visa-required", "no-admission"];
    for (const u of unlocked.upgraded) expect(ease.indexOf(u.category)).toBeLessThan(ease.indexOf(u.base));
    const table = (await trpcQuery("concessions.table", {})).body.result?.data as Table;
    expect(unlocked.withoutVisa).toHaveLength(table.unlocks.find((u) => u.document === "us-visa")?.extraWithoutVisa ?? -1);
  });

  it("gives another passport nothing, and refuses an unknown document", async () => {
    const jp = (await trpcQuery("concessions.unlocked", { passport: "JP", holds: ["us-visa"] })).body.result?.data as Unlocked;
    expect(jp.upgraded).toEqual([]);
    const bad = await trpcQuery("concessions.unlocked", { passport: "IN", holds: ["mars-visa"] });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe("Choose one of the listed documents.");
  });

  it("renders the finder with the documents' extra destinations, counted apart, and the map with them", async () => {
    const plain = (await (await get("/visa-free?passport=IN")).text()).replaceAll("<!-- -->", "");
    const html = (await (await get("/visa-free?passport=IN&holds=us-visa")).text()).replaceAll("<!-- -->", "");
    const extra = /\+ <strong>(\d+)<\/strong> more with your US visa/.exec(html);
    expect(Number(extra?.[1])).toBeGreaterThan(0);
    // Counted beside the no-visa destinations under their definition: no eTA a document opens (decision 16).
    const unlocked = (await trpcQuery("concessions.unlocked", { passport: "IN", holds: ["us-visa"] })).body.result?.data as Unlocked;
    expect(Number(extra?.[1])).toBe(unlocked.noVisa.length);
    expect(html).toContain(`${extra?.[1]} more with your US visa</h2>`);
    expect(html).toMatch(/data-code="MX"[^>]*>.*?With your US visa/s);
    // Mexico is "visa required" on the plain map and visa free on the map with the US visa: each page names its own
    // map's address (fetched when it nears the viewport), and each address draws its own.
    expect(plain).toContain('data-fragment="/fragments/requirement-map?passports=IN"');
    expect(html).toContain('data-fragment="/fragments/requirement-map?passports=IN&amp;holds=us-visa"');
    expect(await (await get("/fragments/requirement-map?passports=IN")).text()).toContain('aria-label="Mexico: Visa required"');
    expect(await (await get("/fragments/requirement-map?passports=IN&holds=us-visa")).text()).toContain('aria-label="Mexico: Visa free"');
    // The selected document's toggle leads to the page without it, and no toggle claims to be the current page.
    expect(html).toMatch(/<a class="vf-regions__link vf-holds__link" data-on="" href="\/visa-free\?passport=IN">/);
    expect(html).not.toMatch(/vf-holds__link[^>]*aria-current/);
    // Changing the region keeps the documents.
    expect(html).toContain('href="/visa-free?passport=IN&amp;region=Asia&amp;holds=us-visa"');
  });

  it.each([
    ["/visa-free?passport=IN&holds=us-visa,mars", "We left out “mars”: not a document we know."],
    ["/visa-free?passport=JP&holds=us-visa", "The documents you hold change the rules for Indian passports only, so they are left out here."],
    [`/visa-free?passport=IN&holds=${"us-visa,".repeat(40)}`, "That list of documents is too long, so it is left out. Choose the documents again."],
  ])("%s answers 200 with its note", async (path, note) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(note);
  });

  it("draws the map with the documents' concessions", async () => {
    const svg = await (await get("/fragments/requirement-map?passports=IN&holds=us-visa")).text();
    expect(svg).toContain('aria-label="Mexico: Visa free"');
  });
});
