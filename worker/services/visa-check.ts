/** @module Loads a pair's data from D1 and hands it to the domain's buildVisaCheck. */
import { FEE_DATA_ORIGIN } from "../../shared/countries/country";
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import { buildVisaCheck, type VisaCheck } from "../../shared/visa/check";
import type { Db } from "../db/client";
import { countriesByCode } from "../db/queries/countries";
import { datasetInfo, datasetRequirement, pairCorrections, pairFeeOptions, rateTable } from "../db/queries/visa";

/** Thrown when a code is well formed but not among the seeded countries. */
export class CountryNotFoundError extends Error {
  constructor(readonly codes: string[]) {
    super(`Unknown country: ${codes.join(", ")}`);
    this.name = "CountryNotFoundError";
  }
}

/**
 * The visa check for a pair on a given day.
 * @throws CountryNotFoundError when either code is not a seeded country or the pair has no requirement.
 */
export async function loadVisaCheck(
  db: Db,
  args: { passport: CountryCode; destination: CountryCode; visaType: string; today: IsoDate },
): Promise<VisaCheck> {
  const { passport, destination } = args;
  const [countries, requirement, corrections, feeOptions, rates, dataset] = await Promise.all([
    countriesByCode(db, [passport, destination]),
    datasetRequirement(db, passport, destination),
    pairCorrections(db, passport, destination),
    passport === FEE_DATA_ORIGIN ? pairFeeOptions(db, passport, destination) : Promise.resolve([]),
    rateTable(db),
    datasetInfo(db, "passport-index"),
  ]);
  const from = countries.get(passport);
  const to = countries.get(destination);
  if (!from || !to || requirement === null || !dataset) {
    throw new CountryNotFoundError([passport, destination].filter((c) => !countries.has(c)));
  }
  return buildVisaCheck({
    passport: from,
    destination: to,
    visaType: args.visaType,
    datasetRequirement: requirement,
    datasetAsOn: dataset.asOn,
    corrections,
    feeOptions,
    rates,
    today: args.today,
  });
}
