/**
 * @module The weekly upstream check (issue #35): the configured upstream Passport Index file (UPSTREAM_PASSPORT_INDEX_URL)
 * read once under the watch's policy, validated exactly as `npm run data:import` validates a snapshot, and compared
 * with the current version in D1 (shared/watch/upstream-diff.ts). A file that differs raises "upstream-changed", one
 * that looks wrong "upstream-anomaly", each once per file (its SHA-256); three failed reads in a row raise
 * "source-unreachable". Its last read is kept in source_checks like a source page's. The watch never writes a figure:
 * publishing stays `npm run data:import`, the seed and a deploy.
 */
import { summariseUpstream } from "../../shared/watch/upstream-diff";
import { upstreamFlag } from "../../shared/watch/upstream-report";
import { nextSourceState } from "../../shared/watch/source-state";
import type { Db } from "../db/client";
import { loadCurrentVersionPairs } from "../db/queries/upstream";
import { loadSourceCheck, raiseFlag, saveSourceCheck } from "../db/queries/watch";
import { watchHostOf, watchRequestUrl } from "./fetch-policy";
import { pageFingerprint } from "./fingerprint";
import { readUpstreamFile } from "./read-upstream";

/** What one upstream check did, for the run's log line and the cost figures. */
export interface UpstreamCheckSummary {
  /** "unreadable": the read failed; "same": the file says what the current version says; "changed"/"anomaly": flagged kinds. */
  outcome: "unreadable" | "no-current-version" | "same" | "changed" | "anomaly";
  /** Why the read failed (unreadable only). */
  reason: string | null;
  bytes: number;
  changedPairs: number;
  flagsRaised: number;
  rowsWritten: number;
}

/** The name data:import's messages give the file: the URL's last path segment ("passport-index-tidy-iso2.csv"). */
function fileNameOf(url: string): string {
  return new URL(url).pathname.split("/").filter(Boolean).at(-1) ?? "upstream";
}

/** Checks the upstream file at `url` once. */
export async function checkUpstream(
  url: string,
  deps: { db: Db; fetch: typeof fetch; userAgent: string; now: () => Date; timeoutMs?: number; fixtureOrigin?: string | null },
): Promise<UpstreamCheckSummary> {
  const { db } = deps;
  const fixtureOrigin = deps.fixtureOrigin ?? null;
  const read = await readUpstreamFile(watchRequestUrl(url, fixtureOrigin), {
    fetch: deps.fetch,
    userAgent: deps.userAgent,
    timeoutMs: deps.timeoutMs,
    fixtureOrigin,
  });
  const previous = await loadSourceCheck(db, url);
  const at = deps.now().toISOString();
  const host = watchHostOf(url);
  const summary: UpstreamCheckSummary = { outcome: "unreadable", reason: null, bytes: 0, changedPairs: 0, flagsRaised: 0, rowsWritten: 1 };
  if (!read.ok) {
    const next = nextSourceState(previous?.state ?? null, url, { ok: false, reason: read.reason }, at);
    await saveSourceCheck(db, next.state, host, null);
    if (next.flag?.kind === "source-unreachable") {
      const fresh = await raiseFlag(db, {
        kind: next.flag.kind,
        dedupeKey: `source-unreachable:${url}:${next.flag.since}`,
        subject: url,
        detail: `The upstream Passport Index file is unreachable since ${next.flag.since}: ${read.reason} (${next.state.failures} failed reads in a row).`,
        records: [],
        link: url,
        raisedAt: next.flag.since,
      });
      summary.flagsRaised += Number(fresh);
      summary.rowsWritten += Number(fresh);
    }
    return { ...summary, reason: read.reason };
  }
  const sha256 = await pageFingerprint(read.text);
  // The upstream's news travels in its own flags: its state keeps the last read, never "changed since our check".
  await saveSourceCheck(
    db,
    { url, reviewedFingerprint: sha256, latestFingerprint: sha256, changedAt: null, failures: 0, failingSince: null, lastError: null, checkedAt: at },
    host,
    null,
  );
  const current = await loadCurrentVersionPairs(db);
  if (!current) return { ...summary, outcome: "no-current-version", bytes: read.bytes };
  const diff = summariseUpstream(current.pairs, { name: fileNameOf(url), text: read.text });
  const flag = upstreamFlag(diff, { bytes: read.bytes, sha256, currentAsOn: current.asOn });
  const done = { ...summary, bytes: read.bytes, changedPairs: diff.changed.length };
  if (!flag) return { ...done, outcome: "same" };
  const fresh = await raiseFlag(db, { ...flag, records: [], link: url, raisedAt: at });
  return {
    ...done,
    outcome: flag.kind === "upstream-anomaly" ? "anomaly" : "changed",
    flagsRaised: Number(fresh),
    rowsWritten: done.rowsWritten + Number(fresh),
  };
}
