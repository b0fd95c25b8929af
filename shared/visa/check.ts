/**
 * @module The visa check: one passport → destination pair, its requirement, its fee options and the
 * requirement card (spec: Home page, Visa requirement card, sections 3, 4, 9; decisions 2, 7, 13, 14).
 */
import type { Country } from "../countries/country";
import { passportsOf } from "../countries/country";
import { possessive } from "../countries/possessive";
import type { RateTable } from "../money/rates";
import { ratesShown } from "../money/rates-note";
import { thirdCurrency } from "../money/visitor-currency";
import type { CurrencyCode } from "../units/money";
import { addDays } from "../schengen/days";
import { FREE_MOVEMENT_CODES, freeMovementText } from "../schengen/free-movement";
import { SCHENGEN_STATE_CODES } from "../schengen/states";
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import { pairAnnouncements, type AnnouncedChange, type AnnouncedNotice } from "./announced";
import { endsSoon, resolveRequirement, type RequirementCorrection } from "./corrections";
import { toDisplayRow, type DisplayRow } from "./display-rows";
import { bestOption } from "./best-option";
import { entryDocuments, type ArrivalCard, type DocumentLine, type DocumentRecord, type EntryDocument } from "./entry-documents";
import { headlineNote } from "./headline-note";
import { noFeeText, ruleSourceOf } from "./fee-disagreement";
import { pairFees } from "./pair-fees";
import { sourcedNotes, type SourcedNote } from "./sourced-notes";
import { lastUpdatedOf } from "./last-updated";
import { isHeadlineCandidate, type FeeOption } from "./fee-option";
import { priceEstimate, priceOption, type PricedOption } from "./priced-option";
import { isVisaExempt, parseRequirement, requirementLabel, sameRequirement, type RequirementCategory } from "./requirement";
import { formatProcessingTime } from "./processing-time";
import type { WaitFigure } from "../waits/wait-figure";
import { type PairWait, pairWait } from "../waits/pair-wait";
import { NO_SOURCE_NOTE, type SourceNoteOf } from "../watch/source-statuses";

/** Everything the inputs of a check need; the worker reads it from D1. */
export interface VisaCheckInput {
  passport: Country;
  destination: Country;
  visaType: string;
  /** Raw Passport Index value for the pair. */
  datasetRequirement: string;
  /** Date the current snapshot describes: a correction wins only when it took effect on or after it. */
  datasetAsOn: IsoDate;
  corrections: readonly RequirementCorrection[];
  /** The destination's fee records for every passport, in source order: the check keeps those that apply (decision 17). */
  feeOptions: readonly FeeOption[];
  rates: RateTable;
  /** The visitor's currency (decision 17; shared/money/visitor-currency.ts): fees show in it beside USD, unless it is USD. */
  currency: CurrencyCode;
  /** The day of the lookup, which picks the correction in force (resolveRequirement). */
  today: IsoDate;
  /** Announced changes (all of them: the check keeps those about the pair); never applied to today's answer. */
  announced: readonly AnnouncedChange[];
  /**
   * The note of each cited source the watch flagged (the request's statuses, worker/services/source-statuses.ts):
   * fees, the correction and the announcements carry it beside their citations. None flagged when absent.
   */
  sourceNoteOf?: SourceNoteOf;
  /** The destination's online arrival card (data/visa-fees/arrival-cards.json), or none. */
  arrivalCard?: ArrivalCard | null;
  /**
   * The published waits (data/waits/waits.json with the watch's readings: worker/services/wait-figures.ts): a visa with
   * an interview wait or a published processing time shows it as its processing time (issue #46). None when absent.
   */
  waits?: readonly WaitFigure[];
}

/** A country as a result names it. */
export interface CountryRef {
  code: string;
  name: string;
  flagEmoji: string;
}

