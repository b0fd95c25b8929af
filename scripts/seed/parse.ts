/**
 * @module Reads and validates each seed input from its text, reporting problems by file, line and record. The
 * Passport Index CSV has its own reader in shared/passport-index/parse.ts (the Worker's upstream check uses it too).
 */
import type { z } from "zod";
import { ProblemList, SeedInputError, type SeedProblem } from "../../shared/data-input/errors";
import { JsonSyntaxError, jsonValueLines, lineOfPath, type JsonPath } from "./json-lines";
import type { SourceText } from "../../shared/data-input/source-text";

/** A validated JSON array element, with where it came from. */
export interface JsonRecord<T> {
  value: T;
  /** 0-based index in the array. */
  index: number;
  /** 1-based line where the element starts. */
  line: number;
}

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
