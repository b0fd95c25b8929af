/**
 * @module The order of a sortable content table (a guide's comparison tables): numbers by their first figure
 * ("€90", "15-30 days"), before cells without one, otherwise text in English order. The server draws the table
 * unsorted (client/features/content/data-table.tsx) and the static pages' script sorts it (static-shell/
 * sortable-table.ts) with this rule, over the text the reader sees, and the same arrows.
 */
import { compareEnglish } from "../units/english-order";

/**
 * The first number in a cell, or null when the cell has none.
 * @example leadingNumber("£1,035/yr") // 1035
 */
export function leadingNumber(cell: string): number | null {
  const m = /\d[\d,]*(?:\.\d+)?/.exec(cell);
  return m ? Number(m[0].replace(/,/g, "")) : null;
}

/**
 * Compares two cells for an ascending sort (negative: `a` first).
 * @example compareCells("€90", "€80") // > 0
 */
export function compareCells(a: string, b: string): number {
  const na = leadingNumber(a);
  const nb = leadingNumber(b);
  if (na !== null && nb !== null && na !== nb) return na - nb;
  if (na !== null && nb === null) return -1;
  if (na === null && nb !== null) return 1;
  return compareEnglish(a, b);
}

/** A sortable column's state, as its header's aria-sort says it. */
export type SortState = "ascending" | "descending" | "none";

/** The arrow after a sortable column's name for each state (hidden from screen readers, which read aria-sort). */
export const SORT_ARROWS: Readonly<Record<SortState, string>> = { ascending: " ▲", descending: " ▼", none: " ↕" };

/** The state a click on a column's header moves it to: ascending first, then the reverse, and back. */
export function nextSortState(current: SortState): Exclude<SortState, "none"> {
  return current === "ascending" ? "descending" : "ascending";
}
