/** @module The entry_concessions rows: each record of exemptions/in-exemptions.json, checked against the countries. */
import { documentKeyOf } from "../../shared/concessions/documents";
import type { entryConcessions } from "../../worker/db/schema";
import type { TableBuild } from "./correction-rows";
import type { SeedProblem } from "../../shared/data-input/errors";
import type { JsonRecord } from "./parse";
import type { ConcessionEnd, ConcessionRecord } from "./schemas";
import type { RowOf } from "./sql";

/**
 * One row per record, in the file's order, each with its last day (the record's `validUntil`, else the one
 * end-dates.json gives its destination and document). Problems: a destination outside the Passport Index codes, a
 * destination, document and grant listed twice with the same source page, an end date that matches no record, or one
 * that disagrees with the record's own.
 * @param codes the Passport Index codes.
 * @param ends end-dates.json's file name and records.
 */
export function concessionRows(
  file: string,
  records: readonly JsonRecord<ConcessionRecord>[],
  codes: ReadonlySet<string>,
  ends: { file: string; records: readonly JsonRecord<ConcessionEnd>[] },
): TableBuild<RowOf<typeof entryConcessions>> {
  const problems: SeedProblem[] = [];
  const endOf = new Map(ends.records.map((e) => [`${e.value.destination}|${e.value.heldDocument}`, e]));
  for (const { value: e, index, line } of ends.records) {
    const record = { index, id: `${e.destination} ${e.heldDocument}` };
    const matching = records.filter((r) => r.value.destination === e.destination && r.value.heldDocument === e.heldDocument);
    if (matching.length === 0)
      problems.push({ file: ends.file, line, record, message: `no concession of ${file} for ${e.destination} and ${e.heldDocument}` });
    for (const { value } of matching) {
      if (value.validUntil && value.validUntil !== e.validUntil) {
        problems.push({ file: ends.file, line, record, message: `${file} gives ${value.validUntil} as the last day, not ${e.validUntil}` });
      }
    }
  }
  const rows: RowOf<typeof entryConcessions>[] = [];
  const seen = new Map<string, number>();
  for (const { value: c, index, line } of records) {
    const record = { index, id: `${c.destination} ${c.heldDocument}` };
    if (!codes.has(c.destination)) problems.push({ file, line, record, message: `${c.destination} is not a Passport Index code` });
    const key = `${c.destination}|${c.heldDocument}|${c.grants}|${c.sourceUrl}`;
    const other = seen.get(key);
    if (other !== undefined) problems.push({ file, line, record, message: `the same rule and source as record ${other}` });
    else seen.set(key, index);
    const document = documentKeyOf(c.heldDocument);
    if (!document) throw new Error(`unreachable: the schema admits only the thirteen documents (${c.heldDocument})`);
    rows.push({
      position: index,
      passportCountryCode: c.passport as RowOf<typeof entryConcessions>["passportCountryCode"],
      destinationCountryCode: c.destination,
      heldDocument: document,
      grants: c.grants,
      maxStayDays: c.maxStayDays,
      conditions: c.conditions,
      validFrom: c.validFrom,
      validUntilOn: c.validUntil ?? endOf.get(`${c.destination}|${c.heldDocument}`)?.value.validUntil ?? null,
      source: c.source,
      sourceUrl: c.sourceUrl,
      official: c.official,
      evidence: c.evidence,
    });
  }
  return { rows, problems, warnings: [] };
}
