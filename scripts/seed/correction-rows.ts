/** @module The requirement_corrections rows: each correction in force of passport-index/corrections.v2.json, checked against the dataset. */
import type { IsoDate } from "../../shared/units/iso-date";
import type { requirementCorrections } from "../../worker/db/schema";
import type { SeedProblem } from "../../shared/data-input/errors";
import type { Sourced } from "./desk";
import type { CorrectionRecord } from "./schemas";
import type { RowOf } from "./sql";

/** What a table builder returns: its rows, problems that stop the seed, and notes that do not. */
export interface TableBuild<Row> {
  rows: Row[];
  problems: SeedProblem[];
  warnings: string[];
}

/**
 * One row per passport of each correction. Problems: a code outside the Passport Index, a passport → destination
 * change of the same day listed twice, or a `reviewedAgainst` date that is no version's date (a review names the
 * snapshot it compared). Warning: a `previous` that differs from that snapshot's value.
 * @param codes the Passport Index codes; `valuesOn(day)` the values per "passport-destination" of the version of
 *   that date, or null when no version has that date.
 */
export function correctionRows(
  upstreamFile: string,
  corrections: readonly Sourced<CorrectionRecord>[],
  codes: ReadonlySet<string>,
  valuesOn: (day: IsoDate) => ReadonlyMap<string, string> | null,
): TableBuild<RowOf<typeof requirementCorrections>> {
  const problems: SeedProblem[] = [];
  const warnings: string[] = [];
  const rows: RowOf<typeof requirementCorrections>[] = [];
  const correctionKeys = new Map<string, number>();
  for (const { value: c, index, line, file: deskFile } of corrections) {
    const file = deskFile ?? upstreamFile;
    const record = { index, id: `destination ${c.destination}` };
    for (const code of [c.destination, ...c.passports]) {
      if (!codes.has(code)) problems.push({ file, line, record, message: `${code} is not a Passport Index code` });
    }
    const reviewed = valuesOn(c.reviewedAgainst);
    if (!reviewed) problems.push({ file, line, record, message: `reviewedAgainst ${c.reviewedAgainst} is not the date of a requirement version` });
    for (const passport of c.passports) {
      const key = `${passport}-${c.destination}-${c.effectiveFrom}`;
      const other = correctionKeys.get(key);
      if (other !== undefined) {
        problems.push({ file, line, record, message: `${passport} → ${c.destination} from ${c.effectiveFrom} is also in record ${other}` });
      }
      correctionKeys.set(key, index);
      const previous = c.previous[passport] ?? null;
      const snapshot = reviewed?.get(`${passport}-${c.destination}`);
      if (previous !== null && snapshot !== undefined && previous !== snapshot) {
        warnings.push(
          `${file}: record ${index}: previous ${JSON.stringify(previous)} for ${passport} → ${c.destination} differs from the ${c.reviewedAgainst} snapshot's ${JSON.stringify(snapshot)}`,
        );
      }
      rows.push({
        passportCountryCode: passport,
        destinationCountryCode: c.destination,
        requirement: c.requirement,
        previous,
        effectiveOn: c.effectiveFrom,
        validUntilOn: c.validUntil ?? null,
        reviewedAgainstOn: c.reviewedAgainst,
        official: c.official,
        source: c.source,
        sourceUrl: c.sourceUrl,
        checkedOn: c.checkedOn,
        notes: c.notes ?? null,
      });
    }
  }
  return { rows, problems, warnings };
}
