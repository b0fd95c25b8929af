/**
 * @module The No Visa Countries finder (decision 2): a passport's data from D1 (with the fee records, for the e-Visa and
 * eTA cards' fees, issue #45) handed to the domain's buildVisaFreeList,
 * with the request's flagged sources (the corrections' notes: issue #35).
 */
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import type { CurrencyCode } from "../../shared/units/money";
import { buildVisaFreeList, type VisaFreeList } from "../../shared/visa/visa-free";
import type { Db } from "../db/client";
import { loadPassportFees } from "./passport-fees";
import { CountryNotFoundError } from "./errors";
import { loadSourceStatuses } from "./source-statuses";

/**
 * The finder for a passport on a given day (the corrections in force that day apply), its e-Visa and eTA cards with
 * the fee that applies to the passport (issue #45), in USD and `currency` (the visitor's, decision 17): two D1 batches
 * side by side (./passport-fees.ts; the one every passport shares is kept per data version), whatever the number of
 * destinations.
 * @throws CountryNotFoundError when the code is not a seeded country or has no requirement row.
 */
export async function loadVisaFreeList(db: Db, passport: CountryCode, today: IsoDate, currency: CurrencyCode): Promise<VisaFreeList> {
  const [data, statuses] = await Promise.all([loadPassportFees(db, passport), loadSourceStatuses(db)]);
  if (!data) throw new CountryNotFoundError([passport]);
  return buildVisaFreeList({
    passport: data.passport,
    countries: data.countries,
    requirements: data.requirements,
    corrections: data.corrections,
    requirementsAsOn: data.requirementsAsOn,
    today,
    sourceNoteOf: statuses.noteOf,
    fees: { feeOptions: data.feeOptions, rates: data.rates, currency },
  });
}
