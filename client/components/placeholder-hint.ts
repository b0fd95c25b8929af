/**
 * @module The counts from which a `content-visibility: auto` section's stylesheet estimates its placeholder height.
 *
 * Why: a skipped section is laid out at its placeholder height, yet axe-core (the audit's and Lighthouse's) reads the
 * real positions of the cards inside it; a placeholder shorter than its content puts the last cards over the footer
 * and the next section, and axe reports their contrast and target size against what lies there (axe-core issue 2768).
 * So each section's CSS turns these counts into a height that is never short (fewer columns and taller rows than
 * measured), and `auto` keeps the real height once the section has been seen.
 */
import type { CSSProperties } from "react";

/**
 * Custom properties for a section's inline style: `{ cards: 60, wide: 43 }` becomes `--cards: 60; --wide: 43`.
 * Counts are whole numbers ≥ 0 (items, rows: lengths of lists); the stylesheet that reads them says what each means.
 * Written small: it is in the finder's first script, which is at its budget.
 */
export const placeholderHint = (counts: Readonly<Record<string, number>>): CSSProperties =>
  Object.fromEntries(Object.entries(counts).map(([name, count]) => [`--${name}`, count]));
