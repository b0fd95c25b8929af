/**
 * @module Every flagged source of the data at one moment, resolved once (issue #35): what each cited URL's status is,
 * the sentence a record citing it carries, and a short version string that changes whenever a flag is raised or
 * acknowledged. The worker builds one per request from D1 (worker/services/source-statuses.ts) and every surface
 * (pages, fragments, feeds, the API) reads the same one, so no two of them can disagree about a source.
 */
import { type NoteSubject, sourceDayOf, sourceNoteText } from "./source-note";
import { type SourceState, type SourceStatus, sourceStatusOf } from "./source-state";
import type { IsoDate } from "../units/iso-date";

/** A record's citation as the note needs it: the page, what the record is, whether the page is official, and when we read it. */
export interface CitedSource {
  /** The page the record cites, or null when it cites none (nothing to say then). */
  url: string | null;
  subject: NoteSubject;
  official: boolean;
  /** The day the record says a person read the page (`checkedOn`), or null when it gives none (concessions). */
  readOn: IsoDate | null;
}

/** Reads the note of a citation: the sentence of shared/watch/source-note.ts, or null. */
export type SourceNoteOf = (source: CitedSource) => string | null;

/** The resolved statuses of one moment. */
export interface SourceStatuses {
  /**
   * Names the set of flagged sources: "0" when none is flagged, else their count and a 32-bit FNV-1a hash of their
   * URLs, kinds and days ("2:9c1f04ab"). Answers kept across requests put it in their key, so a flag raised or
   * acknowledged is never served from an answer kept before it.
   */
  version: string;
  /**
   * The status of a record's source: null when it cites no page; "checked" for a page the watch has not flagged (or
   * never read), and for a change the watch saw before the day the record says a person read the page (that read
   * already saw it: a person re-read the page and published before acknowledging the flag; the same day stays
   * flagged, as the order of the two is unknown); else the page's "changed" or "unreachable" status.
   */
  statusOf(source: Pick<CitedSource, "url" | "readOn">): SourceStatus | null;
  /** The sentence for a citation (sourceNoteText of its statusOf), or null. */
  noteOf: SourceNoteOf;
  /** Every flagged URL with its status, URL order (before statusAsRead: a caller that knows a read day applies it). */
  flagged: readonly { url: string; status: SourceStatus }[];
}

/**
 * A page's status as a record that says a person read it on `readOn` sees it: a change the watch saw on a day before
 * that read is one the read already saw ("checked": a person re-read the page and published before acknowledging the
 * flag); the same day stays flagged, as the order of the two is unknown. Anything else is the page's status.
 * @example statusAsRead({ kind: "changed", since: "2026-12-03T06:00:00.000Z" }, "2026-12-04") // { kind: "checked" }
 */
export function statusAsRead(status: SourceStatus, readOn: IsoDate | null): SourceStatus {
  return status.kind === "changed" && readOn !== null && readOn > sourceDayOf(status.since) ? CHECKED : status;
}

/**
 * The statuses of the URLs in `states` (any rows of source_checks: those with nothing to flag are ignored).
 * @example sourceStatusesOf([changedState]).noteOf({ url: changedState.url, subject: "fee", official: true })
 *   // "The official page changed on 3 Dec 2026, after we read it; check it before you rely on this fee"
 */
export function sourceStatusesOf(states: readonly SourceState[]): SourceStatuses {
  const flagged = new Map<string, SourceStatus>();
  for (const state of states) {
    const status = sourceStatusOf(state);
    if (status.kind !== "checked") flagged.set(state.url, status);
  }
  const statusOf = ({ url, readOn }: Pick<CitedSource, "url" | "readOn">): SourceStatus | null =>
    url === null ? null : statusAsRead(flagged.get(url) ?? CHECKED, readOn);
  return {
    version: versionOf(flagged),
    statusOf,
    noteOf: (source) => {
      const status = statusOf(source);
      return status ? sourceNoteText(status, source.subject, source.official) : null;
    },
    flagged: [...flagged].map(([url, status]) => ({ url, status })).sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)),
  };
}

/** No source flagged: statuses for tests and scripts. Marked pure, so a bundle that does not use it drops it. */
export const NO_FLAGGED_SOURCES: SourceStatuses = /* @__PURE__ */ sourceStatusesOf([]);

/**
 * The note of every citation when no statuses are given: none. What the pure builders default to (the browser's
 * bundles import them, and must not carry the statuses' code for it).
 */
export const NO_SOURCE_NOTE: SourceNoteOf = () => null;

const CHECKED: SourceStatus = { kind: "checked" };

function versionOf(flagged: ReadonlyMap<string, SourceStatus>): string {
  if (flagged.size === 0) return "0";
  const lines = [...flagged].map(([url, status]) => `${url}\t${status.kind}\t${status.kind === "checked" ? "" : status.since.slice(0, 10)}`).sort();
  return `${flagged.size}:${fnv1a(lines.join("\n"))}`;
}

/** FNV-1a, 32 bits, over UTF-16 code units, as 8 hex digits: a cheap key, not a security hash. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}
