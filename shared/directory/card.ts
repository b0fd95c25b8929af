/**
 * @module The Verified Visa Fees directory: one card per destination featuring one fee record, and every record
 * of a destination for its dialog (spec: Verified Visa Fees; sections 3 and 9; decisions 13 and 14). Records
 * only, never estimates.
 */
import type { CountrySummary } from "../countries/country";
import type { RateTable } from "../money/rates";
import { ratesShown, type RatesShown } from "../money/rates-note";
import { thirdCurrency } from "../money/visitor-currency";
import type { CurrencyCode } from "../units/money";
import type { IsoDate } from "../units/iso-date";
import { feeInForce, isCitedVerified, isHeadlineCandidate, type FeeOption } from "../visa/fee-option";
import { priceOption, type PricedOption } from "../visa/priced-option";
import { groupByDestination } from "./group";
import { bestOption } from "../visa/best-option";
import { DEFAULT_VISA_TYPE } from "../visa/visa-types";
import { compareByCountryName } from "./search";
import { NO_SOURCE_NOTE, type SourceNoteOf } from "../watch/source-statuses";

/** What a card shows of its featured record: fee, subtype, processing, e-Visa, source, checked date, apply link. */
export type DirectoryCardFee = Pick<
  PricedOption,
  | "id"
  | "nativeFee"
  | "usd"
  | "usdFee"
  | "local"
  | "localFee"
  | "localCurrency"
  | "subtype"
  | "processing"
  | "eVisa"
  | "source"
  | "sourceUrl"
  | "checkedOn"
  | "applyUrl"
  | "dates"
  | "condition"
>;

/**
 * One country card of the directory. It carries the featured record only: the dialog's full list comes from
 * {@link DirectoryOptions} when it is opened, which keeps the page's hydration data to about a third.
 */
export interface DirectoryCard {
  country: Pick<CountrySummary, "code" | "name" | "flagEmoji">;
  /**
   * The record the card shows, among the fees in force today: the first verified (decision 14), else the first in
   * source order, priced; an ended record only when none is in force (its `endedOn` set).
   */
  featured: DirectoryCardFee;
  /** Records that are Verified by decision 14 ('{n} Verified' badge when above 0). */
  verifiedCount: number;
  /** Records for the country ('{n} Options' badge and 'View All {n} Options' when above 1). */
  optionCount: number;
}

/** The directory: cards sorted by country name, and the rates behind their USD and local amounts (dates and sources). */
export interface Directory extends RatesShown {
  cards: readonly DirectoryCard[];
  /** The visitor's currency, the cards' third amount; null when it is USD (decision 17). */
  localCurrency: CurrencyCode | null;
}

/** Every record of one destination, for the 'All Visa Options for {country}' dialog. */
export interface DirectoryOptions extends RatesShown {
  country: Pick<CountrySummary, "code" | "name" | "flagEmoji">;
  /** The records in source order, priced (USD and the visitor's currency through the rate table of `ratesOn`). */
  options: readonly PricedOption[];
}

function cardFee(option: PricedOption): DirectoryCardFee {
  const {
    id,
    nativeFee,
    usd,
    usdFee,
    local,
    localFee,
    localCurrency,
    subtype,
    processing,
    eVisa,
    source,
    sourceUrl,
    checkedOn,
    applyUrl,
    dates,
    condition,
  } = option;
  return {
    id,
    nativeFee,
    usd,
    usdFee,
    local,
    localFee,
    localCurrency,
    subtype,
    processing,
    eVisa,
    source,
    sourceUrl,
    checkedOn,
    applyUrl,
    dates,
    condition,
  };
}

/**
 * Builds one card from a country and its records (source order), priced in USD and the visitor's `currency`; null when
 * there are no records.
 * @example toDirectoryCard(vietnam, [unverifiedEvisa, verifiedEvisa], rates, today, "EUR")?.featured.id // verifiedEvisa.id
 */
