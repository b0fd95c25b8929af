/** @module Reads the `datasets` table: the provenance of each seeded dataset (the site shows it as attribution), and the data version every kept answer is keyed by. */
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

/** The version read through each database handle: a handle lives for one request (worker/db/client.ts). */
const versionOfHandle = new WeakMap<Db, Promise<string>>();

/**
 * A string naming the seeded data's version: every dataset id with its as-of date
 * ("passport-index:2025-01-12|rates-usd:2026-04-13|visa-fees:2026-11-23"), "" before the seed.
 * One indexed read of a few rows, once per request: a page's loaders and its server fragments share one handle, so
 * they share the read (a failed read is not kept).
 */
export function loadDataVersion(db: Db): Promise<string> {
  let version = versionOfHandle.get(db);
  if (!version) {
    version = db
      .select({ id: datasets.id, asOn: datasets.asOn })
      .from(datasets)
      .orderBy(asc(datasets.id))
      .then((rows) => rows.map((r) => `${r.id}:${r.asOn}`).join("|"));
    versionOfHandle.set(db, version);
    const kept = version;
    kept.catch(() => {
      if (versionOfHandle.get(db) === kept) versionOfHandle.delete(db);
    });
  }
  return version;
}
