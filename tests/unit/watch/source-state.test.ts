/** The watch's rules for one source: baseline, change flagged once, three failures, acknowledgement (issue #35). */
import { describe, expect, it } from "vitest";
import { acknowledgeSource, nextSourceState, type ReadOutcome, type SourceState, sourceStatusOf } from "../../../shared/watch/source-state";

const URL = "https://example.gov/visa-fees";
const ok = (fingerprint: string): ReadOutcome => ({ ok: true, fingerprint });
const fail = (reason: string): ReadOutcome => ({ ok: false, reason });

/** Runs reads one week apart from 2026-12-03 and returns every state and flag. */
function run(outcomes: ReadOutcome[], start: SourceState | null = null) {
  let state = start;
  const flags = [];
  for (const [i, outcome] of outcomes.entries()) {
    const at = new Date(Date.UTC(2026, 11, 3 + 7 * i)).toISOString();
    const next = nextSourceState(state, URL, outcome, at);
    state = next.state;
    if (next.flag) flags.push(next.flag);
  }
  return { state: state as SourceState, flags };
}

describe("nextSourceState", () => {
  it("the first read is the baseline: nothing to flag", () => {
    const { state, flags } = run([ok("a")]);
    expect(flags).toEqual([]);
    expect(state).toMatchObject({ reviewedFingerprint: "a", latestFingerprint: "a", changedAt: null, failures: 0 });
    expect(sourceStatusOf(state)).toEqual({ kind: "checked" });
  });

  it("a change is flagged once, and the page says so until a person acknowledges it", () => {
    const { state, flags } = run([ok("a"), ok("b"), ok("b"), ok("b")]);
    expect(flags).toEqual([{ kind: "source-changed", url: URL, at: "2026-12-10T00:00:00.000Z", previousFingerprint: "a", fingerprint: "b" }]);
    expect(sourceStatusOf(state)).toEqual({ kind: "changed", since: "2026-12-10T00:00:00.000Z" });
    const acked = acknowledgeSource(state);
    expect(sourceStatusOf(acked)).toEqual({ kind: "checked" });
    expect(run([ok("b")], acked).flags).toEqual([]);
  });

  it("a second change before review is flagged against the latest read, keeping the first change's date", () => {
    const { state, flags } = run([ok("a"), ok("b"), ok("c")]);
    expect(flags.map((f) => f.kind === "source-changed" && [f.previousFingerprint, f.fingerprint])).toEqual([
      ["a", "b"],
      ["b", "c"],
    ]);
    expect(state.changedAt).toBe("2026-12-10T00:00:00.000Z");
  });

  it("a page that changes back to what we reviewed is no longer changed", () => {
    const { state, flags } = run([ok("a"), ok("b"), ok("a")]);
    expect(flags).toHaveLength(1);
    expect(sourceStatusOf(state)).toEqual({ kind: "checked" });
  });

  it("three failures in a row flag it unreachable since the first, once; a success clears it", () => {
    const { state, flags } = run([ok("a"), fail("HTTP 404"), fail("HTTP 404"), fail("timed out after 15 s"), fail("HTTP 404")]);
    expect(flags).toEqual([{ kind: "source-unreachable", url: URL, since: "2026-12-10T00:00:00.000Z", reason: "timed out after 15 s" }]);
    expect(sourceStatusOf(state)).toEqual({ kind: "unreachable", since: "2026-12-10T00:00:00.000Z" });
    const back = run([ok("a")], state);
    expect(back.flags).toEqual([]);
    expect(sourceStatusOf(back.state)).toEqual({ kind: "checked" });
  });

  it("two failures are not yet a flag, and a success resets the count", () => {
    const { state, flags } = run([ok("a"), fail("HTTP 500"), fail("HTTP 500"), ok("a"), fail("HTTP 500"), fail("HTTP 500")]);
    expect(flags).toEqual([]);
    expect(state.failures).toBe(2);
  });
});
