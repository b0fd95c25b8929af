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
 * The document of a detailed Indian record (india-fees.v2.json, which names the option but not its document), from
 * its name and its online flag, in this order: a levy, an electronic travel authorisation, a visa-free entry, a visa
 * on arrival (also when it can be got online), an e-Visa, else a visa.
 * @example documentOfNamedOption("Free tourist visa / ETA for Indian nationals, 30 days (double entry)", true) // "eta"
 * @example documentOfNamedOption("e-VOA / Visa on Arrival (B1), 30 days, extendable once", true) // "visa-on-arrival"
 */
export function documentOfNamedOption(name: string, eVisa: boolean): FeeDocument {
  if (/\blevy\b|sustainable development fee/i.test(name)) return "levy";
  if (/\beTA\b|\bESTA\b|travel authori[sz]ation|pre-arrival registration/i.test(name)) return "eta";
  if (/visa[- ]free|visa exemption|visa waiver|no visa required|entry permit|visitor's permit/i.test(name)) return "visa-free";
  if (/on arrival|\bVOA\b/i.test(name)) return "visa-on-arrival";
  return eVisa ? "e-visa" : "visa";
}

/**
 * How a fee record's document fits a pair: `shown` (the pair needs it, or it is an alternative the requirement
 * allows), `disagrees` (shown, with "Sources disagree": the record says this passport needs a document the
 * requirement does not mention) or `hidden` (a document the pair does not need, from a record that does not name the
 * passport: a Schengen visa for a visa-free passport, an ESTA for a passport that needs a US visa).
 */
export type DocumentFit = "shown" | "disagrees" | "hidden";

/** The visa documents each category that needs one accepts without disagreement. */
const VISA_DOCUMENTS: Partial<Record<RequirementCategory, readonly FeeDocument[]>> = {
  "visa-required": ["visa"],
  "e-visa": ["e-visa", "visa"],
  "visa-on-arrival": ["visa-on-arrival", "e-visa", "visa"],
  // No sourced rule (decision 18): every visa document may be what applies; none is said to disagree.
  unknown: ["visa", "e-visa", "visa-on-arrival"],
};

/**
 * The one rule of documents (issue #45):
 * - a conditional option (for holders of another visa) and a levy always show;
 * - nothing shows for a pair with no admission or its own country;
 * - a visa document (visa, e-Visa, visa on arrival) shows for a pair that needs a visa, with "Sources disagree" when
 *   the requirement names another (an e-Visa the snapshot calls "visa required"); for a pair that needs none (visa
 *   free, an eTA) it is hidden unless the record names the passport, then it disagrees;
 * - an eTA shows for an eTA pair; elsewhere it disagrees when the record's scope covers the passport by list (`only`
 *   or `all-except`: Sri Lanka's ETA for a "visa on arrival" pair), and is hidden under `all` ("every nationality
 *   that needs this document");
 * - a visa-free entry shows for a pair that needs no visa, and disagrees elsewhere when the record names the passport.
 * @param category the pair's resolved requirement on the day asked; `named` whether the record's scope lists the passport.
 * @example documentFit("e-visa", "visa-required", { scope: "all" }, false, false) // "disagrees"
 * @example documentFit("visa", "visa-free", { scope: "all-except", passports: ["CV"] }, false, false) // "hidden"
 */
export function documentFit(
  document: FeeDocument,
  category: RequirementCategory,
  scope: FeeScope,
  named: boolean,
  conditional: boolean,
): DocumentFit {
  if (category === "no-admission" || category === "own-country") return "hidden";
  if (conditional || document === "levy") return "shown";
  const exempt = category === "visa-free" || category === "eta";
  if (document === "eta") return category === "eta" ? "shown" : scope.scope === "all" ? "hidden" : "disagrees";
  if (document === "visa-free") return exempt || category === "unknown" ? "shown" : named ? "disagrees" : "hidden";
  if (exempt) return named ? "disagrees" : "hidden";
  return VISA_DOCUMENTS[category]?.includes(document) ? "shown" : "disagrees";
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
