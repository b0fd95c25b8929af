/**
 * @module The one rule that picks a pair's fees (decision 17, issue #45). Every fee record, India's detailed ones and
 * the world records alike, applies to a set of passports (./scope.ts); for one passport and one day:
 * 1. a record applies when its scope covers the passport;
 * 2. a detailed record (india-fees.v2.json) in force on the day and open to every holder sets aside every world
 *    record of its destination for that passport (visa-fees/SOURCE.md: "where both files have a fee for IN, the India
 *    record is the one to show"; where they differ is a finding, `npm run data:agreement`); a conditional one (only
 *    with another visa, as Oman's and Saudi Arabia's e-Visas for Indians holding a US visa) sets aside none, since
 *    a traveller without that visa still pays the general fee; of the world records in force for the same
 *    document and duration (destination, visa type, document, maximum stay), one that names the passport (`only`)
 *    beats a general one (`all`, `all-except`); a record not in force that day (ended, not yet begun) or conditional
 *    competes with none and stays listed as such;
 * 3. the document must fit the pair's requirement (./documents.ts): hidden when the pair does not need it, flagged
 *    "Sources disagree" when the requirement names another.
 * Pure: the worker reads the records of a destination and hands them here.
 */
import type { CountryCode } from "../units/country-code";
import type { IsoDate } from "../units/iso-date";
import type { RequirementCategory } from "../visa/requirement";
import { documentFit, scopeStrength, type DocumentFit, type FeeDocument } from "./documents";
import { scopeCovers, scopeNames, type FeeScope } from "./scope";

/** Which file a record comes from: the detailed Indian records, or the world records (world-fees.json, the desk's). */
export type FeeRecordSet = "detailed" | "world";

/** What the rule reads of a record. */
export interface ScopedFee {
  id: string;
  destinationCountryCode: CountryCode;
  visaType: string;
  document: FeeDocument;
  appliesTo: FeeScope;
  recordSet: FeeRecordSet;
  maxStayDays: number | null;
  effectiveOn: IsoDate | null;
  validUntilOn: IsoDate | null;
  /** Documents any one of which the option needs besides the passport (a conditional option), else empty. */
  needs: readonly string[];
}

/** A record that applies to the passport, with how its document fits the pair. */
export interface ResolvedFee<T extends ScopedFee> {
  record: T;
  /** "shown" or "disagrees" (./documents.ts); hidden records are not returned. */
  fit: Exclude<DocumentFit, "hidden">;
}

/** Whether a record is in force on `day` (from its first day, where known, through its last, where set). */
export function inForceOn(record: Pick<ScopedFee, "effectiveOn" | "validUntilOn">, day: IsoDate): boolean {
  return (record.effectiveOn === null || record.effectiveOn <= day) && (record.validUntilOn === null || record.validUntilOn >= day);
}

/** "Same document and duration": the records that compete for one passport. */
export function competitionKey(record: Pick<ScopedFee, "destinationCountryCode" | "visaType" | "document" | "maxStayDays">): string {
  return `${record.destinationCountryCode}|${record.visaType}|${record.document}|${record.maxStayDays ?? "-"}`;
}

/** How specific a record is for a passport it covers: 0 detailed, 1 names the passport, 2 general. */
export function specificity(record: Pick<ScopedFee, "recordSet" | "appliesTo">, passport: CountryCode): 0 | 1 | 2 {
  if (record.recordSet === "detailed") return 0;
  return scopeNames(record.appliesTo, passport) ? 1 : 2;
}

/**
 * The records that apply to `passport` on `day` for a pair whose requirement is `category`, in the order given, each
 * with its document's fit. Records of other destinations are the caller's to leave out.
 * @example feesForPassport(records, "US", "2026-11-28", "visa-required") // US's own reciprocity fee beats the general one
 */
export function feesForPassport<T extends ScopedFee>(
  records: readonly T[],
  passport: CountryCode,
  day: IsoDate,
  category: RequirementCategory,
): ResolvedFee<T>[] {
  const detailedAt = new Set(
    records
      .filter((r) => r.recordSet === "detailed" && r.needs.length === 0 && scopeCovers(r.appliesTo, passport) && inForceOn(r, day))
      .map((r) => r.destinationCountryCode),
  );
  const covering = records.filter(
    (r) => scopeCovers(r.appliesTo, passport) && !(r.recordSet === "world" && detailedAt.has(r.destinationCountryCode)),
  );
  const winner = new Map<string, number>();
  for (const r of covering) {
    // A conditional record (only with another visa) is open to some holders only: it replaces no record for the rest.
    if (!inForceOn(r, day) || r.needs.length > 0) continue;
    const key = competitionKey(r);
    winner.set(key, Math.min(winner.get(key) ?? 2, specificity(r, passport)));
  }
  const resolved: ResolvedFee<T>[] = [];
  for (const record of covering) {
    // A record yields to a more specific one in force; one out of force (listed as ended, or not yet begun) beats none.
    if (specificity(record, passport) > (winner.get(competitionKey(record)) ?? 2)) continue;
    const named = record.recordSet === "detailed" || scopeNames(record.appliesTo, passport);
    const fit = documentFit(record.document, category, scopeStrength(record.appliesTo, named), record.needs.length > 0);
    if (fit !== "hidden") resolved.push({ record, fit });
  }
  return resolved;
}
