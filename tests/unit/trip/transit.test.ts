/**
 * The transit resolver (shared/trip/transit.ts) on the real rules: which rule applies (a member state's over the
 * Schengen area's, Türkiye's by destination), the documents that exempt and those that do not, and the sentence every
 * unsure answer carries.
 */
import { describe, expect, it } from "vitest";
import type { HeldDocumentKey } from "../../../shared/concessions/documents";
import { EASE } from "../../../shared/trip/ease";
import { findTransitRule, resolveTransit } from "../../../shared/trip/transit";
import { exemptionEffect } from "../../../shared/trip/transit-documents";
import type { TransitMode } from "../../../shared/trip/transit-rule";
import { CHECK_WITH_AIRLINE } from "../../../shared/trip/transit-texts";
import { code } from "../fixtures/domain";
import { TRANSIT_RULES } from "./transit-rules";

const ask = (country: string, mode: TransitMode, holds: HeldDocumentKey[] = [], next: string | null = null, passport = "IN") =>
  resolveTransit(
    TRANSIT_RULES,
    { passportCountryCode: code(passport), countryCode: code(country), mode, holds, nextCountryCode: next === null ? null : code(next) },
    `the country ${country}`,
  );

describe("resolveTransit", () => {
  it("answers the UK's airside rule without documents: a DATV, official and sure, so nothing to check", () => {
    const answer = ask("GB", "airside");
    expect(answer.level).toBe(EASE.transitVisa);
    expect(answer.summary).toBe("Transit visa needed: Direct Airside Transit Visa (DATV)");
    expect(answer.rule?.fee).toEqual({ amountMinor: 3500, currency: "GBP" });
    expect(answer.verify).toBeNull();
  });

  it("lifts the DATV with a US visa, and says the other held documents that exempt too", () => {
    const answer = ask("GB", "airside", ["us-visa", "canada-visa"]);
    expect(answer.level).toBe(EASE.none);
    expect(answer.summary).toBe("No visa needed with your US visa");
    expect(answer.exemption?.document).toBe("us-visa");
    expect(answer.alsoExempting.map((e) => e.document)).toEqual(["canada-visa"]);
  });

  it("maps a US residence permit onto the rule's green card, and a Schengen residence permit onto an EEA one", () => {
    expect(ask("GB", "airside", ["us-residence"]).exemption?.key).toBe("us-green-card");
    expect(ask("GB", "airside", ["schengen-residence"]).exemption?.key).toBe("eea-residence");
  });

  it("says a Schengen visa does not exempt from the DATV, and leaves the rule as it is", () => {
    const answer = ask("GB", "airside", ["schengen-visa"]);
    expect(answer.level).toBe(EASE.transitVisa);
    expect(answer.notExempting.map((n) => n.text)).toEqual(["Your Schengen visa does not exempt you here."]);
  });

  it("lists exemptions for documents the site does not have as conditions, never applied", () => {
    const answer = ask("GB", "airside");
    expect(answer.otherDocuments.map((d) => d.name)).toContain("an Australian permanent residence visa");
    expect(answer.exemption).toBeNull();
  });

  it("takes a member state's own airside rule before the Schengen area's (France: an airport transit visa, low confidence)", () => {
    const answer = ask("FR", "airside");
    expect(answer.ruleArea).toBe("FR");
    expect(answer.level).toBe(EASE.transitVisa);
    expect(answer.verify).toBe(`Low confidence (weak, old or conflicting sources): ${CHECK_WITH_AIRLINE}.`);
    expect(ask("FR", "airside", ["us-visa"]).summary).toBe("No visa needed with your US visa");
  });

  it("takes the Schengen area's rule in a member state without its own (Portugal), and its landside rule everywhere", () => {
    expect(ask("PT", "airside").ruleArea).toBe("SCHENGEN");
    expect(ask("PT", "airside").level).toBe(EASE.none);
    expect(ask("FR", "landside").ruleArea).toBe("SCHENGEN");
    expect(ask("FR", "landside").level).toBe(EASE.visa);
    expect(ask("FR", "landside", ["schengen-visa"]).level).toBe(EASE.none);
  });

  it("leaves Belgium's undetermined rule undetermined, and says to check", () => {
    const answer = ask("BE", "airside", ["us-visa"]);
    expect(answer.level).toBeNull();
    expect(answer.summary).toBe("Not determined");
    expect(answer.verify).toBe(`Our sources do not settle this rule: ${CHECK_WITH_AIRLINE}.`);
  });

  it("picks Türkiye's e-airport transit visa only for flights on to Latin America", () => {
    expect(ask("TR", "airside", [], "MX").summary).toBe("e-Visa needed: Electronic airport transit visa (e-HTV)");
    expect(ask("TR", "airside", [], "GB").level).toBe(EASE.none);
    expect(ask("TR", "airside", [], null).level).toBe(EASE.none);
    expect(findTransitRule(TRANSIT_RULES, code("TR"), "airside", code("CO"))?.requirement).toBe("e-visa");
  });

  it("gives Dubai's landside visa on arrival to a US visa holder, and says the source is not official", () => {
    const answer = ask("AE", "landside", ["us-visa"]);
    expect(answer.summary).toBe("Visa on arrival with your US visa");
    expect(answer.verify).toBe(`Not from an official source: ${CHECK_WITH_AIRLINE}.`);
  });

  it("reads an exemption that needs an eTA as an eTA (Canada with a US green card)", () => {
    expect(ask("CA", "airside", ["us-residence"]).level).toBe(EASE.eta);
    expect(ask("CA", "airside", ["canada-visa"]).level).toBe(EASE.none);
  });

  it("says no rule is on record for a country without one", () => {
    const answer = ask("PE", "airside");
    expect(answer.rule).toBeNull();
    expect(answer.verify).toBe(`No airside transit rule for the country PE is on record: ${CHECK_WITH_AIRLINE}.`);
  });

  it("tells any other passport that transit rules are known for Indian passports only", () => {
    const answer = ask("GB", "airside", [], null, "US");
    expect(answer.known).toBe(false);
    expect(answer.level).toBeNull();
    expect(answer.verify).toBe(`Transit rules are known for Indian passports only: ${CHECK_WITH_AIRLINE}.`);
  });

  it("makes every low-confidence, unofficial or undetermined rule of the data say to check with the airline or the embassy", () => {
    const unsure = TRANSIT_RULES.filter((r) => r.confidence === "low" || !r.official || r.requirement === null);
    expect(unsure.length).toBeGreaterThan(30);
    for (const rule of unsure) {
      const country = rule.transitCountry === "SCHENGEN" ? "PT" : rule.transitCountry;
      const answer = resolveTransit(
        TRANSIT_RULES,
        {
          passportCountryCode: code("IN"),
          countryCode: code(country),
          mode: rule.mode,
          holds: [],
          nextCountryCode: rule.requirement === "e-visa" && country === "TR" ? code("MX") : null,
        },
        country,
      );
      expect(answer.rule).toBe(rule);
      expect(answer.verify).toContain(CHECK_WITH_AIRLINE);
    }
  });
});

