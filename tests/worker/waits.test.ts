/**
 * Issue #46 through the real Worker: the published waits on every surface. The check's processing time for IN → US
 * (the interview wait at the shortest post, named, with all five posts one tap away under the result) and IN → CA
 * (IRCC's time), no wait where none is published; the trip's apply-by for Delhi → New York with and without a US visa;
 * GET /api/v1/waits matching its contract; and a newer reading stored by the watch shown everywhere instead of the
 * bundled figure.
 */
import { env } from "cloudflare:test";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import raw from "../../data/waits/waits.json";
import { dayNumber } from "../../shared/schengen/days";
import { waitFigureSetSchema } from "../../shared/schemas/waits";
import type { IsoDate } from "../../shared/units/iso-date";
import { APPLY_MARGIN_DAYS } from "../../shared/waits/apply-by";
import { interviewWaitText, notPossibleText, processingForApplicantsText, staleText, WAIT_TEXTS } from "../../shared/waits/wait-texts";
import { createApiKey, forgetPages, get, textOf } from "./helpers";
import { dayFromToday, shown } from "./trip-dates";

const { figures } = waitFigureSetSchema.parse(raw);
const figure = (id: string) => {
  const found = figures.find((f) => f.id === id);
  if (!found) throw new Error(`no figure ${id}`);
  return found;
};
const kolkata = figure("us-b1b2-kolkata-next-available");
const canadaIndia = figure("ca-visitor-visa-in");
const today = dayFromToday(0);
const ageOf = (asOf: string) => dayNumber(today) - dayNumber(asOf as IsoDate);

const extras = async (from: string, to: string) => textOf(await (await get(`/fragments/pair-extras?from=${from}&to=${to}`)).text());

afterEach(async () => {
  await env.DB.prepare("DELETE FROM wait_readings").run();
  forgetPages();
});

describe("the check", () => {
  it("IN → US: the interview wait at the shortest post is the processing time, with its age and every post of India", async () => {
    const page = await (await get("/?from=IN&to=US")).text();
    // The card's processing time travels in the page's data (the card is drawn from it).
    expect(page).toContain(interviewWaitText(kolkata));
    const text = await extras("IN", "US");
    expect(text).toContain("How long a United States visa takes");
    expect(text).toContain(`${interviewWaitText(kolkata)}.`);
    expect(text).toContain(staleText(kolkata, ageOf("2026-09-17")));
    expect(text).toContain(WAIT_TEXTS.estimate);
    expect(text).toContain("Interview waits at all 5 posts in India");
    for (const post of ["Kolkata", "Chennai", "New Delhi", "Mumbai", "Hyderabad"]) expect(text).toContain(`Interview wait in ${post}:`);
    // Read through a CC BY transcription: credited.
    expect(text).toContain("Charta Visa open data (CC BY 4.0)");
  });

  it("IN → CA: IRCC's processing time for applicants in India", async () => {
    expect(await (await get("/?from=IN&to=CA")).text()).toContain(processingForApplicantsText(canadaIndia, "India"));
    expect(await extras("IN", "CA")).toContain(processingForApplicantsText(canadaIndia, "India"));
  });

  it("no wait where none is published or no visa is needed", async () => {
    expect(await extras("FR", "US")).not.toContain("visa takes");
    expect(await extras("IN", "JP")).not.toContain("visa takes");
  });

  it("shows a newer reading the watch stored, everywhere, and no age note for a fresh one", async () => {
    const asOf = dayFromToday(-5);
    await env.DB.prepare(
      "INSERT INTO wait_readings (figure_id, as_of, days, less_than, published, evidence, read_on) VALUES (?, ?, 150, 0, '5 Months', 'Kolkata | 5 Months', ?)",
    )
      .bind(kolkata.id, asOf, today)
      .run();
    forgetPages();
    const text = await extras("IN", "US");
    const fresh = interviewWaitText({ ...kolkata, days: 150, asOf });
    expect(text).toContain(`${fresh}.`);
    expect(text).not.toContain("days old");
    // Read from the publisher's own page: no transcription is named for it.
    expect(text).not.toContain("Charta Visa");
    expect(await (await get("/?from=IN&to=US")).text()).toContain(fresh);
  });
});

describe("the trip: Delhi → New York", () => {
  const trip = async (query: string) => textOf(await (await get(`/trip?${query}`)).text());

  it("without a US visa, a visit sooner than the wait says so first", async () => {
    const visit = dayFromToday(70);
    const text = await trip(`passport=IN&stops=US~${visit}~${dayFromToday(80)}~s`);
    const apply = text.slice(text.indexOf("What to get, and when to apply"));
    expect(apply.indexOf(notPossibleText(kolkata, visit))).toBeGreaterThan(-1);
    expect(apply.indexOf(notPossibleText(kolkata, visit))).toBeLessThan(apply.indexOf("B-1/B-2 visitor visa"));
    expect(apply).toContain(WAIT_TEXTS.margin(APPLY_MARGIN_DAYS));
  });

  it("a later visit at the post chosen: apply by the day the wait, the margin and the first stop allow", async () => {
    const chennai = figure("us-b1b2-chennai-next-available");
    const text = await trip(`passport=IN&stops=US~${dayFromToday(400)}~${dayFromToday(410)}~s&post=Chennai`);
    expect(text).toContain(`Apply by ${shown(400 - APPLY_MARGIN_DAYS - chennai.days)}: interview wait in Chennai: ${chennai.days} days`);
    expect(text).toContain("Chennai (225 days, counted)");
  });

  it("with a US visa, nothing to apply for", async () => {
    const text = await trip(`passport=IN&holds=us-visa&stops=US~${dayFromToday(70)}~${dayFromToday(80)}~s`);
    // (The footer credits "US visa interview waits": the trip's own words are what is checked.)
    expect(text).not.toContain("The interview wait in");
    expect(text).not.toContain("Interview at another post");
    expect(text).toContain("Nothing to apply for before you travel");
  });
});

describe("GET /api/v1/waits", () => {
  let key: string;
  beforeAll(async () => {
    key = await createApiKey("partner");
  });

  it("lists a destination's figures for the country applied from, with their dates and ages, matching its contract", async () => {
    const response = await get("/api/v1/waits?destination=US&appliesIn=IN", "IN", { headers: { Authorization: `Bearer ${key}` } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { asOn: string; note: string; figures: { id: string; asOf: string; staleDays: number | null }[] };
    expect(body.note).toBe(WAIT_TEXTS.estimate);
    expect(body.figures.map((f) => f.id).sort()).toEqual(
      figures
        .filter((f) => f.destination === "US" && f.appliesIn === "IN")
        .map((f) => f.id)
        .sort(),
    );
    expect(body.figures.find((f) => f.id === kolkata.id)?.staleDays).toBe(ageOf("2026-09-17"));

    const doc = (await (await get("/api/v1/openapi.json")).json()) as { components: { schemas: Record<string, object> } };
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema({ $id: "api", components: doc.components });
    const check = ajv.compile({ $ref: "api#/components/schemas/Waits" });
    expect(check(body), JSON.stringify(check.errors)).toBe(true);
  });

  it("refuses a destination that is not a code, and a call without a key", async () => {
    expect((await get("/api/v1/waits?destination=USA", "IN", { headers: { Authorization: `Bearer ${key}` } })).status).toBe(400);
    expect((await get("/api/v1/waits")).status).toBe(401);
  });
});
