/**
 * @module What a reviewed change does to the site (issue #43), worked out from the seed's rows before and after it,
 * through the same domain code the Worker runs (buildVisaCheck, rankPassports, heroSlideOf): each affected pair's
 * answer, each affected passport's counts and rank, and the home carousel, on the days that matter (today, and the
 * days the change starts or ends). Pure: two SeedBuilds in, lines out.
 */
import { toAnnouncedChange } from "../../worker/db/queries/announced";
import { toCountry } from "../../worker/db/queries/countries";
import { toFeeOption, toRateTable } from "../../worker/db/queries/fee-options";
import type { Country } from "../../shared/countries/country";
import { FEE_DATA_ORIGIN } from "../../shared/countries/country";
import { rankPassports } from "../../shared/passport/power";
import { addDays } from "../../shared/schengen/days";
import type { CountryCode } from "../../shared/units/country-code";
import type { CurrencyCode } from "../../shared/units/money";
import { formatIsoDate, type IsoDate } from "../../shared/units/iso-date";
import { buildVisaCheck, type VisaCheck } from "../../shared/visa/check";
import { HERO_CITIES, heroSlideOf } from "../../shared/visa/hero";
import type { SeedBuild } from "../seed/build";
import type { DeskFile } from "../seed/desk-schemas";

/** The site's answers as one SeedBuild gives them. */
export interface SiteModel {
  check(passport: CountryCode, destination: CountryCode, day: IsoDate): VisaCheck | null;
  /** A passport's no-visa count, mobility score and rank on `day`. */
  power(passport: CountryCode, day: IsoDate): { noVisa: number; mobility: number; rank: number } | null;
  name(code: string): string;
  /** The destination of an Indian fee record, or null when no record has the id. */
  feeDestination(id: string): CountryCode | null;
}

/** The model of a seed build (the current version's requirements, every correction, fee, announcement and rate). */
export function siteModel(build: SeedBuild): SiteModel {
  const { rows } = build;
  const current = rows.requirementVersions.find((v) => v.isCurrent);
  const asOn = (current?.asOn ?? "") as IsoDate;
  const countries = new Map<string, Country>(rows.countries.map((c) => [c.code, toCountry(c)]));
  const requirement = new Map(
    rows.visaRequirements.filter((r) => r.versionOn === asOn).map((r) => [`${r.passportCountryCode}-${r.destinationCountryCode}`, r.requirement]),
  );
  const rates = toRateTable(rows.exchangeRates);
  const announced = rows.announcedChanges.map((r) =>
    toAnnouncedChange({ ...r, status: r.status ?? "announced", inForceOn: r.inForceOn ?? null } as never),
  );
  const ranks = new Map<IsoDate, ReturnType<typeof rankPassports>>();
  return {
    name: (code) => countries.get(code)?.name ?? code,
    feeDestination: (id) => rows.feeOptions.find((f) => f.id === id)?.destinationCountryCode ?? null,
    check(passport, destination, day) {
      const [from, to] = [countries.get(passport), countries.get(destination)];
      const value = requirement.get(`${passport}-${destination}`);
      if (!from || !to || value === undefined || passport === destination) return null;
      return buildVisaCheck({
        passport: from,
        destination: to,
        visaType: "tourist",
        datasetRequirement: value,
        datasetAsOn: asOn,
        corrections: rows.requirementCorrections.filter((c) => c.passportCountryCode === passport && c.destinationCountryCode === destination),
        // Every passport's records of the destination: the check keeps those that apply (decision 17).
        feeOptions: rows.feeOptions
          .filter((f) => f.destinationCountryCode === destination)
          .sort((a, b) => a.position - b.position)
          .map((f) => toFeeOption({ ...f, doubt: f.doubt ?? null } as never)),
        rates,
        // The report reads requirements and which fees apply, not amounts: USD only.
        currency: "USD" as CurrencyCode,
        today: day,
        announced,
      });
    },
    power(passport, day) {
      let ranked = ranks.get(day);
      if (!ranked) {
        ranked = rankPassports({
          requirements: rows.visaRequirements
            .filter((r) => r.versionOn === asOn)
            .map((r) => ({ passport: r.passportCountryCode, destination: r.destinationCountryCode, requirement: r.requirement })),
          corrections: rows.requirementCorrections.map((c) => ({ ...c, passport: c.passportCountryCode, destination: c.destinationCountryCode })),
          asOn,
          today: day,
        });
        ranks.set(day, ranked);
      }
      const found = ranked.find((p) => p.passport === passport);
      return found ? { noVisa: found.noVisa, mobility: found.mobility, rank: found.rank } : null;
    },
  };
}

/** What a result says of a pair, in one line: its rule, its headline fee, and the notices of its dates. */
export function pairLine(check: VisaCheck | null): string {
  if (!check) return "no requirement on record";
  const best = check.fees.status === "listed" ? check.fees.best : null;
  const usd = best?.usdFee && best.usdFee !== best.nativeFee ? ` (${best.usdFee})` : "";
  const facts = best
    ? [best.maxStayDays ? `stay ${best.maxStayDays} days` : null, `validity ${best.validityDays ? `${best.validityDays} days` : "not on record"}`]
    : [];
  const fee = best
    ? `; fee ${check.fees.status === "listed" && check.fees.from ? "from " : ""}${best.nativeFee}${usd} (${facts.filter(Boolean).join(", ")})`
    : "";
  const notes = [
    ...(best?.doubt ? [`${best.doubt.replace(/\.$/, "")}.`] : []),
    ...check.provenance.notices,
    ...check.announced.map((a) => (a.inForce ? `${a.status} ${a.text}` : `Announced: ${a.text}`)),
  ];
  return `${check.card.label}${fee}${notes.length > 0 ? ` [${notes.join(" ")}]` : ""}`;
}

