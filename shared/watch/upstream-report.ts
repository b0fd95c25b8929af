/**
 * @module The review-queue flag of one upstream file (issue #35): "upstream-anomaly" when the file is not to be
 * trusted (shared/watch/upstream-diff.ts upstreamAnomalies), else "upstream-changed" when it differs from the current
 * version, else none; and the text a reviewer reads (ops:data, /ops/data, the digest): the anomalies, the counts,
 * India's row, a few other changes, the file's size and hash, and how a change is published. One flag per file: the
 * dedupe key carries the file's SHA-256, so the same file is never flagged twice.
 */
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import { changedShare, differsFromCurrent, formatShare, type PairChange, type UpstreamSummary, upstreamAnomalies } from "./upstream-diff";

/** India's changes listed at most; other pairs' changes listed at most (the rest are counted). */
const INDIA_LISTED = 20;
const OTHERS_LISTED = 10;

/** The file as read: its size, SHA-256 (hex) and the current version's date it was compared with. */
export interface UpstreamFileMeta {
  bytes: number;
  sha256: string;
  currentAsOn: IsoDate;
}

/** A flag to raise for the file: kind, dedupe key, subject and detail. */
export interface UpstreamFlag {
  kind: "upstream-anomaly" | "upstream-changed";
  dedupeKey: string;
  subject: string;
  detail: string;
}

const count = (n: number) => n.toLocaleString("en-US");
const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? "" : "s"}`;
const changeText = (c: PairChange) => `${c.passport} → ${c.destination} ${c.before} → ${c.after}`;

/** Up to `most` changes as one line, with how many more there are. */
function listed(changes: readonly PairChange[], most: number): string {
  const shown = changes.slice(0, most).map(changeText).join("; ");
  return changes.length > most ? `${shown}; and ${count(changes.length - most)} more` : shown;
}

/** The reviewer's text for `summary` with its `anomalies` (none for a plain change). */
export function upstreamDetail(summary: UpstreamSummary, anomalies: readonly string[], meta: UpstreamFileMeta): string {
  const lines: string[] = [];
  if (anomalies.length > 0) {
    lines.push("Not to be trusted as it is:");
    for (const a of anomalies) lines.push(`- ${a}`);
  }
  lines.push(
    `Against the current version (${formatIsoDate(meta.currentAsOn)}): ${count(summary.changed.length)} of ${count(summary.currentPairs)} pairs changed (${formatShare(changedShare(summary))}), ${count(summary.added)} added, ${count(summary.missing)} missing; ${plural(summary.blank.length, "blank cell")}.`,
  );
  lines.push(
    summary.india.length > 0
      ? `India's row: ${plural(summary.india.length, "change")}: ${listed(summary.india, INDIA_LISTED)}.`
      : "India's row: unchanged.",
  );
  const others = summary.changed.filter((c) => !summary.india.includes(c));
  if (others.length > 0) lines.push(`Other changes: ${listed(others, OTHERS_LISTED)}.`);
  if (summary.newCodes.length > 0) lines.push(`New codes: ${summary.newCodes.slice(0, 20).join(", ")}.`);
  lines.push(`File: ${count(meta.bytes)} bytes, ${plural(summary.rows, "row")}, SHA-256 ${meta.sha256.slice(0, 16)}….`);
  lines.push(
    anomalies.length > 0
      ? "Nothing on the site changed. Check the file against passportindex.org before importing any of it."
      : "Nothing on the site changed. To publish: check the changes against their sources, then npm run data:import -- <file> --as-of <date> …, npm run db:seed, commit data/ and deploy.",
  );
  return lines.join("\n");
}

/**
 * The flag for the file, or null when it says exactly what the current version says.
 * @example upstreamFlag(summary, meta)?.kind // "upstream-changed"
 */
export function upstreamFlag(summary: UpstreamSummary, meta: UpstreamFileMeta): UpstreamFlag | null {
  const anomalies = upstreamAnomalies(summary);
  if (anomalies.length > 0) {
    return {
      kind: "upstream-anomaly",
      dedupeKey: `upstream-anomaly:${meta.sha256}`,
      subject: `Upstream Passport Index file looks wrong: ${anomalies.length === 1 ? "1 anomaly" : `${anomalies.length} anomalies`}`,
      detail: upstreamDetail(summary, anomalies, meta),
    };
  }
  if (!differsFromCurrent(summary)) return null;
  return {
    kind: "upstream-changed",
    dedupeKey: `upstream-changed:${meta.sha256}`,
    subject: `Upstream Passport Index file changed: ${summary.changed.length === 1 ? "1 pair differs" : `${count(summary.changed.length)} pairs differ`} from the current version${summary.india.length > 0 ? `, ${count(summary.india.length)} in India's row` : ""}`,
    detail: upstreamDetail(summary, [], meta),
  };
}
