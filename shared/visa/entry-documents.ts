/**
 * @module What a pair's document needs (issue #45, "the documents match the document"): a visa application's papers
 * for a visa, an e-Visa's online form, photo and payment, a visa on arrival's papers at the border, an eTA's online
 * form and payment, and for a visa-free entry the destination's arrival card (data/visa-fees/arrival-cards.json) with
 * what a border may ask a visitor for. The Requirements tab and the trip's checklist read these lines. The lists are
 * written for this site (decision 13: the spec gives none); a fee record's own list (India's records) replaces them,
 * and the arrival card is sourced.
 */
import type { FeeDocument } from "../fees/documents";
import type { CountryCode } from "../units/country-code";
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import { NO_SOURCE_NOTE, type SourceNoteOf } from "../watch/source-statuses";
import { fallbackDocuments } from "./estimates";
import { feeDatesText } from "./fee-option";
import type { RequirementCategory } from "./requirement";

/** The document a pair's lines are for: what the traveller gets, or for a visa-free entry nothing in advance. */
export type EntryDocument = "visa" | "e-visa" | "visa-on-arrival" | "eta" | "visa-free";

/** Every entry document, in the order of the ease scale (shared/trip/ease.ts): visa free first. */
export const ENTRY_DOCUMENTS: readonly EntryDocument[] = ["visa-free", "visa-on-arrival", "eta", "e-visa", "visa"];

/** A destination's online arrival card, as the seed loads it (data/visa-fees/arrival-cards.json). */
export interface ArrivalCard {
  destinationCountryCode: CountryCode;
  /** "Thailand Digital Arrival Card (TDAC)". */
  name: string;
  /** How fee records' requirement lines name it ("TDAC"): such a line is dropped, the card's own line says it. */
  shortName: string;
  /** The official site where it is filled in. */
  url: string;
  /** Whether entry needs it; an optional card (Visit Japan Web) is a recommendation. */
  mandatory: boolean;
  /** First day it was required, or null when the source gives no day; before that day the card does not apply. */
  sinceOn: IsoDate | null;
  /** Passports that need not file it (Malaysia's MDAC: Singapore). */
  exemptPassports: readonly CountryCode[];
  /** Documents whose holders need not file it (Korea's e-Arrival: a K-ETA). */
  exemptWith: readonly EntryDocument[];
  source: string;
  sourceUrl: string;
  /** Whether the source is the destination government's own page. */
  official: boolean;
  /** The date the source carries, or null (undated). */
  sourceDateOn: IsoDate | null;
  /** The day we read the source. */
  checkedOn: IsoDate;
}

/** One line of a pair's documents. */
export interface DocumentLine {
  text: string;
  /**
   * Needed to apply or to enter (true), or a recommendation (false): what a border may ask a visitor who needs no visa
   * for, and an optional arrival card.
   */
  needed: boolean;
  /** The official place to do it (an arrival card's site), or null for a paper to bring. */
  link: { label: string; url: string } | null;
  /**
   * Where a sourced line's fact comes from (an arrival card): the publisher, its page, whether it is the government's
   * own, "source dated …, read on …", and the watch's note when the page changed or stopped answering (else null).
   * Null for the site's own lists and a fee record's.
   */
  source: { name: string; url: string; official: boolean; dates: string; note: string | null } | null;
}

/** A pair's documents. */
export interface EntryDocuments {
  /** The document the lines are for; null when there is nothing to get (no admission, own country). */
  document: EntryDocument | null;
  lines: readonly DocumentLine[];
  /** The official place to apply for the document (its fee record's `applyUrl`), or null. */
  applyUrl: string | null;
}

/** What the lines are built from: the fee record of the pair's document (a priced option), where one applies. */
export interface DocumentRecord {
  document: FeeDocument;
  /** The record's own list (India's records), or empty. */
  requirements: readonly string[];
  applyUrl: string | null;
  /** "GBP 16", "Free". */
  nativeFee: string;
  /** Section 9's estimate stands for no record: its document and list are not the pair's. */
  estimate: boolean;
}

/** What the documents of a pair are asked for with. */
export interface DocumentsQuestion {
  /** The pair's resolved requirement on the day asked (the card's category). */
  category: RequirementCategory;
  /** The fee record of the pair's document (the headline fee, else the record of an eTA or visa-free entry), or null. */
  record: DocumentRecord | null;
  /** The visa type checked: a visa's fallback list is the type's. */
  visaType: string;
  passportCountryCode: CountryCode;
  /** The destination's arrival card, or null. */
  arrivalCard: ArrivalCard | null;
  /** The day asked (YYYY-MM-DD): a card required from a later day does not apply yet. */
  today: IsoDate;
  /** The watch's note on a flagged source (the request's statuses); none by default. */
  noteOf?: SourceNoteOf;
}

/** The document each requirement category needs: an unknown rule is planned for as a visa (as shared/trip/ease.ts does). */
const DOCUMENT_OF: Record<RequirementCategory, EntryDocument | null> = {
  "visa-free": "visa-free",
  eta: "eta",
  "visa-on-arrival": "visa-on-arrival",
  "e-visa": "e-visa",
  "visa-required": "visa",
  unknown: "visa",
  "no-admission": null,
  "own-country": null,
};

/** The fee of `record` in brackets (" (GBP 16)"), or "" when no record states one. */
function amountOf(record: DocumentRecord | null): string {
  return record && !record.estimate ? ` (${record.nativeFee})` : "";
}

const isFree = (record: DocumentRecord | null) => !!record && !record.estimate && record.nativeFee === "Free";

