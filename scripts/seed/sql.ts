/** @module SQL literals and batched DELETE + INSERT statements named from the drizzle schema objects. */
// Names come from worker/db/schema.ts at run time, so a rename there cannot drift from the seed.
import { getTableColumns } from "drizzle-orm";
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";

/** Limits of one INSERT statement: D1 rejects statements over 100 KB; 500 rows keeps each one quick. */
export interface BatchLimits {
  maxRows: number;
  /** UTF-8 bytes of the whole statement. */
  maxBytes: number;
}

/** Default limits: at most 500 rows and 90,000 bytes, comfortably below D1's 100 KB statement limit. */
export const DEFAULT_BATCH_LIMITS: BatchLimits = { maxRows: 500, maxBytes: 90_000 };

/** A value that cannot be written as a SQL literal. */
export class SqlValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SqlValueError";
  }
}

/**
 * Quotes an identifier for SQLite ("a""b").
 * @example sqlIdentifier("fee_options") // "\"fee_options\""
 */
export function sqlIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Writes a value as a SQLite literal: strings in single quotes with quotes doubled, finite numbers as
 * numbers, booleans as 1/0, null as NULL.
 * @throws SqlValueError for a string containing NUL (SQLite would cut the text there), a non-finite number,
 *   or any other type (undefined included: every column must be given a value).
 * @example sqlLiteral("Côte d'Ivoire") // "'Côte d''Ivoire'"
 */
export function sqlLiteral(value: unknown): string {
  if (value === null) return "NULL";
  if (typeof value === "string") {
    if (value.includes("\0")) throw new SqlValueError(`NUL character in text ${JSON.stringify(value.slice(0, 40))}`);
    return `'${value.replaceAll("'", "''")}'`;
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new SqlValueError(`non-finite number ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "1" : "0";
  throw new SqlValueError(`cannot write ${value === undefined ? "undefined" : typeof value} as a SQL literal`);
}

/** A full row of `table` keyed by the drizzle property names (every column present, nulls explicit). */
export type RowOf<T extends SQLiteTable> = T["$inferSelect"];

const utf8 = new TextEncoder();

/**
 * Statements that make `table` hold exactly `rows`: `DELETE FROM t` then multi-row `INSERT INTO t (…) VALUES
 * (…),(…)` batches within `limits`. Values go through each column's `mapToDriverValue` (booleans → 0/1).
 * Statements have no trailing semicolon, so they can be passed one by one to D1's `prepare`.
 * @throws SqlValueError when a row lacks a column, an integer column gets a fraction, a value cannot be
 *   written, or a single row exceeds `limits.maxBytes`.
 */
export function replaceTableStatements<T extends SQLiteTable>(
  table: T,
  rows: readonly RowOf<T>[],
  limits: BatchLimits = DEFAULT_BATCH_LIMITS,
): string[] {
  const tableName = sqlIdentifier(getTableConfig(table).name);
  const columns = Object.entries(getTableColumns(table));
  const head = `INSERT INTO ${tableName} (${columns.map(([, column]) => sqlIdentifier(column.name)).join(", ")}) VALUES\n`;
  const headBytes = utf8.encode(head).length;
  const statements = [`DELETE FROM ${tableName}`];

  let batch: string[] = [];
  let batchBytes = headBytes;
  const flush = () => {
    if (batch.length > 0) statements.push(head + batch.join(",\n"));
    batch = [];
    batchBytes = headBytes;
  };

  rows.forEach((row, index) => {
    const record = row as Record<string, unknown>;
    const tuple = `(${columns
      .map(([key, column]) => {
        const value = record[key];
        if (value === undefined) throw new SqlValueError(`${getTableConfig(table).name} row ${index}: no value for ${key}`);
        const driverValue = value === null ? null : column.mapToDriverValue(value);
        if (column.columnType !== "SQLiteReal" && typeof driverValue === "number" && !Number.isInteger(driverValue)) {
          throw new SqlValueError(`${getTableConfig(table).name} row ${index}: ${key} must be an integer, got ${driverValue}`);
        }
        return sqlLiteral(driverValue);
      })
      .join(", ")})`;
    // +2 for the ",\n" separator.
    const tupleBytes = utf8.encode(tuple).length + 2;
    if (headBytes + tupleBytes > limits.maxBytes) {
      throw new SqlValueError(`${getTableConfig(table).name} row ${index} alone is ${tupleBytes} bytes, over ${limits.maxBytes}`);
    }
    if (batch.length >= limits.maxRows || batchBytes + tupleBytes > limits.maxBytes) flush();
    batch.push(tuple);
    batchBytes += tupleBytes;
  });
  flush();
  return statements;
}

/**
 * Joins statements into the text of a .sql file (one statement per `;`), for `wrangler d1 execute --file`.
 * No BEGIN/COMMIT: D1 rejects explicit transactions in executed files.
 */
export function toSqlFile(statements: readonly string[], header: readonly string[] = []): string {
  return [...header.map((line) => `-- ${line}`), ...statements.map((s) => `${s};`)].join("\n") + "\n";
}
