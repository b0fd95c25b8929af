/**
 * @module The announced_changes rows (corrections.v2.json `announced`, then visa-fees/announced-fees.json) and the
 * documents each conditional fee option needs (visa-fees/fee-conditions.json), checked against the dataset.
 */
import type { CountryCode } from "../../shared/units/country-code";
import type { announcedChanges } from "../../worker/db/schema";
import type { AnnouncedCorrectionRecord, FeeConditionRecord } from "./announced-schemas";
import type { AnnouncedEntry, Sourced } from "./desk";
import type { TableBuild } from "./correction-rows";
import type { SeedProblem } from "../../shared/data-input/errors";
import { feeMinorUnits } from "./fee-rows";
import type { JsonRecord } from "./parse";
import type { RowOf } from "./sql";

type AnnouncedRow = RowOf<typeof announcedChanges>;

/** The files' names, for problems that point at a record. */
export interface AnnouncedFiles {
  corrections: string;
  fees: string;
}

/**
 * One row per announcement. A fee announcement without an amount that repeats a requirement announcement (same
 * destination, a passport in common: announced-fees.json's Thailand entry says "Also in corrections.v2.json") is
 * not a second change: its announcement date goes to the requirement's row and it gets no row of its own.
 * Problems: a code outside the Passport Index.
 */
export function announcedRows(
  files: AnnouncedFiles,
  corrections: readonly Sourced<AnnouncedCorrectionRecord>[],
  fees: readonly Sourced<AnnouncedEntry>[],
  codes: ReadonlySet<string>,
): TableBuild<AnnouncedRow> {
  const problems: SeedProblem[] = [];
  const checkCodes = (file: string, line: number, index: number, list: readonly CountryCode[]) => {
    for (const code of list) {
      if (!codes.has(code)) problems.push({ file, line, record: { index }, message: `${code} is not a Passport Index code` });
    }
  };
  const rows: AnnouncedRow[] = corrections.map(({ value: c, index, line, file }) => {
    checkCodes(file ?? files.corrections, line, index, [c.destination, ...c.passports]);
    return {
      id: `requirement-${index}`,
      position: rowsPosition(0, index),
      kind: "requirement",
      destinations: JSON.stringify([c.destination]),
      passportScope: "list",
      passports: JSON.stringify(c.passports),
      passportsText: c.passports.join(", "),
      appliesTo: "entry requirement",
      requirement: c.requirement,
      previous: JSON.stringify(c.previous),
      feeMinor: null,
      feeCurrency: null,
      announcedOn: null,
      expectedOn: null,
      source: c.source,
      sourceUrl: c.sourceUrl,
      official: c.official,
      checkedOn: c.checkedOn,
      evidence: c.evidence,
      notes: c.notes ?? null,
      status: "announced",
      inForceOn: null,
    };
  });
  for (const { value: f, index, line, file } of fees) {
    checkCodes(file ?? files.fees, line, index, [
      ...f.destinations,
      ...(f.scope?.passports ?? []),
      ...(Array.isArray(f.passports) ? f.passports : []),
    ]);
    const listed = f.scope ? null : Array.isArray(f.passports) ? f.passports : null;
    const same = f.fee
      ? undefined
      : rows.find((r) => {
          const passports = JSON.parse(r.passports) as string[];
          return (
            r.kind === "requirement" &&
            f.destinations.length === 1 &&
            r.destinations === JSON.stringify(f.destinations) &&
            !!listed?.some((p) => passports.includes(p))
          );
        });
    if (same) {
      same.announcedOn = f.announcedOn;
      same.expectedOn = f.expectedFrom;
      continue;
    }
    rows.push({
      // A desk notice keeps its own id (data/desk/); a file's announcement is named by its place.
      id: f.id ? `notice-${f.id}` : `fee-${index}`,
      position: rowsPosition(f.id ? 2 : 1, index),
      kind: "fee",
      destinations: JSON.stringify(f.destinations),
      passportScope: f.scope?.kind ?? (listed ? "list" : f.passports === "all" ? "all" : "visa-exempt"),
      // "visa-exempt nationals (not India)": the only words the schema accepts besides "all".
      passports: JSON.stringify(f.scope?.passports ?? listed ?? (f.passports === "all" ? [] : ["IN"])),
      passportsText: f.passportsText ?? (Array.isArray(f.passports) ? f.passports.join(", ") : f.passports),
      appliesTo: f.appliesTo,
      requirement: null,
      previous: null,
      feeMinor: f.fee ? feeMinorUnits(f.fee.amount, f.fee.currency) : null,
      feeCurrency: f.fee?.currency ?? null,
      announcedOn: f.announcedOn,
      expectedOn: f.expectedFrom,
      source: f.source,
      sourceUrl: f.sourceUrl,
      official: f.official,
      checkedOn: f.checkedOn,
      evidence: f.evidence,
      notes: f.notes ?? null,
      status: f.status ?? "announced",
      inForceOn: f.inForceFrom ?? null,
    });
  }
  return { rows, problems, warnings: [] };
}

/** Requirement announcements before fee announcements, then the desk's notices, each in file order. */
function rowsPosition(group: 0 | 1 | 2, index: number): number {
  return group * 10_000 + index;
}

/**
 * The documents each conditional fee option needs, by fee id. Problems: an id that no fee record has, an id listed
 * twice, or a document with no entry concession at the option's destination (the concessions are the sourced rules).
 * Warning: a fee record whose name speaks of holders of another document ("holding", "holders of", "with valid")
 * but is not listed, so a new conditional record is not taken for everyone's fee by accident.
 * @param fees id → destination and name of each fee record; `concessionDocs` "destination document" pairs.
 */
export function feeConditions(
  file: string,
  conditions: readonly JsonRecord<FeeConditionRecord>[],
  fees: ReadonlyMap<string, { destination: string; subtype: string }>,
  concessionDocs: ReadonlySet<string>,
): { needs: Map<string, string[]>; problems: SeedProblem[]; warnings: string[] } {
  const needs = new Map<string, string[]>();
  const problems: SeedProblem[] = [];
  for (const { value: c, index, line } of conditions) {
    const record = { index, id: c.id };
    const fee = fees.get(c.id);
    if (!fee) problems.push({ file, line, record, message: "no fee record has this id" });
    if (needs.has(c.id)) problems.push({ file, line, record, message: "this id is listed twice" });
    for (const doc of c.needs) {
      if (fee && !concessionDocs.has(`${fee.destination} ${doc}`)) {
        problems.push({ file, line, record, message: `${doc} has no entry concession at ${fee.destination}` });
      }
    }
    needs.set(c.id, c.needs);
  }
  const warnings = [...fees]
    .filter(([id, fee]) => !needs.has(id) && /\b(holding|holders of|with valid)\b/i.test(fee.subtype))
    .map(([id]) => `${file}: fee ${id} reads as conditional (another visa or residence) but is not listed; it counts as open to everyone`);
  return { needs, problems, warnings };
}
