/**
 * passport.ranking through the real Worker on the seeded data. Expected counts are read from D1 with plain SQL,
 * corrections applied by the rule restated in data-figures.ts (the rule itself is unit-tested in tests/unit/visa/).
 */
import { describe, expect, it } from "vitest";
import { passportFigures } from "./data-figures";
import { get, trpcQuery } from "./helpers";

/** What the map's place holds for a visitor without scripts (client/features/passport-map/requirement-map.tsx). */
const MAP_NOTE = "The map needs JavaScript. The table below has the same facts.";

type Ranking = {
  asOn: string;
  correctionsCheckedThrough: string | null;
  passports: { passport: string; rank: number; mobility: number; counts: Record<string, number>; country: { name: string } }[];
};

describe("passport.ranking", () => {
  it("ranks all 199 passports densely by mobility, with each one's counts from the current version", async () => {
    const { status, body } = await trpcQuery("passport.ranking");
    expect(status).toBe(200);
    const ranking = body.result?.data as Ranking;
    expect(ranking.asOn).toBe("2026-02-17");
    expect(ranking.correctionsCheckedThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ranking.passports).toHaveLength(199);
    expect(ranking.passports[0]?.rank).toBe(1);
    for (let i = 1; i < ranking.passports.length; i++) {
      const [prev, next] = [ranking.passports[i - 1]!, ranking.passports[i]!];
      expect(next.mobility).toBeLessThanOrEqual(prev.mobility);
      expect(next.rank).toBe(prev.mobility === next.mobility ? prev.rank : prev.rank + 1);
    }
    const india = ranking.passports.find((p) => p.passport === "IN");
    expect(india?.country.name).toBe("India");
    // Corrections applied (Iran and Cape Verde no longer visa on arrival for India, issue #32).
    const figures = await passportFigures("IN");
    const visaFree = figures.visaFreeDays + figures.visaFreeUnknown;
    expect(india?.counts).toMatchObject({
      "visa-free": visaFree,
      "visa-on-arrival": figures.visaOnArrival,
      eta: figures.eta,
      "e-visa": figures.eVisa,
    });
    expect(india?.mobility).toBe(visaFree + figures.visaOnArrival + figures.eta);
  });

  it("answers the same ranking again from the isolate's memo", async () => {
    const first = await trpcQuery("passport.ranking");
    const second = await trpcQuery("passport.ranking");
    expect(second.text).toBe(first.text);
  });
});

type Comparison = {
  passports: { passport: string; mobility: number }[];
  unionCount: number;
  intersectionCount: number;
  differences: { destination: { code: string }; categories: string[] }[];
  combined: { code: string; category: string; passport: string }[];
};

describe("passport.profile and passport.compare", () => {
  it("gives a passport's rank, score, leaders and every destination's category", async () => {
    const { status, body } = await trpcQuery("passport.profile", { passport: "in" });
    expect(status).toBe(200);
    const profile = body.result?.data as {
      passport: { rank: number; mobility: number };
      rankedCount: number;
      leaders: string[];
      destinations: { code: string; category: string }[];
    };
    expect(profile.rankedCount).toBe(199);
    expect(profile.leaders).toHaveLength(2);
    expect(profile.destinations).toHaveLength(199);
    expect(profile.destinations.find((d) => d.code === "IN")?.category).toBe("own-country");
    const mobile = profile.destinations.filter((d) => ["visa-free", "visa-on-arrival", "eta"].includes(d.category)).length;
    expect(mobile).toBe(profile.passport.mobility);
  });

  it("answers NOT_FOUND for a passport that is not in the data and BAD_REQUEST for a malformed code", async () => {
    expect((await trpcQuery("passport.profile", { passport: "QQ" })).status).toBe(404);
    expect((await trpcQuery("passport.profile", { passport: "IND" })).status).toBe(400);
  });

  it("compares passports: union ≥ each score ≥ intersection, differences only where the categories differ", async () => {
    const { status, body } = await trpcQuery("passport.compare", { passports: ["IN", "AE", "SG"] });
    expect(status).toBe(200);
    const c = body.result?.data as Comparison;
    expect(c.passports.map((p) => p.passport)).toEqual(["IN", "AE", "SG"]);
    for (const p of c.passports) {
      expect(c.unionCount).toBeGreaterThanOrEqual(p.mobility);
      expect(c.intersectionCount).toBeLessThanOrEqual(p.mobility);
    }
    for (const row of c.differences) expect(new Set(row.categories).size).toBeGreaterThan(1);
    expect(c.combined.find((d) => d.code === "IN")).toMatchObject({ category: "own-country", passport: "IN" });
    const union = c.combined.filter((d) => ["visa-free", "visa-on-arrival", "eta"].includes(d.category)).length;
    expect(union).toBe(c.unionCount);
  });

  it.each([
    [["IN"], "Add at least one more passport: a comparison needs 2 to 4."],
    [["IN", "AE", "SG", "JP", "US"], "Compare at most 4 passports at a time."],
    [["IN", "in"], "IN is in the list twice: choose different passports."],
    [["IN", "QQ", "ZZ"], "We have no passport data for QQ, ZZ."],
    [["IN", "IND"], "Enter a two-letter country code."],
  ])("refuses %j with its message", async (passports, message) => {
    const { status, body } = await trpcQuery("passport.compare", { passports });
    expect(status).toBe(400);
    expect(body.error?.message).toBe(message);
  });
});

