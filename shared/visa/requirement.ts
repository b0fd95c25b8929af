/**
 * @module Entry requirement categories from the Passport Index dataset's values
 * (data/passport-index/SOURCE.md: 7–360 days, "visa free", "visa on arrival", "eta",
 * "e-visa", "visa required", "no admission", "-1").
 */

/**
 * What a passport holder needs before travelling to a destination. "unknown" is never a dataset value: it is what a
 * pair resolves to after a temporary rule ended with no sourced successor (decision 18, shared/visa/corrections.ts).
 */
export type RequirementCategory = "visa-free" | "visa-on-arrival" | "eta" | "e-visa" | "visa-required" | "no-admission" | "own-country" | "unknown";

/**
 * The value resolveRequirement gives a pair whose temporary rule ended with nothing sourced after it, when the only
 * snapshot was taken while that rule was in force (decision 18). Not in the Passport Index vocabulary: the seed and
 * `data:import` refuse it in a file.
 */
export const NO_SOURCED_RULE = "no sourced rule";

/** A passport → destination requirement. */
export interface Requirement {
  category: RequirementCategory;
  /** Days of visa-free stay when the dataset gives them (7–360), else null (unknown or unlimited). */
  maxStayDays: number | null;
}

/** Thrown for a dataset value outside the documented vocabulary. */
export class UnknownRequirementError extends Error {
  constructor(readonly value: string) {
    super(`Unknown Passport Index requirement value: "${value}"`);
    this.name = "UnknownRequirementError";
  }
}

/**
 * Parses a Passport Index value.
 * @throws UnknownRequirementError for a value outside the dataset's vocabulary.
 * @example parseRequirement("90") // { category: "visa-free", maxStayDays: 90 }
 * @example parseRequirement("visa on arrival") // { category: "visa-on-arrival", maxStayDays: null }
 */
export function parseRequirement(value: string): Requirement {
  const v = value.trim().toLowerCase();
  if (/^\d+$/.test(v)) {
    const days = Number(v);
    if (days >= 1 && days <= 366) return { category: "visa-free", maxStayDays: days };
    throw new UnknownRequirementError(value);
  }
  switch (v) {
    case "visa free":
      return { category: "visa-free", maxStayDays: null };
    case "visa on arrival":
      return { category: "visa-on-arrival", maxStayDays: null };
    case "eta":
      return { category: "eta", maxStayDays: null };
    case "e-visa":
      return { category: "e-visa", maxStayDays: null };
    case "visa required":
      return { category: "visa-required", maxStayDays: null };
    case "no admission":
      return { category: "no-admission", maxStayDays: null };
    case "-1":
      return { category: "own-country", maxStayDays: null };
    case NO_SOURCED_RULE:
      return { category: "unknown", maxStayDays: null };
    default:
      throw new UnknownRequirementError(value);
  }
}

/**
 * Whether the traveller can enter without obtaining a visa beforehand or at the border.
 * An eTA is an authorisation, not a visa, so it counts as no visa (it is still shown as required).
 * @example isVisaExempt("eta") // true
 */
export function isVisaExempt(category: RequirementCategory): boolean {
  return category === "visa-free" || category === "eta" || category === "own-country";
}

/**
 * Short label of a requirement for cards and lists.
 * @example requirementLabel({ category: "visa-free", maxStayDays: 30 }) // "Visa free for 30 days"
 */
export function requirementLabel(requirement: Requirement): string {
  switch (requirement.category) {
    case "visa-free":
      return requirement.maxStayDays ? `Visa free for ${requirement.maxStayDays} days` : "Visa free";
    case "visa-on-arrival":
      return "Visa on arrival";
    case "eta":
      return "eTA required";
    case "e-visa":
      return "e-Visa";
    case "visa-required":
      return "Visa required";
    case "no-admission":
      return "No admission";
    case "own-country":
      return "Own country";
    case "unknown":
      return "No sourced rule: check with the embassy";
  }
}

/**
 * Whether two Passport Index values mean the same rule: same category and same visa-free days ("90" = "90",
 * "visa free" ≠ "90"). Either value outside the vocabulary makes it false.
 * @example sameRequirement("eta", "eta") // true
 */
export function sameRequirement(a: string, b: string): boolean {
  try {
    const x = parseRequirement(a);
    const y = parseRequirement(b);
    return x.category === y.category && x.maxStayDays === y.maxStayDays;
  } catch {
    return false;
  }
}
