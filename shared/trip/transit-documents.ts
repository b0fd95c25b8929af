/**
 * @module The transit rules' document keys (data/transit/SOURCE.md, "Document keys") against the site's held
 * documents (shared/concessions/documents.ts), and what an exemption's `effect` means on the ease scale (ease.ts).
 * A finer key counts for a site document only where holding that document means holding what the key names:
 * a Schengen residence permit is an EU/EEA/Swiss residence permit (`eea-residence`), so it qualifies; nothing on
 * the site's list is a long-stay D visa (`eea-d-visa`), an expired US visa or an airline's ticket, so those stay
 * conditions to read, never a silent "no visa".
 */
import type { HeldDocumentKey } from "../concessions/documents";
import { EASE, type EaseLevel } from "./ease";

/** The rules' keys each site document satisfies. */
export const TRANSIT_KEYS_OF: Readonly<Record<HeldDocumentKey, readonly string[]>> = {
  "us-visa": ["us-visa"],
  "us-residence": ["us-green-card"],
  "uk-visa": ["uk-visa"],
  "uk-residence": ["uk-residence"],
  "schengen-visa": ["schengen-visa"],
  "schengen-residence": ["eea-residence"],
  "canada-visa": ["ca-visa"],
  "canada-residence": ["ca-residence"],
  "australia-visa": ["au-visa"],
  "japan-visa": ["jp-visa"],
  "ireland-visa": ["ie-visa"],
  "new-zealand-visa": ["nz-visa"],
  // A residence permit of one Gulf state: no transit rule names it.
  "gcc-residence": [],
};

/** How the rules' keys read where no site document stands for them: shown with the exemption's conditions. */
export const OTHER_TRANSIT_DOCUMENTS: Readonly<Record<string, string>> = {
  "us-visa-expired": "an expired US, Canadian, Australian or New Zealand visa used within the last six months",
  "au-residence": "an Australian permanent residence visa",
  "nz-residence": "a New Zealand permanent residence visa",
  "jp-residence": "a Japanese residence permit",
  "eea-residence": "an EU, EEA or Swiss residence permit",
  "eea-d-visa": "a long-stay (D) visa of a Schengen state",
  "eu-family-member": "the status of a family member of an EU citizen",
  "ad-sm-residence": "a residence permit of Andorra or San Marino",
  "pacific-alliance-residence": "a residence permit of a Pacific Alliance country",
  "qr-ticket": "a Qatar Airways ticket for both flights",
  "shore-pass": "a shore pass requested by the airline",
  "et-airlines-hotel": "Ethiopian Airlines' transit hotel package",
};

/**
 * The site document (of `holds`, in the documents' order) that satisfies a rule's key, or null.
 * @example heldFor("us-green-card", ["uk-visa", "us-residence"]) // "us-residence"
 */
export function heldFor(key: string, holds: readonly HeldDocumentKey[]): HeldDocumentKey | null {
  return holds.find((held) => TRANSIT_KEYS_OF[held].includes(key)) ?? null;
}

/** What an exemption's effect means: a level the document brings the rule to, or that it exempts from nothing. */
export interface ExemptionEffect {
  /** The level with the document; null when the effect is not a level ("see notes", a landing permission). */
  level: EaseLevel | null;
  /** The data says the document does not exempt ("does not exempt"): travellers often assume it does. */
  doesNotExempt: boolean;
  /** The effect rests on a secondary source only ("per secondary source"). */
  secondary: boolean;
}

/**
 * Reads an effect in the data's words. "no …" is nothing to get, unless it names an eTA ("no visa (eTA may be
 * needed)", "no transit visa (NZeTA needed)"), which is an eTA; "visa on arrival…", "e-visa…" and "transit visa…" are
 * those levels; anything else ("see notes", "special landing permission") is no level: shown, never applied.
 * @example exemptionEffect("no visa (VFTF, 96 h)") // { level: 0, doesNotExempt: false, secondary: false }
 * @example exemptionEffect("visa on arrival (per secondary source)") // { level: 1, doesNotExempt: false, secondary: true }
 */
export function exemptionEffect(effect: string): ExemptionEffect {
  const text = effect.trim().toLowerCase();
  const secondary = /secondary/.test(text);
  if (text.startsWith("does not exempt")) return { level: null, doesNotExempt: true, secondary };
  let level: EaseLevel | null = null;
  if (text.startsWith("no ")) level = /eta\b/.test(text) ? EASE.eta : EASE.none;
  else if (text.startsWith("visa on arrival")) level = EASE.onArrival;
  else if (text.startsWith("e-visa")) level = EASE.eVisa;
  else if (text.startsWith("transit visa")) level = EASE.transitVisa;
  return { level, doesNotExempt: false, secondary };
}
