/**
 * Expected figures read straight from the seeded D1 rows with plain SQL (not through the Worker's queries or the
 * domain code), so tests follow the data: a new current version changes the figures, not the tests. The
 * corrections rule is restated here from its definition (review beats staleness): a correction in force today
 * stands over every snapshot up to the one it was reviewed against; over a newer snapshot too, unless that one says
 * the same.
 */
import { env } from "cloudflare:test";

/** Categories as the site groups them. */
export interface PassportFigures {
  /** Destinations visa free with a day count, and with "visa free" (days unknown). */
  visaFreeDays: number;
  visaFreeUnknown: number;
  visaOnArrival: number;
  eta: number;
  eVisa: number;
  /** Visa required or no admission. */
  required: number;
  /** Destination codes per category, for spot checks. */
  codes: Record<"visaFree" | "visaOnArrival" | "eta" | "eVisa" | "required", string[]>;
  /** Pairs whose value a correction replaced (correction newer than the snapshot). */
  corrected: string[];
  /** Pairs whose temporary rule ended with nothing sourced after it. */
  unknown: number;
}

/** The current version's date (YYYY-MM-DD). */
export async function currentVersionOn(): Promise<string> {
  const row = await env.DB.prepare("SELECT as_on FROM requirement_versions WHERE is_current = 1").first<{ as_on: string }>();
  if (!row) throw new Error("no current requirement version: is the seed applied?");
  return row.as_on;
}

/**
 * A passport's destinations by category in the current version (itself excluded), corrections applied by
 * the rule; `region` keeps one region's destinations.
 */
export async function passportFigures(passport: string, region?: string): Promise<PassportFigures> {
  const today = new Date().toISOString().slice(0, 10);
  const versionOn = await currentVersionOn();
  const rows = await env.DB.prepare(
    `SELECT r.destination_country_code AS code, r.requirement FROM visa_requirements r JOIN countries c ON c.code = r.destination_country_code
     WHERE r.version_on = ?1 AND r.passport_country_code = ?2 AND r.destination_country_code <> ?2 AND (?3 IS NULL OR c.region = ?3)`,
  )
    .bind(versionOn, passport, region ?? null)
    .all<{ code: string; requirement: string }>();
  const corrections = await env.DB.prepare(
    `SELECT destination_country_code AS code, requirement, effective_on, reviewed_against_on FROM requirement_corrections
     WHERE passport_country_code = ?1 AND effective_on <= ?2 AND (valid_until_on IS NULL OR valid_until_on >= ?2) ORDER BY effective_on`,
  )
    .bind(passport, today)
    .all<{ code: string; requirement: string; effective_on: string; reviewed_against_on: string }>();
  const latest = new Map(corrections.results.map((c) => [c.code, c]));
  // A temporary rule that ended before today, while the snapshot was taken during it, leaves no sourced rule (decision 18).
  const ended = await env.DB.prepare(
    `SELECT destination_country_code AS code FROM requirement_corrections
     WHERE passport_country_code = ?1 AND valid_until_on < ?2 AND effective_on <= ?3 AND valid_until_on >= ?3`,
  )
    .bind(passport, today, versionOn)
    .all<{ code: string }>();
  const endedCodes = new Set(ended.results.map((e) => e.code));
  const figures: PassportFigures = {
    visaFreeDays: 0,
    visaFreeUnknown: 0,
    visaOnArrival: 0,
    eta: 0,
    eVisa: 0,
    required: 0,
    unknown: 0,
    codes: { visaFree: [], visaOnArrival: [], eta: [], eVisa: [], required: [] },
    corrected: [],
  };
  for (const row of rows.results) {
    const correction = latest.get(row.code);
    if (!correction && endedCodes.has(row.code)) {
      figures.unknown++;
      figures.corrected.push(row.code);
      continue;
    }
    const value =
      correction && (versionOn <= correction.reviewed_against_on || correction.requirement !== row.requirement)
        ? correction.requirement
        : row.requirement;
    if (value !== row.requirement) figures.corrected.push(row.code);
    if (/^\d+$/.test(value)) {
      figures.visaFreeDays++;
      figures.codes.visaFree.push(row.code);
    } else if (value === "visa free") {
      figures.visaFreeUnknown++;
      figures.codes.visaFree.push(row.code);
    } else if (value === "visa on arrival") {
      figures.visaOnArrival++;
      figures.codes.visaOnArrival.push(row.code);
    } else if (value === "eta") {
      figures.eta++;
      figures.codes.eta.push(row.code);
    } else if (value === "e-visa") {
      figures.eVisa++;
      figures.codes.eVisa.push(row.code);
    } else {
      figures.required++;
      figures.codes.required.push(row.code);
    }
  }
  return figures;
}

/** Visa free (any days) + visa on arrival: the finder's "no-visa destinations". */
export const noVisaCount = (f: PassportFigures) => f.visaFreeDays + f.visaFreeUnknown + f.visaOnArrival;
