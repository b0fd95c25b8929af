/**
 * @module How every page reads and writes its query string as text. TanStack Router's default parser JSON-parses
 * values: `?q=1` arrives as the number 1, `?search=[]` as an array, `?search={"a":1}` as an object. Those reached
 * code expecting text and blanked the page or threw a 500 (issue #31). So every route reads each field through
 * `textOf`, which turns a number or boolean back into the text the URL had and drops a list or an object, and sets
 * every field it reads (undefined when refused), because the router merges the validated search over the raw one.
 * Writing, `stringifySearchWith` keeps text as is: the default would quote text that looks like JSON ("90" as
 * %2290%22), so a page's own URL would differ from the one it was given. A parameter given twice never reaches a
 * page: the Worker answers such a URL with 301 to its first value (worker/routes/redirects.ts).
 */
import { stringifySearchWith } from "@tanstack/react-router";

/** The router's `stringifySearch`: text as is (no quotes around "90"), anything else as JSON. */
export const stringifySearchText = stringifySearchWith(JSON.stringify);

/**
 * A search value as text: a string as is, a number or boolean as the text the URL had ("1", "true"); undefined for
 * anything else (null, a list from a repeated parameter, an object). A parsed URL holds nothing but these.
 */
export function textOf(value: unknown): string | undefined {
  return value === undefined || value === null || typeof value === "object" ? undefined : String(value);
}

/** Text that is one ISO 3166-1 alpha-2 code or a comma-separated list of them, in any case. */
const CODE_LIST = /^[a-z]{2}(?:,[a-z]{2})*$/i;

/**
 * A search value that names countries by code, as text ({@link textOf}) in upper case when it is nothing but codes
 * ("in" → "IN", "in,ae" → "IN,AE"); any other text as given, for the server to refuse with its own message. Codes
 * are case-insensitive, so `?passport=in` and `?passport=IN` are one page and one page-cache entry (issue #44).
 * @example codeTextOf("in,ae") // "IN,AE"
 * @example codeTextOf("India") // "India"
 */
export function codeTextOf(value: unknown): string | undefined {
  const text = textOf(value);
  return text !== undefined && CODE_LIST.test(text) ? text.toUpperCase() : text;
}
