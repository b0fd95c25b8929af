/** @module The seed's SQL: statements that make the seeded tables hold exactly the built rows, and their counts. */
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  announcedChanges,
  arrivalCards,
  countries,
  datasets,
  entryConcessions,
  exchangeRates,
  feeOptions,
  passportMobility,
  requirementChanges,
  requirementCorrections,
  requirementSnapshots,
  requirementVersions,
  visaRequirements,
} from "../../worker/db/schema";
import { replaceTableStatements, type BatchLimits, type RowOf } from "./sql";

/** The content of every seeded table, in insertion order. */
export interface SeedRows {
  datasets: RowOf<typeof datasets>[];
  requirementVersions: RowOf<typeof requirementVersions>[];
  countries: RowOf<typeof countries>[];
  visaRequirements: RowOf<typeof visaRequirements>[];
  requirementCorrections: RowOf<typeof requirementCorrections>[];
  requirementSnapshots: RowOf<typeof requirementSnapshots>[];
  requirementChanges: RowOf<typeof requirementChanges>[];
  passportMobility: RowOf<typeof passportMobility>[];
  feeOptions: RowOf<typeof feeOptions>[];
  entryConcessions: RowOf<typeof entryConcessions>[];
  exchangeRates: RowOf<typeof exchangeRates>[];
  announcedChanges: RowOf<typeof announcedChanges>[];
  arrivalCards: RowOf<typeof arrivalCards>[];
}

/** Each seeded table with its rows in SeedRows, in the order the statements are emitted. */
function tablesOf(rows: SeedRows) {
  return [
    [datasets, rows.datasets],
    [requirementVersions, rows.requirementVersions],
    [countries, rows.countries],
    [visaRequirements, rows.visaRequirements],
    [requirementCorrections, rows.requirementCorrections],
    [requirementSnapshots, rows.requirementSnapshots],
    [requirementChanges, rows.requirementChanges],
    [passportMobility, rows.passportMobility],
    [feeOptions, rows.feeOptions],
    [entryConcessions, rows.entryConcessions],
    [exchangeRates, rows.exchangeRates],
    [announcedChanges, rows.announcedChanges],
    [arrivalCards, rows.arrivalCards],
  ] as const;
}

/**
 * The SQL statements that make the thirteen tables hold exactly `rows`: per table a `DELETE FROM` and then
 * multi-row INSERT batches (≤ 500 rows, < 90 KB each). Running them twice leaves the same rows, so the seed
 * is idempotent. Statements carry no trailing semicolon (ready for D1 `prepare`/`batch`).
 * @throws SqlValueError when a value cannot be written (e.g. NUL in text).
 */
export function seedStatements(rows: SeedRows, limits?: BatchLimits): string[] {
  return tablesOf(rows).flatMap(([table, tableRows]) =>
    replaceTableStatements(table as SQLiteTable, tableRows as readonly RowOf<SQLiteTable>[], limits),
  );
}

/**
 * Row count of each table, keyed by its SQL name (from the drizzle schema).
 * @example seedCounts(rows).requirement_changes // 22093
 */
export function seedCounts(rows: SeedRows): Record<string, number> {
  return Object.fromEntries(tablesOf(rows).map(([table, tableRows]) => [getTableConfig(table).name, tableRows.length]));
}
