/**
 * @module Where the fee records and the requirements disagree (issue #45): for every passport and every destination with
 * a fee record, the options the check lists with "Sources disagree" (a record that gives the passport a document the
 * pair's requirement does not mention: an e-Visa the snapshot calls "visa required", an eTA for a "visa on arrival"
 * pair). Worked out from the seed's rows through the Worker's own domain code (../desk/report.ts siteModel). Pure.
 */
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import { siteModel } from "../desk/report";
import type { SeedBuild } from "../seed/build";

/** One option listed with "Sources disagree". */
export interface FeeFinding {
  passport: CountryCode;
  destination: CountryCode;
  recordId: string;
  /** What the record pays for, and what the requirement says (its label). */
  document: string;
  requirement: string;
  /** The sentence the site shows. */
  text: string;
}

/**
 * Every disagreement on `day`, by destination, then record, then passport.
 * @example feeFindings(build, "2026-11-28").filter((f) => f.destination === "LK")
 */
export function feeFindings(build: SeedBuild, day: IsoDate): FeeFinding[] {
  const model = siteModel(build);
  const destinations = [...new Set(build.rows.feeOptions.map((f) => f.destinationCountryCode))].sort();
  const passports = build.rows.countries.map((c) => c.code).sort();
  const findings: FeeFinding[] = [];
  for (const destination of destinations) {
    for (const passport of passports) {
      if (passport === destination) continue;
      const check = model.check(passport, destination, day);
      if (!check || check.fees.status !== "listed") continue;
      for (const option of check.fees.options) {
        if (!option.disagreement) continue;
        findings.push({
          passport,
          destination,
          recordId: option.id,
          document: option.document,
          requirement: check.card.label,
          text: option.disagreement,
        });
      }
    }
  }
  return findings.sort(
    (a, b) => a.destination.localeCompare(b.destination) || a.recordId.localeCompare(b.recordId) || a.passport.localeCompare(b.passport),
  );
}

/** The findings as lines: one per record, with the passports it disagrees for, grouped by what the requirement says. */
export function findingLines(findings: readonly FeeFinding[]): string[] {
  const byRecord = new Map<string, FeeFinding[]>();
  for (const f of findings)
    byRecord.set(`${f.destination} ${f.recordId} (${f.document})`, [...(byRecord.get(`${f.destination} ${f.recordId} (${f.document})`) ?? []), f]);
  const lines: string[] = [];
  for (const [record, list] of byRecord) {
    const bySays = new Map<string, string[]>();
    for (const f of list) bySays.set(f.requirement, [...(bySays.get(f.requirement) ?? []), f.passport]);
    const says = [...bySays].map(
      ([label, codes]) => `"${label}" for ${codes.length} (${codes.slice(0, 12).join(" ")}${codes.length > 12 ? " …" : ""})`,
    );
    lines.push(`${record}: requirement says ${says.join("; ")}`);
  }
  return lines;
}
