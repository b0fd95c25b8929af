/**
 * @module Reads the announced changes (announced_changes: corrections.v2.json `announced` and
 * visa-fees/announced-fees.json) as the domain's AnnouncedChange. The table holds a handful of rows, so callers read
 * it whole, inside their own D1 batch.
 */
import { asc } from "drizzle-orm";
import type { AnnouncedChange } from "../../../shared/visa/announced";
import type { CountryCode } from "../../../shared/units/country-code";
import type { Db } from "../client";
import { announcedChanges } from "../schema";

type AnnouncedRow = typeof announcedChanges.$inferSelect;

/** Every announced change, requirement announcements first, each in file order (a query to run or to batch). */
export function announcedQuery(db: Db) {
  return db.select().from(announcedChanges).orderBy(asc(announcedChanges.position));
}

/** A stored row as the domain's AnnouncedChange (JSON columns parsed). */
export function toAnnouncedChange(row: AnnouncedRow): AnnouncedChange {
  const passports = JSON.parse(row.passports) as string[];
  return {
    id: row.id,
    kind: row.kind,
    destinations: JSON.parse(row.destinations) as CountryCode[],
    scope:
      row.passportScope === "list"
        ? { kind: "list", passports }
        : row.passportScope === "all"
          ? { kind: "all" }
          : row.passportScope === "all-except"
            ? { kind: "all-except", except: passports }
            : { kind: "visa-exempt", except: passports },
    passportsText: row.passportsText,
    appliesTo: row.appliesTo,
    requirement: row.requirement,
    previous: row.previous === null ? null : (JSON.parse(row.previous) as Record<string, string>),
    fee: row.feeMinor !== null && row.feeCurrency !== null ? { amountMinor: row.feeMinor, currency: row.feeCurrency } : null,
    announcedOn: row.announcedOn,
    expectedOn: row.expectedOn,
    source: row.source,
    sourceUrl: row.sourceUrl,
    official: row.official,
    checkedOn: row.checkedOn,
    status: row.status,
    inForceOn: row.inForceOn,
  };
}

/** Every announced change (see announcedQuery). */
export async function listAnnounced(db: Db): Promise<AnnouncedChange[]> {
  return (await announcedQuery(db)).map(toAnnouncedChange);
}
