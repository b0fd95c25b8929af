/**
 * @module The seed's guard on the fee rule (issue #45): two records that would both apply to one passport, for one
 * document and duration, at the same specificity, on overlapping dates, with the same name and terms, leave the rule
 * nothing to choose by. Records that differ in name or terms are options of their own (a standard and an urgent
 * e-Visa, Jordan Pass's three tiers) and both show.
 */
import type { CountryCode } from "../units/country-code";
import { competitionKey, specificity, type ScopedFee } from "./resolve";
import { scopeCovers } from "./scope";

/** What the guard reads of a record besides the rule's fields. */
export interface NamedScopedFee extends ScopedFee {
  /** The option's own name. */
  subtype: string;
  validityDays: number | null;
  entries: string | null;
}

/** Two records the rule cannot choose between for `passport`. */
export interface FeeConflict {
  passport: CountryCode;
  ids: [string, string];
}

const overlap = (a: ScopedFee, b: ScopedFee) =>
  (a.validUntilOn === null || b.effectiveOn === null || b.effectiveOn <= a.validUntilOn) &&
  (b.validUntilOn === null || a.effectiveOn === null || a.effectiveOn <= b.validUntilOn);

const termsOf = (r: NamedScopedFee) => `${competitionKey(r)}|${r.subtype.trim().toLowerCase()}|${r.validityDays ?? "-"}|${r.entries ?? "-"}`;

/**
 * Every pair of records that conflict for one of `passports` (the first pair per passport and terms).
 * @example feeConflicts([a, aAgainUnderAnotherId], ["US"]) // [{ passport: "US", ids: [a.id, aAgain.id] }]
 */
export function feeConflicts(records: readonly NamedScopedFee[], passports: readonly CountryCode[]): FeeConflict[] {
  const byTerms = new Map<string, NamedScopedFee[]>();
  for (const r of records) byTerms.set(termsOf(r), [...(byTerms.get(termsOf(r)) ?? []), r]);
  const conflicts: FeeConflict[] = [];
  for (const group of byTerms.values()) {
    if (group.length < 2) continue;
    for (const passport of passports) {
      const covering = group.filter((r) => r.destinationCountryCode !== passport && scopeCovers(r.appliesTo, passport));
      pairs: for (const [i, a] of covering.entries()) {
        for (const b of covering.slice(i + 1)) {
          if (specificity(a, passport) === specificity(b, passport) && overlap(a, b)) {
            conflicts.push({ passport, ids: [a.id, b.id] });
            break pairs;
          }
        }
      }
    }
  }
  return conflicts;
}
