/**
 * @module One scale of how hard a stop is to pass, shared by entry rules (shared/visa/requirement.ts categories) and
 * transit rules (shared/trip/transit-rule.ts requirements), so a stay and a connection, or two passports, compare on
 * the same terms. The order is concession.ts's (visa free, on arrival, eTA, e-Visa, visa required, no admission),
 * with a transit visa between an e-Visa and a full visa: it is applied for in advance, but is narrower and cheaper.
 */
import type { RequirementCategory } from "../visa/requirement";
import type { TransitRequirement } from "./transit-rule";

/** Levels from easiest (0: nothing to get) to hardest (6: cannot pass). */
export const EASE = {
  none: 0,
  onArrival: 1,
  eta: 2,
  eVisa: 3,
  transitVisa: 4,
  visa: 5,
  impossible: 6,
} as const;

/** A level of EASE; null where the rule is not known. */
export type EaseLevel = (typeof EASE)[keyof typeof EASE];

/**
 * The level of an entry category.
 * @example easeOfCategory("e-visa") // 3
 */
export function easeOfCategory(category: RequirementCategory): EaseLevel {
  switch (category) {
    case "visa-free":
    case "own-country":
      return EASE.none;
    case "visa-on-arrival":
      return EASE.onArrival;
    case "eta":
      return EASE.eta;
    case "e-visa":
      return EASE.eVisa;
    case "visa-required":
      return EASE.visa;
    case "no-admission":
      return EASE.impossible;
    case "unknown":
      // Nothing sourced says what applies (a rule ended): plan for a visa until the embassy says otherwise.
      return EASE.visa;
  }
}

/**
 * The level of a transit requirement; null (not determined) stays null.
 * @example easeOfTransit("transit visa") // 4
 */
export function easeOfTransit(requirement: TransitRequirement | null): EaseLevel | null {
  switch (requirement) {
    case null:
      return null;
    case "no visa":
      return EASE.none;
    case "eta":
      return EASE.eta;
    case "e-visa":
      return EASE.eVisa;
    case "transit visa":
      return EASE.transitVisa;
    case "visa":
      return EASE.visa;
    case "not possible":
      return EASE.impossible;
  }
}

/**
 * Whether a level means something to apply for before travelling (an eTA, an e-Visa, a transit visa or a visa).
 * @example needsApplication(1) // false (obtained at the border)
 */
export function needsApplication(level: EaseLevel | null): boolean {
  return level !== null && level >= EASE.eta && level <= EASE.visa;
}
