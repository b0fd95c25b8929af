/**
 * @module The trip page's own words (headings, labels, the lead, the notes): in one place so tests hold each one.
 * What the planner says about a stop or the trip is the core's (shared/trip/*-texts.ts).
 */
import type { TransitConfidence, TransitRequirement } from "../../../shared/trip/transit-rule";
import type { PassportPlanAnswer } from "../../../shared/trip/trip";
import { englishList } from "../../../shared/trip/trip-texts";

/** Fixed words. */
export const TRIP_PAGE_TEXTS = {
  title: "Trip planner",
  lead: "One itinerary, every stop and connection checked: what you need at each stop with the documents you hold, the Schengen 90/180-day count across the trip, the total cost in dollars and your own currency, and the date to apply for each visa. Up to 12 stops.",
  formLabel: "Your trip",
  passport: "Passport",
  passport2: "Second passport (optional)",
  choosePassport: "Choose a passport",
  noSecond: "None",
  holds: "Documents I hold",
  holdsNote: "They count for Indian passports: entry concessions and transit exemptions are known for Indian passport holders only.",
  stopsTitle: "Stops, in order",
  stopsNote: "Leave home out: list each country you stay in or connect through, with the days you arrive and leave (the same day for a connection).",
  chooseCountry: "Choose a country",
  country: "Country",
  arrive: "Arrive",
  depart: "Leave",
  kind: "Stop",
  plan: "Plan the trip",
  add: "Add a stop",
  remove: "Remove",
  newStop: "New stop",
  fixTitle: "Check the plan",
  fixText: "Some values above need a fix (each says how); the answer appears once they are all readable.",
  failed: "The plan could not be loaded just now. Try again in a moment.",
  answerTitle: "Your trip",
  stopsAnswerTitle: "Stop by stop",
  applyTitle: "What to get, and when to apply",
  nothingToGet: "Nothing to apply for before you travel.",
  calendar: "Download the apply-by dates (.ics)",
  schengenTitle: "Schengen 90/180-day rule",
  noSchengen: "No stop of this plan is in the Schengen area.",
  calculator: "Add your earlier stays in the Schengen calculator",
  totalTitle: "Total visa fees",
  checklistTitle: "Checklist",
  entryRule: "Entry rule",
  transitRule: "Transit rule",
  stay: "Your stay",
  fee: "Fee",
  toGet: "To get",
  source: "Source",
  passportOnly: "With the passport alone",
  exemptedBy: "Exempt with",
  notExempting: "Does not exempt",
  otherDocuments: "Also exempt, with",
  conditions: "Conditions",
  ruleDetails: "The rule's conditions and source",
  maxHours: (hours: number) => `At most ${hours} hours`,
  easier: "Two passports",
  aboutTitle: "How the planner answers",
  about:
    "Each stay is answered as a visa check of that pair is, today: the requirement with its corrections, the fee records that apply to your passport (for Indian passports with no record, an estimate, marked; for another passport with none, what is known), and the entry concessions of the documents you hold. A connection is answered by its transit rule: airside if you stay in the international transit area, landside if you pass immigration (your bags, another terminal or airport, a night outside). A connection in a Schengen state next to another Schengen stop is landside. Warnings say what changes during your trip. This tool helps you plan; the border officer and the airline decide.",
  transitCredit: (compiledOn: string) => `Transit rules: Visa Fee Atlas research, each rule with its source and confidence; compiled ${compiledOn}.`,
} as const;

/** A transit rule's requirement in words. */
export const TRANSIT_REQUIREMENT_LABELS: Readonly<Record<TransitRequirement, string>> = {
  "no visa": "No visa needed",
  "transit visa": "Transit visa needed",
  visa: "Visa needed",
  eta: "Electronic authorisation needed",
  "e-visa": "e-Visa needed",
  "not possible": "Transit not possible",
};

/** A rule's confidence in words (data/transit/SOURCE.md). */
export const CONFIDENCE_LABELS: Readonly<Record<TransitConfidence, string>> = {
  high: "High confidence",
  medium: "Medium confidence",
  low: "Low confidence",
};

/**
 * The stops a visa or a visit serves.
 * @example stopsText([3, 4]) // "stops 3 and 4"
 */
export function stopsText(stops: readonly number[]): string {
  return stops.length === 1 ? `stop ${stops[0]}` : `stops ${englishList(stops.map(String))}`;
}

/**
 * One passport's trip in a sentence: the visas to get (the first to apply for) and the fees.
 * @example overviewText(plan, false) // "2 visas to get before you travel, the Uniform short-stay Schengen visa (type C) first. Visa fees: ₹25,200 ($280)."
 */
export function overviewText(plan: PassportPlanAnswer, two: boolean): string {
  const who = two ? `With your ${plan.passport.name} passport: ` : "";
  const first = plan.visas[0];
  const visas =
    plan.visas.length === 0
      ? "Nothing to apply for before you travel."
      : plan.visas.length === 1
        ? `1 visa to get before you travel: the ${first?.name}.`
        : `${plan.visas.length} visas to get before you travel, the ${first?.name} first.`;
  const priced = plan.totals.items.some((item) => item.fee.status === "listed");
  const fees = !priced ? "" : ` Visa fees: ${plan.totals.text}${plan.totals.estimated ? ", including estimates" : ""}.`;
  const coming = plan.totals.notes.find((n) => n.startsWith("Coming Soon"));
  return `${who}${visas}${fees}${coming ? ` Fees: ${coming}.` : ""}`;
}

/**
 * A name as a list item starts it: its first letter in capitals ("visa" where no record names the visa).
 * @example capitalized("visa") // "Visa"
 */
export function capitalized(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
