/**
 * Issue #46: the wait sources' review-queue flags: figures older than 45 days by their own date (one flag per source
 * and date), a reading that moves a figure a lot, a page of another shape, figures a page no longer gives; each with a
 * dedupe key that makes it once.
 */
import { describe, expect, it } from "vitest";
import raw from "../../../data/waits/waits.json";
import { waitFigureSetSchema } from "../../../shared/schemas/waits";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { WaitFigure } from "../../../shared/waits/wait-figure";
import { changedFlags, missingFiguresFlag, shapeChangedFlag, staleFlags } from "../../../shared/waits/wait-flags";
import type { WaitReading } from "../../../shared/waits/wait-reading";
import { figuresOfSource, IRCC_WAIT_SOURCE, STATE_WAIT_SOURCE } from "../../../shared/waits/wait-sources";

const { figures } = waitFigureSetSchema.parse(raw);
const ircc = figuresOfSource(figures, IRCC_WAIT_SOURCE);
const state = figuresOfSource(figures, STATE_WAIT_SOURCE);
const mumbai = state.find((f) => f.id === "us-b1b2-mumbai-next-available") as WaitFigure;
const dated = (list: readonly WaitFigure[], asOf: string) => list.map((f) => ({ ...f, asOf: asOf as IsoDate }));

describe("staleFlags", () => {
  it.each([
    ["2026-11-14", 0],
    ["2026-11-15", 0],
    ["2026-11-16", 1],
  ])("IRCC figures of 1 Oct 2026 on %s: %i flags (45 days old is not yet stale; 46 is)", (today, count) => {
    expect(staleFlags(IRCC_WAIT_SOURCE, dated(ircc, "2026-10-01"), today as IsoDate, "read")).toHaveLength(count);
  });

  it("one flag per date, naming every figure of that date, keyed by the source and the date", () => {
    const shown = [...dated(ircc.slice(0, 17), "2026-10-01"), ...dated(ircc.slice(17), "2026-12-01")];
    const flags = staleFlags(IRCC_WAIT_SOURCE, shown, "2026-12-07" as IsoDate, "read as figures (dated 1 Dec 2026)");
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      kind: "wait-stale",
      dedupeKey: "wait-stale:https://www.canada.ca/content/dam/ircc/documents/json/data-ptime-en.json:2026-10-01",
      subject: "17 figures from Processing times data (IRCC) are 67 days old (dated 1 Oct 2026)",
    });
    expect(flags[0]?.records).toHaveLength(17);
    expect(flags[0]?.detail.split("\n").slice(0, 2)).toEqual([
      "Older than 45 days by the publisher's own date: the site says so beside each. This week's read: read as figures (dated 1 Dec 2026).",
      "- applicants in IN: 22 days (ca-visitor-visa-in)",
    ]);
  });

  it("leaves figures with no date and standards alone", () => {
    const uk = figures.filter((f) => f.kind === "decision-time");
    expect(staleFlags(STATE_WAIT_SOURCE, [...uk, { ...mumbai, asOf: null }], "2030-01-01" as IsoDate, "read")).toEqual([]);
  });
});

describe("changedFlags", () => {
  const reading = (days: number, asOf = "2026-12-10"): WaitReading => ({
    figureId: mumbai.id,
    asOf: asOf as IsoDate,
    days,
    lessThan: false,
    published: `${days / 30} Months`,
    evidence: "…",
    readOn: "2026-12-14" as IsoDate,
  });

  it("flags a move of 30 days and a quarter or more, once per figure and date", () => {
    const [flag] = changedFlags(STATE_WAIT_SOURCE, [mumbai], [reading(240)]);
    expect(flag).toMatchObject({
      kind: "wait-changed",
      dedupeKey: "wait-changed:us-b1b2-mumbai-next-available:2026-12-10",
      subject: "Global Visa Wait Times (US State Department): Mumbai, next available appointment moved from 345 to 240 days (10 Dec 2026)",
      records: ["wait:us-b1b2-mumbai-next-available"],
    });
  });

  it("not a small move, nor a reading that is not newer than the figure shown", () => {
    expect(changedFlags(STATE_WAIT_SOURCE, [mumbai], [reading(300)])).toEqual([]);
    expect(changedFlags(STATE_WAIT_SOURCE, [mumbai], [reading(60, mumbai.asOf as string)])).toEqual([]);
    const small = { ...mumbai, days: 60 };
    expect(changedFlags(STATE_WAIT_SOURCE, [small], [reading(30)])).toHaveLength(1);
    expect(changedFlags(STATE_WAIT_SOURCE, [small], [reading(45)])).toEqual([]);
  });
});

describe("shapeChangedFlag and missingFiguresFlag", () => {
  it("a page of another shape: its problems, once per source, date and problems", () => {
    const flag = shapeChangedFlag(STATE_WAIT_SOURCE, ['the header "X" is missing'], "2026-12-17" as IsoDate, state);
    expect(flag).toMatchObject({
      kind: "wait-shape-changed",
      dedupeKey: `wait-shape-changed:${STATE_WAIT_SOURCE.url}:2026-12-17:the header "X" is missing`,
      subject: "Global Visa Wait Times (US State Department): the page changed shape; no figure read from it",
    });
    expect(flag.detail.split("\n").slice(0, 2)).toEqual(["The page of 17 Dec 2026 is not the one the reader knows:", '- the header "X" is missing']);
    expect(flag.records).toHaveLength(24);
  });

  it("figures a page no longer gives: one flag per page date, none when nothing is missing", () => {
    expect(missingFiguresFlag(STATE_WAIT_SOURCE, [], "2026-12-10" as IsoDate)).toBeNull();
    const flag = missingFiguresFlag(STATE_WAIT_SOURCE, [{ figureId: mumbai.id, why: "published as NA" }], "2026-12-10" as IsoDate);
    expect(flag).toMatchObject({
      kind: "wait-figure-missing",
      dedupeKey: `wait-figure-missing:${STATE_WAIT_SOURCE.url}:2026-12-10`,
      subject: "Global Visa Wait Times (US State Department) of 10 Dec 2026: 1 figure of ours not given",
      records: ["wait:us-b1b2-mumbai-next-available"],
    });
  });
});
