/**
 * @module The fee_options rows of the world fee records (visa-fees/world-fees.json and the data desk's `world-fee`
 * changes, issue #45), after India's detailed ones. A Schengen record becomes one row per Schengen state (its id
 * suffixed with the state's code), so every surface reads a destination's rows alike.
 */
import { feeConflicts, type NamedScopedFee } from "../../shared/fees/conflicts";
import { isLevyName } from "../../shared/fees/documents";
import type { SeedProblem } from "../../shared/data-input/errors";
import type { CountryCode } from "../../shared/units/country-code";
import type { feeOptions } from "../../worker/db/schema";
import type { TableBuild } from "./correction-rows";
import type { Sourced } from "./desk";
import { feeMinorUnits } from "./fee-rows";
import type { RowOf } from "./sql";
import { SCHENGEN_DESTINATION, type WorldFeeRecord } from "./world-fee-schemas";

/** What the rows are checked against. */
export interface WorldFeeContext {
  /** The file the upstream records came from (a desk record names its own). */
  file: string;
  /** The Passport Index codes: destinations must be among them. */
  codes: ReadonlySet<string>;
  /** Every ISO 3166-1 alpha-2 code (world-countries): a listed passport must be one (CK, NU, PR, VG are, with no row). */
  isoCodes: ReadonlySet<string>;
  /** world-fees.json's `schengenStates`. */
  schengenStates: readonly CountryCode[];
  /** Ids already used by the detailed records, and where the world rows start. */
  usedIds: ReadonlySet<string>;
  firstPosition: number;
  /** The ids charged by the mission where one applies (fee-places.json, checked by ./fee-places.ts); none when absent. */
  chargedByMission?: ReadonlySet<string>;
}

/** The row id of a Schengen record in one state. */
export const schengenRowId = (id: string, state: string) => `${id}-${state.toLowerCase()}`;

/**
 * One row per record and destination (29 for a Schengen record). Problems, each at its record: a repeated id, a
 * destination outside the Passport Index, a listed passport that is not an ISO 3166-1 alpha-2 code, and two records
 * the rule cannot choose between for one passport (shared/fees/conflicts.ts). Warnings: listed passports with no
 * Passport Index row (no page shows them).
 */
export function worldFeeRows(records: readonly Sourced<WorldFeeRecord>[], context: WorldFeeContext): TableBuild<RowOf<typeof feeOptions>> {
  const problems: SeedProblem[] = [];
  const warnings: string[] = [];
  const rows: RowOf<typeof feeOptions>[] = [];
  const seen = new Map<string, number>();
  const notPassports = new Set<string>();
  const at = new Map<string, { file: string; line: number; record: { index: number; id: string } }>();
  for (const { value: f, index, line, file: deskFile } of records) {
    const where = { file: deskFile ?? context.file, line, record: { index, id: f.id } };
    const problem = (message: string) => problems.push({ ...where, message });
    if (seen.has(f.id) || context.usedIds.has(f.id))
      problem(`id already used${seen.has(f.id) ? ` by record ${seen.get(f.id)}` : " by a detailed record"}`);
    seen.set(f.id, index);
    const destinations: CountryCode[] = f.destination === SCHENGEN_DESTINATION ? [...context.schengenStates] : [f.destination as CountryCode];
    for (const d of destinations) if (!context.codes.has(d)) problem(`destination ${d} is not a Passport Index code`);
    if (f.appliesTo.scope !== "all") {
      for (const p of f.appliesTo.passports) {
        if (!context.isoCodes.has(p)) problem(`appliesTo lists ${p}, which is not an ISO 3166-1 alpha-2 code`);
        else if (!context.codes.has(p)) notPassports.add(p);
      }
    }
    for (const destination of destinations) {
      const id = f.destination === SCHENGEN_DESTINATION ? schengenRowId(f.id, destination) : f.id;
      at.set(id, where);
      rows.push({
        id,
        position: context.firstPosition + rows.length,
        appliesTo: JSON.stringify(f.appliesTo),
        recordSet: "world",
        // Bhutan's SDF is filed under "visa": a levy is paid on top of any document, so it is read as one.
        document: isLevyName(f.name) ? "levy" : f.document,
        confidence: f.confidence,
        destinationCountryCode: destination,
        visaType: f.visaType,
        subtype: f.name,
        eVisa: f.document === "e-visa" || f.document === "eta",
        feeMinor: feeMinorUnits(f.fee.amount, f.fee.currency),
        feeCurrency: f.fee.currency,
        processingMinDays: f.processingDays?.min ?? null,
        processingMaxDays: f.processingDays?.max ?? null,
        validityDays: f.validityDays,
        maxStayDays: f.maxStayDays,
        entries: f.entries,
        requirements: "[]",
        applyUrl: f.applyUrl,
        source: f.source,
        sourceUrl: f.sourceUrl,
        isVerified: f.official,
        checkedOn: f.checkedOn,
        sourceDateOn: f.sourceDate,
        effectiveOn: f.effectiveFrom,
        validUntilOn: f.validUntil,
        needsDocuments: "[]",
        notes: f.notes,
        doubt: null,
        chargedByMission: context.chargedByMission?.has(f.id) ?? false,
      });
    }
  }
  const scoped: NamedScopedFee[] = rows.map((r) => ({
    id: r.id,
    destinationCountryCode: r.destinationCountryCode,
    visaType: r.visaType,
    document: r.document,
    appliesTo: JSON.parse(r.appliesTo),
    recordSet: "world",
    maxStayDays: r.maxStayDays ?? null,
    effectiveOn: r.effectiveOn ?? null,
    validUntilOn: r.validUntilOn ?? null,
    needs: [],
    subtype: r.subtype,
    validityDays: r.validityDays ?? null,
    entries: r.entries ?? null,
  }));
  for (const conflict of feeConflicts(scoped, [...context.codes] as CountryCode[])) {
    const where = at.get(conflict.ids[1]);
    if (where) {
      problems.push({
        ...where,
        message: `for ${conflict.passport}, both ${conflict.ids[0]} and ${conflict.ids[1]} apply to the same document, duration and terms on the same dates, and no rule chooses between them`,
      });
    }
  }
  if (notPassports.size > 0) {
    warnings.push(`${context.file}: appliesTo lists ${[...notPassports].sort().join(", ")}, which have no Passport Index row (no page shows them)`);
  }
  return { rows, problems, warnings };
}