/** The requirement card of the spec (Visa requirement card), ready to render. */
export interface RequirementCard {
  visaRequired: boolean;
  /** The requirement's label ("Visa free for 30 days", "e-Visa", "eTA required"…). */
  label: string;
  category: RequirementCategory;
  /** Maximum stay in days, or null when unknown. */
  maxStayDays: number | null;
  /** Validity in days, or null ("Varies"). */
  validityDays: number | null;
  /** "3-5 days" | "Contact embassy"; null when no visa is needed. */
  processing: string | null;
  /** "Single" or "Multiple" as the best record says, or "Varies" when no record says (decision 15). */
  entryType: string;
  /** "Available", "Not available" or "Not Applicable" (no visa needed). */
  visaOnArrival: string;
  eVisa: string;
  /** The document the pair needs (./entry-documents.ts): its fee record's, else its category's; null for no admission. */
  document: EntryDocument | null;
  /**
   * What the document needs (issue #45): a visa application's papers, an e-Visa's or eTA's online form and payment, a
   * visa on arrival's papers, a visa-free entry's arrival card and what the border may ask for; each line needed or
   * recommended, an arrival card linked to its site and cited.
   */
  documents: readonly DocumentLine[];
  /** True when no document is needed in advance (visa free): the lines are recommendations, an arrival card aside. */
  documentsRecommended: boolean;
  /** The official place to apply for the document (its fee record's `applyUrl`), or null. */
  applyUrl: string | null;
  /**
   * The date behind "Last updated" (decision 7), never "today" by default: the day we read the best fee's source, else
   * the requirement's date; null when the figures are undated (an estimate, a record with no source).
   */
  lastUpdatedOn: IsoDate | null;
  /** "Last updated"'s value, saying what that date is (lastUpdatedOf): "Fee source read on 23 Nov 2026 (…)". */
  lastUpdated: string;
  /** True when the card's visa figures come from section 9's fallback values. */
  estimate: boolean;
}

/**
 * Where the requirement came from: the dataset, a later correction with its source, or a temporary rule that ended
 * with nothing sourced after it ("ended": the pair has no rule, decision 18; the source is the ended rule's).
 */
export interface RequirementProvenance {
  kind: "dataset" | "correction" | "ended";
  asOn: IsoDate;
  source: string | null;
  sourceUrl: string | null;
  /** The watch's sentence about the correction's source (changed after our check, or not answering), else null. */
  sourceNote: string | null;
  /**
   * The last day (YYYY-MM-DD) of a temporary rule shown here, when it falls within ENDING_NOTICE_DAYS of the lookup
   * (the pair says it is set to end), else null.
   */
  endsOn: IsoDate | null;
  /**
   * A snapshot newer than the correction's review that says otherwise ("Sources disagree"): its date and what it
   * says, as a label. Null when the sources agree.
   */
  disagreeing: { asOn: IsoDate; label: string } | null;
  /** The last day of the temporary rule that ended before the day asked ("ended"), or that the rule shown follows. */
  endedOn: IsoDate | null;
  /**
   * The sentences the result shows for the above (built here, so the page carries words, not code): "Malaysia's visa
   * exemption for India passport holders is set to end on 31 Dec 2026; no extension is in our sources." and "Sources
   * disagree: …". Empty when there is nothing to say.
   */
  notices: string[];
}

/** What a temporary rule of this category is called in the notices of its end ("Malaysia's exemption"). */
const RULE_NAMES: Partial<Record<RequirementCategory, string>> = {
  "visa-free": "exemption",
  "visa-on-arrival": "visa on arrival",
  eta: "eTA rule",
  "e-visa": "e-Visa rule",
};

/** "Malaysia's exemption for Indian passports": a temporary rule of `category` as the notices name it. */
export function ruleName(destination: Pick<Country, "name">, category: RequirementCategory, passport: Pick<Country, "name" | "demonym">): string {
  return `${possessive(destination.name)} ${RULE_NAMES[category] ?? "entry rule"} for ${passportsOf(passport)}`;
}

/**
 * The sentence of a temporary rule that ended with nothing sourced after it (decision 18, issue #43).
 * @example endedRuleText(malaysia, "visa-free", india, "2026-12-31")
 *   // "Malaysia's exemption for Indian passports ended on 31 Dec 2026 and we have no source for what applies now: check with the embassy."
 */
export function endedRuleText(
  destination: Pick<Country, "name">,
  category: RequirementCategory,
  passport: Pick<Country, "name" | "demonym">,
  lastDay: IsoDate,
): string {
  return `${ruleName(destination, category, passport)} ended on ${formatIsoDate(lastDay)} and we have no source for what applies now: check with the embassy.`;
}

