/**
 * @module The trip page's GET form as the compact URL (shared/trip/query.ts): the form sends one field per value
 * (`passport`, `passport2`, a `holds` checkbox per document, `c1`, `a1`, `d1`, `k1`… per stop row, `remove` for a
 * row's remove button, `add` for another row); the Worker answers a submission with a redirect to the compact URL,
 * which is the page's shareable address. Values are kept as typed, so their problems can be shown.
 */
import { MAX_STOPS } from "./plan";

/** A submitted form as read here (URLSearchParams satisfies it). */
export interface FormValues {
  get(name: string): string | null;
  getAll(name: string): string[];
  keys(): Iterable<string>;
}

/**
 * Whether a query carries the form's fields (then the Worker answers with the compact URL): a stop row's field, the
 * second passport, a button, or `holds` given more than once (the checkboxes).
 */
export function isTripFormSubmission(query: FormValues): boolean {
  return [...query.keys()].some((key) => /^[cadk]\d+$/.test(key) || ["passport2", "remove", "add"].includes(key)) || query.getAll("holds").length > 1;
}

/**
 * The compact query string ("?passport=…&holds=…&stops=…", or "" for none) of a form submission: rows with no
 * country and no date are dropped, as is the row named by `remove` (1-based); `~` and `,` typed in a value are dropped, since they
 * separate values in the URL.
 * @example compactTripQuery(new URLSearchParams("passport=IN&holds=us-visa&holds=uk-visa&c1=GB&a1=2027-01-10&d1=2027-01-17&k1=s"))
 *   // "?passport=IN&holds=us-visa,uk-visa&stops=GB~2027-01-10~2027-01-17~s"
 */
export function compactTripQuery(form: FormValues): string {
  const value = (name: string) => (form.get(name) ?? "").trim().replace(/[~,]/g, "");
  const removed = Number(value("remove") || "0");
  const stops: string[] = [];
  // One row more than the plan takes, so a plan over the limit is read and told so rather than cut silently.
  for (let i = 1; i <= MAX_STOPS + 1; i++) {
    const fields = ["c", "a", "d", "k"].map((prefix) => value(`${prefix}${i}`));
    // The kind alone is no stop: its select always has a value.
    if (i === removed || fields.slice(0, 3).every((f) => f === "")) continue;
    stops.push(fields.join("~"));
  }
  const passports = [value("passport"), value("passport2")].filter(Boolean);
  const holds = form
    .getAll("holds")
    .flatMap((h) => h.split(","))
    .map((h) => h.trim().replace(/~/g, ""))
    .filter(Boolean);
  const pairs: [string, string][] = [];
  if (passports.length > 0) pairs.push(["passport", passports.join(",")]);
  if (holds.length > 0) pairs.push(["holds", [...new Set(holds)].join(",")]);
  if (stops.length > 0) pairs.push(["stops", stops.join(",")]);
  const text = pairs.map(([name, v]) => `${name}=${encodeURIComponent(v).replaceAll("%2C", ",")}`).join("&");
  return text ? `?${text}` : "";
}
