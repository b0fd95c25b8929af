/**
 * @module Whether a Passport Index snapshot can replace the current version: the check `npm run data:import` runs
 * before it writes anything, and the Worker's weekly upstream check (issue #35) runs on the upstream file, so "the
 * upstream file is valid" means exactly "data:import would accept it". Pure.
 */
import { formatProblem, SeedInputError } from "../data-input/errors";
import type { SourceText } from "../data-input/source-text";
import { parsePassportIndexCsv, type PassportIndexRow } from "./parse";

/** A problem that stops the import: the first bad row (file and line) or a bad argument. */
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportError";
  }
}

const pairKey = (r: { passport: string; destination: string }) => `${r.passport}-${r.destination}`;

/**
 * Validates the new snapshot: the header, each row's codes and value, no pair twice (parsePassportIndexCsv),
 * every code one of the current version's, and every pair of the current version present (`current`: its pairs, from
 * the manifest's CSV for data:import, from D1 for the Worker).
 * @throws ImportError naming the file and line of the first bad row.
 */
export function validateSnapshot(source: SourceText, current: readonly Pick<PassportIndexRow, "passport" | "destination">[]): PassportIndexRow[] {
  let rows: PassportIndexRow[];
  try {
    rows = parsePassportIndexCsv(source);
  } catch (error) {
    if (error instanceof SeedInputError && error.problems[0]) throw new ImportError(formatProblem(error.problems[0]));
    throw error;
  }
  const codes = new Set(current.flatMap((r) => [r.passport, r.destination]));
  for (const row of rows) {
    const unknown = [row.passport, row.destination].find((c) => !codes.has(c));
    if (unknown) {
      throw new ImportError(
        `${source.name}:${row.line}: ${unknown} is not a code of the current version (a new country needs the seed's country data first)`,
      );
    }
  }
  const given = new Set(rows.map(pairKey));
  const missing = current.find((r) => !given.has(pairKey(r)));
  if (missing) {
    const lines = source.text.trimEnd().split("\n").length;
    throw new ImportError(`${source.name}:${lines}: ${missing.passport} → ${missing.destination} is missing (the file must hold every pair)`);
  }
  return rows;
}
