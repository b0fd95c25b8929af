/**
 * @module The documents a visitor says they hold (`?holds=us-visa,uk-residence`): read leniently, since the page
 * still has its answer without them. Unknown keys, repeats, another passport than India's and an over-long list are
 * left out with a note saying so. Written back the same way: the canonical value (holdsParam), and the links that
 * keep it as the visitor moves between the finder, the ranking, the comparison, the maps and the check (holdsFor,
 * holdsQuery, checkHref), which carry it only where the link's passport is India's (the only passport with
 * concessions), so no other passport's page is handed a list it would only have to leave out with a note.
 */
import { HELD_DOCUMENTS, type HeldDocumentKey } from "./documents";

/** Longest `holds` value read, in characters: all thirteen keys fit in 170. */
export const HOLDS_PARAM_MAX = 200;

/** The passport the concessions are for (exemptions/SOURCE.md: every record is IN). */
export const CONCESSIONS_PASSPORT = "IN";

/** The held documents in the documents' order, and a note on what was left out (null when nothing was). */
export interface HoldsReading {
  holds: HeldDocumentKey[];
  note: string | null;
}

const KEYS: ReadonlySet<string> = new Set(HELD_DOCUMENTS.map((d) => d.key));

/**
 * Reads `holds` for `passport` (ISO 3166-1 alpha-2, upper case).
 * @example readHolds("us-visa,US-VISA,mars", "IN") // { holds: ["us-visa"], note: "We left out “mars”: not a document we know. …" }
 */
export function readHolds(value: unknown, passport: string): HoldsReading {
  if (typeof value !== "string" || value.trim() === "") return { holds: [], note: null };
  if (passport !== CONCESSIONS_PASSPORT) {
    return { holds: [], note: "The documents you hold change the rules for Indian passports only, so they are left out here." };
  }
  if (value.length > HOLDS_PARAM_MAX)
    return { holds: [], note: "That list of documents is too long, so it is left out. Choose the documents again." };
  const asked = value
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const unknown = [...new Set(asked.filter((key) => !KEYS.has(key)))];
  const held = new Set(asked.filter((key) => KEYS.has(key)));
  const holds = HELD_DOCUMENTS.map((d) => d.key).filter((key) => held.has(key));
  const shown = unknown.slice(0, 3).map((key) => `“${key.slice(0, 30)}”`);
  return {
    holds,
    note: unknown.length > 0 ? `We left out ${shown.join(", ")}${unknown.length > 3 ? " and others" : ""}: not a document we know.` : null,
  };
}

/**
 * The canonical `holds` value: the keys in the documents' order, comma-separated; undefined for none.
 * @example holdsParam(["uk-visa", "us-visa"]) // "us-visa,uk-visa"
 */
export function holdsParam(holds: readonly HeldDocumentKey[]): string | undefined {
  const set = new Set(holds);
  const keys = HELD_DOCUMENTS.map((d) => d.key).filter((key) => set.has(key));
  return keys.length > 0 ? keys.join(",") : undefined;
}

/**
 * The `holds` a link to a page about `passport` (ISO 3166-1 alpha-2, upper case) carries: the URL's value as is
 * (the target reads it leniently), or undefined for none, for an empty value, or for another passport than India's.
 * @example holdsFor("IN", "us-visa") // "us-visa"
 * @example holdsFor("AE", "us-visa") // undefined
 */
export function holdsFor(passport: string, holds: string | undefined): string | undefined {
  return holdsQuery(passport, holds) ? holds : undefined;
}

/**
 * The `holds` part of a link (with its `&`), encoded as the router writes it (a comma as %2C), or "" when the link
 * carries none.
 * @example holdsQuery("IN", "us-visa,uk-visa") // "&holds=us-visa%2Cuk-visa"
 */
export function holdsQuery(passport: string, holds: string | undefined): string {
  return passport === CONCESSIONS_PASSPORT && holds ? `&holds=${encodeURIComponent(holds)}` : "";
}

/**
 * The check's URL for `from` → `to` (ISO 3166-1 alpha-2) with `holds` where it applies: for plain anchors (the
 * server-drawn maps, long tables, the finder's cards), which cost less than router links.
 * @example checkHref("IN", "MX", "us-visa,uk-visa") // "/?from=IN&to=MX&holds=us-visa%2Cuk-visa"
 */
export function checkHref(from: string, to: string, holds: string | undefined): string {
  return `/?from=${from}&to=${to}${holdsQuery(from, holds)}`;
}

/**
 * The finder's URL for `passport` (ISO 3166-1 alpha-2) with `holds` where it applies: for the long tables' plain
 * anchors (the ranking's 199 rows), which cost the browser's hydration far less than router links.
 * @example finderHref("IN", "us-visa") // "/visa-free?passport=IN&holds=us-visa"
 */
export function finderHref(passport: string, holds: string | undefined): string {
  return `/visa-free?passport=${passport}${holdsQuery(passport, holds)}`;
}
