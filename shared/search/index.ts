/**
 * @module The free-text visa search index for one passport (issue #45): every fee record that applies to the passport
 * by the check's rule (shared/visa/pair-fees.ts), priced and joined with its destination's search terms.
 */
import { passportsOf, type Country } from "../countries/country";
import { groupByDestination } from "../directory/group";
import { foldCountry, foldSearchText, type FoldedCountry } from "../countries/rank";
import type { RateTable } from "../money/rates";
import type { CurrencyCode, Money } from "../units/money";
import type { CountryCode } from "../units/country-code";
import type { IsoDate } from "../units/iso-date";
import { toDisplayRow, type DisplayRow } from "../visa/display-rows";
import type { FeeOption } from "../visa/fee-option";
import { pairFees } from "../visa/pair-fees";
import { priceOption } from "../visa/priced-option";
import type { DestinationRequirement } from "../visa/visa-free";
import { DEFAULT_VISA_TYPE } from "../visa/visa-types";
import { compareEnglish } from "../units/english-order";
import type { SourceNoteOf } from "../watch/source-statuses";

/**
 * One result row: the options table's display row (country name, Duration, Native Fee, USD and the visitor's currency
 * as display strings, verified/estimate flags) plus what a search result needs to stand on its own: the destination's
 * code and flag, and the figure's source and checked date (decision 14: wherever a fee shows, its source does).
 */
export interface SearchRow extends DisplayRow {
  /** ISO 3166-1 alpha-2 code of the destination. */
  countryCode: CountryCode;
  flagEmoji: string;
  /** Publisher of the figure; "Unknown" when the record names none. */
  source: string;
  /** Page the figure was read on, or null. */
  sourceUrl: string | null;
  /** Calendar date the figure was checked against its source. */
  checkedOn: IsoDate | null;
  /**
   * feeDatesText (with the ended note when the fee had ended, and the source's note when the watch flagged it: issue
   * #35): the source's date and the day we read it; null for an estimate.
   */
  dates: string | null;
}

/** Folded text (shared/countries/rank.ts' foldSearchText) an entry is matched on. */
export interface SearchEntry {
  row: SearchRow;
  /** The destination's name, code, aliases and major cities, ranked by countryMatchTier. */
  country: FoldedCountry;
  /** Visa type label, subtype and duration: the tier after every country tier. */
  visa: readonly string[];
  eVisa: boolean;
  /** Duplicate key: country + subtype + native fee (spec section 5). */
  dedupeKey: string;
  /** The fee as charged: a result row is converted to the visitor's currency when it is returned (shared/search/query.ts). */
  fee: Money;
}

/** Entries pre-sorted by country name, then by the fee records' source order. */
export interface SearchIndex {
  /** The passport whose fees the index holds. */
  passport: CountryCode;
  /** How a note names its passports ("Indian passports", passportsOf): the results say whose fees they are. */
  passports: string;
  /** Rows priced in USD only: the visitor's currency is the query's (one index per passport serves every visitor). */
  entries: readonly SearchEntry[];
  /** The rate table the rows were priced with; a query converts its rows to the visitor's currency through it. */
  rates: RateTable;
}

const USD = "USD" as CurrencyCode;

/** What the index is built from (source: the D1 tables seeded from data/). */
export interface SearchSources {
  countries: readonly Country[];
  /** The passport searched for: only the records that apply to it are indexed. */
  passport: Pick<Country, "code" | "name" | "demonym">;
  /** Fee records of every destination for every passport, in source order (fee_options.position). */
  feeOptions: readonly FeeOption[];
  /** The passport's requirement for each destination on `today` (passportRequirements), by destination code. */
  requirements: ReadonlyMap<string, Pick<DestinationRequirement, "requirement" | "rule">>;
  rates: RateTable;
  /** The day the index is built for (it says which fees had ended). */
  today: IsoDate;
  /** The notes of the flagged sources the index is built with (none when absent). */
  sourceNoteOf?: SourceNoteOf;
}

/**
 * The records that apply to the passport (pairFees, as the check picks them), each with its "Sources disagree"
 * sentence or null, in source order.
 */
function applyingRecords(sources: SearchSources): Map<string, string | null> {
  const applying = new Map<string, string | null>();
  for (const [code, records] of groupByDestination(sources.feeOptions)) {
    const requirement = sources.requirements.get(code);
    if (!requirement) continue;
    const pair = pairFees({
      records,
      passport: sources.passport,
      category: requirement.requirement.category,
      rule: requirement.rule,
      visaType: DEFAULT_VISA_TYPE,
      rates: sources.rates,
      today: sources.today,
    });
    for (const r of pair.records) applying.set(r.id, pair.disagreements.get(r.id) ?? null);
  }
  return applying;
}

/**
 * Builds the search index for a passport: each fee record that applies to it (the check's rule) priced in USD through
 * the rate table (`priceOption`) and joined with its destination's name, code, aliases and major cities. Records whose
 * destination is not among `countries`, or has no requirement for the passport (its own country), are left out.
 * Cost: O(records); meant to run once per data version and passport.
 * @example buildSearchIndex({ countries: [thailand], passport: india, feeOptions: [thaiEvisa], requirements, rates, today }).entries[0].row.country // "Thailand"
 */
export function buildSearchIndex(sources: SearchSources): SearchIndex {
  // Folded once per country, not per fee record: a country has several records.
  const byCode = new Map(sources.countries.map((c) => [c.code as string, { country: c, folded: foldCountry(c) }]));
  const applying = applyingRecords(sources);
  const entries: (SearchEntry & { position: number })[] = [];
  sources.feeOptions.forEach((option, position) => {
    const destination = byCode.get(option.destinationCountryCode);
    const disagreement = applying.get(option.id);
    if (!destination || disagreement === undefined) return;
    const { country, folded } = destination;
    const priced = priceOption(option, sources.rates, sources.today, { currency: USD, noteOf: sources.sourceNoteOf, disagreement });
    const row: SearchRow = {
      ...toDisplayRow(priced, country.name),
      countryCode: country.code,
      flagEmoji: country.flagEmoji,
      source: priced.source,
      sourceUrl: priced.sourceUrl,
      checkedOn: priced.checkedOn,
      dates: priced.dates,
    };
    entries.push({
      row,
      country: folded,
      visa: [row.visaTypeLabel, row.subtype, row.duration].map(foldSearchText),
      eVisa: option.eVisa,
      dedupeKey: JSON.stringify([country.code, row.subtype, row.nativeFee]),
      fee: option.fee,
      position,
    });
  });
  // Sorting here once lets every query keep this order by walking the entries.
  entries.sort((a, b) => compareEnglish(a.row.country, b.row.country) || a.position - b.position);
  return {
    passport: sources.passport.code,
    passports: passportsOf(sources.passport),
    entries: entries.map(({ position: _position, ...entry }) => entry),
    rates: sources.rates,
  };
}
