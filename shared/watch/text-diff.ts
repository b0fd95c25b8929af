/**
 * @module The short text diff a reviewer reads when a watched source changed (issue #35): the words removed and added
 * between our last read and this one, each with a few words of context, computed by jsdiff (`diff`, word mode) and
 * cut to a fixed size so a rewritten page cannot fill the review queue.
 */
import { diffWords } from "diff";

/** The most characters a diff keeps (the rest is counted, not kept). */
export const TEXT_DIFF_MAX_CHARS = 2_000;
/** Words of unchanged text kept on each side of a change. */
const CONTEXT_WORDS = 6;

/** One change: the text around it, what went and what came (either may be empty). */
export interface TextChange {
  before: string;
  removed: string;
  added: string;
  after: string;
}

/** The changes between two normalised texts, and whether more were left out to keep to the size. */
export interface TextDiff {
  changes: TextChange[];
  /** Changes left out after TEXT_DIFF_MAX_CHARS. */
  omitted: number;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const head = (text: string) => words(text).slice(0, CONTEXT_WORDS).join(" ");
const tail = (text: string) => words(text).slice(-CONTEXT_WORDS).join(" ");

/**
 * What changed from `previous` to `next` (both normalisePageText output), in reading order.
 * @example textDiff("Visa fee EUR 80 per person", "Visa fee EUR 90 per person").changes[0] // { before: "Visa fee EUR", removed: "80", added: "90", after: "per person" }
 */
export function textDiff(previous: string, next: string): TextDiff {
  const parts = diffWords(previous, next);
  const changes: TextChange[] = [];
  let omitted = 0;
  let size = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (!part || (!part.added && !part.removed)) continue;
    // A replacement is a removed part followed by an added one: one change.
    let removed = "";
    let added = "";
    const start = i;
    while (i < parts.length && (parts[i]?.added || parts[i]?.removed)) {
      const p = parts[i];
      if (p?.removed) removed += p.value;
      else if (p?.added) added += p.value;
      i++;
    }
    const before = start > 0 ? tail(parts[start - 1]?.value ?? "") : "";
    const after = i < parts.length ? head(parts[i]?.value ?? "") : "";
    i--;
    const change = { before, removed: removed.trim(), added: added.trim(), after };
    const length = change.before.length + change.removed.length + change.added.length + change.after.length;
    if (size + length > TEXT_DIFF_MAX_CHARS) {
      omitted++;
      continue;
    }
    size += length;
    changes.push(change);
  }
  return { changes, omitted };
}

/**
 * The diff as a reviewer reads it in a terminal or an e-mail: one line per change, "… before [−removed] [+added] after …".
 * @example formatTextDiff(textDiff("fee EUR 80", "fee EUR 90")) // "fee EUR [−80] [+90]"
 */
export function formatTextDiff(diff: TextDiff): string {
  const lines = diff.changes.map((c) =>
    [c.before && `…${c.before}`, c.removed && `[−${c.removed}]`, c.added && `[+${c.added}]`, c.after && `${c.after}…`].filter(Boolean).join(" "),
  );
  if (diff.omitted > 0) lines.push(`(${diff.omitted} more change${diff.omitted === 1 ? "" : "s"} not shown)`);
  return lines.join("\n");
}
