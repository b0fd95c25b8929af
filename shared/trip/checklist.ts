/**
 * @module The plan's checklist for one passport, in the order a traveller works through it: the visas to get (in the
 * order to apply, each with its date and the documents the embassy asks for), the documents held to carry and where
 * they count, the visas paid at a border, and the rules to check with the airline or the embassy.
 */
import { documentName, type HeldDocumentKey } from "../concessions/documents";
import type { VisaToGet } from "./apply-by";
import { EASE } from "./ease";
import type { PassportStop } from "./stop";
import { CHECKLIST_TEXTS } from "./trip-texts";

/** One line to tick. */
export interface ChecklistItem {
  kind: "apply" | "carry" | "on-arrival" | "check";
  text: string;
  /** The stops it concerns (1-based). */
  stops: number[];
  /** For a visa to get: what the embassy asks for (the fee record's list, else the site's list for the type). */
  documents: readonly string[];
}

/** A stop as the checklist reads it. */
export interface ChecklistStop {
  n: number;
  countryName: string;
  answer: PassportStop;
}

/** The held documents a stop's answer relies on: the one covering it, its transit exemption, its concession. */
export function documentsUsed(answer: PassportStop, held: readonly HeldDocumentKey[]): HeldDocumentKey[] {
  const used = [answer.entry?.coveredBy, answer.transit?.exemption?.document, answer.entry?.merged?.best?.document];
  return [...new Set(used.filter((d): d is HeldDocumentKey => !!d && held.includes(d)))];
}

/**
 * The checklist.
 * @example checklist(visas, stops, ["us-visa"])[0].text // "Get the Standard Visitor visa (up to 6 months) for United Kingdom. Apply by …"
 */
export function checklist(visas: readonly VisaToGet[], stops: readonly ChecklistStop[], held: readonly HeldDocumentKey[]): ChecklistItem[] {
  const items: ChecklistItem[] = visas.map((visa) => {
    const main = stops.find((s) => s.n === visa.mainStop)?.answer;
    const documents = main?.transit?.rule && main.level !== null ? [] : (main?.entry?.documents ?? []);
    return { kind: "apply", text: CHECKLIST_TEXTS.apply(visa.name, visa.countryNames, visa.text), stops: visa.stops, documents };
  });
  const carried = new Map<HeldDocumentKey, ChecklistStop[]>();
  for (const stop of stops) for (const d of documentsUsed(stop.answer, held)) carried.set(d, [...(carried.get(d) ?? []), stop]);
  const order = held;
  for (const document of [...carried.keys()].sort((x, y) => order.indexOf(x) - order.indexOf(y))) {
    const at = carried.get(document) ?? [];
    const names = [...new Set(at.map((s) => s.countryName))];
    items.push({ kind: "carry", text: CHECKLIST_TEXTS.carry(document, names), stops: at.map((s) => s.n), documents: [documentName(document)] });
  }
  for (const stop of stops) {
    if (stop.answer.level === EASE.onArrival)
      items.push({ kind: "on-arrival", text: CHECKLIST_TEXTS.onArrival(stop.countryName), stops: [stop.n], documents: [] });
  }
  for (const stop of stops) {
    const unsure = stop.answer.level === null || stop.answer.transit?.verify;
    if (unsure) items.push({ kind: "check", text: CHECKLIST_TEXTS.check(stop.countryName), stops: [stop.n], documents: [] });
  }
  return items;
}
