/**
 * Expected finder figures for the browser tests, counted from the seed's rows (the same inputs `npm run db:seed`
 * loads into the dev server's D1), not through the Worker: the current version of the requirements, the
 * countries' regions and the corrections, with the corrections rule restated (review beats staleness: a correction
 * in force today stands over every snapshot up to the one it was reviewed against, and over a newer one that says
 * otherwise). A new current version changes the figures, not the tests.
 */
import { buildSeedRows } from "../../scripts/seed/build";
import { loadSeedSources } from "../../scripts/seed/load";

let rows: ReturnType<typeof buildSeedRows>["rows"] | undefined;

async function seedRows() {
  rows ??= buildSeedRows(await loadSeedSources()).rows;
  return rows;
}

/** A passport's destinations without a visa (visa free, with or without days, and visa on arrival) and with an e-Visa or eTA. */
export async function finderFigures(passport: string, region?: string) {
  const r = await seedRows();
  const today = new Date().toISOString().slice(0, 10);
  const current = r.requirementVersions.find((v) => v.isCurrent)?.asOn ?? "";
  const regionOf = new Map(r.countries.map((c) => [c.code as string, c.region]));
  const figures = { noVisa: 0, authorisation: 0, corrected: [] as string[] };
  for (const row of r.visaRequirements) {
    if (row.versionOn !== current || row.passportCountryCode !== passport || row.destinationCountryCode === passport) continue;
    if (region && regionOf.get(row.destinationCountryCode) !== region) continue;
    const correction = r.requirementCorrections
      .filter(
        (c) =>
          c.passportCountryCode === passport &&
          c.destinationCountryCode === row.destinationCountryCode &&
          c.effectiveOn <= today &&
          (c.validUntilOn === null || c.validUntilOn >= today),
      )
      .sort((a, b) => (a.effectiveOn < b.effectiveOn ? 1 : -1))[0];
    const value =
      correction && (current <= correction.reviewedAgainstOn || correction.requirement !== row.requirement)
        ? correction.requirement
        : row.requirement;
    if (value !== row.requirement) figures.corrected.push(row.destinationCountryCode);
    if (/^\d+$/.test(value) || value === "visa free" || value === "visa on arrival") figures.noVisa++;
    else if (value === "e-visa" || value === "eta") figures.authorisation++;
  }
  return figures;
}
