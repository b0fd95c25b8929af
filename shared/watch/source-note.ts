/**
 * @module What a traveller is told about a record whose source the watch flagged (issue #35): one sentence beside
 * the record's citation when its page changed after we read it and nobody has re-checked it yet, or when it stopped
 * answering; and the same status as the public API states it. Nothing about the figure itself changes: the figure
 * changes only when a person re-checks the page and publishes through the repository.
 */
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import type { SourceStatus } from "./source-state";

/** What the record is, as the sentence names it: a fee ("this fee") or an entry rule ("this rule"). */
export type NoteSubject = "fee" | "rule";

/**
 * The sentence a flagged source puts beside a record's citation, without a final full stop (the page or the text
 * around it ends the sentence), or null for a source with nothing to say ("checked": not flagged, or re-checked).
 * A source that is not a government page is "the source page", never "the official page". The day is the UTC
 * calendar day of the change (the read that first saw it) or of the first failed read, as the site writes dates.
 * @param status the record's source status (shared/watch/source-statuses.ts statusOf): instants are ISO 8601 UTC.
 * @param subject "fee" for a fee record, "rule" for a requirement correction, a concession or an announced rule.
 * @param official whether the cited page is a government's own (the record's `official` / `isVerified` flag).
 * @example sourceNoteText({ kind: "changed", since: "2026-12-03T06:00:00.000Z" }, "fee", true)
 *   // "The official page changed on 3 Dec 2026, after we read it; check it before you rely on this fee"
 * @example sourceNoteText({ kind: "unreachable", since: "2026-12-03T06:00:00.000Z" }, "rule", false)
 *   // "The source page has not answered since 3 Dec 2026; check it before you rely on this rule"
 */
export function sourceNoteText(status: SourceStatus, subject: NoteSubject, official: boolean): string | null {
  if (status.kind === "checked") return null;
  const page = official ? "The official page" : "The source page";
  const day = formatIsoDate(sourceDayOf(status.since));
  const what = status.kind === "changed" ? `changed on ${day}, after we read it` : `has not answered since ${day}`;
  return `${page} ${what}; check it before you rely on this ${subject}`;
}

/**
 * A source's status as the public API gives it (field `sourceStatus`): "checked" (not flagged, or re-checked by a
 * person), "changed" (the page changed after we read it and nobody has re-checked it) or "unreachable" (it has not
 * answered three reads in a row), with `since`, the calendar day (YYYY-MM-DD, UTC) of the change or of the first
 * failed read, for the last two.
 */
export interface PublicSourceStatus {
  state: "checked" | "changed" | "unreachable";
  /** Calendar day (YYYY-MM-DD, UTC) the page changed or stopped answering; absent when `state` is "checked". */
  since?: IsoDate;
}

/**
 * The API's form of a status: its kind, and the instant cut to its UTC calendar day.
 * @example publicSourceStatus({ kind: "unreachable", since: "2026-12-03T06:00:00.000Z" }) // { state: "unreachable", since: "2026-12-03" }
 */
export function publicSourceStatus(status: SourceStatus): PublicSourceStatus {
  return status.kind === "checked" ? { state: "checked" } : { state: status.kind, since: sourceDayOf(status.since) };
}

/**
 * The UTC calendar day of an ISO 8601 UTC instant, as the notes and the API give it.
 * @example sourceDayOf("2026-12-03T06:00:00.000Z") // "2026-12-03"
 */
export function sourceDayOf(instant: string): IsoDate {
  return instant.slice(0, 10) as IsoDate;
}
