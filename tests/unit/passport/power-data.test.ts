/**
 * Passport power on the real data, checked against a recount made here straight from the current snapshot's CSV and
 * the seed's correction rows (corrections.v2.json with the data desk's changes, data/desk/), with none of the resolution
 * code under test: IN's, JP's and SG's count per category
 * and mobility score must agree. The recount applies a correction only where the site's rule does: in force on the
 * day and reviewed against this snapshot or a later one (review beats staleness; every v2 correction is), and counts a
 * pair as unknown where a rule ended before the day with the snapshot taken during it and nothing in force (decision 18).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSeedRows, type SeedBuild } from "../../../scripts/seed/build";
import { DEFAULT_DATA_DIR, loadSeedSources } from "../../../scripts/seed/load";
import { rankPassports } from "../../../shared/passport/power";
import type { IsoDate } from "../../../shared/units/iso-date";

const TODAY = "2026-11-28" as IsoDate;
const SNAPSHOT_ON = "2026-02-17";
const SNAPSHOT = path.join(DEFAULT_DATA_DIR, "passport-index/snapshots/2026-02-17/passport-index-tidy-iso2.csv");

/** The recount: the file's values, plain string tests, one bucket each. */
function recount(passport: string) {
  const values = new Map<string, string>();
  for (const line of readFileSync(SNAPSHOT, "utf8").trim().split("\n").slice(1)) {
    const [from, to, value] = line.split(",");
    if (from === passport && to !== undefined && value !== undefined) values.set(to, value.trim().toLowerCase());
  }
  const corrections = build.rows.requirementCorrections
    .filter((c) => c.passportCountryCode === passport)
    .map((c) => ({
      destination: c.destinationCountryCode as string,
      requirement: c.requirement,
      effectiveFrom: c.effectiveOn as string,
      validUntil: (c.validUntilOn ?? undefined) as string | undefined,
      reviewedAgainst: c.reviewedAgainstOn as string,
    }));
  const inForce = new Set<string>();
  for (const c of corrections) {
    const applies = c.effectiveFrom <= TODAY && (!c.validUntil || c.validUntil >= TODAY);
    if (applies && c.reviewedAgainst >= SNAPSHOT_ON) {
      values.set(c.destination, c.requirement.toLowerCase());
      inForce.add(c.destination);
    }
  }
  for (const c of corrections) {
    const endedOverSnapshot = c.validUntil && c.validUntil < TODAY && c.effectiveFrom <= SNAPSHOT_ON && SNAPSHOT_ON <= c.validUntil;
    if (endedOverSnapshot && !inForce.has(c.destination)) values.set(c.destination, "unknown");
  }
  const counts = { "visa-free": 0, "visa-on-arrival": 0, eta: 0, "e-visa": 0, "visa-required": 0, "no-admission": 0, unknown: 0 };
  for (const value of values.values()) {
    if (value === "-1") continue;
    if (value === "unknown") counts.unknown += 1;
    else if (value === "visa free" || /^\d+$/.test(value)) counts["visa-free"] += 1;
    else if (value === "visa on arrival") counts["visa-on-arrival"] += 1;
    else if (value === "eta") counts.eta += 1;
    else if (value === "e-visa") counts["e-visa"] += 1;
    else if (value === "visa required") counts["visa-required"] += 1;
    else if (value === "no admission") counts["no-admission"] += 1;
    else throw new Error(`unexpected value ${value}`);
  }
  return { counts, mobility: counts["visa-free"] + counts["visa-on-arrival"] + counts.eta };
}

let build: SeedBuild;
beforeAll(async () => {
  build = buildSeedRows(await loadSeedSources());
}, 60_000);

describe("passport power on the 17 Feb 2026 data", () => {
  it.each(["IN", "JP", "SG"])("%s: the counts and score agree with a recount from the files", (passport) => {
    const current = build.rows.requirementVersions.find((v) => v.isCurrent);
    expect(current?.asOn).toBe(SNAPSHOT_ON);
    const ranked = rankPassports({
      requirements: build.rows.visaRequirements
        .filter((r) => r.versionOn === SNAPSHOT_ON)
        .map((r) => ({ passport: r.passportCountryCode, destination: r.destinationCountryCode, requirement: r.requirement })),
      corrections: build.rows.requirementCorrections.map((c) => ({ ...c, passport: c.passportCountryCode, destination: c.destinationCountryCode })),
      asOn: SNAPSHOT_ON as IsoDate,
      today: TODAY,
    });
    expect(ranked).toHaveLength(199);
    const power = ranked.find((p) => p.passport === passport);
    expect(power && { counts: power.counts, mobility: power.mobility }).toEqual(recount(passport));
    // Dense ranks: the first is 1, and each next score takes the next number.
    expect(ranked[0]?.rank).toBe(1);
    for (let i = 1; i < ranked.length; i++) {
      const [prev, next] = [ranked[i - 1]!, ranked[i]!];
      expect(next.rank).toBe(prev.mobility === next.mobility ? prev.rank : prev.rank + 1);
    }
  });
});