/** The notices of a pair's provenance (RequirementProvenance.notices). */
function noticesOf(
  provenance: Omit<RequirementProvenance, "notices">,
  category: RequirementCategory,
  passport: Country,
  destination: Country,
  endedCategory: RequirementCategory | null,
): string[] {
  const notices: string[] = [];
  if (provenance.kind === "ended" && provenance.endedOn && endedCategory) {
    notices.push(endedRuleText(destination, endedCategory, passport, provenance.endedOn));
  } else if (provenance.endedOn && endedCategory) {
    notices.push(
      `${ruleName(destination, endedCategory, passport)} ended on ${formatIsoDate(provenance.endedOn)}; from ${formatIsoDate(addDays(provenance.endedOn, 1))} the rule shown here applies, as its source says.`,
    );
  }
  // Who a rule is for (issue #43): an EU, EEA or Swiss citizen is told that the area's visitor rules do not apply.
  if (SCHENGEN_STATE_CODES.has(destination.code) && FREE_MOVEMENT_CODES.has(passport.code)) notices.push(freeMovementText(passport.name));
  if (provenance.endsOn) {
    notices.push(
      `${ruleName(destination, category, passport)} is set to end on ${formatIsoDate(provenance.endsOn)}; no extension is in our sources. Check again before you travel after that day.`,
    );
  }
  if (provenance.disagreeing && provenance.source) {
    notices.push(
      `Sources disagree: ${provenance.source} (checked ${formatIsoDate(provenance.asOn)}) gives the rule shown here; the Passport Index snapshot of ${formatIsoDate(provenance.disagreeing.asOn)} says "${provenance.disagreeing.label}". We show the first, which a person checked against its source.`,
    );
  }
  return notices;
}

/**
 * Fee section of a result (decision 17): the records that apply to the pair (shared/fees/resolve.ts), or "coming-soon"
 * where none applies to a pair that needs a document, with what is known ("No fee on record for United States
 * passports to Bhutan"). India's pairs with no record show section 9's estimate instead (decision 13).
 */
export type FeeSection =
  | { status: "coming-soon"; origin: string; text: string }
  | {
      status: "listed";
      /** The best option of the chosen type (section 4), an estimate, or null when no visa is needed. */
      best: PricedOption | null;
      /**
       * An eTA pair's eTA fee (the pair needs no visa, so `best` is null), one of `options`: what the finder's eTA card
       * and the home carousel show for the pair; null for any other pair or when no eTA record applies.
       */
      eta: PricedOption | null;
      /** Every record for the pair (all types), priced; an estimate only when no record exists. */
      options: readonly PricedOption[];
      /** Rows of the "More Options" table. */
      rows: readonly DisplayRow[];
      /** Visa types present, the chosen type first (tabs of the options modal). */
      visaTypes: readonly string[];
      /** Date of the main rates behind the USD and local amounts. */
      ratesAsOn: IsoDate;
      /** The rates' dates as the page says them: "13 Apr 2026; NGN of 29 Sept 2026" (shared/money/rates-note.ts). */
      ratesOn: string;
      /** The sentence under the amounts, crediting the rates and saying their dates. */
      ratesNote: string;
      /** The visitor's currency, the options' third amount; null when it is USD (no third amount). */
      localCurrency: CurrencyCode | null;
      /** Why no headline fee shows though records of the type exist (all ended, or all conditional), else null. */
      headlineNote: string | null;
      /**
       * True when other options of the headline's type, in force and open to every holder, cost more: the headline
       * reads "from" (it is the cheapest single-entry option of the document the pair needs, ./best-option.ts).
       */
      from: boolean;
    };

/** The full answer of a visa check. */
export interface VisaCheck {
  passport: CountryRef;
  destination: CountryRef;
  visaType: string;
  card: RequirementCard;
  provenance: RequirementProvenance;
  fees: FeeSection;
  /** Changes announced for the pair but not in force ("Announced, not yet in force"), with source and dates. */
  announced: AnnouncedNotice[];
  /** The card's notes that name a source: the announcements, then the correction behind today's rule. */
  notes: SourcedNote[];
  /** The published wait the card's processing time reads (interview wait at a post, or IRCC's time), or null. */
  wait: PairWait | null;
}

function ref(country: Country): CountryRef {
  return { code: country.code, name: country.name, flagEmoji: country.flagEmoji };
}

function availability(category: RequirementCategory, target: RequirementCategory, exempt: boolean, optionSays: boolean) {
  if (exempt) return "Not Applicable";
  return category === target || optionSays ? "Available" : "Not available";
}

