/** @module Reads the `datasets` table: the provenance of each seeded dataset, which the site shows as attribution. */
import { asc } from "drizzle-orm";
import type { Db } from "../client";
import { datasets } from "../schema";

/**
 * Every dataset's attribution `{ id, attribution, sourceUrl, licence, asOn }` (asOn: YYYY-MM-DD, the date the
 * data describes), sorted by id, for the footer and the guides' "as of" dates. Source: the seed (one row per
 * folder of ../shared/data) and the daily rate refresh (the rates' row).
 */
export async function listDatasets(db: Db) {
  return db
    .select({ id: datasets.id, attribution: datasets.attribution, sourceUrl: datasets.sourceUrl, licence: datasets.licence, asOn: datasets.asOn })
    .from(datasets)
    .orderBy(asc(datasets.id));
}
