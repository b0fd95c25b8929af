/**
 * @module The No Visa Countries finder (spec: No Visa Countries, sections 4 and 5; decision 2): for one
 * passport, its no-visa destinations (visa free or visa on arrival), a separate e-Visa and eTA group, and the region filter.
 */
import type { CountrySummary } from "../countries/country";
import { parseRegion, REGIONS, type Region } from "../countries/regions";
import { addDays } from "../schengen/days";
import type { IsoDate } from "../units/iso-date";
import { isNoVisa } from "../passport/counts";
import { ratesShown } from "../money/rates-note";
import { groupByDestination } from "../directory/group";
import { resolveRequirement, type RequirementCorrection, type ResolvedRequirement } from "./corrections";
import { ruleSourceOf, type RuleSource } from "./fee-disagreement";
import { finderFee, type FinderFee, type FinderFeeInput } from "./finder-fee";
import { parseRequirement, sameRequirement, type Requirement, type RequirementCategory } from "./requirement";
import { compareEnglish } from "../units/english-order";
import { NO_SOURCE_NOTE, type SourceNoteOf } from "../watch/source-statuses";

/** Badge of a card in the spec's list. */
export type NoVisaBadge = "Visa Free" | "Visa on Arrival";

/** Badge of a card in the e-Visa and eTA group (beyond the spec). */
export type AuthorisationBadge = "e-Visa" | "eTA";

/** The later change that decides a destination's requirement, as a card cites it. */
export interface CorrectionNote {
  /** First day the change applies. */
  effectiveOn: IsoDate;
  /** Day the change was checked against its source. */
  checkedOn: IsoDate;
  source: string;
  sourceUrl: string;
  /** The watch's sentence when the source changed after we read it or stopped answering (issue #35), else null. */
  sourceNote: string | null;
}

/** One destination card. */
export interface FinderCard<B extends string> extends CountrySummary {
  badge: B;
  /** Days of stay allowed, only when the data gives a number above 0; null otherwise (card shows no 'Max stay'). */
  maxStayDays: number | null;
  /** The correction in force for the pair, or null when the dataset value stands. */
  correction: CorrectionNote | null;
  /**
   * An e-Visa or eTA card's fee for the passport, or null when no record heads the pair (the card shows none); absent
   * on the no-visa cards, and when the finder was built without fee records.
   */
  fee?: FinderFee | null;
}

/** A destination a correction took off both lists (e.g. a visa now required), so travellers are told. */
export interface RemovedDestination extends CountrySummary {
  /** Label of the requirement now in force ("Visa required"). */
  now: string;
  correction: CorrectionNote;
}

export type { FinderFee, FinderFeeInput } from "./finder-fee";

/** The finder's answer for one passport. */
export interface VisaFreeList {
  passport: CountrySummary;
  /** The spec's list: no visa needed or visa on arrival; Visa Free first, then Visa on Arrival, then by name. */
  noVisa: FinderCard<NoVisaBadge>[];
  /** Destinations needing an e-Visa or an eTA, by name; kept apart so the spec's list stays exact. */
  authorisation: FinderCard<AuthorisationBadge>[];
  /** Destinations that a correction in force removed from both lists, by name. */
  removed: RemovedDestination[];
  /**
   * What the e-Visa and eTA list is, with its size: "Not counted above: … 59 destinations in all." Written here so
   * the finder carries the words, not the code (its JavaScript budget is spent).
   */
  authorisationNote: string;
  /**
   * The rates behind the e-Visa and eTA cards' converted fees ("USD and INR amounts are converted at …", decision 17),
   * or null when no card shows a fee.
   */
  ratesNote: string | null;
}

/** A correction as the finder receives it: for one destination of the passport. */
export type DestinationCorrection = RequirementCorrection & { destinationCountryCode: string };

/** Inputs of the finder; the worker reads them from D1. */
export interface VisaFreeInput {
  passport: CountrySummary;
  /** Every country of the data (destinations are looked up here; unknown codes are skipped). */
  countries: readonly CountrySummary[];
  /** The passport's dataset row: one raw Passport Index value per destination code. */
  requirements: readonly { destinationCountryCode: string; requirement: string }[];
  /** Every correction for the passport; the one in force on `today` replaces the snapshot's value when newer. */
  corrections: readonly DestinationCorrection[];
  /** Date (YYYY-MM-DD) of the snapshot `requirements` come from (the current version). */
  requirementsAsOn: IsoDate;
  /** Day of the lookup (UTC). */
  today: IsoDate;
  /** The notes of the flagged sources (issue #35); none when absent. */
  sourceNoteOf?: SourceNoteOf;
  /**
   * Every destination's fee records (any order), the rates and the visitor's currency: the e-Visa and eTA cards then
   * carry their fee (./finder-fee.ts).
   */
  fees?: FinderFeeInput;
}

