/**
 * @module The result's notes that name a source (issue #32): each change announced for the pair ("Announced, not
 * yet in force: …") and the correction that gives today's rule ("Entry rule changed after our dataset was
 * published: …"). One shape, words written on the server, so the page renders them with one small loop.
 */
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import type { AnnouncedNotice } from "./announced";

/**
 * A note as the card shows it: `text`, then the source's name linked to `sourceUrl`, then `after`, which ends with the
 * source's own note when the watch flagged it (issue #35: "… The official page changed on 3 Dec 2026, after we read
 * it; check it before you rely on this rule."), so the card shows it with no code of its own (the result page's
 * JavaScript budget has a few dozen bytes to spare).
 */
export interface SourcedNote {
  /** "announced" or "correction": the note's style (client/styles/app.css .note--announced). */
  kind: "announced" | "correction";
  text: string;
  source: string;
  sourceUrl: string;
  after: string;
}

/**
 * The notes of a result: the announcements first (they are what a traveller planning ahead must not miss), then the
 * correction's provenance when today's rule comes from one.
 */
export function sourcedNotes(
  announced: readonly AnnouncedNotice[],
  correction: {
    kind?: "dataset" | "correction" | "ended";
    asOn: IsoDate;
    source: string | null;
    sourceUrl: string | null;
    sourceNote: string | null;
  } | null,
): SourcedNote[] {
  const notes: SourcedNote[] = announced.map((a) => ({
    kind: "announced" as const,
    text: a.inForce ? `${a.status} ${a.text} Source:` : `Announced, not yet in force: ${a.text} ${a.status} Source:`,
    source: a.source,
    sourceUrl: a.sourceUrl,
    after: ` (${a.dates}).${withNote(a.sourceNote)}`,
  }));
  if (correction?.source && correction.sourceUrl) {
    notes.push({
      kind: "correction",
      text:
        correction.kind === "ended"
          ? `The rule that ended was checked on ${formatIsoDate(correction.asOn)} against`
          : `Entry rule changed after our dataset was published: checked on ${formatIsoDate(correction.asOn)} against`,
      source: correction.source,
      sourceUrl: correction.sourceUrl,
      after: `.${withNote(correction.sourceNote)}`,
    });
  }
  return notes;
}

/** " {note}." after a sentence, or nothing. */
function withNote(note: string | null): string {
  return note ? ` ${note}.` : "";
}
