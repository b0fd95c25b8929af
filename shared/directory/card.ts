/**
 * @module The Verified Visa Fees directory for one passport (issue #45): one card per destination with a fee record that
 * applies to the passport, featuring the fee a check of the pair shows (./../visa/pair-fees.ts: one answer per question,
 * decision 16), and every such record of a destination for its dialog (spec: Verified Visa Fees; sections 3 and 9;
 * decisions 13, 14 and 17). Records only, never estimates.
 */
import { passportsOf, type Country, type CountrySummary } from "../countries/country";
import type { RateTable } from "../money/rates";
import { ratesShown, type RatesShown } from "../money/rates-note";
import { thirdCurrency } from "../money/visitor-currency";
import type { CountryCode } from "../units/country-code";
import type { CurrencyCode } from "../units/money";
import type { IsoDate } from "../units/iso-date";
import { feeInForce, isCitedVerified, isHeadlineCandidate, type FeeOption } from "../visa/fee-option";
import type { DestinationRequirement } from "../visa/visa-free";
import { pairFees, type PairFees } from "../visa/pair-fees";
import { priceOption, type PricedOption } from "../visa/priced-option";
import { requirementLabel, type RequirementCategory } from "../visa/requirement";
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

/** The passport a directory is for, as its page names it. */
export interface DirectoryPassport {
  code: CountryCode;
  name: string;
  flagEmoji: string;
  /** How sentences name its passports: "Indian passports" (passportsOf). */
  passports: string;
}

/**
 * One country card of the directory. It carries the featured record only: the dialog's full list comes from
 * {@link DirectoryOptions} when it is opened, which keeps the page's hydration data to about a third.
 */
export interface DirectoryCard {
  country: Pick<CountrySummary, "code" | "name" | "flagEmoji">;
  /** The pair's requirement for the passport, as the check labels it ("e-Visa", "Visa required", "eTA required"). */
  requirement: string;
  /**
   * The record the card shows: the check's headline for the pair (a tourist's cheapest single-entry fee in force and
   * open to every holder), or an eTA pair's eTA fee (the check's `eta`); where the check has neither, the best of the records in force, then of the conditional ones
   * (marked), and only when every record has ended (or not begun) an ended one (its `endedOn` set).
   */
  featured: DirectoryCardFee;
  /** True when the featured fee is the check's headline and the check reads "from" (other options cost more). */
  from: boolean;
  /** Records that are Verified by decision 14 ('{n} Verified' badge when above 0). */
  verifiedCount: number;
  /** Records that apply to the passport ('{n} Options' badge and 'View All {n} Options' when above 1). */
  optionCount: number;
}

/** The directory for one passport: cards sorted by country name, and the rates behind their USD and local amounts (dates and sources). */
export interface Directory extends RatesShown {
  passport: DirectoryPassport;
  cards: readonly DirectoryCard[];
  /** The visitor's currency, the cards' third amount; null when it is USD (decision 17). */
  localCurrency: CurrencyCode | null;
}

/** Every record of one destination that applies to the passport, for the 'All Visa Options for {country}' dialog. */
export interface DirectoryOptions extends RatesShown {
  country: Pick<CountrySummary, "code" | "name" | "flagEmoji">;
  passport: DirectoryPassport;
  /** The records in source order, priced (USD and the visitor's currency through the rate table of `ratesOn`). */
  options: readonly PricedOption[];
}

/** A pair's fees as a card reads them: pairFees' answer and the requirement's label. */
export type DirectoryPair = Pick<PairFees<FeeOption>, "records" | "headline" | "eta" | "from" | "disagreements"> & {
  category: RequirementCategory | null;
  /** requirementLabel of the pair's requirement. */
  requirement: string;
};

/** The passport as a directory names it. */
export function directoryPassport(passport: Pick<Country, "code" | "name" | "flagEmoji" | "demonym">): DirectoryPassport {
  return { code: passport.code, name: passport.name, flagEmoji: passport.flagEmoji, passports: passportsOf(passport) };
}

/**
 * A pair's fees for the directory: the check's rule (pairFees) for a tourist, the type a card heads with, so the
 * card's featured fee is the check's headline.
 */