function entryTypeOf(entries: "single" | "double" | "multiple" | null | undefined): string {
  if (entries === "single") return "Single";
  if (entries === "double") return "Double";
  if (entries === "multiple") return "Multiple";
  // Decision 15: no fixed "Single/Multiple" where no record says which.
  return "Varies";
}

function orderTypes(options: readonly PricedOption[], first: string): string[] {
  const types = [...new Set(options.map((o) => o.visaType))];
  return types.sort((a, b) => (a === first ? -1 : b === first ? 1 : 0));
}

/**
 * Builds the check for a pair.
 * @throws RangeError when passport and destination are the same country (callers validate first).
 * @throws UnknownRequirementError when the stored requirement is outside the dataset's vocabulary.
 * @example buildVisaCheck({ passport: india, destination: thailand, visaType: "tourist", … }).card.label
 */
export function buildVisaCheck(input: VisaCheckInput): VisaCheck {
  if (input.passport.code === input.destination.code) throw new RangeError("Origin and destination are the same country");
  const noteOf = input.sourceNoteOf ?? NO_SOURCE_NOTE;
  const resolved = resolveRequirement(
    { requirement: input.datasetRequirement, asOn: input.datasetAsOn },
    input.corrections,
    input.today,
    sameRequirement,
  );
  const correction = resolved.correction;
  const ended = resolved.ended;
  const requirement = parseRequirement(resolved.requirement);
  const exempt = isVisaExempt(requirement.category);
  // No fee, estimate or "not available" for a pair whose rule is unknown (decision 18): nothing sourced says which.
  const unknown = requirement.category === "unknown";
  const disagreeing = resolved.disagreeing
    ? { asOn: resolved.disagreeing.asOn, label: requirementLabel(parseRequirement(resolved.disagreeing.requirement)) }
    : null;
  const facts: Omit<RequirementProvenance, "notices"> = correction
    ? {
        kind: "correction",
        asOn: correction.checkedOn,
        source: correction.source,
        sourceUrl: correction.sourceUrl,
        sourceNote: noteOf({ url: correction.sourceUrl, subject: "rule", official: correction.official, readOn: correction.checkedOn }),
        endsOn: endsSoon(correction, input.today) ? correction.validUntilOn : null,
        disagreeing,
        endedOn: resolved.follows?.validUntilOn ?? null,
      }
    : ended
      ? {
          kind: "ended",
          asOn: ended.checkedOn,
          source: ended.source,
          sourceUrl: ended.sourceUrl,
          sourceNote: noteOf({ url: ended.sourceUrl, subject: "rule", official: ended.official, readOn: ended.checkedOn }),
          endsOn: null,
          disagreeing: null,
          endedOn: ended.validUntilOn,
        }
      : { kind: "dataset", asOn: input.datasetAsOn, source: null, sourceUrl: null, sourceNote: null, endsOn: null, disagreeing: null, endedOn: null };
  const endedRule = ended ?? resolved.follows;
  const endedCategory = endedRule ? parseRequirement(endedRule.requirement).category : null;
  const provenance: RequirementProvenance = {
    ...facts,
    notices: noticesOf(facts, requirement.category, input.passport, input.destination, endedCategory),
  };

  // The one rule (decision 17, ./pair-fees.ts): the records that apply to this passport on the day and fit the pair, and
  // the headline every other surface shows for the pair too.
  const pair = pairFees({
    records: input.feeOptions,
    passport: input.passport,
    category: requirement.category,
    rule: ruleSourceOf({ correction, ended }, input.datasetAsOn, requirement),
    visaType: input.visaType,
    rates: input.rates,
    today: input.today,
  });
  let fees: FeeSection;
  let best: PricedOption | null = null;
  if (pair.comingSoon) {
    fees = { status: "coming-soon", origin: input.passport.name, text: noFeeText(input.passport, input.destination) };
  } else {
    let options = pair.records.map((o) =>
      priceOption(o, input.rates, input.today, { currency: input.currency, noteOf, disagreement: pair.disagreements.get(o.id) ?? null }),
    );
    const headlineId = pair.headline?.id;
    best = headlineId
      ? (options.find((o) => o.id === headlineId) ?? null)
      : pair.estimate
        ? priceEstimate(pair.estimate, input.rates, input.currency)
        : null;
    // An estimate stands in only for the chosen type; the records of other types stay listed.
    if (best?.estimate) options = [best, ...options];
    const etaId = pair.eta?.id;
    fees = {
      status: "listed",
      best,
      eta: etaId ? (options.find((o) => o.id === etaId) ?? null) : null,
      options,
      rows: options.map((o) => toDisplayRow(o, input.destination.name)),
      visaTypes: orderTypes(options, input.visaType),
      // An estimate is in USD, which needs no rate: the records' currencies are all a conversion can use.
      ...ratesShown(
        input.rates,
        pair.records.map((r) => r.fee.currency),
        input.currency,
      ),
      localCurrency: thirdCurrency(input.currency),
      headlineNote: pair.needsDocument ? headlineNote(best, options, input.visaType, input.passport.name) : null,
      from: pair.from,
    };
  }

  const wait = pairWait(input.waits ?? [], {
    destination: input.destination.code,
    appliesIn: input.passport.code,
    appliesInName: input.passport.name,
    visaType: input.visaType,
    category: requirement.category,
    today: input.today,
  });
  const card: RequirementCard = {
    visaRequired: !exempt,
    label: requirementLabel(requirement),
    category: requirement.category,
    maxStayDays: requirement.maxStayDays ?? best?.maxStayDays ?? null,
    validityDays: exempt ? null : (best?.validityDays ?? null),
    processing: exempt ? null : (wait?.text ?? (best ? best.processing : formatProcessingTime(null))),
    entryType: entryTypeOf(best?.entries),
    visaOnArrival: unknown ? "Unknown" : availability(requirement.category, "visa-on-arrival", exempt, false),
    eVisa: unknown ? "Unknown" : availability(requirement.category, "e-visa", exempt, !!best?.eVisa),
    ...documentsOf(input, requirement.category, documentRecord(best, fees, { ...input, feeOptions: pair.records }, requirement.category), noteOf),
    ...lastUpdatedOf(best, provenance),
    estimate: !!best?.estimate,
  };
  const announced = pairAnnouncements(input.announced, input.passport, input.destination, requirement.category, noteOf, input.today);
  const notes = sourcedNotes(announced, provenance.kind !== "dataset" ? provenance : null);
  return {
    passport: ref(input.passport),
    destination: ref(input.destination),
    visaType: input.visaType,
    card,
    provenance,
    fees,
    announced,
    notes,
    wait,
  };
}

