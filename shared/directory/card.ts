/**
 * @module The Verified Visa Fees directory: one card per destination with every fee record priced
 * (spec: Verified Visa Fees; sections 3 and 9; decisions 13 and 14). Records only, never estimates.
 */
import type { CountrySummary } from "../countries/country";
import type { RateTable } from "../money/rates";
import type { IsoDate } from "../units/iso-date";
import type { FeeOption } from "../visa/fee-option";
import { priceOption, type PricedOption } from "../visa/priced-option";
import { featuredIndex, groupByDestination } from "./group";
import { compareByCountryName } from "./search";

/** One country card of the directory. */
export interface DirectoryCard {
  country: Pick<CountrySummary, "code" | "name" | "flagEmoji">;
  /** Every record for the country in source order, priced (USD and INR through the dated rate table). */
  options: readonly PricedOption[];
  /** Index in `options` of the card's record: the first verified, else the first (an index, not a copy, to keep pages light). */
  featuredIndex: number;
  /** Records that are Verified by decision 14 ('{n} Verified' badge when above 0). */
  verifiedCount: number;
  /** Records for the country ('{n} Options' badge and 'View All {n} Options' when above 1). */
  optionCount: number;
}

/** The directory: cards sorted by country name, and the date of the rates used for USD and INR. */
export interface Directory {
  cards: readonly DirectoryCard[];
  ratesAsOn: IsoDate;
}

/**
 * Builds one card from a country and its records (source order); null when there are no records.
 * @example toDirectoryCard(vietnam, [unverifiedEvisa, verifiedEvisa], rates)?.featuredIndex // 1
 */
export function toDirectoryCard(
  country: Pick<CountrySummary, "code" | "name" | "flagEmoji">,
  records: readonly FeeOption[],
  rates: RateTable,
): DirectoryCard | null {
  if (records.length === 0) return null;
  const options = records.map((r) => priceOption(r, rates));
  return {
    country: { code: country.code, name: country.name, flagEmoji: country.flagEmoji },
    options,
    featuredIndex: featuredIndex(options),
    verifiedCount: options.filter((o) => o.verified).length,
    optionCount: options.length,
  };
}

/**
 * The record a card features.
 * @example featuredOption(card).usdFee // "$474"
 */
export function featuredOption(card: DirectoryCard): PricedOption {
  return card.options[card.featuredIndex]!;
}

/**
 * Builds the directory from fee records (any order of countries; records in source order) and the countries
 * they name. Records whose destination is not among `countries` are left out: a card needs a name.
 * @example buildDirectory({ countries: [vietnam, thailand], feeOptions, rates }).cards.map((c) => c.country.name) // ["Thailand", "Vietnam"]
 */
export function buildDirectory(input: {
  countries: readonly Pick<CountrySummary, "code" | "name" | "flagEmoji">[];
  feeOptions: readonly FeeOption[];
  rates: RateTable;
}): Directory {
  const byCode = new Map(input.countries.map((c) => [c.code as string, c]));
  const cards: DirectoryCard[] = [];
  for (const [code, records] of groupByDestination(input.feeOptions)) {
    const country = byCode.get(code);
    const card = country ? toDirectoryCard(country, records, input.rates) : null;
    if (card) cards.push(card);
  }
  cards.sort((a, b) => compareByCountryName(a.country, b.country));
  return { cards, ratesAsOn: input.rates.asOn };
}
