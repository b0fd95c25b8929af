/**
 * @module What one read of a watched source means (issue #35): the rules that turn the last state of a URL and the
 * outcome of this read into its next state and, when a person should look, a flag. A changed fingerprint flags
 * "source changed since our check" once per change (a page that stays changed is not flagged again every week);
 * three failed reads in a row flag "source unreachable since …". Nothing here changes a figure: the flag waits for a
 * person, who re-checks the source and acknowledges it (the reviewed fingerprint then becomes the latest).
 */

/** Failed reads in a row after which a source counts as unreachable. */
export const UNREACHABLE_AFTER_FAILURES = 3;

/** A watched URL's state, as D1 keeps it (table source_checks). Instants are ISO 8601 UTC. */
export interface SourceState {
  url: string;
  /** The fingerprint a person last vouched for: the first successful read, then each acknowledgement. */
  reviewedFingerprint: string | null;
  /** The fingerprint of the last successful read. */
  latestFingerprint: string | null;
  /** When the latest fingerprint first differed from the reviewed one (null: it does not). */
  changedAt: string | null;
  /** Failed reads in a row, and when the first of them happened. */
  failures: number;
  failingSince: string | null;
  lastError: string | null;
  checkedAt: string;
}

/** One read: the page's fingerprint, or why it could not be read (in our words: "HTTP 404", "timed out after 15 s"). */
export type ReadOutcome = { ok: true; fingerprint: string } | { ok: false; reason: string };

/** A flag for the review queue. */
export type SourceFlag =
  | { kind: "source-changed"; url: string; at: string; previousFingerprint: string | null; fingerprint: string }
  | { kind: "source-unreachable"; url: string; since: string; reason: string };

/** What a source shows travellers: fine, changed after our read (since when), or unreachable (since when). */
export type SourceStatus = { kind: "checked" } | { kind: "changed"; since: string } | { kind: "unreachable"; since: string };

/**
 * The next state of `url` after a read at `at`, and the flag it raises, if any.
 * - First successful read: the baseline, no flag.
 * - Same fingerprint as the latest: no flag (a change already flagged stays flagged until acknowledged).
 * - A new fingerprint: a "source-changed" flag, compared with the latest read (so the diff shows this week's change).
 * - A failure: counted; the third in a row raises "source-unreachable" with the first failure's time, once.
 */
export function nextSourceState(
  previous: SourceState | null,
  url: string,
  outcome: ReadOutcome,
  at: string,
): { state: SourceState; flag: SourceFlag | null } {
  const base: SourceState = previous ?? {
    url,
    reviewedFingerprint: null,
    latestFingerprint: null,
    changedAt: null,
    failures: 0,
    failingSince: null,
    lastError: null,
    checkedAt: at,
  };
  if (!outcome.ok) {
    const failures = base.failures + 1;
    const failingSince = base.failingSince ?? at;
    const state = { ...base, failures, failingSince, lastError: outcome.reason, checkedAt: at };
    const flag =
      failures === UNREACHABLE_AFTER_FAILURES ? ({ kind: "source-unreachable", url, since: failingSince, reason: outcome.reason } as const) : null;
    return { state, flag };
  }
  const recovered = { ...base, failures: 0, failingSince: null, lastError: null, checkedAt: at };
  if (base.reviewedFingerprint === null) {
    return { state: { ...recovered, reviewedFingerprint: outcome.fingerprint, latestFingerprint: outcome.fingerprint, changedAt: null }, flag: null };
  }
  if (outcome.fingerprint === base.latestFingerprint) return { state: recovered, flag: null };
  const backToReviewed = outcome.fingerprint === base.reviewedFingerprint;
  const state = { ...recovered, latestFingerprint: outcome.fingerprint, changedAt: backToReviewed ? null : (base.changedAt ?? at) };
  const flag = backToReviewed
    ? null
    : ({ kind: "source-changed", url, at, previousFingerprint: base.latestFingerprint, fingerprint: outcome.fingerprint } as const);
  return { state, flag };
}

/**
 * A person re-checked the source and vouches for what it says now: the latest read becomes the reviewed one.
 * The figures themselves change only through the repository and a deploy.
 */
export function acknowledgeSource(state: SourceState): SourceState {
  return { ...state, reviewedFingerprint: state.latestFingerprint, changedAt: null };
}

/** What travellers are told about a source in `state` (unreachable wins: we cannot say what it says now). */
export function sourceStatusOf(state: SourceState | null): SourceStatus {
  if (!state) return { kind: "checked" };
  if (state.failures >= UNREACHABLE_AFTER_FAILURES && state.failingSince) return { kind: "unreachable", since: state.failingSince };
  if (state.changedAt) return { kind: "changed", since: state.changedAt };
  return { kind: "checked" };
}
