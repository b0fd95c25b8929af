/**
 * @module Who a fee record applies to (decision 17, data/visa-fees/SOURCE.md "appliesTo"): every nationality that needs
 * the record's document, only some passports, or every passport but some.
 */
import type { CountryCode } from "../units/country-code";

/** The passports a fee record applies to, as world-fees.json writes it (ISO 3166-1 alpha-2 codes). */
export type FeeScope =
  | { scope: "all" }
  | { scope: "only"; passports: readonly CountryCode[] }
  | { scope: "all-except"; passports: readonly CountryCode[] };

/** The scopes' names, in the data's words. */
export const FEE_SCOPES = ["all", "only", "all-except"] as const;

/**
 * Whether a record of this scope applies to `passport`: `all` to every passport (that needs the document: the
 * document's fit to the pair decides that, ./documents.ts), `only` to those listed, `all-except` to all but those.
 * @example scopeCovers({ scope: "all-except", passports: ["IN"] }, "IN") // false
 */
export function scopeCovers(scope: FeeScope, passport: CountryCode): boolean {
  if (scope.scope === "all") return true;
  const listed = scope.passports.includes(passport);
  return scope.scope === "only" ? listed : !listed;
}

/** Whether the scope names `passport` itself (an `only` list): the record is that passport's own. */
export function scopeNames(scope: FeeScope, passport: CountryCode): boolean {
  return scope.scope === "only" && scope.passports.includes(passport);
}
