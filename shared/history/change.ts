/**
 * @module A pair's requirement history between Passport Index snapshots (data/passport-index/history:
 * ilyankou/passport-index-dataset Dec 2021 – Jan 2025 and imorte/passport-index-data Feb 2026, both MIT, scraped
 * from passportindex.org; later imports append to it). Snapshots do not say the day a rule changed, only the
 * interval between two snapshots, so every wording here names both dates.
 */
import { formatIsoDate, type IsoDate } from "../units/iso-date";

/**
 * "category": the requirement changed; "days": the same visa-free category with another number of days (or
 * days ↔ "visa free"); "relabel": a change of vocabulary, not of the rule (the 12 Jan 2025 release moved 819
 * pairs from "e-visa" to the new "eta").
 */
export type ChangeKind = "category" | "days" | "relabel";

/** A change undone at the next snapshot (A → B → A), often a scraping glitch: both halves are marked. */
export type ChangeNote = "reverted-next" | "reverts-previous";

/** One change of a pair's value between two consecutive snapshots. */
export interface RequirementChange {
  passportCountryCode: string;
  destinationCountryCode: string;
  /** Values in the snapshots' vocabulary: 7–360 days, "visa free", "visa on arrival", "eta", "e-visa",
   * "visa required", "no admission", until Apr 2023 "covid ban", and for Qatar in 2022 "Hayya Entry Permit". */
  before: string;
  after: string;
  /** Last snapshot (YYYY-MM-DD) that still showed `before`: the change happened after this day. */
  seenBeforeOn: IsoDate;
  /** First snapshot (YYYY-MM-DD) that showed `after`: the change happened on or before this day. */
  seenAfterOn: IsoDate;
  kind: ChangeKind;
  note: ChangeNote | null;
}

/** For the traveller: "easier" or "harder"; "neither" for relabels, equal ranks and days ↔ unknown days. */
export type ChangeDirection = "easier" | "harder" | "neither";

/**
 * Rank of a value for the traveller, higher is easier: visa free (days or "visa free") 5 > eTA = visa on
 * arrival 4 > e-Visa 3 > visa required 2 > no admission = covid ban 1. Qatar's "Hayya Entry Permit" (World Cup
 * 2022, an authorisation applied for online) ranks with eTA. Null for a value outside the vocabulary
 * (including "-1", own country, which never changes).
 * @example requirementRank("visa on arrival") // 4
 */
export function requirementRank(value: string): number | null {
  const v = value.trim().toLowerCase();
  if (visaFreeDays(v) !== null || v === "visa free") return 5;
  switch (v) {
    case "eta":
    case "visa on arrival":
    case "hayya entry permit":
      return 4;
    case "e-visa":
      return 3;
    case "visa required":
      return 2;
    case "no admission":
    case "covid ban":
      return 1;
    default:
      return null;
  }
}

/** Days of a visa-free value ("90" → 90), or null for any other value. */
function visaFreeDays(value: string): number | null {
  return /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

/**
 * Whether a change made travel easier or harder for holders of the passport. A relabel is neither (a rename in
 * the data); so is a change between equal ranks (eTA ↔ visa on arrival) and between a day count and "visa free"
 * (unknown days cannot be compared). Within visa free, more days is easier.
 * @example changeDirection({ before: "visa required", after: "e-visa", kind: "category" }) // "easier"
 * @example changeDirection({ before: "30", after: "14", kind: "days" }) // "harder"
 */
export function changeDirection(change: Pick<RequirementChange, "before" | "after" | "kind">): ChangeDirection {
  if (change.kind === "relabel") return "neither";
  const before = change.before.trim().toLowerCase();
  const after = change.after.trim().toLowerCase();
  const beforeDays = visaFreeDays(before);
  const afterDays = visaFreeDays(after);
  if (beforeDays !== null && afterDays !== null) {
    return afterDays > beforeDays ? "easier" : afterDays < beforeDays ? "harder" : "neither";
  }
  const from = requirementRank(before);
  const to = requirementRank(after);
  if (from === null || to === null || from === to) return "neither";
  return to > from ? "easier" : "harder";
}

/**
 * A value as the history words it, lower case to sit inside a sentence: "visa free (90 days)", "visa free",
 * "visa on arrival", "eTA", "e-Visa", "visa required", "no admission", "COVID-19 entry ban". Unknown values are
 * shown as written.
 * @example valueLabel("90") // "visa free (90 days)"
 */
export function valueLabel(value: string): string {
  const v = value.trim().toLowerCase();
  const days = visaFreeDays(v);
  if (days !== null) return `visa free (${days} days)`;
  switch (v) {
    case "eta":
      return "eTA";
    case "e-visa":
      return "e-Visa";
    case "covid ban":
      return "COVID-19 entry ban";
    case "hayya entry permit":
      return "Hayya entry permit";
    default:
      return value.trim();
  }
}

const NOTE_WORDING: Record<ChangeNote, string> = {
  "reverted-next": "undone at the next snapshot",
  "reverts-previous": "undoes the change seen at the previous snapshot",
};

/**
 * One sentence for a change, dated by the interval the snapshots allow, never by a single day:
 * "Changed between 12 Jan 2025 and 17 Feb 2026: visa required → e-Visa". A relabel says it is a rename; a
 * reverted change says so in brackets.
 * @example describeChange({ before: "visa required", after: "e-visa", seenBeforeOn: "2025-01-12",
 *   seenAfterOn: "2026-02-17", kind: "category", note: "reverted-next" })
 *   // "Changed between 12 Jan 2025 and 17 Feb 2026: visa required → e-Visa (undone at the next snapshot)"
 */
export function describeChange(change: Pick<RequirementChange, "before" | "after" | "seenBeforeOn" | "seenAfterOn" | "kind" | "note">): string {
  const interval = `between ${formatIsoDate(change.seenBeforeOn)} and ${formatIsoDate(change.seenAfterOn)}`;
  const values = `${valueLabel(change.before)} → ${valueLabel(change.after)}`;
  const text =
    change.kind === "relabel" ? `Relabelled ${interval}: ${values} (a new name in the data, not a new rule)` : `Changed ${interval}: ${values}`;
  return change.note ? `${text} (${NOTE_WORDING[change.note]})` : text;
}

/**
 * The kind of a change between two different values: "days" when both are visa free (a day count or "visa
 * free"), else "category". Relabels are never inferred (they are a documented vocabulary change, marked by
 * the history's builder).
 * @example changeKindOf("30", "visa free") // "days"
 */
export function changeKindOf(before: string, after: string): Exclude<ChangeKind, "relabel"> {
  const visaFree = (v: string) => visaFreeDays(v.trim().toLowerCase()) !== null || v.trim().toLowerCase() === "visa free";
  return visaFree(before) && visaFree(after) ? "days" : "category";
}