describe("the passport pages", () => {
  it("renders the ranking with every passport, its dates and a link to each finder", async () => {
    const response = await get("/passport-ranking");
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain('<h1 id="ranking-top">Passport ranking</h1>');
    expect(html).toContain("Requirements as of 17 Feb 2026, corrections through");
    expect(html).toContain('href="/visa-free?passport=IN"');
    expect(html.match(/<tr[ >]/g)?.length).toBe(200);
    expect(html).toContain('<link rel="canonical" href="https://visafeeatlas.example/passport-ranking"');
    expect(html).toContain("How the score is computed");
  });

  it("carries the ranking once, as HTML: the data the browser hydrates with is a preloaded request, not page data", async () => {
    const html = await (await get("/passport-ranking")).text();
    // The page names the query the browser fetches before hydrating, and preloads that exact request.
    expect(html).toContain("fetchedByBrowser:$R[");
    expect(html).toContain('["passport","ranking"]');
    expect(html).toContain('<link rel="preload" as="fetch" href="/trpc/passport.ranking?batch=1&amp;input=%7B%7D" crossorigin="anonymous"');
    // Not in the page's queries: no row's counts travel as data.
    const queries = /<script type="application\/json" id="page-queries">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(queries).not.toContain('"mobility"');
    const preloaded = await get("/trpc/passport.ranking?batch=1&input=%7B%7D");
    expect(preloaded.status).toBe(200);
    const [{ result }] = (await preloaded.json()) as [{ result: { data: Ranking } }];
    expect(result.data.passports).toHaveLength(199);
    // 199 rows of about 530 bytes each; the ranking carried again as data was 55 KB more.
    expect(html.length).toBeLessThan(150_000);
  });

  it("filters the ranking by name and region from the URL", async () => {
    const html = (await (await get("/passport-ranking?q=ind&region=Asia")).text()).replaceAll("<!-- -->", "");
    expect(html).toContain("2 of 199 passports");
    expect(html).toContain("</span> India</a>");
    expect(html).toContain("</span> Indonesia</a>");
    const none = await (await get("/passport-ranking?q=zzzz")).text();
    expect(none).toContain("No passport matches these filters.");
  });

  it("renders a comparison with its scores, combined map and differences", async () => {
    const response = await get("/compare-passports?passports=IN,AE,SG");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Combined score (a dual citizen holding them all)");
    expect(html).toContain("Shared score (a family travelling together)");
    expect(html).toContain("Where they differ");
    // The map is fetched when it nears the viewport (client/components/server-fragment.tsx): the page holds its
    // address and, for a visitor without scripts, a note pointing to the table; no SVG of its own.
    expect(html).toContain(
      `<div class="req-map__frame" data-fragment="/fragments/requirement-map?passports=IN%2CAE%2CSG"><noscript>${MAP_NOTE}</noscript></div>`,
    );
    expect(html).not.toContain("<svg xmlns");
    expect(html).toContain('href="/?from=AE&amp;to=FR"');
  });

  it("redirects a lower-case or spaced list to the canonical upper-case one", async () => {
    const response = await get("/compare-passports?passports=in,%20ae", "IN", { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("Location") ?? "", "http://x").searchParams.get("passports")).toBe("IN,AE");
  });

  it.each([
    ["XX,ZZ", "We have no passport data for XX, ZZ."],
    ["IN,AE,SG,JP,US", "Compare at most 4 passports at a time."],
    ["IN,AE,IN", "IN is in the list twice: choose different passports."],
    ["", "Choose 2 to 4 passports to compare."],
    ["IN,AE,SG,JP,US,GB,FR,DE,IT", "That list is too long"],
    ["IND,AE", "“IND” is not a two-letter country code"],
  ])("answers ?passports=%s with its message on the page, never a 500", async (value, message) => {
    const response = await get(`/compare-passports?passports=${encodeURIComponent(value)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(message.replaceAll("“", "“"));
    expect(html).toContain('content="noindex,nofollow"');
  });

  it("adds the rank, score and map to the finder", async () => {
    const html = await (await get("/visa-free?passport=IN")).text();
    expect(html.replaceAll("<!-- -->", "")).toMatch(
      /The India passport ranks \d+ among 199 passports with a mobility score of \d+ destinations without a visa in advance/,
    );
    expect(html).toContain(
      `<div class="req-map__frame" data-fragment="/fragments/requirement-map?passports=IN"><noscript>${MAP_NOTE}</noscript></div>`,
    );
    expect(html).toContain('href="/?from=IN&amp;to=TH"');
    expect(html).toContain("The map as a table");
  });
});

describe("/fragments/requirement-map", () => {
  it("draws one passport's map, and a combined one, as SVG", async () => {
    const one = await get("/fragments/requirement-map?passports=IN");
    expect(one.status).toBe(200);
    expect(one.headers.get("Content-Type")).toContain("image/svg+xml");
    const svg = await one.text();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain('aria-label="Thailand: ');
    const combined = await (await get("/fragments/requirement-map?passports=IN,JP")).text();
    expect(combined).toContain('href="/?from=JP&amp;to=');
  });

  it.each([
    ["QQ", 404, "We have no passport data for QQ."],
    ["IN,QQ", 404, "We have no passport data for QQ."],
    ["IN,IN", 400, "IN is in the list twice: choose different passports."],
    ["", 400, "Choose 2 to 4 passports to compare."],
  ])("answers ?passports=%s with %i and its reason", async (value, status, reason) => {
    const response = await get(`/fragments/requirement-map?passports=${value}`);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(reason);
  });

  it("is where the map's old address points, for good, with the same query", async () => {
    const response = await get("/maps/requirements.svg?passports=IN,JP&holds=us-visa", "IN", { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/fragments/requirement-map?passports=IN,JP&holds=us-visa");
  });
});

describe("the passport guides", () => {
  it.each(["/passport-guide", "/passport/indian-passport-strength"])(
    "%s shows India's computed rank and score, dated, beside the cited Henley rank",
    async (path) => {
      const ranking = (await trpcQuery("passport.ranking")).body.result?.data as Ranking;
      const india = ranking.passports.find((p) => p.passport === "IN")!;
      const html = (await (await get(path)).text()).replaceAll("<!-- -->", "");
      const tile =
        /<li class="stat-tile"><span class="stat-tile__value">([^<]+)<\/span><span class="stat-tile__label">Visa Fee Atlas rank<\/span><span class="stat-tile__note">([^]*?)<\/span><\/li>/.exec(
          html,
        );
      expect(tile?.[1]).toMatch(new RegExp(`^${india.rank}(st|nd|rd|th)$`));
      expect(tile?.[2]).toContain(
        `Our mobility score ${india.mobility} (destinations without a visa in advance: visa free, on arrival or eTA) among 199 passports, requirements as of 17 February 2026`,
      );
      expect(tile?.[2]).toContain('href="/passport-ranking"');
      // Henley's figure keeps Henley's name.
      expect(html).toMatch(
        /85th<\/span><span class="stat-tile__label">[^<]+<\/span><span class="stat-tile__note">January 2025 edition of the <a [^>]*>Henley Passport Index<\/a>/,
      );
    },
  );
});
