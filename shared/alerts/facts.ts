/**
 * @module What a follow is told about (issue #47): the facts of a followed pair, passport or trip, read off the same
 * answers the pages and the API give (the check's requirement, the fee records that apply, the concessions, a trip's
 * entry and transit rules and fees), each with its source. An alert is the difference between the facts told last
 * and the facts now (diff.ts), so a message goes out exactly when a change published to the data (a desk change, an
 * announcement taking force on its day, a flag the watch raised) changes what a page says about the followed thing,
 * and never for a conversion that moved with the day's rates.
 *
 * Inputs are structural: the public API's answers (worker/services/public-api.ts) and the trip planner's view
 * (shared/trip/view.ts) satisfy them, and tests write them by hand.
 */
import type { IsoDate } from "../units/iso-date";
import { formatIsoDate } from "../units/iso-date";
import { type RequirementCategory, requirementLabel } from "../visa/requirement";

/** Where a fact comes from: the publisher, its page, and the date the source gives (else the day we read it). */
export interface FactSource {
  name: string;
  url: string | null;
  /** YYYY-MM-DD (or YYYY-MM, YYYY as the source states it), or null when neither is known. */
  date: string | null;
}

/** One thing a page says about a followed thing. */
export interface AlertFact {
  /** Stable within its follow: "entry", "fee:{record id}", "concession:{document}", "stop:2:entry", … */
  key: string;
  /** What it is about, as a heading: "India → Thailand", "Stop 2: United Kingdom (Indian passport)". */
  subject: string;
  /** Which fact: "Entry", "Fee: Tourist e-Visa", "Transit", "Source". */
  what: string;
  /** What the page says, in words (never a converted amount: those move with the rates every day). */
  value: string;
  source: FactSource | null;
}

/** A record's page status as the API states it (issue #35). */
export interface SourceStatusLike {
  state: "checked" | "changed" | "unreachable";
  since?: string;
}

/** What the pair facts read of `GET /api/v1/pairs/…` (apiPair). */
export interface PairAnswerLike {
  category: RequirementCategory;
  maxStayDays: number | null;
  provenance: {
    kind: string;
    asOf: IsoDate | null;
    source: string | null;
    sourceUrl: string | null;
    sourceStatus: SourceStatusLike | null;
    endsOn: IsoDate | null;
    endedOn: IsoDate | null;
    notices: readonly string[];
  };
  announced: readonly {
    id: string;
    text: string;
    status: string;
    source: string | null;
    sourceUrl: string | null;
    sourceStatus: SourceStatusLike | null;
  }[];
}

/** What the pair facts read of `GET /api/v1/fees/…` (apiFees): the records that apply today. */
export interface FeesAnswerLike {
  note: string | null;
  data: readonly {
    id: string;
    subtype: string;
    document: string;
    amount: { minor: number; currency: string };
    source: string | null;
    sourceUrl: string | null;
    sourceStatus: SourceStatusLike | null;
    sourceDate: IsoDate | null;
    checkedOn: IsoDate | null;
    validUntil: IsoDate | null;
  }[];
}

/** A concession of the pair (shared/concessions/concession.ts), as the concessions page lists it. */
export interface ConcessionLike {
  document: string;
  grants: string;
  maxStayDays: number | null;
  conditions: string;
  validUntilOn: IsoDate | null;
  source: string;
  sourceUrl: string;
}

