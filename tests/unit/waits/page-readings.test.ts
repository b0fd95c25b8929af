/**
 * Issue #46: the bundled figures read off the recorded pages: a reading per figure the page gives, dated by the page,
 * matched by post and measure (State) or country (IRCC); a figure the page does not give is missing, never a reading.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import raw from "../../../data/waits/waits.json";
import { waitFigureSetSchema } from "../../../shared/schemas/waits";
import type { IsoDate } from "../../../shared/units/iso-date";
import { parseIrccProcessingTimes } from "../../../shared/waits/ircc-processing-times";
import { irccReadings, stateReadings } from "../../../shared/waits/page-readings";
import { parseStateWaitTimes } from "../../../shared/waits/state-wait-times";
import { figuresOfSource, IRCC_WAIT_SOURCE, STATE_WAIT_SOURCE } from "../../../shared/waits/wait-sources";

const fixture = (name: string) => readFileSync(new URL(`../../worker/fixtures/watch/${name}`, import.meta.url), "utf8");
const { figures } = waitFigureSetSchema.parse(raw);
const stateFigures = figuresOfSource(figures, STATE_WAIT_SOURCE);
const irccFigures = figuresOfSource(figures, IRCC_WAIT_SOURCE);
const READ_ON = "2026-07-01" as IsoDate;

function statePage(html = fixture("state-wait-times.html")) {
  const parse = parseStateWaitTimes(html);
  if (!parse.ok) throw new Error(parse.problems.join("; "));
  return parse.page;
}

describe("figuresOfSource", () => {
  it("gives each source the figures citing its URL: 24 interview waits, 19 processing times", () => {
    expect(stateFigures).toHaveLength(24);
    expect(stateFigures.every((f) => f.kind === "interview-wait" && f.publisher === "US State Department")).toBe(true);
    expect(irccFigures).toHaveLength(19);
    expect(irccFigures.every((f) => f.kind === "processing-time" && f.publisher === "IRCC")).toBe(true);
  });
});

describe("stateReadings", () => {
  const { readings, missing } = stateReadings(stateFigures, statePage(), READ_ON);

  it("reads each figure's cell by post and measure, dated by the page, with the cell as evidence", () => {
    expect(readings.find((r) => r.figureId === "us-b1b2-mumbai-next-available")).toEqual({
      figureId: "us-b1b2-mumbai-next-available",
      asOf: "2026-06-18",
      days: 300,
      lessThan: false,
      published: "10 Months",
      evidence: '"Mumbai (Bombay)", "Interview Required (B1/B2) Next available appointment": "10 Months" (Last updated: 18-JUNE-2026)',
      readOn: READ_ON,
    });
    expect(readings.find((r) => r.figureId === "us-b1b2-mumbai-average-previous-month")).toMatchObject({ days: 285, published: "9.5 Months" });
  });

  it("keeps '< 0.5 Month' as an upper bound", () => {
    expect(readings.find((r) => r.figureId === "us-b1b2-lagos-next-available")).toMatchObject({ days: 15, lessThan: true, published: "< 0.5 Month" });
  });

  it("gives no reading for a cell published as NA: the figure is missing", () => {
    expect(readings).toHaveLength(20);
    expect(missing).toContainEqual({ figureId: "us-b1b2-chennai-next-available", why: 'published as "NA" (no figure)' });
  });

  it("a post gone from the page is missing, and matching ignores spacing and case", () => {
    const gone = statePage(
      fixture("state-wait-times.html").replace("<td>Mumbai (Bombay)</td>", "<td>Mumbai</td>").replace("<td>New Delhi</td>", "<td>NEW  DELHI</td>"),
    );
    const read = stateReadings(stateFigures, gone, READ_ON);
    expect(read.missing.filter((m) => m.figureId.includes("mumbai"))).toEqual([
      { figureId: "us-b1b2-mumbai-next-available", why: 'the post "Mumbai (Bombay)" is not on the page' },
      { figureId: "us-b1b2-mumbai-average-previous-month", why: 'the post "Mumbai (Bombay)" is not on the page' },
    ]);
    expect(read.readings.some((r) => r.figureId === "us-b1b2-new-delhi-next-available")).toBe(true);
  });
});

describe("irccReadings", () => {
  const parse = parseIrccProcessingTimes(fixture("ircc-data-ptime-en.json"));
  if (!parse.ok) throw new Error(parse.problems.join("; "));
  const { readings, missing } = irccReadings(irccFigures, parse.page, READ_ON);

  it("reads each figure by the country applied from, dated by lastupdated", () => {
    expect(missing).toEqual([]);
    expect(readings).toHaveLength(19);
    expect(readings.find((r) => r.figureId === "ca-visitor-visa-in")).toEqual({
      figureId: "ca-visitor-visa-in",
      asOf: "2026-06-24",
      days: 22,
      lessThan: false,
      published: "22 days",
      evidence: '"visitor-outside-canada" → "IN": "22 days" ("lastupdated": "June 24, 2026")',
      readOn: READ_ON,
    });
  });

  it("the recorded file's figures are the bundled ones (waits.json was read from the same file)", () => {
    for (const figure of irccFigures) expect(readings.find((r) => r.figureId === figure.id)).toMatchObject({ days: figure.days, asOf: figure.asOf });
  });

  it("a country the file no longer lists is missing", () => {
    const page = { ...parse.page, byCountry: new Map([...parse.page.byCountry].filter(([code]) => code !== "IN")) };
    expect(irccReadings(irccFigures, page, READ_ON).missing).toEqual([{ figureId: "ca-visitor-visa-in", why: "no value for IN in the file" }]);
  });
});
