/**
 * @module The plan's checklist for one passport, in the order a traveller works through it: the visas to get (in the
 * order to apply, each with its date, the documents it needs and the official site to apply on), the documents held to
 * carry and where they count, the visas paid at a border, the stops without a visa (their arrival card, linked, and
 * what the border may ask for), and the rules to check with the airline or the embassy.
 */
import { documentName, type HeldDocumentKey } from "../concessions/documents";
import type { VisaToGet } from "./apply-by";
import type { EntryAnswer } from "./entry";
import { EASE } from "./ease";
import type { PassportStop } from "./stop";
import { CHECKLIST_TEXTS } from "./trip-texts";

/** An official place a checklist line links to. */
export interface ChecklistLink {
  /** "Apply on the official site", "Thailand Digital Arrival Card (TDAC)". */
  label: string;
  url: string;
}

/** One line to tick. */
export interface ChecklistItem {
  kind: "apply" | "carry" | "on-arrival" | "no-visa" | "check";
  text: string;
  /** The stops it concerns (1-based). */
  stops: number[];
  /**
   * What it needs (shared/visa/entry-documents.ts): for a visa to get, its application's papers (the fee record's list,
   * else the site's list for the document); for a visa on arrival, the border's; for a stop without a visa, its
   * arrival card and what the border may ask for.
   */
  documents: readonly string[];
  /** The official places to do it: the fee record's application site, an arrival card's site. */
  links: readonly ChecklistLink[];
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

/** The documents and links of a stop's entry rule (none for a stop passed airside or under a transit rule). */
function entryLines(entry: EntryAnswer | null | undefined): Pick<ChecklistItem, "documents" | "links"> {
  if (!entry) return { documents: [], links: [] };
  const links: ChecklistLink[] = entry.applyUrl ? [{ label: CHECKLIST_TEXTS.applyLink, url: entry.applyUrl }] : [];
  for (const line of entry.documents) if (line.link) links.push(line.link);
  return { documents: entry.documents.map((line) => line.text), links };
}

/**
 * The checklist: the visas to get, the held documents to carry, the visas on arrival, the stops that need no visa
 * (their arrival card and what the border may ask for; stops with the same lines share one), the rules to check.
 * @example checklist(visas, stops, ["us-visa"])[0].text // "Get the Standard Visitor visa (up to 6 months) for United Kingdom. Apply by …"
 */
export function checklist(visas: readonly VisaToGet[], stops: readonly ChecklistStop[], held: readonly HeldDocumentKey[]): ChecklistItem[] {
  const items: ChecklistItem[] = visas.map((visa) => {
    const main = stops.find((s) => s.n === visa.mainStop)?.answer;
    const lines = main?.transit?.rule && main.level !== null ? { documents: [], links: [] } : entryLines(main?.entry);
    return { kind: "apply", text: CHECKLIST_TEXTS.apply(visa.name, visa.countryNames, visa.text), stops: visa.stops, ...lines };
  });
  const carried = new Map<HeldDocumentKey, ChecklistStop[]>();
  for (const stop of stops) for (const d of documentsUsed(stop.answer, held)) carried.set(d, [...(carried.get(d) ?? []), stop]);
  const order = held;
  for (const document of [...carried.keys()].sort((x, y) => order.indexOf(x) - order.indexOf(y))) {
    const at = carried.get(document) ?? [];
    const names = [...new Set(at.map((s) => s.countryName))];
    const text = CHECKLIST_TEXTS.carry(document, names);
    items.push({ kind: "carry", text, stops: at.map((s) => s.n), documents: [documentName(document)], links: [] });
  }
  for (const stop of stops) {
    if (stop.answer.level === EASE.onArrival)
      items.push({ kind: "on-arrival", text: CHECKLIST_TEXTS.onArrival(stop.countryName), stops: [stop.n], ...entryLines(stop.answer.entry) });
  }
  // Stops entered without a visa (not covered by a held one: "carry" says that), grouped by the same lines.
  const free = new Map<string, { stops: ChecklistStop[]; lines: Pick<ChecklistItem, "documents" | "links">; card: boolean }>();
  for (const stop of stops) {
    const entry = stop.answer.entry;
    if (!entry || entry.ownCountry || entry.coveredBy || entry.level !== EASE.none || stop.answer.level !== EASE.none) continue;
    const lines = entryLines(entry);
    if (lines.documents.length === 0) continue;
    const key = JSON.stringify(lines);
    // A mandatory arrival card is the one thing to do before the trip; an optional one is a recommendation.
    const card = entry.documents.some((line) => line.link !== null && line.needed);
    free.set(key, { stops: [...(free.get(key)?.stops ?? []), stop], lines, card });
  }
  for (const { stops: at, lines, card } of free.values()) {
    const names = [...new Set(at.map((s) => s.countryName))];
    const text = card ? CHECKLIST_TEXTS.arrivalCard(names) : CHECKLIST_TEXTS.noVisa(names);
    items.push({ kind: "no-visa", text, stops: at.map((s) => s.n), ...lines });
  }
  for (const stop of stops) {
    const unsure = stop.answer.level === null || stop.answer.transit?.verify;
    if (unsure) items.push({ kind: "check", text: CHECKLIST_TEXTS.check(stop.countryName), stops: [stop.n], documents: [], links: [] });
  }
  return items;
}