export function directoryPair(
  records: readonly FeeOption[],
  passport: Pick<Country, "code" | "name">,
  requirement: Pick<DestinationRequirement, "requirement" | "rule">,
  rates: RateTable,
  today: IsoDate,
): DirectoryPair {
  const category = requirement.requirement.category;
  const pair = pairFees({ records, passport, category, rule: requirement.rule, visaType: DEFAULT_VISA_TYPE, rates, today });
  return { ...pair, category, requirement: requirementLabel(requirement.requirement) };
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
 * The record a card features when the check has no headline (no document needed, or no tourist record in force and
 * open to every holder): the best among those in force and open to every holder, else in force, else all (issue #32),
 * of the tourist type where one is, by the headline rule (a tourist's cheapest single-entry adult rate, issue #43).
 */
function featuredWithoutHeadline(records: readonly FeeOption[], category: RequirementCategory | null, rates: RateTable, today: IsoDate): FeeOption {
  const headline = records.filter((r) => isHeadlineCandidate(r, today));
  const inForce = records.filter((r) => feeInForce(r, today));
  const pool = headline.length > 0 ? headline : inForce.length > 0 ? inForce : records;
  const type = pool.some((r) => r.visaType === DEFAULT_VISA_TYPE) ? DEFAULT_VISA_TYPE : pool[0]!.visaType;
  return bestOption(pool, type, category, rates) ?? pool[0]!;
}

/**
 * Builds one card from a country and its pair's fees, priced in USD and the visitor's `currency`; null when no record
 * applies.
 * @example toDirectoryCard(vietnam, directoryPair(records, unitedStates, requirement, rates, today), rates, today, "EUR")?.featured.id // the check's headline
 */
export function toDirectoryCard(
  country: Pick<CountrySummary, "code" | "name" | "flagEmoji">,
  pair: DirectoryPair,
  rates: RateTable,
  today: IsoDate,
  currency: CurrencyCode,
  noteOf: SourceNoteOf = NO_SOURCE_NOTE,
): DirectoryCard | null {
  const records = pair.records;
  if (records.length === 0) return null;
  const featured = pair.headline ?? pair.eta ?? featuredWithoutHeadline(records, pair.category, rates, today);
  return {
    country: { code: country.code, name: country.name, flagEmoji: country.flagEmoji },
    requirement: pair.requirement,
    featured: cardFee(priceOption(featured, rates, today, { currency, noteOf, disagreement: pair.disagreements.get(featured.id) ?? null })),
    from: pair.headline !== null && pair.from,
    verifiedCount: records.filter(isCitedVerified).length,
    optionCount: records.length,
  };
}

/**
 * Builds the directory for a passport from every destination's fee records (any order of countries; records in source
 * order), the countries they name and the passport's requirement for each destination (passportRequirements), priced in
 * USD and the visitor's `currency`. A destination gets a card when a record applies to the pair by the check's rule;
 * records whose destination is not among `countries` or has no requirement for the passport (its own country) are left
 * out.
 * @example buildDirectory({ passport: unitedStates, countries, feeOptions, requirements, rates, currency: "INR", today }).cards.find((c) => c.country.code === "IN")?.featured.usdFee // "$25"
 */
export function buildDirectory(input: {
  passport: Pick<Country, "code" | "name" | "flagEmoji" | "demonym">;
  countries: readonly Pick<CountrySummary, "code" | "name" | "flagEmoji">[];
  feeOptions: readonly FeeOption[];
  /** The passport's requirement for each destination on `today`, by destination code. */
  requirements: ReadonlyMap<string, Pick<DestinationRequirement, "requirement" | "rule">>;
  rates: RateTable;
  /** The visitor's currency (decision 17): each featured fee shows in it beside USD, unless it is USD. */
  currency: CurrencyCode;
  /** The day of the lookup: which fees are in force, which correction decides the pair. */
  today: IsoDate;
  /** The notes of flagged sources (issue #35), carried in each featured fee's `dates`; none when absent. */
  sourceNoteOf?: SourceNoteOf;
}): Directory {
  const byCode = new Map(input.countries.map((c) => [c.code as string, c]));
  const cards: DirectoryCard[] = [];
  const charged = new Set<string>();
  for (const [code, records] of groupByDestination(input.feeOptions)) {
    const country = byCode.get(code);
    const requirement = input.requirements.get(code);
    if (!country || !requirement) continue;
    const pair = directoryPair(records, input.passport, requirement, input.rates, input.today);
    const card = toDirectoryCard(country, pair, input.rates, input.today, input.currency, input.sourceNoteOf);
    if (card) cards.push(card);
    const featured = card ? records.find((r) => r.id === card.featured.id) : undefined;
    if (featured) charged.add(featured.fee.currency);
  }
  cards.sort((a, b) => compareByCountryName(a.country, b.country));
  return {
    passport: directoryPassport(input.passport),
    cards,
    ...ratesShown(input.rates, charged, input.currency),
    localCurrency: thirdCurrency(input.currency),
  };
}

/**
 * Every record of one destination that applies to the passport (a pair's records, pairFees), priced in USD and the
 * visitor's `currency`, in source order, each "Sources disagree" where the requirement names another document; null
 * when none applies.
 * @example toDirectoryOptions(vietnam, india, directoryPair(records, india, requirement, rates, today), rates, today, "INR")?.options.map((o) => o.usdFee) // ["$100", "$25"]
 */
export function toDirectoryOptions(
  country: Pick<CountrySummary, "code" | "name" | "flagEmoji">,
  passport: Pick<Country, "code" | "name" | "flagEmoji" | "demonym">,
  pair: Pick<DirectoryPair, "records" | "disagreements">,
  rates: RateTable,
  today: IsoDate,
  currency: CurrencyCode,
  noteOf: SourceNoteOf = NO_SOURCE_NOTE,
): DirectoryOptions | null {
  if (pair.records.length === 0) return null;
  return {
    country: { code: country.code, name: country.name, flagEmoji: country.flagEmoji },
    passport: directoryPassport(passport),
    options: pair.records.map((r) => priceOption(r, rates, today, { currency, noteOf, disagreement: pair.disagreements.get(r.id) ?? null })),
    ...ratesShown(
      rates,
      pair.records.map((r) => r.fee.currency),
      currency,
    ),
  };
}
