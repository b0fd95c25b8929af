/**
 * @module The Verified Visa Fees directory for one passport (issue #45): its D1 inputs (one batch) handed to the
 * domain's card and options builders with the passport's requirement for every destination (the finder's resolution,
 * shared/visa/visa-free.ts) and the request's flagged sources (issue #35), and the country-name search applied to the
 * cards.
 */
import { buildDirectory, directoryPair, toDirectoryOptions, type Directory, type DirectoryOptions } from "../../shared/directory/card";
import { filterDirectory } from "../../shared/directory/search";
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import type { CurrencyCode } from "../../shared/units/money";
import { passportRequirements } from "../../shared/visa/visa-free";
import type { Db } from "../db/client";
import { loadPassportFees } from "./passport-fees";
import { loadPairData } from "../db/queries/visa";
import { CountryNotFoundError, NoFeeRecordsError } from "./errors";
import { loadSourceStatuses } from "./source-statuses";

/**
 * The directory for `passport`, its fees in USD and `currency` (the visitor's, decision 17), its cards narrowed to the
 * country names containing `search` (case-insensitive) when given. One D1 round trip for the data, whatever the number
 * of destinations.
 * @param search already validated: trimmed, at most 100 characters; empty or absent keeps every card.
 * @throws CountryNotFoundError when the passport is not a seeded country with requirements.
 */
export async function loadDirectory(db: Db, today: IsoDate, currency: CurrencyCode, passport: CountryCode, search?: string): Promise<Directory> {
  const [data, statuses] = await Promise.all([loadPassportFees(db, passport), loadSourceStatuses(db)]);
  if (!data) throw new CountryNotFoundError([passport]);
  const directory = buildDirectory({
    passport: data.passport,
    countries: data.countries,
    feeOptions: data.feeOptions,
    requirements: passportRequirements({ ...data, today }),
    rates: data.rates,
    currency,
    today,
    sourceNoteOf: statuses.noteOf,
  });
  return search ? { ...directory, cards: filterDirectory(directory.cards, search) } : directory;
}

/**
 * Every fee record of one destination that applies to `passport`, priced in USD and `currency` (the visitor's), for its
 * options dialog: the pair's data in one batch (as a check reads it), its requirement resolved as the directory
 * resolves it.
 * @throws CountryNotFoundError when the passport is not a seeded country.
 * @throws NoFeeRecordsError when the destination is unknown, the passport's own, or has no record that applies.
 */
export async function loadDirectoryOptions(
  db: Db,
  today: IsoDate,
  currency: CurrencyCode,
  passport: CountryCode,
  destination: CountryCode,
): Promise<DirectoryOptions> {
  const [data, statuses] = await Promise.all([loadPairData(db, passport, destination), loadSourceStatuses(db)]);
  const from = data.countries.get(passport);
  const to = data.countries.get(destination);
  if (!from) throw new CountryNotFoundError([passport]);
  if (!to || data.datasetRequirement === null || !data.datasetAsOn) throw new NoFeeRecordsError(destination);
  const requirement = passportRequirements({
    passport: from,
    requirements: [{ destinationCountryCode: destination, requirement: data.datasetRequirement }],
    corrections: data.corrections.map((c) => ({ ...c, destinationCountryCode: destination })),
    requirementsAsOn: data.datasetAsOn,
    today,
  }).get(destination);
  const pair = requirement ? directoryPair(data.feeOptions, from, requirement, data.rates, today) : null;
  const options = pair ? toDirectoryOptions(to, from, pair, data.rates, today, currency, statuses.noteOf) : null;
  if (!options) throw new NoFeeRecordsError(destination);
  return options;
}
