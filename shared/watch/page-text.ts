/**
 * @module A watched source page's text, made comparable between two reads (issue #35): the worker extracts the main
 * text (worker/watch/extract.ts: scripts, styles, navigation, headers and footers left out); this strips what
 * changes on every read without changing the rule (dates, times, copyright years, counters of views), folds
 * whitespace and compatibility characters (worker/watch/fingerprint.ts fingerprints what is left). Amounts and their currencies stay: a fee
 * that moves from 80 to 90 must change the fingerprint.
 */

const MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const WEEKDAYS = "mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?";

/** Patterns of what a page changes by itself, each replaced by nothing; order matters (longest forms first). */
const VOLATILE: readonly RegExp[] = [
  // 2026-12-03, 2026-12-03T10:00:00Z, 2026/12/03
  /\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:z|[+-]\d{2}:?\d{2})?)?\b/gi,
  // 03/12/2026, 3.12.26, 12-03-2026
  /\b\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}\b/g,
  // Thursday, 3 December 2026 · 3rd Dec. 2026 · 3 Dec
  new RegExp(`\\b(?:(?:${WEEKDAYS}),?\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTHS})\\.?(?:,?\\s+\\d{4})?\\b`, "gi"),
  // December 3, 2026 · Dec 3rd · December 2026
  new RegExp(`\\b(?:(?:${WEEKDAYS}),?\\s+)?(?:${MONTHS})\\.?\\s+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?\\d{4}\\b`, "gi"),
  new RegExp(`\\b(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?\\b`, "gi"),
  // 10:45, 10:45:03, 10:45 am, 10 pm
  /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?\b/gi,
  /\b\d{1,2}\s*[ap]\.m\.(?=\s|$)/gi,
  // © 2024–2026 Ministry …, Copyright 2026
  /(?:©|\(c\)|copyright)\s*\d{4}(?:\s*[-–]\s*\d{4})?/gi,
  // "Last updated", "Page views: 12,345", "Visitors 1234"
  /\b(?:last\s+(?:updated|modified|reviewed)|updated\s+on|page\s+last\s+updated|published)\s*:?/gi,
  /\b(?:page\s+)?(?:views?|visitors?|hits)\s*:?\s*[\d,.]+/gi,
];

/**
 * The text as compared: NFKC, every volatile part removed, whitespace folded to single spaces, trimmed.
 * @example normalisePageText("Fee: INR 2,000\n\nLast updated: 3 Dec 2026") // "Fee: INR 2,000"
 */
export function normalisePageText(text: string): string {
  let out = text.normalize("NFKC");
  for (const pattern of VOLATILE) out = out.replace(pattern, " ");
  return out
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:])/g, "$1")
    .replace(/(?:[,;:]\s*)+(?=[,;:.]|$)/g, "")
    .replace(/^[\s,.;:]+/, "")
    .trim();
}
