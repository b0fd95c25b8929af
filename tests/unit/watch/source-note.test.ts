/** What a flagged source says beside a record, and what the API says, for every kind, subject and source (issue #35). */
import { describe, expect, it } from "vitest";
import type { IsoDate } from "../../../shared/units/iso-date";
import { publicSourceStatus, sourceNoteText } from "../../../shared/watch/source-note";
import type { SourceState } from "../../../shared/watch/source-state";
import { NO_FLAGGED_SOURCES, sourceStatusesOf, statusAsRead } from "../../../shared/watch/source-statuses";

const CHANGED = { kind: "changed", since: "2026-12-03T06:00:00.000Z" } as const;
const UNREACHABLE = { kind: "unreachable", since: "2026-12-03T23:59:59.000Z" } as const;

describe("sourceNoteText", () => {
  it.each([
    [CHANGED, "fee", true, "The official page changed on 3 Dec 2026, after we read it; check it before you rely on this fee"],
    [CHANGED, "rule", true, "The official page changed on 3 Dec 2026, after we read it; check it before you rely on this rule"],
    [CHANGED, "fee", false, "The source page changed on 3 Dec 2026, after we read it; check it before you rely on this fee"],
    [CHANGED, "rule", false, "The source page changed on 3 Dec 2026, after we read it; check it before you rely on this rule"],
    [UNREACHABLE, "fee", true, "The official page has not answered since 3 Dec 2026; check it before you rely on this fee"],
    [UNREACHABLE, "rule", true, "The official page has not answered since 3 Dec 2026; check it before you rely on this rule"],
    [UNREACHABLE, "fee", false, "The source page has not answered since 3 Dec 2026; check it before you rely on this fee"],
    [UNREACHABLE, "rule", false, "The source page has not answered since 3 Dec 2026; check it before you rely on this rule"],
  ] as const)("%o, a %s, official %s: %s", (status, subject, official, text) => {
    expect(sourceNoteText(status, subject, official)).toBe(text);
  });

  it("says nothing for a checked source, official or not", () => {
    expect(sourceNoteText({ kind: "checked" }, "fee", true)).toBeNull();
    expect(sourceNoteText({ kind: "checked" }, "rule", false)).toBeNull();
  });

  it("dates by the UTC day of the instant, in the site's format (a single-digit day, Sept)", () => {
    expect(sourceNoteText({ kind: "changed", since: "2027-09-01T00:00:00.000Z" }, "fee", true)).toContain("changed on 1 Sept 2027,");
  });
});

describe("publicSourceStatus", () => {
  it.each([
    [{ kind: "checked" } as const, { state: "checked" }],
    [CHANGED, { state: "changed", since: "2026-12-03" }],
    [UNREACHABLE, { state: "unreachable", since: "2026-12-03" }],
  ])("%o is %o", (status, expected) => {
    expect(publicSourceStatus(status)).toEqual(expected);
  });
});

const URL = "https://evisa.example.gov/fees";
const day = (s: string) => s as IsoDate;
function state(overrides: Partial<SourceState>): SourceState {
  return {
    url: URL,
    reviewedFingerprint: "a",
    latestFingerprint: "a",
    changedAt: null,
    failures: 0,
    failingSince: null,
    lastError: null,
    checkedAt: "2026-12-03T06:00:00.000Z",
    ...overrides,
  };
}

describe("sourceStatusesOf", () => {
  const changed = sourceStatusesOf([state({ latestFingerprint: "b", changedAt: "2026-12-03T06:00:00.000Z" })]);

  it("gives a changed page's note to a record citing it, read before the change", () => {
    expect(changed.noteOf({ url: URL, subject: "fee", official: true, readOn: day("2026-11-23") })).toBe(
      "The official page changed on 3 Dec 2026, after we read it; check it before you rely on this fee",
    );
  });

  it("keeps the note for a record read on the day of the change (which came first is unknown)", () => {
    expect(changed.statusOf({ url: URL, readOn: day("2026-12-03") })).toEqual({ kind: "changed", since: "2026-12-03T06:00:00.000Z" });
  });

  it("says nothing for a record read after the change: that read saw the changed page", () => {
    expect(changed.statusOf({ url: URL, readOn: day("2026-12-04") })).toEqual({ kind: "checked" });
    expect(changed.noteOf({ url: URL, subject: "fee", official: true, readOn: day("2026-12-04") })).toBeNull();
  });

  it("keeps an unreachable page's note whatever day the record was read", () => {
    const down = sourceStatusesOf([state({ failures: 3, failingSince: "2026-12-03T06:00:00.000Z" })]);
    expect(down.noteOf({ url: URL, subject: "rule", official: false, readOn: day("2026-12-20") })).toBe(
      "The source page has not answered since 3 Dec 2026; check it before you rely on this rule",
    );
  });

  it("says checked for a page it does not list, and nothing for a record citing no page", () => {
    expect(changed.statusOf({ url: "https://other.example.gov/", readOn: null })).toEqual({ kind: "checked" });
    expect(changed.statusOf({ url: null, readOn: null })).toBeNull();
    expect(changed.noteOf({ url: null, subject: "fee", official: true, readOn: null })).toBeNull();
  });

  it("ignores rows with nothing to flag: two failures, an acknowledged change", () => {
    const quiet = sourceStatusesOf([state({ failures: 2, failingSince: "2026-12-03T06:00:00.000Z" })]);
    expect(quiet.version).toBe("0");
    expect(quiet.noteOf({ url: URL, subject: "fee", official: true, readOn: null })).toBeNull();
  });

  it("names the flagged set in its version: none, a change, its acknowledgement, the same change again", () => {
    expect(NO_FLAGGED_SOURCES.version).toBe("0");
    expect(changed.version).toMatch(/^1:[0-9a-f]{8}$/);
    const unreachable = sourceStatusesOf([state({ failures: 3, failingSince: "2026-12-03T06:00:00.000Z" })]);
    expect(unreachable.version).not.toBe(changed.version);
    expect(sourceStatusesOf([state({ latestFingerprint: "c", changedAt: "2026-12-03T07:00:00.000Z" })]).version).toBe(changed.version);
  });

  it("lists the flagged URLs with their statuses, for the trip planner's stops", () => {
    expect(changed.flagged).toEqual([{ url: URL, status: { kind: "changed", since: "2026-12-03T06:00:00.000Z" } }]);
  });
});

describe("statusAsRead", () => {
  it.each([
    [CHANGED, "2026-12-02", CHANGED],
    [CHANGED, "2026-12-03", CHANGED],
    [CHANGED, "2026-12-04", { kind: "checked" }],
    [CHANGED, null, CHANGED],
    [UNREACHABLE, "2026-12-31", UNREACHABLE],
  ] as const)("%o read on %s is %o", (status, readOn, expected) => {
    expect(statusAsRead(status, readOn as IsoDate | null)).toEqual(expected);
  });
});
