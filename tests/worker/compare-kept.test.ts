/**
 * The compare page never forgets the passports its URL names (issue #33): one passport is shown with the ranking's
 * rank and score for it and a prompt to add another, none gets a prompt, and a list that cannot be compared keeps
 * its known passports in the pickers beside the message. Server-rendered HTML through the real Worker.
 */
import { describe, expect, it } from "vitest";
import { get, trpcQuery } from "./helpers";

/** The page's HTML without React's text separators. */
const page = async (path: string) => (await (await get(path)).text()).replaceAll("<!-- -->", "");
/** The country a compare picker shows (`compare-1`…), or its placeholder. */
const pickerText = (html: string, id: string) =>
  new RegExp(`<button[^>]* id="${id}"[^>]*>([\\s\\S]*?)</button>`)
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .replace(/[^\p{L} ]/gu, "")
    .trim();
const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];

describe("/compare-passports with one passport", () => {
  it("shows Germany with the ranking's rank and score for it and a prompt to add another", async () => {
    const ranking = (await trpcQuery("passport.ranking")).body.result?.data as { passports: { passport: string; rank: number; mobility: number }[] };
    const germany = ranking.passports.find((p) => p.passport === "DE");
    const html = await page("/compare-passports?passports=DE");
    expect(pickerText(html, "compare-1")).toBe("Germany");
    expect(pickerText(html, "compare-2")).toBe("Select a country");
    expect(html).toContain("Add another passport to compare with Germany.");
    expect(html).toContain(
      `The Germany passport ranks ${germany?.rank} among 199 passports with a mobility score of ${germany?.mobility} destinations`,
    );
    expect(html).toContain(`<th scope="row">Rank</th><td>${germany?.rank}</td>`);
    expect(html).toContain(`<th scope="row">Mobility score</th><td>${germany?.mobility}</td>`);
    expect(html).not.toContain("cannot be compared");
    expect(robotsOf(html)).toBe("index,follow");
  });

  it("carries an empty polite status region for the pickers' changes", async () => {
    const html = await page("/compare-passports?passports=DE");
    expect(html).toMatch(/<p class="visually-hidden" role="status" aria-live="polite"><\/p>/);
  });
});

describe("/compare-passports with none", () => {
  it("prompts for a passport, with one empty picker and no error", async () => {
    const html = await page("/compare-passports");
    expect(html).toContain("Choose 2 to 4 passports to compare.");
    expect(pickerText(html, "compare-1")).toBe("Select a country");
    expect(html).not.toContain('role="alert"');
  });
});

describe("a list that cannot be compared", () => {
  it.each([
    ["IN,AE,IN", "IN is in the list twice: choose different passports.", ["India", "United Arab Emirates"]],
    ["IN,QQ", "We have no passport data for QQ.", ["India"]],
    ["IN,AE,SG,JP,US", "Compare at most 4 passports at a time.", ["India", "United Arab Emirates", "Singapore", "Japan"]],
  ])("?passports=%s keeps its known passports beside the message", async (list, message, names) => {
    const html = await page(`/compare-passports?passports=${list}`);
    expect(html).toContain(message);
    expect(names.map((_, i) => pickerText(html, `compare-${i + 1}`))).toEqual(names);
  });
});

describe("/fragments/requirement-map", () => {
  it("draws one passport's map for a single code in any case", async () => {
    const response = await get("/fragments/requirement-map?passports=de");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Germany passport holders");
  });
});
