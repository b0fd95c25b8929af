/**
 * @module The watch's work for one host (issue #35), as one queue message: its cited URLs read one at a time (never
 * two requests at once to one host), each compared with its last read, its state saved, and a flag raised when a
 * page changed (with the short diff and the records citing it) or has failed three times in a row. Figures are
 * never touched. Returns what it did, for the run's log line and the cost figures.
 */
import { normalisePageText } from "../../shared/watch/page-text";
import { nextSourceState, type SourceFlag } from "../../shared/watch/source-state";
import { formatTextDiff, textDiff } from "../../shared/watch/text-diff";
import type { Db } from "../db/client";
import { loadSourceCheck, raiseFlag, saveSourceCheck } from "../db/queries/watch";
import { watchRequestUrl } from "./fetch-policy";
import { pageFingerprint } from "./fingerprint";
import { readSource } from "./read-source";

/** One queue message: a host and its cited URLs, each with the records that cite it. */
export interface WatchHostMessage {
  host: string;
  sources: Array<{ url: string; records: string[] }>;
}

/** Whether a queue message body is a WatchHostMessage. */
export function isWatchHostMessage(body: unknown): body is WatchHostMessage {
  const b = body as Partial<WatchHostMessage> | null;
  return (
    typeof b === "object" &&
    b !== null &&
    typeof b.host === "string" &&
    Array.isArray(b.sources) &&
    b.sources.every((s) => typeof s?.url === "string" && Array.isArray(s.records))
  );
}

/** What one host's check did: reads and failures, flags raised, D1 rows written, bytes of the pages read. */
export interface HostCheckSummary {
  read: number;
  failed: number;
  flagsRaised: number;
  rowsWritten: number;
  bytesRead: number;
}

/** The flag's row: what the reviewer reads and the key that raises it once. */
function flagRow(flag: SourceFlag, detail: string, records: readonly string[]) {
  return flag.kind === "source-changed"
    ? {
        kind: flag.kind,
        dedupeKey: `source-changed:${flag.url}:${flag.fingerprint}`,
        subject: flag.url,
        detail,
        records,
        link: flag.url,
        raisedAt: flag.at,
      }
    : {
        kind: flag.kind,
        dedupeKey: `source-unreachable:${flag.url}:${flag.since}`,
        subject: flag.url,
        detail,
        records,
        link: flag.url,
        raisedAt: flag.since,
      };
}

/** Checks every source of `message`, in order. */
export async function checkHost(
  message: WatchHostMessage,
  deps: { db: Db; fetch: typeof fetch; userAgent: string; now: () => Date; timeoutMs?: number; fixtureOrigin?: string | null },
): Promise<HostCheckSummary> {
  const summary: HostCheckSummary = { read: 0, failed: 0, flagsRaised: 0, rowsWritten: 0, bytesRead: 0 };
  const fixtureOrigin = deps.fixtureOrigin ?? null;
  for (const { url, records } of message.sources) {
    const read = await readSource(watchRequestUrl(url, fixtureOrigin), {
      fetch: deps.fetch,
      userAgent: deps.userAgent,
      timeoutMs: deps.timeoutMs,
      fixtureOrigin,
    });
    const previous = await loadSourceCheck(deps.db, url);
    const at = deps.now().toISOString();
    const text = read.ok ? normalisePageText(read.text) : null;
    const outcome =
      text === null ? { ok: false as const, reason: read.ok ? "" : read.reason } : { ok: true as const, fingerprint: await pageFingerprint(text) };
    const next = nextSourceState(previous?.state ?? null, url, outcome, at);
    await saveSourceCheck(deps.db, next.state, message.host, text);
    summary.rowsWritten++;
    if (read.ok) {
      summary.read++;
      summary.bytesRead += read.bytes;
    } else summary.failed++;
    if (!next.flag) continue;
    const detail =
      next.flag.kind === "source-changed"
        ? formatTextDiff(textDiff(previous?.latestText ?? "", text ?? "")) || "The page's text changed (no word-level difference to show)."
        : `Unreachable since ${next.flag.since}: ${next.flag.reason} (${next.state.failures} failed reads in a row).`;
    if (await raiseFlag(deps.db, flagRow(next.flag, detail, records))) {
      summary.flagsRaised++;
      summary.rowsWritten++;
    }
  }
  return summary;
}