/**
 * The site's list for each document when no fee record gives one, as texts (a visa's is the visa type's, section 9's
 * fallback list). Every line is needed, except a visa-free entry's: what a border may ask for.
 * @example DOCUMENT_TEXTS.eta(null)[1] // "The online eTA application, on the official site or app"
 */
export const DOCUMENT_TEXTS: Record<Exclude<EntryDocument, "visa">, (record: DocumentRecord | null) => string[]> = {
  "e-visa": (record) => [
    "Passport valid for at least 6 months",
    "The online application form on the official e-Visa site",
    "A digital passport-style photo and a scan of your passport's photo page",
    isFree(record) ? "No fee: this e-Visa is free" : `The e-Visa fee${amountOf(record)}, paid online by card`,
    "The e-Visa approval, printed or on your phone, for check-in and arrival",
  ],
  "visa-on-arrival": (record) => [
    "Passport valid for at least 6 months",
    "Return or onward ticket",
    isFree(record) ? "No fee: this visa on arrival is free" : `The visa fee${amountOf(record)}, in cash or by card at the border`,
  ],
  eta: (record) => [
    "The passport you will travel with: the eTA is linked to it",
    "The online eTA application, on the official site or app",
    isFree(record) ? "No fee: this eTA is free" : `The eTA fee${amountOf(record)}, paid online by card`,
  ],
  "visa-free": () => [
    "Passport valid for your whole stay (some countries ask for 6 months beyond it)",
    "Return or onward ticket",
    "Proof of enough money for your stay",
  ],
};

/**
 * The document a pair needs: its fee record's (a levy pays for no entry document), else its category's.
 * @example documentOfPair("e-visa", null) // "e-visa"
 * @example documentOfPair("no-admission", null) // null
 */
export function documentOfPair(category: RequirementCategory, record: DocumentRecord | null): EntryDocument | null {
  const own = DOCUMENT_OF[category];
  if (own === null) return null;
  return record && !record.estimate && record.document !== "levy" ? record.document : own;
}

/**
 * Whether a destination's arrival card is for this passport, document and day: not for an exempt passport or a
 * holder of an exempting document (a K-ETA in Korea), nor before the day it was first required.
 * @example arrivalCardApplies(koreaEArrival, "US", "eta", "2026-11-28") // false
 */
export function arrivalCardApplies(card: ArrivalCard, passport: CountryCode, document: EntryDocument, today: IsoDate): boolean {
  return !card.exemptPassports.includes(passport) && !card.exemptWith.includes(document) && (card.sinceOn === null || card.sinceOn <= today);
}

/**
 * The line of an arrival card: needed when mandatory ("…: fill it in online before you arrive (required since 1 May
 * 2025)"), a recommendation when optional; linked to its site and cited.
 */
export function arrivalCardLine(card: ArrivalCard, noteOf: SourceNoteOf = NO_SOURCE_NOTE): DocumentLine {
  const since = card.sinceOn ? ` (required since ${formatIsoDate(card.sinceOn)})` : "";
  return {
    text: card.mandatory
      ? `${card.name}: fill it in online before you arrive${since}`
      : `${card.name} (optional): fill it in online before you arrive, or the paper forms on arrival`,
    needed: card.mandatory,
    link: { label: card.name, url: card.url },
    source: {
      name: card.source,
      url: card.sourceUrl,
      official: card.official,
      dates: feeDatesText({ checkedOn: card.checkedOn, sourceDateOn: card.sourceDateOn }),
      note: noteOf({ url: card.sourceUrl, subject: "rule", official: card.official, readOn: card.checkedOn }),
    },
  };
}

/**
 * A pair's documents: the fee record's own list where it has one (India's records), else the site's list for the
 * pair's document; the arrival card first for a visa-free entry (the one thing to do before it), last otherwise.
 * A record's line that names the card ("TDAC completed online") gives way to the card's own line.
 * @example entryDocuments({ category: "visa-free", record: null, visaType: "tourist", passportCountryCode: "IN", arrivalCard: tdac, today: "2026-11-28" }).lines[0].text
 *   // "Thailand Digital Arrival Card (TDAC): fill it in online before you arrive (required since 1 May 2025)"
 * @example entryDocuments({ category: "eta", record: ukEta, visaType: "tourist", passportCountryCode: "US", arrivalCard: null, today }).applyUrl
 *   // "https://www.gov.uk/apply-for-an-eta"
 */
export function entryDocuments(question: DocumentsQuestion): EntryDocuments {
  const { category, visaType, passportCountryCode, arrivalCard, today } = question;
  const record = question.record && !question.record.estimate ? question.record : null;
  const document = documentOfPair(category, record);
  if (document === null) return { document: null, lines: [], applyUrl: null };
  const card = arrivalCard && arrivalCardApplies(arrivalCard, passportCountryCode, document, today) ? arrivalCard : null;
  const needed = document !== "visa-free";
  const own = record ? record.requirements.filter((line) => !card || !line.includes(card.shortName)) : [];
  const texts = own.length > 0 ? own : document === "visa" ? fallbackDocuments(visaType) : DOCUMENT_TEXTS[document](record);
  const lines: DocumentLine[] = texts.map((text) => ({ text, needed, link: null, source: null }));
  if (card) {
    const line = arrivalCardLine(card, question.noteOf);
    if (document === "visa-free") lines.unshift(line);
    else lines.push(line);
  }
  return { document, lines, applyUrl: record?.applyUrl ?? null };
}
