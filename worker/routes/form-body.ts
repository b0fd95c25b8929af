/** @module A form body (application/x-www-form-urlencoded) as the forms' schemas read it. */

/**
 * Every field of `body` with its repeats: a field sent once is its text, a field sent twice an array, which the
 * forms' strict schemas refuse (shared/schemas/consent-form.ts, shared/schemas/alerts.ts).
 * @example formFieldsOf("a=1&b=2&b=3") // { a: "1", b: ["2", "3"] }
 */
export function formFieldsOf(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = fields[name];
    fields[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return fields;
}
