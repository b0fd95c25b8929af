/**
 * @module The fee an e-Visa or eTA card of the No Visa Countries finder shows for the passport (issue #45): the check's
 * tourist headline for the pair, or an eTA pair's eTA fee (./pair-fees.ts: one answer per question, decision 16), in
 * the currency charged, in USD and in the visitor's currency (decision 17), with its source and dates (decision 14).
 */
import type { Country } from "../countries/country";
import { CONVERSION_UNAVAILABLE, localFeeText } from "../money/display";
import type { RateTable } from "../money/rates";
import type { IsoDate } from "../units/iso-date";
import type { CurrencyCode } from "../units/money";
import type { SourceNoteOf } from "../watch/source-statuses";
import type { RuleSource } from "./fee-disagreement";
import type { FeeOption } from "./fee-option";
import { pairFees } from "./pair-fees";
import { priceOption, type PricedOption } from "./priced-option";
import type { RequirementCategory } from "./requirement";
import { DEFAULT_VISA_TYPE } from "./visa-types";

/** The fee an e-Visa or eTA card shows, as the server writes it (the finder's JavaScript formats no amount). */
export interface FinderFee {
  /**
   * The fee as charged, then USD and the visitor's currency where they add something: "from EUR 90 ($100, ₹9,000)"
   * ("from" where the check says it), "$25" for a US visitor's fee charged in USD, "KWD 3 (conversion unavailable)"
   * where the currency has no rate.
   */
  amount: string;
  /** The publisher ("No source on record" for a record that cites no page). */
  source: string;
  sourceUrl: string | null;
  /** The source's date and the day we read it, with any note (priceOption's `dates`), or null. */
  dates: string | null;
}

/** What the e-Visa and eTA cards' fees are read from. */
export interface FinderFeeInput {
  /** Fee records of every destination for every passport, in source order (pairFees keeps those that apply). */
  feeOptions: readonly FeeOption[];
  rates: RateTable;
  /** The visitor's currency (decision 17; never the client's input): each fee shows in it beside USD, unless it is USD. */
  currency: CurrencyCode;
}

/** One pair as finderFee reads it. */
export interface FinderPair {
  /** The destination's records for every passport, in source order. */
  records: readonly FeeOption[];
  passport: Pick<Country, "code" | "name">;
  category: RequirementCategory;
  /** Where the pair's requirement comes from, named by "Sources disagree" (ruleSourceOf). */
  rule: RuleSource;
  today: IsoDate;
  noteOf: SourceNoteOf;
}

/** "EUR 90 ($100, ₹9,000)": the trip planner's fee line (shared/trip/fees.ts feeLine), for a priced record. */
function amountText(priced: PricedOption): string {
  if (priced.nativeFee === "Free") return "Free";
  if (priced.usdFee === null) return `${priced.nativeFee} (${CONVERSION_UNAVAILABLE})`;
  const added = [priced.usdFee, localFeeText(priced)].filter((text): text is string => text !== null && text !== priced.nativeFee);
  return added.length > 0 ? `${priced.nativeFee} (${added.join(", ")})` : priced.nativeFee;
}

/**
 * The fee an e-Visa or eTA card shows, and the currency it is charged in (the finder's rates note names its rate's
 * date); null when no record heads the pair (the card then shows none).
 * @example finderFee({ records: vietnam, passport: india, category: "e-visa", rule, today, noteOf }, { feeOptions, rates, currency: "INR" })?.fee.amount
 *   // "from $25 (₹2,250)"
 */
export function finderFee(pair: FinderPair, input: FinderFeeInput): { fee: FinderFee; currency: CurrencyCode } | null {
  const fees = pairFees({
    records: pair.records,
    passport: pair.passport,
    category: pair.category,
    rule: pair.rule,
    visaType: DEFAULT_VISA_TYPE,
    rates: input.rates,
    today: pair.today,
  });
  const record = fees.headline ?? fees.eta;
  if (!record) return null;
  const disagreement = fees.disagreements.get(record.id) ?? null;
  const priced = priceOption(record, input.rates, pair.today, { currency: input.currency, noteOf: pair.noteOf, disagreement });
  const amount = amountText(priced);
  return {
    fee: { amount: fees.from ? `from ${amount}` : amount, source: priced.source, sourceUrl: priced.sourceUrl, dates: priced.dates },
    currency: priced.currency,
  };
}