// Which destinations are listed is shared/passport/counts.ts's isNoVisa (the ranking's no-visa count is the same
// rule); this only names their badges. eTA is an authorisation applied for online before travel, so it is not on
// the list (spec's list = visa free or visa on arrival), though the mobility score counts it.
const NO_VISA: Partial<Record<RequirementCategory, NoVisaBadge>> = { "visa-free": "Visa Free", "visa-on-arrival": "Visa on Arrival" };
const AUTHORISATION: Partial<Record<RequirementCategory, AuthorisationBadge>> = { "e-visa": "e-Visa", eta: "eTA" };
const REMOVED_LABEL: Partial<Record<RequirementCategory, string>> = {
  "visa-required": "Visa required",
  "no-admission": "No admission",
  // A temporary rule ended with nothing sourced after it (decision 18): listed with the ended rule's source.
  unknown: "No sourced rule (its rule ended)",
};
const BADGE_ORDER: Record<NoVisaBadge, number> = { "Visa Free": 0, "Visa on Arrival": 1 };

const byName = (a: CountrySummary, b: CountrySummary) => compareEnglish(a.name, b.name);

function summary(c: CountrySummary): CountrySummary {
  return { code: c.code, name: c.name, flagEmoji: c.flagEmoji, region: c.region };
}

function note(c: RequirementCorrection, noteOf: SourceNoteOf): CorrectionNote {
  const sourceNote = noteOf({ url: c.sourceUrl, subject: "rule", official: c.official, readOn: c.checkedOn });
  return { effectiveOn: c.effectiveOn, checkedOn: c.checkedOn, source: c.source, sourceUrl: c.sourceUrl, sourceNote };
}

/** What a passport's requirements read for the finder and the fee surfaces: the passport and its snapshot row. */
export type PassportRequirementsInput = Pick<VisaFreeInput, "passport" | "requirements" | "corrections" | "requirementsAsOn" | "today">;

/** One destination's requirement for a passport, resolved on a day. */
export interface DestinationRequirement {
  /** The requirement in force (resolveRequirement: the reviewed correction in force, else the snapshot's value). */
  requirement: Requirement;
  /** The resolution behind it: the correction shown, a temporary rule that ended with nothing after it. */
  resolved: ResolvedRequirement<DestinationCorrection>;
  /** Where the requirement comes from, as a "Sources disagree" sentence names it (ruleSourceOf, as the check does). */
  rule: RuleSource;
}

/**
 * Every destination's requirement for a passport on `today`, by destination code: the one resolution of the finder,
 * which the directory, the search and the home carousel reuse to pick the fees that apply (./pair-fees.ts). A pair's
 * check resolves the same rows with the same function (resolveRequirement), so the two never differ. The passport's
 * own country is left out.
 * @throws UnknownRequirementError when a stored value is outside the dataset's vocabulary.
 * @example passportRequirements({ passport: unitedStates, requirements, corrections: [], requirementsAsOn, today }).get("IN")?.requirement.category // "e-visa"
 */
export function passportRequirements(input: PassportRequirementsInput): Map<string, DestinationRequirement> {
  const corrections = new Map<string, DestinationCorrection[]>();
  for (const c of input.corrections) {
    const list = corrections.get(c.destinationCountryCode);
    if (list) list.push(c);
    else corrections.set(c.destinationCountryCode, [c]);
  }
  const byDestination = new Map<string, DestinationRequirement>();
  for (const row of input.requirements) {
    if (row.destinationCountryCode === input.passport.code) continue;
    const forPair = corrections.get(row.destinationCountryCode) ?? [];
    const resolved = resolveRequirement({ requirement: row.requirement, asOn: input.requirementsAsOn }, forPair, input.today, sameRequirement);
    const requirement = parseRequirement(resolved.requirement);
    byDestination.set(row.destinationCountryCode, { requirement, resolved, rule: ruleSourceOf(resolved, input.requirementsAsOn, requirement) });
  }
  return byDestination;
}