describe("exemptionEffect", () => {
  it.each([
    ["no visa", EASE.none, false, false],
    ["no visa (VFTF, 96 h) - only if valid for Germany or Switzerland", EASE.none, false, false],
    ["no transit visa (NZeTA needed)", EASE.eta, false, false],
    ["no visa (eTA may be needed)", EASE.eta, false, false],
    ["visa on arrival (per secondary source)", EASE.onArrival, false, true],
    ["e-visa", EASE.eVisa, false, false],
    ["transit visa (Qatar Airways)", EASE.transitVisa, false, false],
    ["does not exempt", null, true, false],
    ["see notes", null, false, false],
    ["special landing permission", null, false, false],
  ])("reads %s", (effect, level, doesNotExempt, secondary) => {
    expect(exemptionEffect(effect)).toEqual({ level, doesNotExempt, secondary });
  });

  it("reads every effect of the data as a level, a non-exemption, or one of the two effects shown only", () => {
    const unread = TRANSIT_RULES.flatMap((r) => r.exemptions.map((e) => e.effect)).filter((e) => {
      const effect = exemptionEffect(e);
      return effect.level === null && !effect.doesNotExempt;
    });
    expect([...new Set(unread)].sort()).toEqual(["see notes", "special landing permission"]);
  });
});
