/**
 * @module Links that keep the documents a visitor holds (`holds`, shared/concessions/holds.ts) as they move between
 * the finder, the ranking, the comparison, the maps and the check. One rule for every link: `holds` goes along only
 * where the link's passport is India's (the only passport with concessions), so no other passport's page is handed a
 * list it would only have to leave out with a note.
 */
import { CONCESSIONS_PASSPORT } from "./holds";

/**
 * The `holds` a link to a page about `passport` (ISO 3166-1 alpha-2, upper case) carries: the URL's value as is
 * (the target reads it leniently), or undefined for none, for an empty value, or for another passport than India's.
 * @example holdsFor("IN", "us-visa") // "us-visa"
 * @example holdsFor("AE", "us-visa") // undefined
 */
export function holdsFor(passport: string, holds: string | undefined): string | undefined {
  return passport === CONCESSIONS_PASSPORT && holds ? holds : undefined;
}

/**
 * A router search object for a check of `from` → `to` (ISO 3166-1 alpha-2), with `holds` where it applies.
 * @example checkSearch("IN", "MX", "us-visa") // { from: "IN", to: "MX", holds: "us-visa" }
 */
export function checkSearch(from: string, to: string, holds: string | undefined): { from: string; to: string; holds?: string } {
  const kept = holdsFor(from, holds);
  return kept ? { from, to, holds: kept } : { from, to };
}

/**
 * The `?holds=` part of a link (with its `&`), commas kept readable, or "" when the link carries none.
 * @example holdsQuery("IN", "us-visa,uk-visa") // "&holds=us-visa,uk-visa"
 */
export function holdsQuery(passport: string, holds: string | undefined): string {
  const kept = holdsFor(passport, holds);
  return kept ? `&holds=${encodeURIComponent(kept).replaceAll("%2C", ",")}` : "";
}

/**
 * The check's URL for `from` → `to` (ISO 3166-1 alpha-2) with `holds` where it applies: for plain anchors (the
 * server-drawn maps, long tables, the finder's cards), which cost less than router links.
 * @example checkHref("IN", "MX", "us-visa") // "/?from=IN&to=MX&holds=us-visa"
 */
export function checkHref(from: string, to: string, holds: string | undefined): string {
  return `/?from=${from}&to=${to}${holdsQuery(from, holds)}`;
}
