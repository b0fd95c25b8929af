/**
 * @module The facts of a followed trip (issue #47), read off the trip planner's answer (shared/trip/view.ts, the page's
 * and the API's one shape): for each stop and passport its entry rule, transit rule and fee in its own currency, the
 * warnings that fall inside it (a rule that ends or starts, an announcement, a flagged page), and each visa's
 * apply-by date. The trip's dates are the traveller's: every rule here is judged on them.
 */
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import { requirementLabel, type RequirementCategory } from "../visa/requirement";
import { type AlertFact, type FactSource, type SourceStatusLike, sourceStatusText } from "./facts";

/** What the trip facts read of a stop's answer for one passport (PassportStopView). */
export interface TripStopLike {
  passport: string;
  entry: {
    requirement: RequirementCategory | null;
    maxStayDays: number | null;
    personal: string | null;
    provenance: { asOn: IsoDate; source: string | null; sourceUrl: string | null; sourceStatus: SourceStatusLike | null } | null;
  } | null;
  transit: {
    requirement: string | null;
    document: string | null;
    maxHours: number | null;
    source: string | null;
    sourceUrl: string | null;
    sourceDate: string | null;
    sourceStatus: SourceStatusLike | null;
  } | null;
  fee:
    | { status: "none" | "coming-soon" | "unknown" | "covered"; text: string }
    | {
        status: "listed";
        name: string;
        amounts: { nativeFee: string; free: boolean };
        source: string | null;
        sourceUrl: string | null;
        checkedOn: IsoDate | null;
        sourceStatus: SourceStatusLike | null;
      };
  warnings: readonly { kind: string; text: string; source: string | null; sourceUrl: string | null; on?: IsoDate }[];
}

/** What the trip facts read of the planner's answer (TripView). */
export interface TripViewLike {
  passports: readonly { code: string; name: string }[];
  stops: readonly { n: number; country: { code: string; name: string }; arriveOn: string; departOn: string; byPassport: readonly TripStopLike[] }[];
  plans: readonly {
    passport: { code: string; name: string };
    visas: readonly { name: string; countryNames: readonly string[]; applyByOn: IsoDate | null; neededOn: IsoDate; stops: readonly number[] }[];
  }[];
}

const source = (name: string | null, url: string | null, date: string | null): FactSource | null =>
  name || url ? { name: name ?? url ?? "", url, date } : null;

/** "Stop 2: United Kingdom, 10-17 Jan 2027 (Indian passport)": the stop, and the passport when the plan has two. */
function stopSubject(trip: TripViewLike, stop: TripViewLike["stops"][number], passport: string): string {
  const dates =
    stop.arriveOn === stop.departOn
      ? formatIsoDate(stop.arriveOn as IsoDate)
      : `${formatIsoDate(stop.arriveOn as IsoDate)} to ${formatIsoDate(stop.departOn as IsoDate)}`;
  const name = trip.passports.length > 1 ? ` (${trip.passports.find((p) => p.code === passport)?.name ?? passport} passport)` : "";
  return `Stop ${stop.n}: ${stop.country.name}, ${dates}${name}`;
}

/** The facts of a followed trip as the planner answers it today. */
export function tripFacts(trip: TripViewLike): AlertFact[] {
  const facts: AlertFact[] = [];
  for (const stop of trip.stops) {
    for (const p of stop.byPassport) {
      const subject = stopSubject(trip, stop, p.passport);
      const at = `stop:${stop.n}:${p.passport}`;
      const flag = (key: string, what: string, status: SourceStatusLike | null, from: FactSource | null) => {
        const text = sourceStatusText(status);
        if (text) facts.push({ key: `${at}:flag:${key}`, subject, what: `Source of ${what.toLowerCase()}`, value: text, source: from });
      };
      if (p.entry?.requirement) {
        const pr = p.entry.provenance;
        const from = pr ? source(pr.source ?? "Passport Index data", pr.sourceUrl, pr.asOn) : null;
        const value = p.entry.personal ?? requirementLabel({ category: p.entry.requirement, maxStayDays: p.entry.maxStayDays });
        facts.push({ key: `${at}:entry`, subject, what: "Entry", value, source: from });
        flag("entry", "Entry", pr?.sourceStatus ?? null, from);
      }
      if (p.transit?.requirement) {
        const t = p.transit;
        const from = source(t.source, t.sourceUrl, t.sourceDate);
        const hours = t.maxHours ? `, up to ${t.maxHours} hours` : "";
        facts.push({ key: `${at}:transit`, subject, what: "Transit", value: `${t.document ?? t.requirement}${hours}`, source: from });
        flag("transit", "Transit", t.sourceStatus, from);
      }
      const fee = p.fee;
      if (fee.status === "listed") {
        const from = source(fee.source, fee.sourceUrl, fee.checkedOn);
        facts.push({ key: `${at}:fee`, subject, what: `Fee: ${fee.name}`, value: fee.amounts.free ? "Free" : fee.amounts.nativeFee, source: from });
        flag("fee", "Fee", fee.sourceStatus, from);
      } else if (fee.status !== "covered") {
        facts.push({ key: `${at}:fee`, subject, what: "Fee", value: fee.text, source: null });
      }
      for (const w of p.warnings) {
        // A flagged page is told by the fact of the record that cites it, above.
        if (w.kind === "source-flagged") continue;
        facts.push({
          key: `${at}:warning:${w.kind}:${w.text}`,
          subject,
          what: "Warning",
          value: w.text,
          source: source(w.source, w.sourceUrl, null),
        });
      }
    }
  }
  for (const plan of trip.plans) {
    for (const visa of plan.visas) {
      const subject = `${visa.name} for ${visa.countryNames.join(", ")}${trip.passports.length > 1 ? ` (${plan.passport.name} passport)` : ""}`;
      facts.push({
        key: `visa:${plan.passport.code}:${visa.name}:${visa.stops.join("+")}`,
        subject,
        what: "Apply by",
        value: visa.applyByOn ? formatIsoDate(visa.applyByOn) : "Processing time unknown: apply early",
        source: null,
      });
    }
  }
  return facts;
}

/** The trip's last day (its last stop's departure): a followed trip ends by itself after it. */
export function tripLastDay(trip: Pick<TripViewLike, "stops">): IsoDate | null {
  const days = trip.stops.map((s) => s.departOn).sort();
  return (days.at(-1) as IsoDate | undefined) ?? null;
}