export function toDirectoryCard(
  country: Pick<CountrySummary, "code" | "name" | "flagEmoji">,
  records: readonly FeeOption[],
  rates: RateTable,
  today: IsoDate,
  currency: CurrencyCode,
  noteOf: SourceNoteOf = NO_SOURCE_NOTE,
): DirectoryCard | null {
  if (records.length === 0) return null;
  const verified = records.map((r) => ({ verified: isCitedVerified(r) }));
  // The featured fee is one in force today and open to every Indian passport holder; only when there is none is a
  // conditional one shown (marked so), and only when every record has ended (or not begun) an ended one (issue #32).
  const headline = records.filter((r) => isHeadlineCandidate(r, today));
  const inForce = records.filter((r) => feeInForce(r, today));
  const pool = headline.length > 0 ? headline : inForce.length > 0 ? inForce : records;
  // The headline rule of a check (issue #43): a tourist's cheapest single-entry adult rate, never the file's order.
  const type = pool.some((r) => r.visaType === DEFAULT_VISA_TYPE) ? DEFAULT_VISA_TYPE : pool[0]!.visaType;
  const featured = bestOption(pool, type, null, rates) ?? pool[0]!;
  return {
    country: { code: country.code, name: country.name, flagEmoji: country.flagEmoji },
    featured: cardFee(priceOption(featured, rates, today, { currency, noteOf })),
    verifiedCount: verified.filter((v) => v.verified).length,
    optionCount: records.length,
  };
}

/**
 * Builds the directory from fee records (any order of countries; records in source order) and the countries
 * they name. Records whose destination is not among `countries` are left out: a card needs a name.
 * @example buildDirectory({ countries: [vietnam, thailand], feeOptions, rates, currency: "INR", today }).cards.map((c) => c.country.name) // ["Thailand", "Vietnam"]
 */
export function buildDirectory(input: {
  countries: readonly Pick<CountrySummary, "code" | "name" | "flagEmoji">[];
  feeOptions: readonly FeeOption[];
  rates: RateTable;
  /** The visitor's currency (decision 17): each featured fee shows in it beside USD, unless it is USD. */
  currency: CurrencyCode;
  /** The day of the lookup: a fee that has ended is never a card's featured fee while another applies. */
  today: IsoDate;
  /** The notes of flagged sources (issue #35), carried in each featured fee's `dates`; none when absent. */
  sourceNoteOf?: SourceNoteOf;
}): Directory {
  const byCode = new Map(input.countries.map((c) => [c.code as string, c]));
  const cards: DirectoryCard[] = [];
  const charged = new Set<string>();
  for (const [code, records] of groupByDestination(input.feeOptions)) {
    const country = byCode.get(code);
    const card = country ? toDirectoryCard(country, records, input.rates, input.today, input.currency, input.sourceNoteOf) : null;
    if (card) cards.push(card);
    const featured = card ? records.find((r) => r.id === card.featured.id) : undefined;
    if (featured) charged.add(featured.fee.currency);
  }
  cards.sort((a, b) => compareByCountryName(a.country, b.country));
  return { cards, ...ratesShown(input.rates, charged, input.currency), localCurrency: thirdCurrency(input.currency) };
}

/**
 * Every record of one destination, priced in USD and the visitor's `currency`, in source order; null when the
 * destination has none.
 * @example toDirectoryOptions(vietnam, [eur, usd], rates, today, "INR")?.options.map((o) => o.usdFee) // ["$100", "$25"]
 */
export function toDirectoryOptions(
  country: Pick<CountrySummary, "code" | "name" | "flagEmoji">,
  records: readonly FeeOption[],
  rates: RateTable,
  today: IsoDate,
  currency: CurrencyCode,
  noteOf: SourceNoteOf = NO_SOURCE_NOTE,
): DirectoryOptions | null {
  if (records.length === 0) return null;
  return {
    country: { code: country.code, name: country.name, flagEmoji: country.flagEmoji },
    options: records.map((r) => priceOption(r, rates, today, { currency, noteOf })),
    ...ratesShown(
      rates,
      records.map((r) => r.fee.currency),
      currency,
    ),
  };
}
