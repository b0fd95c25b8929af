/**
 * Issue #46, "the planner is found and keeps what it is given", through the real Worker: the Trip Planner and the
 * concessions page in the navigation of every page (the wide dropdown, and the narrow navigation before hydration
 * or without a script, are this HTML; the drawer draws the same list), the planner starting with the visitor's
 * passport from their country, and the Schengen calculator's "Plan a whole trip" carrying its stays into it.
 */
import { describe, expect, it } from "vitest";
import { SCHENGEN_BEGUN_NOTE } from "../../shared/trip/prefill";
import { TRIP_MESSAGES } from "../../shared/trip/messages";
import { get } from "./helpers";
import { dayFromToday } from "./trip-dates";

const html = async (path: string, country = "IN") => {
  const response = await get(path, country);
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
};
/** The links of the navigation's Visa Tools list. */
const toolsOf = (page: string) =>
  [
    ...(/<ul id="nav-tools" class="nav-menu__list" hidden="">([\s\S]*?)<\/ul>/.exec(page)?.[1] ?? "").matchAll(
      /<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g,
    ),
  ].map(([, href, label]) => [href, label]);
/** The option chosen in the select `id` ("" when none is). */
const chosenIn = (page: string, id: string) =>
  /<option value="([^"]*)" selected="">/.exec(
    /<select id="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g.exec(page.slice(page.indexOf(`<select id="${id}"`)))?.[2] ?? "",
  )?.[1] ?? "";
/** The value of the input `id`. */
const valueIn = (page: string, id: string) => new RegExp(`<input id="${id}"[^>]*value="([^"]*)"`).exec(page)?.[1];
/** The messages shown beside fields and above the form. */
const messages = (page: string) => [...page.matchAll(/class="lead-field__error">([^<]*)</g)].map(([, text]) => text);

describe("the navigation", () => {
  it.each(["/visa-consultation", "/changes", "/trip"])("lists the Trip Planner and the concessions page among the Visa Tools on %s", async (path) => {
    const tools = toolsOf(await html(path));
    expect(tools).toContainEqual(["/trip", "Trip Planner"]);
    expect(tools).toContainEqual(["/visa-free-with-us-uk-schengen-visa", "Visa Free With a US/UK Visa"]);
    // The planner after the calculator, the concessions after What Changed, as home's Visa tools block has them.
    const hrefs = tools.map(([href]) => href);
    expect(hrefs.indexOf("/trip")).toBe(hrefs.indexOf("/schengen-calculator") + 1);
    expect(hrefs.indexOf("/visa-free-with-us-uk-schengen-visa")).toBe(hrefs.indexOf("/changes") + 1);
  });

  it("lists each tool once in home's Visa tools block", async () => {
    const block = /<div data-fragment="\/fragments\/home-tools">([\s\S]*?)<\/div>/.exec(await html("/"))?.[1] ?? "";
    const hrefs = [...block.matchAll(/<a class="link-card" href="([^"]+)"/g)].map(([, href]) => href);
    expect(hrefs.filter((href) => href === "/trip")).toHaveLength(1);
    expect(hrefs.filter((href) => href === "/visa-free-with-us-uk-schengen-visa")).toHaveLength(1);
  });
});

describe("the planner's passport", () => {
  it("is the visitor's, from their country, on the empty form, without a message", async () => {
    const page = await html("/trip", "AE");
    expect(chosenIn(page, "passport")).toBe("AE");
    expect(chosenIn(page, "passport2")).toBe("");
    expect(messages(page)).toEqual([]);
    expect(page).toContain('<meta name="robots" content="index,follow"');
  });

  it("is each visitor's own: a page kept for one country is not served to another", async () => {
    expect(chosenIn(await html("/trip", "IN"), "passport")).toBe("IN");
    expect(chosenIn(await html("/trip", "GB"), "passport")).toBe("GB");
    expect(chosenIn(await html("/trip", "IN"), "passport")).toBe("IN");
  });

  it("is none for a visitor from a country the data has no passport for, or from no known country", async () => {
    expect(chosenIn(await html("/trip", "AQ"), "passport")).toBe("");
    expect(chosenIn(await html("/trip", "XX"), "passport")).toBe("");
  });

  it("is the URL's when it names one", async () => {
    expect(chosenIn(await html("/trip?passport=GB&to=TH", "AE"), "passport")).toBe("GB");
  });

  it("is the visitor's for a plan begun under a check without one, its destination kept", async () => {
    const page = await html("/trip?to=TH", "AE");
    expect(chosenIn(page, "passport")).toBe("AE");
    expect(chosenIn(page, "c1")).toBe("TH");
    expect(messages(page)).toEqual([]);
  });

  it("is not filled into a plan whose passport the visitor left blank", async () => {
    const page = await html(`/trip?stops=TH~${dayFromToday(30)}~${dayFromToday(35)}~s`, "AE");
    expect(chosenIn(page, "passport")).toBe("");
    expect(messages(page)).toContain(TRIP_MESSAGES.passportMissing);
  });
});

describe("the Schengen calculator's Plan a whole trip", () => {
  const past = `${dayFromToday(-60)}~${dayFromToday(-50)}`;
  const ahead = `${dayFromToday(30)}~${dayFromToday(39)}`;
  const permit = `${dayFromToday(100)}~${dayFromToday(200)}~r`;
  const linkOf = (page: string) => /<p class="note" data-testid="trip-link"><a href="([^"]+)">Plan a whole trip<\/a>([^<]*)<\/p>/.exec(page);

  it("carries the stays from today on and the planned entry, not the past ones nor those under a permit", async () => {
    const page = await html(`/schengen-calculator?s=${past},${ahead},${permit}&plan=${dayFromToday(60)}&n=5`);
    const link = linkOf(page);
    expect(link?.[1]).toBe(`/trip?schengen=${ahead},${dayFromToday(60)}~${dayFromToday(64)}`);
    expect(link?.[2]).toContain(" with your 2 stays from today on: every stop's visa or transit rule");
  });

  it("is in the result the live form swaps, so it follows the stays as they are edited", async () => {
    const page = await html(`/schengen-calculator?s=${ahead}`);
    const result = page.slice(page.indexOf('<div id="schengen-result"'), page.indexOf('aria-labelledby="schengen-rule"'));
    expect(linkOf(result)?.[1]).toBe(`/trip?schengen=${ahead}`);
  });

  it("offers the planner alone with no stay ahead, or while a value has a problem", async () => {
    expect(linkOf(await html(`/schengen-calculator?s=${past}`))?.[1]).toBe("/trip");
    expect(linkOf(await html("/schengen-calculator?s=2026-13-01~2026-13-05"))?.[1]).toBe("/trip");
  });

  it("opens the planner with those stays as stops, their country to choose, and the visitor's passport", async () => {
    const page = await html(`/trip?schengen=${ahead},${dayFromToday(60)}~`, "IN");
    expect(chosenIn(page, "passport")).toBe("IN");
    expect(["a1", "d1", "a2", "d2"].map((id) => valueIn(page, id))).toEqual([dayFromToday(30), dayFromToday(39), dayFromToday(60), ""]);
    expect(chosenIn(page, "c1")).toBe("");
    expect(chosenIn(page, "c2")).toBe("");
    expect(page).toContain(SCHENGEN_BEGUN_NOTE);
    expect(messages(page)).toEqual([]);
  });
});
