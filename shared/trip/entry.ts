/**
 * @module A stop's entry rule for one passport: the visa check of the pair as the site builds it today
 * (shared/visa/check.ts buildVisaCheck: corrections, fees, estimates, announcements), merged with the concessions of
 * the documents held (shared/concessions/concession.ts), or covered outright by a held visa of that country
 * (held-visa.ts). The fee is the check's headline fee, or, where a concession changes the rule, the record of the
 * option that concession opens (a conditional option the check never headlines).
 */
import { type MergedRequirement, mergeConcessions } from "../concessions/concession";
import type { HeldDocumentKey } from "../concessions/documents";
import { type PersonalAnswer, personalAnswer } from "../concessions/personal-answer";
import type { Country } from "../countries/country";
import type { RateTable } from "../money/rates";
import type { CurrencyCode } from "../units/money";
import type { IsoDate } from "../units/iso-date";
import type { AnnouncedChange } from "../visa/announced";
import { bestOption } from "../visa/best-option";
import { buildVisaCheck, type VisaCheck } from "../visa/check";
import { type DocumentLine, entryDocuments } from "../visa/entry-documents";
import { feeInForce } from "../visa/fee-option";
import { type PricedOption, priceOption } from "../visa/priced-option";
import type { ProcessingDays } from "../visa/processing-time";
import { isVisaExempt, type RequirementCategory, requirementLabel } from "../visa/requirement";
import { DEFAULT_VISA_TYPE } from "../visa/visa-types";
import { EASE, type EaseLevel, easeOfCategory } from "./ease";
import type { PairFacts } from "./facts";
import { coveringDocument } from "./held-visa";
import { coveredText, ENTRY_TEXTS } from "./stop-texts";

/** The entry answer of one stop for one passport. */
export interface EntryAnswer {
  /** The pair's check as of today, or null (own country, or no pair on record). */
  check: VisaCheck | null;
  /** The passport's own country: nothing to get. */
  ownCountry: boolean;
  /** The requirement with the passport alone, or null when unknown. */
  base: RequirementCategory | null;
  /** The requirement merged with the concessions of the documents (null without a check). */
  merged: MergedRequirement | null;
  /** A held document that is the visa for this country (it covers the stay if valid), or null. */
  coveredBy: HeldDocumentKey | null;
  /** "Visa free with your US visa, up to 180 days" when a concession changes the rule, else null. */
  personal: PersonalAnswer | null;
  /** Days allowed per stay: the concession's where it states one, else the check's; null when unknown. */
  maxStayDays: number | null;
  level: EaseLevel | null;
  /** The answer in a few words. */
  summary: string;
  /** The fee to pay, priced, or null (nothing to pay, or not on record). */
  fee: PricedOption | null;
  /** The fee record's processing time, or null when it has none or the fee is an estimate. */
  processingDays: ProcessingDays | null;
  /**
   * What the stop's document needs (shared/visa/entry-documents.ts): the check's lines, or, where a concession changes
   * the rule or the fee, those of the rule and fee that apply.
   */
  documents: readonly DocumentLine[];
  /** The official place to apply for it (the fee record's `applyUrl`), or null. */
  applyUrl: string | null;
}

/** What an entry resolution needs. */
export interface EntryQuestion {
  passport: Country;
  pair: PairFacts | null;
  /** Documents that count for concessions: those held, and the visas the plan gets for other stops. */
  documents: readonly HeldDocumentKey[];
  /** Documents actually held: only these cover a stay outright. */
  held: readonly HeldDocumentKey[];
  rates: RateTable;
  /** The visitor's currency (decision 17): fees show in it beside USD, unless it is USD. */
  currency: CurrencyCode;
  /** The day the rules are judged on (YYYY-MM-DD): the stop's arrival day in a trip (decision 18). */
  today: IsoDate;
  announced: readonly AnnouncedChange[];
}

const NOTHING = {
  check: null,
  base: null,
  merged: null,
  coveredBy: null,
  personal: null,
  maxStayDays: null,
  fee: null,
  processingDays: null,
  documents: [],
  applyUrl: null,
};

/**
 * Resolves a stop's entry rule.
 * @example resolveEntry({ passport: india, pair: indiaMexico, documents: ["us-visa"], held: ["us-visa"], … }).summary
 *   // "Visa free with your US visa, up to 180 days"
 */
export function resolveEntry(question: EntryQuestion, destinationCode: string): EntryAnswer {
  const { passport, pair } = question;
  if (destinationCode === passport.code) return { ...NOTHING, ownCountry: true, level: EASE.none, summary: ENTRY_TEXTS.ownCountry };
  if (!pair) return { ...NOTHING, ownCountry: false, level: null, summary: ENTRY_TEXTS.noRule };
  const check = buildVisaCheck({
    passport,
    destination: pair.destination,
    visaType: DEFAULT_VISA_TYPE,
    datasetRequirement: pair.datasetRequirement,
    datasetAsOn: pair.datasetAsOn,
    corrections: pair.corrections,
    feeOptions: pair.feeOptions,
    rates: question.rates,
    currency: question.currency,
    today: question.today,
    announced: question.announced,
    arrivalCard: pair.arrivalCard ?? null,
  });
  const base = check.card.category;
  const merged = mergeConcessions(base, pair.concessions, new Set(question.documents), question.today);
  const coveredBy = coveringDocument(question.held, pair.destination.code);
  const personal = personalAnswer(base, merged);
  const maxStayDays = merged.best?.maxStayDays ?? (merged.best ? null : check.card.maxStayDays);
  const fee = coveredBy || isVisaExempt(merged.category) ? null : feeFor(check, pair, merged, question);
  const record = fee && !fee.estimate ? pair.feeOptions.find((o) => o.id === fee.id) : undefined;
  const headline = check.fees.status === "listed" ? (check.fees.best?.id ?? null) : null;
  // The check's documents are the passport's own rule's; a concession that changes the rule or the fee changes them.
  const documents =
    merged.category === base && (fee?.id ?? null) === headline
      ? { lines: check.card.documents, applyUrl: check.card.applyUrl }
      : entryDocuments({
          category: merged.category,
          record: fee,
          visaType: DEFAULT_VISA_TYPE,
          passportCountryCode: passport.code,
          arrivalCard: pair.arrivalCard ?? null,
          today: question.today,
        });
  return {
    check,
    ownCountry: false,
    base,
    merged,
    coveredBy,
    personal,
    maxStayDays,
    level: coveredBy ? EASE.none : easeOfCategory(merged.category),
    summary: coveredBy ? coveredText(coveredBy) : (personal?.headline ?? requirementLabel({ category: merged.category, maxStayDays })),
    fee,
    processingDays: record?.processingDays ?? null,
    documents: documents.lines,
    applyUrl: documents.applyUrl,
  };
}

/**
 * The fee of the rule that applies: the check's headline fee when no concession changes the rule; else the best
 * record (in force today, of the trip's visa type) that needs one of the documents, or none.
 */
function feeFor(check: VisaCheck, pair: PairFacts, merged: MergedRequirement, question: EntryQuestion): PricedOption | null {
  if (check.fees.status !== "listed") return null;
  if (!merged.best) return check.fees.best;
  const documents = new Set(question.documents);
  const opened = pair.feeOptions.filter((o) => feeInForce(o, question.today) && o.needs.some((n) => documents.has(n)));
  const record = bestOption(opened, DEFAULT_VISA_TYPE);
  return record ? priceOption(record, question.rates, question.today, { currency: question.currency }) : null;
}
