/**
 * @module How every page reads and writes its query string: each parameter is text, and a parameter given more than
 * once counts by its first value (as Hono's `c.req.query()` reads it). TanStack Router's default parser JSON-parses
 * values (`?q=1` became the number 1, `?search=[]` an array, `?q=a&q=b` a list), which let odd URLs reach code that
 * expects text and blanked the page (issue #31); with this, a page's `validateSearch` only ever sees strings.
 */

/** A page's query parameters: name → its first value, as text. */
export type SearchText = Record<string, string>;

/**
 * Parses a query string (with or without its `?`) into text values, the first of a repeated name kept.
 * @example parseSearchText("?q=1&q=2&search=[]") // { q: "1", search: "[]" }
 */
export function parseSearchText(query: string): SearchText {
  const out: SearchText = Object.create(null);
  for (const [name, value] of new URLSearchParams(query.startsWith("?") ? query.slice(1) : query)) {
    if (!(name in out)) out[name] = value;
  }
  return out;
}

/**
 * Writes search values back as a query string (`?a=1&b=x`, or "" when none is set): numbers and booleans as their
 * text, `undefined`, `null` and "" left out, commas kept readable (`holds=us-visa,uk-visa`).
 */
export function stringifySearchText(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(name, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  const text = params.toString().replaceAll("%2C", ",");
  return text ? `?${text}` : "";
}

/**
 * A page's validated search with every field it reads present: the value kept, or `undefined`. The router merges a
 * route's validated search over the raw one, so a field left out would keep the raw value the page just refused.
 * @example onlyFields(["q", "region"], { q: "in" }) // { q: "in", region: undefined }
 */
export function onlyFields<F extends string, T extends Partial<Record<F, unknown>>>(fields: readonly F[], kept: T): T {
  const all = Object.fromEntries(fields.map((field) => [field, undefined])) as T;
  return Object.assign(all, kept);
}

/** A search value as text, or undefined when the router gave anything else. */
export function textOf(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}
