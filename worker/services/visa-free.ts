/**
 * @module The No Visa Countries finder (decision 2): a passport's data from D1 handed to the domain's buildVisaFreeList,
 * with the request's flagged sources (the corrections' notes: issue #35).
 */
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import { buildVisaFreeList, type VisaFreeList } from "../../shared/visa/visa-free";
import type { Db } from "../db/client";
import { loadVisaFreeData } from "../db/queries/visa-free";
import { CountryNotFoundError } from "./errors";
import { loadSourceStatuses } from "./source-statuses";

/**
 * The finder for a passport on a given day (the corrections in force that day apply).
 * @throws CountryNotFoundError when the code is not a seeded country or has no requirement row.
 */
export async function loadVisaFreeList(db: Db, passport: CountryCode, today: IsoDate): Promise<VisaFreeList> {
  const [data, statuses] = await Promise.all([loadVisaFreeData(db, passport), loadSourceStatuses(db)]);
  if (!data) throw new CountryNotFoundError([passport]);
  return buildVisaFreeList({ ...data, today, sourceNoteOf: statuses.noteOf });
}
