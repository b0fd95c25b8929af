/** @module Reads and validates each seed input from its text, reporting problems by file, line and record. */
import type { z } from "zod";
import { parseCountryCode, type CountryCode } from "../../shared/units/country-code";
import { readCsv, CsvLineError } from "./csv";
import { ProblemList, SeedInputError, type SeedProblem } from "./errors";
import { JsonSyntaxError, jsonValueLines, lineOfPath, type JsonPath } from "./json-lines";
import { passportIndexRowSchema } from "./schemas";

/** An input file's text and the name to report it by (e.g. a path relative to the working directory). */
export interface SourceText {
  name: string;
  text: string;
}

/** A validated row of the Passport Index CSV. */
export interface PassportIndexRow {
  passport: CountryCode;
  destination: CountryCode;
  /** Raw dataset value ("90", "visa free", "-1", …). */
  requirement: string;
  /** 1-based line in the CSV file. */
  line: number;
}

/** A validated JSON array element, with where it came from. */
export interface JsonRecord<T> {
  value: T;
  /** 0-based index in the array. */
  index: number;
  /** 1-based line where the element starts. */
  line: number;
}

const CSV_HEADER = ["Passport", "Destination", "Requirement"] as const;

/** Turns zod issues into problems located at the line of the offending value. */
function zodProblems(
  file: string,
  error: z.ZodError,
  raw: unknown,
  basePath: JsonPath,
  lines: ReadonlyMap<string, number> | null,
  fallbackLine: number | null,
  record?: SeedProblem["record"],
): SeedProblem[] {
  return error.issues.map((issue) => {
    let path: (string | number)[] = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));
    // An unknown key is easiest to fix when the line shown is the key's own.
    if (issue.code === "unrecognized_keys" && issue.keys[0] !== undefined) path = [...path, issue.keys[0]];
    const line = lines ? (lineOfPath(lines, [...basePath, ...path]) ?? fallbackLine) : fallbackLine;
    const field = path.length > 0 ? `${path.join(".")}: ` : "";
    // zod words a missing field as a type error ("expected string, received undefined"); say what it is.
    const message = issue.code !== "unrecognized_keys" && isMissing(raw, path) ? "missing (required)" : issue.message;
    return { file, line, ...(record ? { record } : {}), message: `${field}${message}` };
  });
}

/** Whether the last key of `path` is absent from its parent object in `raw`. */
function isMissing(raw: unknown, path: readonly (string | number)[]): boolean {
  if (path.length === 0) return raw === undefined;
  let parent: unknown = raw;
  for (const key of path.slice(0, -1)) {
    if (typeof parent !== "object" || parent === null) return false;
    parent = (parent as Record<string | number, unknown>)[key];
  }
  return typeof parent === "object" && parent !== null && !Object.hasOwn(parent, path[path.length - 1] as string | number);
}

/**
 * Parses passport-index-tidy-iso2.csv: a `Passport,Destination,Requirement` header, then one row per pair.
 * Checks each row's codes and value, that no pair appears twice, and that "-1" is used exactly when
 * passport = destination.
 * @returns the rows in file order, each with its line number.
 * @throws SeedInputError naming the file and line of each problem (up to MAX_PROBLEMS).
 */
export function parsePassportIndexCsv(source: SourceText): PassportIndexRow[] {
  const problems = new ProblemList();
  const file = source.name;
  let records;
  try {
    records = readCsv(source.text);
  } catch (error) {
    if (error instanceof CsvLineError) throw new SeedInputError([{ file, line: error.line, message: error.message }]);
    throw error;
  }
  const header = records[0];
  if (!header || header.fields.join(",") !== CSV_HEADER.join(",")) {
    throw new SeedInputError([
      { file, line: 1, message: `expected the header ${CSV_HEADER.join(",")}, found ${JSON.stringify(header?.fields.join(",") ?? "")}` },
    ]);
  }
  // 39,601 rows share 199 codes and ~25 values: validating each distinct value once keeps the seed fast.
  const verdicts = new Map<string, string | null>();
  const fieldProblem = (field: keyof typeof passportIndexRowSchema.shape, value: string): string | null => {
    const key = `${field}\u0000${value}`;
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      const parsed = passportIndexRowSchema.shape[field].safeParse(value);
      verdict = parsed.success ? null : parsed.error.issues.map((issue) => `${field}: ${issue.message}`).join("; ");
      verdicts.set(key, verdict);
    }
    return verdict;
  };
  const rows: PassportIndexRow[] = [];
  const firstLineOfPair = new Map<string, number>();
  for (const { line, fields } of records.slice(1)) {
    if (fields.length !== CSV_HEADER.length) {
      const found = fields.length === 1 && fields[0] === "" ? "an empty line" : `${fields.length} field(s)`;
      problems.add({ file, line, message: `expected ${CSV_HEADER.length} fields (${CSV_HEADER.join(",")}), found ${found}` });
      continue;
    }
    const [passport, destination, requirement] = fields as [string, string, string];
    const messages = [fieldProblem("passport", passport), fieldProblem("destination", destination), fieldProblem("requirement", requirement)].filter(
      (m): m is string => m !== null,
    );
    if (messages.length > 0) {
      for (const message of messages) problems.add({ file, line, message });
      continue;
    }
    // Both codes passed countryCodeSchema above (upper-case alpha-2), so parsing them cannot fail.
    const row = { passport: parseCountryCode(passport)!, destination: parseCountryCode(destination)!, requirement, line };
    const pair = `${row.passport}-${row.destination}`;
    const seen = firstLineOfPair.get(pair);
    if (seen !== undefined) {
      problems.add({ file, line, message: `${row.passport} → ${row.destination} already given on line ${seen}` });
      continue;
    }
    firstLineOfPair.set(pair, line);
    if ((row.requirement === "-1") !== (row.passport === row.destination)) {
      problems.add({
        file,
        line,
        message:
          row.requirement === "-1"
            ? `"-1" (own country) for two different countries ${row.passport} → ${row.destination}`
            : `${row.passport} → ${row.passport} must be "-1", found ${JSON.stringify(row.requirement)}`,
      });
      continue;
    }
    rows.push(row);
  }
  if (rows.length === 0 && problems.isEmpty) problems.add({ file, line: 1, message: "no data rows" });
  problems.throwIfAny();
  return rows;
}