/** "THB 2,000": an amount in its own currency from minor units (2 decimals unless the currency has none). */
export function nativeAmountText(amount: { minor: number; currency: string }, exponent: number): string {
  if (amount.minor === 0) return "Free";
  const major = amount.minor / 10 ** exponent;
  const digits = Number.isInteger(major) ? 0 : exponent;
  return `${amount.currency} ${major.toLocaleString("en-GB", { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** The sentence of a flagged page: what the pages say beside its figures, short. */
export function sourceStatusText(status: SourceStatusLike | null): string | null {
  if (!status || status.state === "checked") return null;
  const since = status.since ? ` since ${formatIsoDate(status.since as IsoDate)}` : "";
  return status.state === "changed"
    ? `Being re-checked: the page changed${since}, after we read it`
    : `Being re-checked: the page has not answered${since}`;
}

const sourceOf = (name: string | null, url: string | null, date: string | null): FactSource | null =>
  name || url ? { name: name ?? url ?? "", url, date } : null;

/** A flagged page's own fact, so a flag raised (or cleared) on a followed record is told once. */
function flagFact(key: string, subject: string, what: string, status: SourceStatusLike | null, source: FactSource | null): AlertFact[] {
  const text = sourceStatusText(status);
  return text ? [{ key: `flag:${key}`, subject, what: `Source of ${what.charAt(0).toLowerCase()}${what.slice(1)}`, value: text, source }] : [];
}

/**
 * The facts of a followed pair today: its entry rule (with the day it ends, when it does), each fee record that
 * applies (its amount in its own currency and what it is for), each announcement with its status, each concession
 * of another visa, and a fact for every cited page the watch flagged.
 * `exponentOf`: the currency's minor-unit exponent (shared/units/money.ts minorUnitExponent).
 */
export function pairFacts(
  subject: string,
  pair: PairAnswerLike,
  fees: FeesAnswerLike,
  concessions: readonly ConcessionLike[],
  exponentOf: (currency: string) => number,
): AlertFact[] {
  const p = pair.provenance;
  const entrySource = sourceOf(p.source ?? (p.kind === "dataset" ? "Passport Index data" : null), p.sourceUrl, p.asOf);
  const ends = p.endsOn ? ` (set to end on ${formatIsoDate(p.endsOn)})` : "";
  const facts: AlertFact[] = [
    {
      key: "entry",
      subject,
      what: "Entry",
      value:
        p.kind === "ended" && p.notices[0] ? p.notices[0] : `${requirementLabel({ category: pair.category, maxStayDays: pair.maxStayDays })}${ends}`,
      source: entrySource,
    },
    ...flagFact("entry", subject, "Entry", p.sourceStatus, entrySource),
  ];
  for (const fee of fees.data) {
    const what = `Fee: ${fee.subtype}`;
    const source = sourceOf(fee.source, fee.sourceUrl, fee.sourceDate ?? fee.checkedOn);
    const until = fee.validUntil ? ` (until ${formatIsoDate(fee.validUntil)})` : "";
    facts.push({ key: `fee:${fee.id}`, subject, what, value: `${nativeAmountText(fee.amount, exponentOf(fee.amount.currency))}${until}`, source });
    facts.push(...flagFact(`fee:${fee.id}`, subject, what, fee.sourceStatus, source));
  }
  if (fees.data.length === 0 && fees.note) facts.push({ key: "fee", subject, what: "Fee", value: fees.note, source: null });
  for (const a of pair.announced) {
    const source = sourceOf(a.source, a.sourceUrl, null);
    facts.push({ key: `announced:${a.id}`, subject, what: "Announced change", value: `${a.text} (${a.status})`, source });
    facts.push(...flagFact(`announced:${a.id}`, subject, "Announced change", a.sourceStatus, source));
  }
  for (const c of concessions) {
    const stay = c.maxStayDays ? `, up to ${c.maxStayDays} days` : "";
    const until = c.validUntilOn ? ` (until ${formatIsoDate(c.validUntilOn)})` : "";
    facts.push({
      key: `concession:${c.document}`,
      subject,
      what: `With a ${c.document.replace(/-/g, " ")}`,
      value: `${c.grants}${stay}${until}`,
      source: sourceOf(c.source, c.sourceUrl, null),
    });
  }
  return facts;
}

/** What the passport facts read of `GET /api/v1/passports/{code}/requirements` (apiRequirements), with names. */
export interface RequirementsLike {
  data: readonly { destination: string; category: RequirementCategory }[];
}

/**
 * The facts of a followed passport: each destination's entry category (the changes /changes lists), its source the
 * requirement data.
 */
export function passportFacts(passportName: string, answer: RequirementsLike, nameOf: (code: string) => string): AlertFact[] {
  return answer.data.map((d) => ({
    key: `entry:${d.destination}`,
    subject: `${passportName} → ${nameOf(d.destination)}`,
    what: "Entry",
    value: requirementLabel({ category: d.category, maxStayDays: null }),
    source: null,
  }));
}
