/** @module Reads the `datasets` table: the provenance of each seeded dataset, which the site shows as attribution. */
import { asc, max } from "drizzle-orm";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { Db } from "../client";
import { datasets } from "../schema";

/**
 * Every dataset's attribution `{ id, name, attribution, sourceUrl, licence, asOn }` (asOn: YYYY-MM-DD, the date the
 * data describes), sorted by id, for the footer and the guides' "as of" dates. Source: the seed (one row per
 * folder of data/) and the daily rate refresh (the rates' row).
 */
export async function listDatasets(db: Db) {
  return db
    .select({
      id: datasets.id,
      name: datasets.name,
      attribution: datasets.attribution,
      sourceUrl: datasets.sourceUrl,
      licence: datasets.licence,
      asOn: datasets.asOn,
    })
    .from(datasets)
    .orderBy(asc(datasets.id));
}

/**
 * The newest `asOn` (YYYY-MM-DD) among the datasets: when the data behind the data pages last changed (the current
 * requirements version, the fee records, the exchange rates). Null when nothing is seeded.
 */
export async function newestDatasetAsOn(db: Db): Promise<IsoDate | null> {
  const [row] = await db.select({ asOn: max(datasets.asOn) }).from(datasets);
  return row?.asOn ?? null;
}