/**
 * The pairs a change file touches: passport → destination, India's pair of a fee record (`feeDestination` finds the
 * record's destination), and a notice's first destinations for a passport it covers.
 */
export function affectedPairs(
  desk: DeskFile,
  feeDestination: (id: string) => CountryCode | null,
): { passport: CountryCode; destination: CountryCode }[] {
  const pairs = new Map<string, { passport: CountryCode; destination: CountryCode }>();
  const add = (passport: CountryCode, destination: CountryCode) => pairs.set(`${passport}-${destination}`, { passport, destination });
  for (const change of desk.changes) {
    if (change.kind === "correction" || change.kind === "end") for (const p of change.passports) add(p, change.destination);
    // A fee taking force is shown on India's pair and on a visa-exempt passport's (the ETA and ETIAS fees are theirs).
    if (change.kind === "in-force") for (const p of change.passports ?? [FEE_DATA_ORIGIN, "US" as CountryCode]) add(p, change.destination);
    // A fee change concerns India's pair (the fee records' origin).
    const feeTo = change.kind === "fee" ? feeDestination(change.id) : null;
    if (feeTo) add(FEE_DATA_ORIGIN, feeTo);
    if (change.kind === "notice") for (const d of change.destinations.slice(0, 3)) add(noticePassport(change.scope), d);
  }
  return [...pairs.values()];
}

/** A passport a notice covers, to show it on: India unless the notice leaves India out, then the United States. */
function noticePassport(scope: Extract<DeskFile["changes"][number], { kind: "notice" }>["scope"]): CountryCode {
  const india = FEE_DATA_ORIGIN;
  if ("only" in scope) return scope.only[0] ?? india;
  const excluded = "allExcept" in scope ? scope.allExcept : "visaExemptExcept" in scope ? scope.visaExemptExcept : [];
  return excluded.includes(india) || "visaExemptExcept" in scope ? ("US" as CountryCode) : india;
}

/** The days worth showing: `today`, and each day a change starts, ends or stops applying. */
export function daysOf(desk: DeskFile, today: IsoDate): IsoDate[] {
  const days = new Set<IsoDate>([today]);
  for (const change of desk.changes) {
    if (change.kind === "correction") {
      days.add(change.effectiveFrom);
      if (change.validUntil) days.add(addDays(change.validUntil, 1));
    }
    if (change.kind === "end") days.add(addDays(change.lastDay, 1));
    if ((change.kind === "in-force" || change.kind === "notice") && change.effectiveFrom) days.add(change.effectiveFrom);
    if (change.kind === "fee" && change.from) days.add(change.from);
    if (change.kind === "fee" && change.set.validUntil) days.add(addDays(change.set.validUntil, 1));
  }
  return [...days].sort();
}

/** At most this many pairs are printed one by one; the rest are counted. */
export const MAX_PAIRS_SHOWN = 12;

/**
 * The report: per day, each affected pair's answer before → after (only those that change, at most MAX_PAIRS_SHOWN),
 * each affected passport's counts and rank, and the home carousel's slides that change.
 */
export function deskReport(desk: DeskFile, before: SiteModel, after: SiteModel, today: IsoDate): string[] {
  const lines: string[] = [];
  const pairs = affectedPairs(desk, before.feeDestination);
  for (const day of daysOf(desk, today)) {
    lines.push(`On ${formatIsoDate(day)}${day === today ? " (today)" : ""}:`);
    const changed = pairs
      .map((p) => ({ ...p, was: pairLine(before.check(p.passport, p.destination, day)), now: pairLine(after.check(p.passport, p.destination, day)) }))
      .filter((p) => p.was !== p.now);
    for (const p of changed.slice(0, MAX_PAIRS_SHOWN)) {
      lines.push(`  ${before.name(p.passport)} → ${before.name(p.destination)} (/?from=${p.passport}&to=${p.destination})`);
      lines.push(`    before: ${p.was}`);
      lines.push(`    after:  ${p.now}`);
    }
    if (changed.length > MAX_PAIRS_SHOWN) lines.push(`  … and ${changed.length - MAX_PAIRS_SHOWN} more pairs change the same way`);
    if (changed.length === 0) lines.push("  no pair's answer changes");
    const passports = [...new Set(pairs.map((p) => p.passport))];
    for (const passport of passports) {
      const [was, now] = [before.power(passport, day), after.power(passport, day)];
      if (was && now && (was.noVisa !== now.noVisa || was.mobility !== now.mobility || was.rank !== now.rank)) {
        lines.push(
          `  ${before.name(passport)}: no-visa destinations ${was.noVisa} → ${now.noVisa}, mobility score ${was.mobility} → ${now.mobility}, rank ${was.rank} → ${now.rank} (/visa-free?passport=${passport}, /passport-ranking)`,
        );
      }
    }
    for (const city of HERO_CITIES) {
      const [b, a] = [
        before.check(FEE_DATA_ORIGIN, city.destination as CountryCode, day),
        after.check(FEE_DATA_ORIGIN, city.destination as CountryCode, day),
      ];
      if (!b || !a) continue;
      const [was, now] = [heroSlideOf(city, b), heroSlideOf(city, a)];
      if (was.fee !== now.fee || was.detail !== now.detail)
        lines.push(`  Home carousel, ${city.city}: ${was.fee} (${was.detail}) → ${now.fee} (${now.detail})`);
    }
  }
  return lines;
}
