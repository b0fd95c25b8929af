/**
 * Requirement and fee agree (issue #45), for every passport: over the real data, through the check the site runs, a
 * visa-free pair shows no visa fee, an eTA pair shows no visa, and every option whose document the requirement does not
 * mention carries "Sources disagree" naming both sources. `npm run data:agreement` lists the findings.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { siteModel, type SiteModel } from "../../../scripts/desk/report";
import { feeFindings, type FeeFinding } from "../../../scripts/fees/agreement";
import { buildSeedRows, type SeedBuild } from "../../../scripts/seed/build";
import { loadSeedSources } from "../../../scripts/seed/load";
import type { CountryCode } from "../../../shared/units/country-code";
import type { IsoDate } from "../../../shared/units/iso-date";

const day = "2026-11-28" as IsoDate;
let build: SeedBuild;
let model: SiteModel;
let findings: FeeFinding[];
beforeAll(async () => {
  build = buildSeedRows(await loadSeedSources());
  model = siteModel(build);
  findings = feeFindings(build, day);
}, 120_000);

const VISAS = new Set(["visa", "e-visa", "visa-on-arrival"]);

describe("fees and requirements, every passport", { timeout: 120_000 }, () => {
  it("shows no visa fee on a visa-free or eTA pair, and nothing but an eTA, a levy or a flagged record on an eTA pair", () => {
    const destinations = [...new Set(build.rows.feeOptions.map((f) => f.destinationCountryCode))];
    let pairs = 0;
    for (const passport of build.rows.countries.map((c) => c.code)) {
      for (const destination of destinations) {
        if (passport === destination) continue;
        const check = model.check(passport, destination as CountryCode, day);
        if (!check || check.fees.status !== "listed") continue;
        const category = check.card.category;
        if (category !== "visa-free" && category !== "eta") continue;
        pairs++;
        for (const option of check.fees.options) {
          if (option.condition) continue;
          expect(VISAS.has(option.document), `${passport} → ${destination}: ${option.id}`).toBe(false);
          if (category === "eta") expect(option.document === "eta" || option.document === "levy" || !!option.disagreement).toBe(true);
        }
      }
    }
    expect(pairs).toBeGreaterThan(5000);
  });

  it("says Sources disagree, naming both sources, on each option whose document the requirement does not mention", () => {
    expect(findings.length).toBeGreaterThan(0);
    for (const f of findings) {
      expect(f.text).toMatch(
        /^Sources disagree: .+ lists an? (visa|e-Visa|visa on arrival|eTA|visa-free entry) for .+ passports; .+ says ".+"\. Check both before you apply$/,
      );
      expect(f.text).toContain(f.requirement);
    }
  });

  it("finds India's e-Visa, given by a list to passports the snapshot calls visa required, and Sri Lanka's ETA beside a visa", () => {
    const of = (destination: string, record: string) =>
      findings.filter((f) => f.destination === destination && f.recordId === record).map((f) => f.passport);
    expect(of("IN", "in-e-tourist-visa-1-year")).toContain("CN");
    expect(of("LK", "lk-eta-tourist-standard")).toContain("NG");
  });
});
