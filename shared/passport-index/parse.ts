/**
 * @module Reads a Passport Index tidy CSV (passport-index-tidy-iso2.csv: `Passport,Destination,Requirement`, ISO
 * alpha-2): the one reader of the seed, `npm run data:import` and the Worker's weekly upstream check (issue #35), so
 * a file the Worker calls valid is one the import accepts. Pure: no file or network access.
 */
import { CsvLineError, readCsv } from "../data-input/csv";
import { ProblemList, SeedInputError } from "../data-input/errors";
import type { SourceText } from "../data-input/source-text";
import { parseCountryCode, type CountryCode } from "../units/country-code";
import { passportIndexRowSchema } from "./schemas";

/** A validated row of the Passport Index CSV. */
export interface PassportIndexRow {
  passport: CountryCode;
  destination: CountryCode;
  /** Raw dataset value ("90", "visa free", "-1", …). */
  requirement: string;
  /** 1-based line in the CSV file. */
  line: number;
}

/** The header line, in order. */
export const PASSPORT_INDEX_HEADER = ["Passport", "Destination", "Requirement"] as const;

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
  if (!header || header.fields.join(",") !== PASSPORT_INDEX_HEADER.join(",")) {
    throw new SeedInputError([
      { file, line: 1, message: `expected the header ${PASSPORT_INDEX_HEADER.join(",")}, found ${JSON.stringify(header?.fields.join(",") ?? "")}` },
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
    if (fields.length !== PASSPORT_INDEX_HEADER.length) {
      const found = fields.length === 1 && fields[0] === "" ? "an empty line" : `${fields.length} field(s)`;
      problems.add({ file, line, message: `expected ${PASSPORT_INDEX_HEADER.length} fields (${PASSPORT_INDEX_HEADER.join(",")}), found ${found}` });
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
