/**
 * @module How far the fee records reach (issue #45): for every pair that needs a document (a visa, an e-Visa, an eTA or
 * a visa on arrival, by the check's own requirement on the day asked), whether the check shows a sourced headline fee
 * (an eTA pair's eTA fee), and from which record set and confidence; by destination, which pairs still say "No fee on record". Worked out from
 * the seed's rows through the Worker's own domain code (../desk/report.ts siteModel), like ./agreement.ts. Pure.
 */
import type { IsoDate } from "../../shared/units/iso-date";
import { SCHENGEN_STATE_CODES } from "../../shared/schengen/states";
import { siteModel } from "../desk/report";
import type { SeedBuild } from "../seed/build";

/** How a pair's headline fee is sourced: a detailed (India) record, a world record by confidence, or none. */
export type CoverageClass = "detailed" | "high" | "medium" | "low" | "none";

/** The totals, and per destination the passports that need a document and those of them left without a fee. */
export interface FeeCoverage {
  day: IsoDate;
  pairs: Record<CoverageClass, number>;
  destinations: Array<{ code: string; name: string; needing: number; unpriced: string[] }>;
}

/** Categories whose pairs need a document before or at the border (visa-free, own country and no admission do not). */
const NEEDS_DOCUMENT = new Set(["visa-required", "e-visa", "eta", "visa-on-arrival"]);

/**
 * The coverage on `day`.
 * @example feeCoverage(build, "2026-11-28").pairs.none // pairs that need a document and show no fee
 */
export function feeCoverage(build: SeedBuild, day: IsoDate): FeeCoverage {
  const model = siteModel(build);
  const confidence = new Map(build.rows.feeOptions.map((f) => [f.id, f.recordSet === "detailed" ? "detailed" : (f.confidence ?? "low")]));
  const codes = build.rows.countries.map((c) => c.code).sort();
  const pairs: Record<CoverageClass, number> = { detailed: 0, high: 0, medium: 0, low: 0, none: 0 };
  const destinations: FeeCoverage["destinations"] = [];
  for (const destination of codes) {
    let needing = 0;
    const unpriced: string[] = [];
    for (const passport of codes) {
      const check = passport === destination ? null : model.check(passport, destination, day);
      if (!check || !NEEDS_DOCUMENT.has(check.card.category)) continue;
      needing++;
      // An eTA pair needs no visa, so it has no headline: its fee is the eTA's (check.fees.eta).
      const best = check.fees.status === "listed" ? (check.fees.best ?? check.fees.eta) : null;
      const found = best && !best.estimate ? ((confidence.get(best.id) ?? "none") as CoverageClass) : "none";
      pairs[found]++;
      if (found === "none") unpriced.push(passport);
    }
    if (needing > 0) destinations.push({ code: destination, name: model.name(destination), needing, unpriced });
  }
  return { day, pairs, destinations };
}

/**
 * Destinations with the Schengen area counted once, as issue #45 counts them: one entry "SCHENGEN" whose passports
 * needing a document and left unpriced are those of any of its states.
 */
export function schengenOnce(destinations: FeeCoverage["destinations"]): FeeCoverage["destinations"] {
  const states = destinations.filter((d) => SCHENGEN_STATE_CODES.has(d.code));
  if (states.length === 0) return destinations;
  const area = {
    code: "SCHENGEN",
    name: "Schengen area",
    needing: Math.max(...states.map((d) => d.needing)),
    unpriced: [...new Set(states.flatMap((d) => d.unpriced))].sort(),
  };
  return [...destinations.filter((d) => !SCHENGEN_STATE_CODES.has(d.code)), area];
}
