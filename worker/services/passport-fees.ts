/**
 * @module One passport's fee surfaces' inputs (issue #45): the reference data every passport shares (countries, every
 * fee record, rates, announced changes), kept per data version in the isolate as the search index and the carousel
 * are (./kept-for-version.ts), and the passport's own requirement rows, read per request; the two D1 batches side by
 * side, and one of them only on an isolate's first request of a data version.
 */
import type { Country } from "../../shared/countries/country";
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import type { Db } from "../db/client";
import { type FeeReference, loadFeeReference, loadPassportRows, type PassportRows } from "../db/queries/passport-fees";
import { keptForVersion } from "./kept-for-version";

/** What every fee surface for one passport is built from. */
export interface PassportFeeData extends FeeReference, Omit<PassportRows, "requirementsAsOn"> {
  passport: Country;
  requirementsAsOn: IsoDate;
}

/**
 * The inputs of `passport`'s directory, search, carousel and finder. The reference data is shared (never mutated by
 * its readers).
 * @returns null when the code is not a seeded country or has no requirement row.
 */
export async function loadPassportFees(db: Db, passport: CountryCode): Promise<PassportFeeData | null> {
  const [reference, rows] = await Promise.all([keptForVersion(db, "fee-reference", () => loadFeeReference(db)), loadPassportRows(db, passport)]);
  const self = reference.countries.find((c) => c.code === passport);
  if (!self || rows.requirements.length === 0 || !rows.requirementsAsOn) return null;
  return { ...reference, ...rows, passport: self, requirementsAsOn: rows.requirementsAsOn };
}
