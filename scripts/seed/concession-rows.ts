/** @module The entry_concessions rows: each record of exemptions/in-exemptions.json, checked against the countries. */
import { documentKeyOf } from "../../shared/concessions/documents";
import type { entryConcessions } from "../../worker/db/schema";
import type { TableBuild } from "./correction-rows";
import type { SeedProblem } from "./errors";
import type { JsonRecord } from "./parse";
import type { ConcessionRecord } from "./schemas";
import type { RowOf } from "./sql";

/**
 * One row per record, in the file's order. Problems: a destination outside the Passport Index codes, or a
 * destination, document and grant listed twice with the same source page.
 * @param codes the Passport Index codes.
 */
export function concessionRows(
  file: string,
  records: readonly JsonRecord<ConcessionRecord>[],
  codes: ReadonlySet<string>,
): TableBuild<RowOf<typeof entryConcessions>> {
  const problems: SeedProblem[] = [];
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
      source: c.source,
      sourceUrl: c.sourceUrl,
      official: c.official,
      evidence: c.evidence,
    });
  }
  return { rows, problems, warnings: [] };
}
