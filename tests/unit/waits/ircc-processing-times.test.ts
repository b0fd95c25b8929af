/**
 * Issue #46: IRCC's processing-times file read as figures, on the recorded file (data-ptime-en.json of 24 Jun 2026,
 * verbatim from the suhaibmujahid/cic-processing-times mirror: tests/worker/fixtures/watch/ircc-data-ptime-en.json),
 * with and without a byte-order mark, and refused, with the reviewer's reasons, when its shape is not the one known.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type IrccPage, parseIrccProcessingTimes } from "../../../shared/waits/ircc-processing-times";

const recorded = readFileSync(new URL("../../worker/fixtures/watch/ircc-data-ptime-en.json", import.meta.url), "utf8");

function pageOf(text: string): IrccPage {
  const parse = parseIrccProcessingTimes(text);
  if (!parse.ok) throw new Error(`refused: ${parse.problems.join("; ")}`);
  return parse.page;
}
const problemsOf = (text: string) => {
  const parse = parseIrccProcessingTimes(text);
  return parse.ok ? [] : parse.problems;
};
/** The recorded file with its visitor category replaced by `edit`'s. */
const editVisitors = (edit: (visitors: Record<string, unknown>) => Record<string, unknown>) => {
  const json = JSON.parse(recorded) as Record<string, Record<string, unknown>>;
  return JSON.stringify({ ...json, "visitor-outside-canada": edit({ ...json["visitor-outside-canada"] }) });
};

describe("the recorded file", () => {
  const page = pageOf(recorded);

  it("is dated by the visitor category's lastupdated, and has its 211 countries", () => {
    expect(page.asOf).toBe("2026-06-24");
    expect(page.lastUpdated).toBe("June 24, 2026");
    expect(page.byCountry.size).toBe(211);
  });

  it("reads a country's days, and 'No processing time available' as not published", () => {
    expect(page.byCountry.get("IN")).toEqual({ raw: "22 days", reading: { kind: "figure", days: 22, lessThan: false } });
    expect(page.byCountry.get("ZA")).toEqual({ raw: "106 days", reading: { kind: "figure", days: 106, lessThan: false } });
    expect(page.byCountry.get("AD")).toEqual({ raw: "No processing time available", reading: { kind: "not-published" } });
  });

  it("reads the same with a byte-order mark in front (as IRCC's companion files have)", () => {
    expect(recorded.charCodeAt(0)).not.toBe(0xfeff);
    expect(pageOf(`\uFEFF${recorded}`)).toEqual(page);
  });
});

describe("a file of another shape is refused, with the reason", () => {
  it("not JSON (an HTML error page)", () => {
    expect(parseIrccProcessingTimes("<!doctype html><title>Error</title>")).toEqual({ ok: false, asOf: null, problems: ["the file is not JSON"] });
  });

  it("no visitor category", () => {
    expect(problemsOf(recorded.replace('"visitor-outside-canada"', '"visitor"'))).toEqual(['no "visitor-outside-canada" object in the file']);
  });

  it("no lastupdated, or one in another form", () => {
    expect(problemsOf(editVisitors(({ lastupdated: _gone, ...rest }) => rest))).toEqual(['no "lastupdated" in "visitor-outside-canada"']);
    expect(problemsOf(editVisitors((v) => ({ ...v, lastupdated: "2026-06-24" })))).toEqual([
      '"lastupdated": "2026-06-24" is not in the file\'s form (June 24, 2026)',
    ]);
  });

  it("a value in months, or not text", () => {
    expect(problemsOf(editVisitors((v) => ({ ...v, IN: "3 months" })))).toEqual(['values in no known form: 1 (first: IN: "3 months")']);
    expect(problemsOf(editVisitors((v) => ({ ...v, IN: { sponsor: "28 months" } })))).toEqual([
      'values in no known form: 1 (first: IN: {"sponsor":"28 months"})',
    ]);
  });

  it("far fewer countries than the file has", () => {
    expect(problemsOf(editVisitors((v) => ({ lastupdated: v.lastupdated, IN: "22 days" })))).toEqual(["country count 1 outside 180–260"]);
  });
});
