/**
 * @module The sentences of a pair's fees when the fee records and the requirement do not say the same (issue #45):
 * "Sources disagree", naming both sources, and "No fee on record" where no record applies.
 */
import type { Country } from "../countries/country";
import { DOCUMENT_NAMES } from "../fees/documents";
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import type { ResolvedRequirement, RequirementCorrection } from "./corrections";
import type { FeeOption } from "./fee-option";
import { requirementLabel, type Requirement } from "./requirement";

/** Where the pair's requirement comes from, as the sentence names it. */
export interface RuleSource {
  /** The correction's source, or null for the Passport Index snapshot. */
  source: string | null;
  /** The snapshot's date, or the day the correction was checked. */
  asOn: IsoDate;
  /** The requirement's label ("Visa required"). */
  label: string;
}

/**
 * Where a pair's requirement comes from, as "Sources disagree" names it: the correction in force (or the temporary rule
 * that ended with nothing sourced after it) with the day it was checked, else the snapshot of `datasetAsOn`. The check,
 * the directory, the search and the finder all name it so (one answer per question, decision 16).
 * @example ruleSourceOf({ correction: null, ended: null }, "2026-02-17", { category: "visa-required", maxStayDays: null })
 *   // { source: null, asOn: "2026-02-17", label: "Visa required" }
 */
export function ruleSourceOf(
  resolved: Pick<ResolvedRequirement<RequirementCorrection>, "correction" | "ended">,
  datasetAsOn: IsoDate,
  requirement: Requirement,
): RuleSource {
  const rule = resolved.correction ?? resolved.ended;
  return { source: rule ? rule.source : null, asOn: rule ? rule.checkedOn : datasetAsOn, label: requirementLabel(requirement) };
}

/**
 * "Sources disagree: the U.S. Department of State lists an eTA for Indian passports; the Passport Index snapshot of
 * 17 Feb 2026 says "Visa required". Check both before you apply."
 * @example feeDisagreementText(sriLankaEta, { name: "Germany" }, { source: null, asOn: "2026-02-17", label: "Visa on arrival" })
 */
export function feeDisagreementText(option: Pick<FeeOption, "document" | "source">, passport: Pick<Country, "name">, rule: RuleSource): string {
  const ruleSource = rule.source
    ? `${rule.source} (checked ${formatIsoDate(rule.asOn)})`
    : `the Passport Index snapshot of ${formatIsoDate(rule.asOn)}`;
  return `Sources disagree: ${option.source ?? "this fee's source"} lists ${DOCUMENT_NAMES[option.document]} for ${passport.name} passports; ${ruleSource} says "${rule.label}". Check both before you apply`;
}

/**
 * Where no fee record applies to a pair that needs a document (decision 17): what is known, never a figure.
 * @example noFeeText({ name: "United States" }, { name: "Bhutan" }) // "No fee on record for United States passports to Bhutan"
 */
export function noFeeText(passport: Pick<Country, "name">, destination: Pick<Country, "name">): string {
  return `No fee on record for ${passport.name} passports to ${destination.name}`;
}
