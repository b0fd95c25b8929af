/**
 * @module The document a fee pays for, and whether it fits a pair's requirement (issue #45): a document the pair does
 * not need never shows, and one the requirement does not mention shows with "Sources disagree".
 */
import type { RequirementCategory } from "../visa/requirement";
import type { FeeScope } from "./scope";

/**
 * What a fee record pays for: world-fees.json's four documents, plus two the detailed Indian records also carry: a
 * visa-free entry (a free entry permit, or an exemption for holders of another visa) and a levy paid on top of any
 * document (Bhutan's Sustainable Development Fee, Bali's tourist levy).
 */
export type FeeDocument = "visa" | "e-visa" | "visa-on-arrival" | "eta" | "visa-free" | "levy";

/** The documents world-fees.json records (its `document` field). */
export const WORLD_FEE_DOCUMENTS = ["visa", "e-visa", "visa-on-arrival", "eta"] as const;

/** Every document a fee record may pay for. */
export const FEE_DOCUMENTS: readonly FeeDocument[] = [...WORLD_FEE_DOCUMENTS, "visa-free", "levy"];

/**
 * Whether an option's name says it is a levy paid on top of any document (Bhutan's Sustainable Development Fee, Bali's
 * tourist levy): world-fees.json files Bhutan's SDF under "visa", so the seed reads the name of every record for this.
 */
export function isLevyName(name: string): boolean {
  return /\blevy\b|sustainable development fee/i.test(name);
}

/**
 * The document of a detailed Indian record (india-fees.v2.json, which names the option but not its document), from
 * its name and its online flag, in this order: a levy, an electronic travel authorisation, a visa-free entry, a visa
 * on arrival (also when it can be got online), an e-Visa, else a visa.
 * @example documentOfNamedOption("Free tourist visa / ETA for Indian nationals, 30 days (double entry)", true) // "eta"
 * @example documentOfNamedOption("e-VOA / Visa on Arrival (B1), 30 days, extendable once", true) // "visa-on-arrival"
 */
export function documentOfNamedOption(name: string, eVisa: boolean): FeeDocument {
  if (isLevyName(name)) return "levy";
  if (/\beTA\b|\bESTA\b|travel authori[sz]ation|pre-arrival registration/i.test(name)) return "eta";
  if (/visa[- ]free|visa exemption|visa waiver|no visa required|entry permit|visitor's permit/i.test(name)) return "visa-free";
  if (/on arrival|\bVOA\b/i.test(name)) return "visa-on-arrival";
  return eVisa ? "e-visa" : "visa";
}

/**
 * How a fee record's document fits a pair: `shown` (the pair needs it, or it is an alternative the requirement
 * allows), `disagrees` (shown, with "Sources disagree": the record gives this passport a document the requirement
 * does not mention) or `hidden` (a document the pair does not need: a Schengen visa for a visa-free passport, an ESTA
 * for a passport that needs a US visa).
 */
export type DocumentFit = "shown" | "disagrees" | "hidden";

/**
 * How firmly a record says a passport may get its document: `general` (scope `all`: "every nationality that needs
 * this document", so it says nothing of who does), `listed` (`all-except`: every passport but those listed) or
 * `named` (an `only` list with the passport, or India's detailed records).
 */
export type ScopeStrength = "general" | "listed" | "named";

/** The strength of a scope for a passport it covers. */
export function scopeStrength(scope: FeeScope, named: boolean): ScopeStrength {
  return named ? "named" : scope.scope === "all-except" ? "listed" : "general";
}

const VISA_DOCUMENTS: readonly FeeDocument[] = ["visa", "e-visa", "visa-on-arrival"];

/** The documents each requirement mentions: a record of another document is an alternative, hidden, or a disagreement. */
const MENTIONED: Record<RequirementCategory, readonly FeeDocument[]> = {
  "visa-required": ["visa"],
  // The Passport Index calls a visa got online or at the border "e-Visa" (Indonesia's e-VOA): both are the pair's.
  "e-visa": ["e-visa", "visa", "visa-on-arrival"],
  "visa-on-arrival": ["visa-on-arrival", "e-visa", "visa"],
  eta: ["eta"],
  "visa-free": ["visa-free"],
  // No sourced rule (decision 18): any visa document may be what applies; none is said to disagree.
  unknown: ["visa", "e-visa", "visa-on-arrival", "visa-free"],
  "no-admission": [],
  "own-country": [],
};

/**
 * The one rule of documents (issue #45), for a record whose scope covers the passport:
 * - nothing shows for a pair with no admission or the passport's own country; a conditional option (for holders of
 *   another visa) and a levy show everywhere else;
 * - a document the requirement mentions shows;
 * - a visa document never shows for a pair that needs no visa (visa free, an eTA): "a visa-free pair shows no visa fee";
 * - an eTA the pair does not need is hidden under a general scope (the US ESTA for a Canadian passport, exempt, or for
 *   one that needs a US visa) and disagrees when a list gives it to the passport (Sri Lanka's ETA for a "visa on
 *   arrival" pair, Kenya's for a visa-free one);
 * - an e-Visa for a pair that needs a visa is one more way to get it under a general scope (Thailand's e-Visa), and
 *   disagrees when a list gives it to the passport (India's e-Visa, all but 26 passports, for one the snapshot calls
 *   "visa required"); a visa on arrival is hidden under a general scope and disagrees under a list;
 * - a visa-free entry record disagrees with a pair that needs a document when it names the passport, else is hidden.
 * @example documentFit("e-visa", "visa-required", "listed", false) // "disagrees"
 * @example documentFit("visa", "visa-free", "named", false) // "hidden"
 */
export function documentFit(document: FeeDocument, category: RequirementCategory, strength: ScopeStrength, conditional: boolean): DocumentFit {
  if (category === "no-admission" || category === "own-country") return "hidden";
  if (conditional || document === "levy" || MENTIONED[category].includes(document)) return "shown";
  const exempt = category === "visa-free" || category === "eta";
  if (VISA_DOCUMENTS.includes(document) && exempt) return "hidden";
  if (document === "eta") return strength === "general" ? "hidden" : "disagrees";
  if (document === "e-visa" && strength === "general") return "shown";
  if (document === "visa-free") return strength === "named" ? "disagrees" : "hidden";
  return strength === "general" ? "hidden" : "disagrees";
}

/** How the requirement names a document in a "Sources disagree" sentence. */
export const DOCUMENT_NAMES: Record<FeeDocument, string> = {
  visa: "a visa",
  "e-visa": "an e-Visa",
  "visa-on-arrival": "a visa on arrival",
  eta: "an eTA",
  "visa-free": "a visa-free entry",
  levy: "a levy",
};
