/**
 * @module The Verified Visa Fees directory: its D1 inputs handed to the domain's card and options builders (with the
 * request's flagged sources: issue #35), and the country-name search applied to the cards.
 */
import { buildDirectory, toDirectoryOptions, type Directory, type DirectoryOptions } from "../../shared/directory/card";
import { filterDirectory } from "../../shared/directory/search";
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import type { CurrencyCode } from "../../shared/units/money";
import type { Db } from "../db/client";
import { loadDirectoryData, loadDirectoryOptionsData } from "../db/queries/directory";
import { NoFeeRecordsError } from "./errors";
import { loadSourceStatuses } from "./source-statuses";

/**
 * The directory, its fees in USD and `currency` (the visitor's, decision 17), its cards narrowed to the country names
 * containing `search` (case-insensitive) when given.
 * @param search already validated: trimmed, at most 100 characters; empty or absent keeps every card.
 */
export async function loadDirectory(db: Db, today: IsoDate, currency: CurrencyCode, search?: string): Promise<Directory> {
  const [data, statuses] = await Promise.all([loadDirectoryData(db), loadSourceStatuses(db)]);
  const directory = buildDirectory({ ...data, currency, today, sourceNoteOf: statuses.noteOf });
  return search ? { ...directory, cards: filterDirectory(directory.cards, search) } : directory;
}

/**
 * Every fee record of one destination, priced in USD and `currency` (the visitor's), for its options dialog.
 * @throws NoFeeRecordsError when the destination is unknown or has no fee record.
 */
export async function loadDirectoryOptions(db: Db, today: IsoDate, currency: CurrencyCode, destination: CountryCode): Promise<DirectoryOptions> {
  const [data, statuses] = await Promise.all([loadDirectoryOptionsData(db, destination), loadSourceStatuses(db)]);
  const options = data.country ? toDirectoryOptions(data.country, data.feeOptions, data.rates, today, currency, statuses.noteOf) : null;
  if (!options) throw new NoFeeRecordsError(destination);
  return options;
}
