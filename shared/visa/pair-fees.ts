/**
 * @module A pair's fees and its headline, by one rule for every surface (decision 16, issue #45): the records that apply
 * to the passport (shared/fees/resolve.ts), the "Sources disagree" sentence of each that the requirement does not name,
 * and the headline fee a check shows (./best-option.ts among the fees in force and open to every holder). The check
 * (./check.ts), the directory's cards, the search, the finder's e-Visa and eTA cards and the home carousel all read a
 * pair's fee from here, so a figure reads the same wherever it shows.
 */
import type { Country } from "../countries/country";
import { FEE_DATA_ORIGIN } from "../countries/country";
import { feesForPassport } from "../fees/resolve";
import { convert, roundConverted, type RateTable } from "../money/rates";
import type { IsoDate } from "../units/iso-date";
import type { CurrencyCode } from "../units/money";
import { bestOption } from "./best-option";
import { estimateFor, type VisaEstimate } from "./estimates";
import { feeDisagreementText, type RuleSource } from "./fee-disagreement";
import { isHeadlineCandidate, type FeeOption } from "./fee-option";
import { isVisaExempt, type RequirementCategory } from "./requirement";

/** What the rule reads of a pair. */
export interface PairFeesInput<T extends FeeOption> {
  /** The destination's records for every passport, in source order (others are the caller's to leave out). */
  records: readonly T[];
  passport: Pick<Country, "code" | "name">;
  /** The pair's requirement resolved on `today` (resolveRequirement: a correction in force, else the snapshot). */
  category: RequirementCategory;
  /** Where that requirement comes from (ruleSourceOf), named by "Sources disagree". */
  rule: RuleSource;
  /** The visa type asked for ("tourist" on every surface but a check of another type). */
  visaType: string;
  rates: RateTable;
  today: IsoDate;
}

/** A pair's fees, as every surface shows them. */
export interface PairFees<T extends FeeOption> {
  /** The records that apply to the pair and fit its requirement, in source order. */
  records: T[];
  /** "Sources disagree: …" by record id, for the records whose document the requirement does not name. */
  disagreements: ReadonlyMap<string, string>;
  /** Whether the pair needs a document at all (not visa free, not an eTA, admitted, a known rule). */
  needsDocument: boolean;
  /**
   * True when the pair needs a document and no record applies, for a passport other than India's: "Coming Soon",
   * saying what is known (decision 17). India's pairs show section 9's estimate instead (decision 13).
   */
  comingSoon: boolean;
  /**
   * The headline fee: the best record of `visaType` among those in force on `today` and open to every holder; null when
   * no document is needed, or when the type's records have all ended, not begun or need another visa.
   */
  headline: T | null;
  /**
   * An eTA pair's eTA fee (the pair needs no visa, so it has no headline): the best eTA record of `visaType` in force
   * and open to every holder; null for any other pair, or when none is.
   */
  eta: T | null;
  /** Section 9's estimate where it stands in: a pair that needs a document with no record of `visaType` at all. */
  estimate: VisaEstimate | null;
  /**
   * True when other records of the headline's type that could head the pair cost more (in USD, as shown, whole
   * units): the headline reads "from".
   */
  from: boolean;
}

const USD = "USD" as CurrencyCode;

/** The amount a page shows in USD (whole units), or null without a rate: what "costs more" compares. */
function shownUsd(record: Pick<FeeOption, "fee">, rates: RateTable): number | null {
  const usd = convert(record.fee, rates, USD).usd;
  return usd === null ? null : roundConverted(usd);
}

/**
 * A pair's fees by the one rule. Pure; O(records of the destination).
 * @example pairFees({ records: india, passport: unitedStates, category: "e-visa", rule, visaType: "tourist", rates, today }).headline?.id
 *   // "in-e-tourist-visa-30-days-jul-mar" (US$25): the cheapest single-entry e-Visa open to every US holder
 */
export function pairFees<T extends FeeOption>(input: PairFeesInput<T>): PairFees<T> {
  const applying = feesForPassport(input.records, input.passport.code, input.today, input.category);
  const records = applying.map((a) => a.record);
  const disagreements = new Map(
    applying.filter((a) => a.fit === "disagrees").map((a) => [a.record.id, feeDisagreementText(a.record, input.passport, input.rule)]),
  );
  const admitted = input.category !== "no-admission" && input.category !== "unknown";
  const needsDocument = !isVisaExempt(input.category) && admitted;
  const comingSoon = records.length === 0 && needsDocument && input.passport.code !== FEE_DATA_ORIGIN;
  const candidates = records.filter((r) => isHeadlineCandidate(r, input.today));
  if (!needsDocument || comingSoon) {
    const eta =
      input.category === "eta"
        ? bestOption(
            candidates.filter((r) => r.document === "eta"),
            input.visaType,
            "eta",
            input.rates,
          )
        : null;
    return { records, disagreements, needsDocument, comingSoon, headline: null, eta, estimate: null, from: false };
  }
  const headline = bestOption(candidates, input.visaType, input.category, input.rates);
  // An estimate stands in only when the pair has no record of the type at all: a known fee that does not apply today
  // is listed as such, never replaced by a guess (issue #32).
  const estimate = headline || records.some((r) => r.visaType === input.visaType) ? null : estimateFor(input.visaType);
  const headlineUsd = headline ? shownUsd(headline, input.rates) : null;
  const from =
    headline !== null &&
    headlineUsd !== null &&
    candidates.some((r) => {
      if (r.id === headline.id || r.visaType !== headline.visaType) return false;
      const usd = shownUsd(r, input.rates);
      return usd !== null && usd > headlineUsd;
    });
  return { records, disagreements, needsDocument, comingSoon, headline, eta: null, estimate, from };
}
