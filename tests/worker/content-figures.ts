/** Helpers of the editorial worker tests: a page's visible text, and the figures a content record holds. */

/** The visible text of server-rendered HTML: no scripts, styles, comments or tags; entities decoded; spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");
}

// Fields that are not shown as text (routing, metadata, ids, styles) or are shown reformatted (dates).
const HIDDEN_KEYS = new Set([
  "path",
  "metaTitle",
  "description",
  "kind",
  "publishedOn",
  "updatedOn",
  "updatedLabel",
  "feeDestinations",
  "id",
  "href",
  "record",
  "sourceUrl",
  "url",
  "tone",
  "checkedOn",
  "effectiveOn",
]);

const CURRENCY = String.raw`(?:[$£€₹]|(?:USD|EUR|GBP|CAD|AUD|NZD|AED|IDR|JOD|QAR|INR)\s)`;
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const UNIT = String.raw`(?:\+|%|th|st|nd|rd|\s(?:days?|weeks?|months?|years?|lakhs?|crore|hours?|minutes?|students|per year|a year)\b)`;
/** A figure: optional currency, a number, an optional range, an optional unit ("£1,035 per year", "15-30%", "CAD 85"). */
const FIGURE = new RegExp(`${CURRENCY}?${NUMBER}(?:\\s?-\\s?${CURRENCY}?${NUMBER})?${UNIT}?`, "g");

/**
 * Every figure a record shows as written: numbers with their currency, range and unit, from each displayed
 * string that holds no `{token}` (counts and `{fee:…}` figures come from D1 and are tested against it apart).
 * Markdown links count by label.
 */
export function recordFigures(record: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, key?: string) => {
    if (key && HIDDEN_KEYS.has(key)) return;
    if (typeof value === "string") {
      if (/\{[A-Za-z]+(?::[^}]+)?\}/.test(value)) return;
      const text = value.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
      for (const m of text.matchAll(FIGURE)) found.add(m[0].trim());
    } else if (Array.isArray(value)) value.forEach((v) => visit(v));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(record);
  return [...found];
}
