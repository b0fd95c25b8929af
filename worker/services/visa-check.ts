/**
 * @module Loads a pair's data from D1 and hands it to the domain's buildVisaCheck, with the request's flagged sources
 * (the notes beside the citations of its fees, correction and announcements: issue #35).
 */
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import type { CurrencyCode } from "../../shared/units/money";
import { buildVisaCheck, type VisaCheck } from "../../shared/visa/check";
import type { Db } from "../db/client";
import { loadPairData } from "../db/queries/visa";
import { CountryNotFoundError } from "./errors";
import { loadSourceStatuses } from "./source-statuses";
import { bundledWaits, loadWaitFigures } from "./wait-figures";

/** The waits, read only for a destination that has a published figure (most have none: no D1 read for them). */
function waitsFor(db: Db, destination: CountryCode) {
  return bundledWaits().figures.some((f) => f.destination === destination) ? loadWaitFigures(db) : Promise.resolve([]);
}

/**
 * The visa check for a pair on a given day, its fees in USD and `currency` (the visitor's, decision 17; USD: no third
 * amount).
 * @throws CountryNotFoundError when either code is not a seeded country or the pair has no requirement.
 */
export async function loadVisaCheck(
  db: Db,
  args: { passport: CountryCode; destination: CountryCode; visaType: string; today: IsoDate; currency: CurrencyCode },
): Promise<VisaCheck> {
  const { passport, destination } = args;
  const [data, statuses, waits] = await Promise.all([loadPairData(db, passport, destination), loadSourceStatuses(db), waitsFor(db, destination)]);
  const from = data.countries.get(passport);
  const to = data.countries.get(destination);
  if (!from || !to || data.datasetRequirement === null || !data.datasetAsOn) {
    // Both countries known but no requirement row between them: name the pair.
    const missing = [passport, destination].filter((c) => !data.countries.has(c));
    throw new CountryNotFoundError(missing.length > 0 ? missing : [passport, destination]);
  }
  return buildVisaCheck({
    passport: from,
    destination: to,
    visaType: args.visaType,
    datasetRequirement: data.datasetRequirement,
    datasetAsOn: data.datasetAsOn,
    corrections: data.corrections,
    feeOptions: data.feeOptions,
    rates: data.rates,
    waits,
    currency: args.currency,
    today: args.today,
    announced: data.announced,
    sourceNoteOf: statuses.noteOf,
    arrivalCard: data.arrivalCard,
  });
}