/** Parses JSON text, turning a syntax error into a SeedInputError at its line. */
function scanJson(source: SourceText): { document: unknown; lines: Map<string, number> } {
  try {
    const lines = jsonValueLines(source.text);
    return { document: JSON.parse(source.text.replace(/^\uFEFF/, "")) as unknown, lines };
  } catch (error) {
    if (error instanceof JsonSyntaxError) throw new SeedInputError([{ file: source.name, line: error.line, message: error.message }]);
    throw error;
  }
}

/**
 * Parses a JSON file whose top level is an array of records (or, with `at`, an object whose `at` member is one)
 * and validates each record with `schema`.
 * @param label names a record in messages: its `id`, or another short description; undefined when the raw
 *   element has nothing usable.
 * @param at the member of the top-level object holding the records (corrections.v2.json: "corrections").
 * @returns the records in file order with their index and line.
 * @throws SeedInputError for invalid JSON (with its line) or for invalid records (file, line of the offending
 *   value, record index and label), up to MAX_PROBLEMS.
 */
export function parseJsonRecords<S extends z.ZodType>(
  source: SourceText,
  schema: S,
  label: (raw: unknown) => string | undefined = (raw) => idOf(raw),
  at?: string,
): JsonRecord<z.output<S>>[] {
  const { document: whole, lines } = scanJson(source);
  const file = source.name;
  const document = at === undefined ? whole : typeof whole === "object" && whole !== null ? (whole as Record<string, unknown>)[at] : undefined;
  const prefix = at === undefined ? [] : [at];
  if (!Array.isArray(document)) {
    throw new SeedInputError([
      { file, line: 1, message: at === undefined ? "expected a JSON array of records" : `expected an object with an array "${at}"` },
    ]);
  }
  const problems = new ProblemList();
  const records: JsonRecord<z.output<S>>[] = [];
  document.forEach((raw: unknown, index: number) => {
    const line = lineOfPath(lines, [...prefix, index]) ?? 1;
    const parsed = schema.safeParse(raw);
    if (parsed.success) {
      records.push({ value: parsed.data, index, line });
      return;
    }
    const id = label(raw);
    const record = id === undefined ? { index } : { index, id };
    for (const problem of zodProblems(file, parsed.error, raw, [...prefix, index], lines, line, record)) problems.add(problem);
  });
  problems.throwIfAny();
  return records;
}

/**
 * Parses a JSON file holding one document (an object) and validates it with `schema`.
 * @throws SeedInputError for invalid JSON or an invalid document, at the line of the offending value.
 */
export function parseJsonDocument<S extends z.ZodType>(source: SourceText, schema: S): z.output<S> {
  const { document, lines } = scanJson(source);
  const parsed = schema.safeParse(document);
  if (parsed.success) return parsed.data;
  const problems = new ProblemList();
  for (const problem of zodProblems(source.name, parsed.error, document, [], lines, 1)) problems.add(problem);
  problems.throwIfAny();
  throw new Error("unreachable: a failed parse has issues");
}

/**
 * Validates package data (no lines to point at) element by element, skipping elements `keep` rejects.
 * @param label names an element in messages, e.g. by its country code.
 * @param keep selects the elements the seed uses; the others are neither validated nor returned.
 * @throws SeedInputError naming the package and element index.
 */
export function parsePackageArray<S extends z.ZodType>(
  name: string,
  data: readonly unknown[],
  schema: S,
  label: (raw: unknown) => string | undefined,
  keep: (raw: unknown) => boolean = () => true,
): z.output<S>[] {
  const problems = new ProblemList();
  const out: z.output<S>[] = [];
  data.forEach((raw, index) => {
    if (!keep(raw)) return;
    const parsed = schema.safeParse(raw);
    if (parsed.success) out.push(parsed.data);
    else {
      const id = label(raw);
      for (const problem of zodProblems(name, parsed.error, raw, [], null, null, id === undefined ? { index } : { index, id })) {
        problems.add(problem);
      }
    }
  });
  problems.throwIfAny();
  return out;
}

/** The `id` string of a raw record, when it has one. */
function idOf(raw: unknown): string | undefined {
  if (typeof raw === "object" && raw !== null && "id" in raw && typeof raw.id === "string") return raw.id;
  return undefined;
}
