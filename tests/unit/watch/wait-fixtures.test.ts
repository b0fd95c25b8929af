/**
 * Issue #46: the wait sources the fixture run serves (scripts/watch/wait-variants.ts), read by the real readers: the
 * State page's baseline (waits.json's figures with a later date), its new figure and its page of another shape; IRCC's
 * file of 1 Oct 2026; and what the run then checks (scripts/watch/wait-expectations.ts) holding or not.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import raw from "../../../data/waits/waits.json";
import type { OpsDataFlag } from "../../../scripts/ops/data-print";
import { checkWaitRun, type StoredReading } from "../../../scripts/watch/wait-expectations";
import { fixtureRunTime, irccFixtureFiles, stateFixturePages } from "../../../scripts/watch/wait-variants";
import { waitFigureSetSchema } from "../../../shared/schemas/waits";
import type { IsoDate } from "../../../shared/units/iso-date";
import { parseIrccProcessingTimes } from "../../../shared/waits/ircc-processing-times";
import { stateReadings } from "../../../shared/waits/page-readings";
import { parseStateWaitTimes } from "../../../shared/waits/state-wait-times";
import { figuresOfSource, STATE_WAIT_SOURCE } from "../../../shared/waits/wait-sources";

const fixture = (name: string) => readFileSync(new URL(`../../worker/fixtures/watch/${name}`, import.meta.url), "utf8");
const stateFigures = figuresOfSource(waitFigureSetSchema.parse(raw).figures, STATE_WAIT_SOURCE);
const pages = stateFixturePages(fixture("state-wait-times.html"), stateFigures);

describe("the State page's weeks", () => {
  const readingsOf = (html: string) => {
    const parse = parseStateWaitTimes(html);
    if (!parse.ok) throw new Error(parse.problems.join("; "));
    return stateReadings(stateFigures, parse.page, "2026-12-31" as IsoDate);
  };

  it("week 1 gives every figure of ours as waits.json has it, dated 17 Nov 2026", () => {
    const { readings, missing } = readingsOf(pages[0] ?? "");
    expect(missing).toEqual([]);
    expect(readings.map((r) => [r.figureId, r.published, r.asOf])).toEqual(stateFigures.map((f) => [f.id, f.published, "2026-11-17"]));
  });

  it("week 2 moves Mumbai's next available appointment to 8 months, dated 10 Dec 2026, and nothing else", () => {
    const week1 = readingsOf(pages[0] ?? "").readings;
    const week2 = readingsOf(pages[1] ?? "").readings;
    const moved = week2.filter((r, i) => r.published !== week1[i]?.published);
    expect(moved.map((r) => [r.figureId, r.published, r.days, r.asOf])).toEqual([["us-b1b2-mumbai-next-available", "8 Months", 240, "2026-12-10"]]);
  });

  it("from week 3 the page is of another shape, dated 17 Dec 2026", () => {
    expect(parseStateWaitTimes(pages[2] ?? "")).toMatchObject({ ok: false, asOf: "2026-12-17" });
    expect(pages).toHaveLength(3);
  });

  it("IRCC's file is the recorded one dated 1 Oct 2026, every week; the runs are a week apart from 7 Dec 2026", () => {
    const files = irccFixtureFiles(fixture("ircc-data-ptime-en.json"));
    expect(files).toHaveLength(1);
    expect(parseIrccProcessingTimes(files[0] ?? "")).toMatchObject({ ok: true, page: { asOf: "2026-10-01" } });
    expect([1, 4].map((week) => new Date(fixtureRunTime(week)).toISOString())).toEqual(["2026-12-07T04:00:00.000Z", "2026-12-28T04:00:00.000Z"]);
  });
});

describe("checkWaitRun", () => {
  const STATE = "https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/global-visa-wait-times.html";
  const IRCC = "https://www.canada.ca/content/dam/ircc/documents/json/data-ptime-en.json";
  const flag = (kind: string, link: string, subject: string, detail = "", records: string[] = []): OpsDataFlag => ({
    id: kind,
    kind,
    subject,
    detail,
    link,
    records,
    raisedAt: "2026-12-14T04:00:00.000Z",
    ackedBy: null,
    ackedAt: null,
    ackResult: null,
  });
  const irccCodes = Array.from({ length: 19 }, (_, i) => `c${i}`);
  const GOOD = {
    flags: [
      flag("wait-changed", STATE, "…: Mumbai, next available appointment moved from 345 to 240 days (10 Dec 2026)"),
      flag("wait-shape-changed", STATE, "…", '- the header "Interview Required (B1/B2) Next available appointment" is missing (headers: …)'),
      flag("wait-stale", IRCC, "19 figures …", "", irccCodes),
      flag("source-changed", "https://a.gov/fees", "…"),
    ],
    readings: [
      ...irccCodes.map((c): StoredReading => ({ figureId: `ca-visitor-visa-${c}`, asOf: "2026-10-01", days: 22, published: "22 days" })),
      { figureId: "us-b1b2-mumbai-next-available", asOf: "2026-11-17", days: 345, published: "11.5 Months" },
      { figureId: "us-b1b2-mumbai-next-available", asOf: "2026-12-10", days: 240, published: "8 Months" },
    ],
    footers: ["… last updated 17 Nov 2026", "… last updated 10 Dec 2026"],
  };

  it("holds for a run that stored, showed and flagged each case once", () => {
    expect(checkWaitRun(GOOD).filter((c) => !c.ok)).toEqual([]);
  });

  it("fails when the page of another shape was stored, the footer kept the old date, or a stale flag came twice", () => {
    const failed = (facts: Parameters<typeof checkWaitRun>[0]) => checkWaitRun(facts).filter((c) => !c.ok).length;
    expect(failed({ ...GOOD, readings: [...GOOD.readings, { figureId: "x", asOf: "2026-12-17", days: 1, published: "…" }] })).toBe(1);
    expect(failed({ ...GOOD, footers: ["… 17 Nov 2026", "… 17 Nov 2026"] })).toBe(1);
    expect(failed({ ...GOOD, flags: [...GOOD.flags, flag("wait-stale", IRCC, "again", "", irccCodes)] })).toBe(1);
    expect(failed({ ...GOOD, flags: [...GOOD.flags, flag("wait-figure-missing", STATE, "…")] })).toBe(1);
  });
});