/**
 * The fee record the pair's documents are for: the headline fee; for a pair that needs no visa (no headline), the best
 * record of its own document (an eTA's, a visa-free entry's) of the chosen type, in force and open to every holder.
 * A record without a list of its own borrows the list (and the application site, when it has none) of another such
 * record of the same document and type: India's detailed record beside the world record that heads the pair.
 */
function documentRecord(best: PricedOption | null, fees: FeeSection, input: VisaCheckInput, category: RequirementCategory): DocumentRecord | null {
  if (fees.status !== "listed") return best;
  const candidates = fees.options.filter((o) => {
    const record = input.feeOptions.find((r) => r.id === o.id);
    return !!record && isHeadlineCandidate(record, input.today) && o.visaType === input.visaType;
  });
  let record: PricedOption | null = best;
  if (!record) {
    const document = category === "eta" ? "eta" : category === "visa-free" ? "visa-free" : null;
    const own = input.feeOptions.filter((o) => o.document === document && candidates.some((c) => c.id === o.id));
    const chosen = document ? bestOption(own, input.visaType, category, input.rates) : null;
    record = chosen ? (fees.options.find((o) => o.id === chosen.id) ?? null) : null;
  }
  if (!record || record.estimate || record.requirements.length > 0) return record;
  const lister = candidates.find((o) => o.document === record.document && o.requirements.length > 0);
  return lister ? { ...record, requirements: lister.requirements, applyUrl: record.applyUrl ?? lister.applyUrl } : record;
}

/** The card's documents (./entry-documents.ts) for the pair's category and record. */
function documentsOf(input: VisaCheckInput, category: RequirementCategory, record: DocumentRecord | null, noteOf: SourceNoteOf) {
  const documents = entryDocuments({
    category,
    record,
    visaType: input.visaType,
    passportCountryCode: input.passport.code,
    arrivalCard: input.arrivalCard ?? null,
    today: input.today,
    noteOf,
  });
  return {
    document: documents.document,
    documents: documents.lines,
    documentsRecommended: documents.document === "visa-free",
    applyUrl: documents.applyUrl,
  };
}
