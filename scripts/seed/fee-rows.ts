/**
 * @module The fee_options rows of the detailed India fee records (visa-fees/india-fees.v2.json, with the data desk's
 * changes), amounts in minor units; the world records' rows are ./world-fee-rows.ts's.
 */
import { FEE_DATA_ORIGIN } from "../../shared/countries/country";
import { documentOfNamedOption } from "../../shared/fees/documents";
import { fromMajor, minorUnitExponent, type CurrencyCode } from "../../shared/units/money";
import type { feeOptions } from "../../worker/db/schema";
import type { TableBuild } from "./correction-rows";
import type { SeedProblem } from "../../shared/data-input/errors";
import type { RatesFile } from "./schemas";
import type { DeskFeeRecord, Sourced } from "./desk";
import type { RowOf } from "./sql";

/** The one origin the fee records describe (visa-fees/SOURCE.md: "origin is always IN"). */
export const FEE_PASSPORT = FEE_DATA_ORIGIN;

/**
 * Converts a fee in major units to integer minor units of its currency (exponent from Intl, as ISO 4217:
 * JPY 0, USD 2, KWD 3), rounding to the nearest minor unit.
 * @throws RangeError (from Intl) when `currency` is not a currency code; the seed validates codes first.
 * @example feeMinorUnits(44.5, "USD") // 4450
 */
export function feeMinorUnits(amount: number, currency: string): number {
  return fromMajor(amount, currency as CurrencyCode).amountMinor;
}

/**
 * One row per fee record, in source order (`position`). Problems: a repeated id, a destination outside the
 * Passport Index or equal to the origin. Warnings: an amount with more decimals than its currency has, and
 * currencies without a rate in either rate source (declared as unconverted in the rates file or not).
 * @param codes the Passport Index codes; `ratesFile` the rates file's name for messages; `needs` the documents each
 *   conditional option needs, by id (visa-fees/fee-conditions.json), none for the others; `openRated` the currencies
 *   the second rate source (rates-open.json) gives a rate for, which rates-usd.json lacks.
 */
export function feeRows(
  upstreamFile: string,
  fees: readonly Sourced<DeskFeeRecord>[],
  codes: ReadonlySet<string>,
  rates: RatesFile,
  ratesFile: string,
  needs: ReadonlyMap<string, readonly string[]> = new Map(),
  openRated: ReadonlySet<string> = new Set(),
): TableBuild<RowOf<typeof feeOptions>> {
  const problems: SeedProblem[] = [];
  const warnings: string[] = [];
  const rows: RowOf<typeof feeOptions>[] = [];
  const feeIds = new Map<string, number>();
  const rated = new Set([...Object.keys(rates.rates), ...Object.keys(rates.pegged), ...openRated, "USD"]);
  const unconvertedUsed = new Map<string, number>();
  for (const [position, { value: f, index, line, file: deskFile }] of fees.entries()) {
    const file = deskFile ?? upstreamFile;
    const record = { index, id: f.id };
    const other = feeIds.get(f.id);
    if (other !== undefined) problems.push({ file, line, record, message: `id already used by record ${other}` });
    feeIds.set(f.id, index);
    if (!codes.has(f.destination)) {
      problems.push({ file, line, record, message: `destination ${f.destination} is not a Passport Index code` });
    }
    if (f.destination === FEE_PASSPORT) {
      problems.push({ file, line, record, message: `destination is the origin ${FEE_PASSPORT}` });
    }
    const feeMinor = feeMinorUnits(f.fee.amount, f.fee.currency);
    const exponent = minorUnitExponent(f.fee.currency);
    if (Math.abs(feeMinor - f.fee.amount * 10 ** exponent) > 1e-6) {
      warnings.push(
        `${file}: record ${index} (${f.id}): ${f.fee.amount} ${f.fee.currency} has more than ${exponent} decimals; stored as ${feeMinor} minor units`,
      );
    }
    if (f.fee.amount > 0 && !rated.has(f.fee.currency)) {
      unconvertedUsed.set(f.fee.currency, (unconvertedUsed.get(f.fee.currency) ?? 0) + 1);
    }
    rows.push({
      id: f.id,
      // The order of the records after the desk's changes (a fee the desk splits by date follows its first part).
      position,
      // India's detailed records are that passport's own (issue #45); their document is read off the option's name.
      appliesTo: JSON.stringify({ scope: "only", passports: [FEE_PASSPORT] }),
      recordSet: "detailed",
      document: documentOfNamedOption(f.subtype, f.eVisa),
      confidence: null,
      destinationCountryCode: f.destination,
      visaType: f.visaType,
      subtype: f.subtype,
      eVisa: f.eVisa,
      feeMinor,
      feeCurrency: f.fee.currency,
      processingMinDays: f.processingDays?.min ?? null,
      processingMaxDays: f.processingDays?.max ?? null,
      validityDays: f.validityDays,
      maxStayDays: f.maxStayDays,
      entries: f.entries,
      requirements: JSON.stringify(f.requirements),
      applyUrl: f.applyUrl,
      source: f.source,
      sourceUrl: f.sourceUrl,
      isVerified: f.isVerified,
      checkedOn: f.checkedOn,
      sourceDateOn: f.sourceDate,
      effectiveOn: f.effectiveFrom,
      validUntilOn: f.validUntil,
      needsDocuments: JSON.stringify(needs.get(f.id) ?? []),
      notes: f.notes,
      doubt: f.doubt ?? null,
      chargedByMission: false,
    });
  }
  const declaredUnconverted = new Set(rates.unconverted?.currencies ?? []);
  for (const [currency, count] of unconvertedUsed) {
    warnings.push(
      declaredUnconverted.has(currency)
        ? `${currency}: no rate in either source (listed as unconverted in ${ratesFile}); ${count} fee(s) show only the native amount`
        : `${currency}: no rate in either source and not listed as unconverted in ${ratesFile}; ${count} fee(s) cannot be converted`,
    );
  }
  return { rows, problems, warnings };
}
