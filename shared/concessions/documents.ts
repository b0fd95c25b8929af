/**
 * @module The documents an Indian passport holder may hold that unlock easier entry elsewhere (entry concessions,
 * data/exemptions/SOURCE.md): their URL keys (`?holds=us-visa,uk-residence`), the data's labels and how
 * pages name them.
 */

/** One kind of held document. */
export interface HeldDocument {
  /** URL and storage key, e.g. "us-visa". */
  key: string;
  /** The data's `heldDocument` value, e.g. "US visa". */
  label: string;
}

/** The thirteen documents of the data, in the order pages list them. */
export const HELD_DOCUMENTS = [
  { key: "us-visa", label: "US visa" },
  { key: "us-residence", label: "US residence" },
  { key: "uk-visa", label: "UK visa" },
  { key: "uk-residence", label: "UK residence" },
  { key: "schengen-visa", label: "Schengen visa" },
  { key: "schengen-residence", label: "Schengen residence" },
  { key: "canada-visa", label: "Canada visa" },
  { key: "canada-residence", label: "Canada residence" },
  { key: "australia-visa", label: "Australia visa" },
  { key: "japan-visa", label: "Japan visa" },
  { key: "ireland-visa", label: "Ireland visa" },
  { key: "new-zealand-visa", label: "New Zealand visa" },
  { key: "gcc-residence", label: "GCC residence" },
] as const satisfies readonly HeldDocument[];

/** A held document's key, e.g. "us-visa". */
export type HeldDocumentKey = (typeof HELD_DOCUMENTS)[number]["key"];

/** What a concession grants (SOURCE.md): transit-visa-free applies only when transiting to or from a third country. */
export const CONCESSION_GRANTS = ["visa-free", "visa-on-arrival", "eta", "e-visa", "transit-visa-free"] as const;
export type ConcessionGrant = (typeof CONCESSION_GRANTS)[number];

/**
 * The key of a data label, or null for a label outside the thirteen.
 * @example documentKeyOf("UK residence") // "uk-residence"
 */
export function documentKeyOf(label: string): HeldDocumentKey | null {
  return HELD_DOCUMENTS.find((d) => d.label === label)?.key ?? null;
}

/**
 * How a page names a document after "your" / "with a": the label with "residence" as "residence permit".
 * @example documentName("us-residence") // "US residence permit"
 */
export function documentName(key: HeldDocumentKey): string {
  const label = HELD_DOCUMENTS.find((d) => d.key === key)?.label ?? key;
  return label.replace(/ residence$/, " residence permit");
}

/**
 * The documents held as a page says them after "with".
 * @example yourDocuments(["us-visa", "uk-residence"]) // "your US visa and UK residence permit"
 */
export function yourDocuments(holds: readonly HeldDocumentKey[]): string {
  const names = holds.map(documentName);
  return `your ${names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`}`;
}

/** How pages name each grant. */
export const GRANT_LABELS: Readonly<Record<ConcessionGrant, string>> = {
  "visa-free": "Visa free",
  "visa-on-arrival": "Visa on arrival",
  eta: "eTA",
  "e-visa": "e-Visa",
  "transit-visa-free": "Visa free in transit",
};

/** The page's two marks of a record's source (decision 14's spirit: only a government page is official). */
export const SOURCE_MARKS = { official: "Official source", secondary: "Secondary source, check before you travel" } as const;