/**
 * Builds the finder for a passport: each destination's requirement as passportRequirements resolves it. The passport's
 * own country and destinations missing from `countries` are left out; visa required and no admission appear on neither
 * list. An e-Visa or eTA card carries the fee that applies to the passport (./finder-fee.ts, the check's headline) when
 * `fees` are given and one does.
 * @throws UnknownRequirementError when a stored value is outside the dataset's vocabulary.
 * @example buildVisaFreeList({ passport: india, countries, requirements, corrections: [], requirementsAsOn, today }).noVisa[0].badge // "Visa Free"
 */
export function buildVisaFreeList(input: VisaFreeInput): VisaFreeList {
  const byCode = new Map(input.countries.map((c) => [c.code as string, c]));
  const noVisa: FinderCard<NoVisaBadge>[] = [];
  const authorisation: FinderCard<AuthorisationBadge>[] = [];
  const removed: RemovedDestination[] = [];
  const noteOf = input.sourceNoteOf ?? NO_SOURCE_NOTE;
  const feesOf = input.fees ? groupByDestination(input.fees.feeOptions) : null;
  // The currencies of the fees shown: the rates note names the date of each one's rate.
  const charged = new Set<string>();
  for (const [code, { requirement, resolved, rule }] of passportRequirements(input)) {
    const destination = byCode.get(code);
    if (!destination) continue;
    const inForce = resolved.correction;
    // An ended rule is dated by the first day it no longer applies: "no sourced rule (its rule ended) since 1 Jan 2027".
    const ended = resolved.ended?.validUntilOn ? { ...resolved.ended, effectiveOn: addDays(resolved.ended.validUntilOn, 1) } : null;
    const correction = inForce ? note(inForce, noteOf) : ended ? note(ended, noteOf) : null;
    const maxStayDays = requirement.maxStayDays && requirement.maxStayDays > 0 ? requirement.maxStayDays : null;
    const noVisaBadge = isNoVisa(requirement.category) ? NO_VISA[requirement.category] : undefined;
    const authorisationBadge = AUTHORISATION[requirement.category];
    const removedLabel = REMOVED_LABEL[requirement.category];
    if (noVisaBadge) noVisa.push({ ...summary(destination), badge: noVisaBadge, maxStayDays, correction });
    else if (authorisationBadge) {
      const records = feesOf?.get(code);
      const pair = records ? { records, passport: input.passport, category: requirement.category, rule, today: input.today, noteOf } : null;
      const priced = input.fees && pair ? finderFee(pair, input.fees) : null;
      if (priced) charged.add(priced.currency);
      const fee = priced?.fee ?? null;
      authorisation.push({ ...summary(destination), badge: authorisationBadge, maxStayDays, correction, ...(input.fees ? { fee } : {}) });
    } else if (removedLabel && correction) removed.push({ ...summary(destination), now: removedLabel, correction });
  }
  noVisa.sort((a, b) => BADGE_ORDER[a.badge] - BADGE_ORDER[b.badge] || byName(a, b));
  authorisation.sort(byName);
  removed.sort(byName);
  const n = authorisation.length;
  const authorisationNote = `Not counted above: these destinations need an e-Visa or an electronic travel authorisation (eTA), applied for online before you travel. ${n} ${n === 1 ? "destination" : "destinations"} in all.`;
  const ratesNote = input.fees && charged.size > 0 ? ratesShown(input.fees.rates, charged, input.fees.currency).ratesNote : null;
  return { passport: summary(input.passport), noVisa, authorisation, removed, authorisationNote, ratesNote };
}

/** Re-exported for the finder's callers; it lives with the regions so routes import it without the finder's rules. */
export { parseRegion } from "../countries/regions";

/**
 * Keeps the destinations of one region, or all of them when `region` is null. Order is kept.
 * @example filterByRegion(list.noVisa, "Europe").every((c) => c.region === "Europe") // true
 */
export function filterByRegion<T extends { region: string }>(items: readonly T[], region: Region | null): T[] {
  return region ? items.filter((i) => i.region === region) : [...items];
}

/**
 * How many destinations of each of the seven regions a list holds (every region present, 0 when none).
 * @example countByRegion([{ region: "Asia" }])["Asia"] // 1
 */
export function countByRegion(items: readonly { region: string }[]): Record<Region, number> {
  const counts = Object.fromEntries(REGIONS.map((r) => [r, 0])) as Record<Region, number>;
  for (const i of items) {
    const region = parseRegion(i.region);
    if (region) counts[region] += 1;
  }
  return counts;
}
