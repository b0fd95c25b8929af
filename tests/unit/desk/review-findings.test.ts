/**
 * Each finding of the review of 28 Nov 2026 (data/review/2026-11-28.json) is applied through the data desk
 * (data/desk/), with its source, or shown as weak (issue #43): read off the seed's rows through the domain code the
 * Worker runs, on the dates that matter.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { siteModel, type SiteModel } from "../../../scripts/desk/report";
import { buildSeedRows, type SeedBuild } from "../../../scripts/seed/build";
import { DEFAULT_DATA_DIR, loadSeedSources } from "../../../scripts/seed/load";
import type { CountryCode } from "../../../shared/units/country-code";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { VisaCheck } from "../../../shared/visa/check";
import { HERO_CITIES, heroSlideOf } from "../../../shared/visa/hero";

const TODAY = "2026-11-28" as IsoDate;
let build: SeedBuild;
let site: SiteModel;
const check = (p: string, d: string, day: string = TODAY): VisaCheck => {
  const result = site.check(p as CountryCode, d as CountryCode, day as IsoDate);
  if (!result) throw new Error(`no check for ${p} → ${d}`);
  return result;
};
const listed = (c: VisaCheck) => {
  if (c.fees.status !== "listed") throw new Error("fees not listed");
  return c.fees;
};

beforeAll(async () => {
  build = buildSeedRows(await loadSeedSources());
  site = siteModel(build);
}, 60_000);

describe("the review of 28 Nov 2026", () => {
  const review = JSON.parse(readFileSync(path.join(DEFAULT_DATA_DIR, "review/2026-11-28.json"), "utf8")) as { findings: { subject: string }[] };
  const deskFiles = JSON.stringify(
    [
      "thailand-30-days",
      "malaysia-exemption-ends",
      "russia-e-visa-30-days",
      "uk-eta-in-force",
      "eu-entry-exit-system",
      "sri-lanka-eta",
      "uae-validity-unknown",
      "japan-fee-for-indians",
      "australia-visitor-visa-doubt",
    ].map((slug) => JSON.parse(readFileSync(path.join(DEFAULT_DATA_DIR, `desk/2026-11-28-${slug}.json`), "utf8"))),
  );

  it.each(review.findings.map((f) => f.subject))("has a desk change naming the finding: %s", (subject) => {
    expect(deskFiles).toContain(subject.split(":")[0]);
  });

  it("Thailand: India has 30 days from 15 Sep 2026 (60 the day before), the announcement took force, and the list's unknown passports say so", () => {
    expect(check("IN", "TH", "2026-09-14").card.label).toBe("Visa free for 60 days");
    const now = check("IN", "TH");
    expect([now.card.label, now.provenance.kind, now.provenance.sourceUrl]).toEqual([
      "Visa free for 30 days",
      "correction",
      "https://thailand.prd.go.th/en/content/category/detail/id/2078/iid/522327",
    ]);
    expect(now.announced).toEqual([]);
    expect(listed(now).best).toBeNull();
    expect(check("DE", "TH").card.label).toBe("Visa free for 30 days");
    const us = check("US", "TH");
    expect([us.card.category, us.provenance.kind, us.provenance.endedOn]).toEqual(["unknown", "ended", "2026-09-14"]);
    expect(us.provenance.notices[0]).toBe(
      "Thailand's exemption for American passports ended on 14 Sept 2026 and we have no source for what applies now: check with the embassy.",
    );
    expect(check("AZ", "TH").card.label).toBe("Visa on arrival");
    expect(check("ET", "TH").card.category).toBe("unknown");
  });

  it("Russia: the e-visa allows 30 days and is valid 120 days for applications from 23 Aug 2025", () => {
    const best = listed(check("IN", "RU")).best;
    expect([best?.maxStayDays, best?.validityDays, best?.subtype]).toEqual([30, 120, "Unified e-visa (single entry, up to 30 days)"]);
    expect(listed(check("IN", "RU", "2025-08-22")).best?.maxStayDays).toBe(16);
  });

  it("UK ETA: GBP 20 in force on an eTA pair, with GOV.UK as the source; nobody else is told", () => {
    const eta = check("US", "GB").announced.find((a) => a.inForce);
    expect([eta?.text, eta?.status, eta?.sourceUrl]).toEqual([
      "Fee: GBP 20 for Electronic Travel Authorisation (ETA).",
      "In force; the source gives no start date.",
      "https://www.gov.uk/guidance/apply-for-an-electronic-travel-authorisation-eta",
    ]);
    expect(check("IN", "GB").announced.some((a) => a.inForce)).toBe(false);
    expect(check("IE", "GB").announced).toEqual([]);
  });

  it("EES: in force on Schengen pairs for visitors since 10 Apr 2026, never for EU, EEA or Swiss citizens", () => {
    const ees = (c: VisaCheck) => c.announced.find((a) => a.id === "notice-eu-entry-exit-system");
    expect(ees(check("IN", "FR"))?.status).toBe("In force since 10 Apr 2026.");
    expect(ees(check("US", "DE"))?.inForce).toBe(true);
    expect(ees(check("US", "DE", "2026-04-09"))).toBeUndefined();
    expect(ees(check("DE", "FR"))).toBeUndefined();
    expect(ees(check("CH", "IT"))).toBeUndefined();
    expect(ees(check("US", "CY"))).toBeUndefined();
  });

  it("ETIAS's EUR 20 shows for visa-exempt visitors, never for EU citizens (Germany → France)", () => {
    const etias = (c: VisaCheck) => c.announced.find((a) => a.text.includes("ETIAS"));
    expect(etias(check("US", "FR"))).toBeDefined();
    expect(etias(check("DE", "FR"))).toBeUndefined();
    expect(check("DE", "FR").provenance.notices).toContain(
      "Citizens of Germany move freely in the Schengen area: the 90/180-day rule, the Entry/Exit System and ETIAS do not apply with this passport.",
    );
  });

  it("Sri Lanka: an ETA before travel since 15 Oct 2025, free for Indians, not a visa on arrival", () => {
    const lk = check("IN", "LK");
    expect([lk.card.category, lk.provenance.kind]).toEqual(["eta", "correction"]);
    expect(check("US", "LK").card.category).toBe("eta");
    expect(check("IN", "LK", "2025-10-14").card.category).toBe("visa-on-arrival");
  });

  it("Dubai: heads with the 30-day single-entry visa, AED 250, from; validity unknown (no agency figure)", () => {
    const ae = listed(check("IN", "AE"));
    expect([ae.best?.nativeFee, ae.best?.validityDays, ae.from]).toEqual(["AED 250", null, true]);
    const dubai = HERO_CITIES.find((c) => c.city === "Dubai")!;
    expect(heroSlideOf(dubai, check("IN", "AE")).fee).toBe(`from ${ae.best?.usdFee}`);
  });

  it("Japan and Australia: the weak figures say why they are weak", () => {
    const jp = listed(check("IN", "JP")).best;
    expect([jp?.nativeFee, jp?.doubt]).toEqual([
      "₹500",
      "Weak figure: one news report, read through quotations; the Embassy of Japan's current fee page was not found (it listed INR 550 from 1 Apr 2020)",
    ]);
    expect(jp?.dates).toContain("Weak figure:");
    const au = listed(check("IN", "AU")).best;
    expect([au?.nativeFee, au?.source]).toEqual(["AUD 200", "Get Visa Online (third-party visa guide)"]);
    expect(au?.doubt).toMatch(/^Weak figure: Australia indexes its visa charges each 1 July/);
  });

  it("Malaysia: 30 days through 31 Dec 2026, then no sourced rule (never the Feb 2026 snapshot's 90 days)", () => {
    expect(check("IN", "MY", "2026-12-31").card.label).toBe("Visa free for 30 days");
    const after = check("IN", "MY", "2027-01-01");
    expect(after.card.category).toBe("unknown");
    expect(after.provenance.notices).toEqual([
      "Malaysia's exemption for Indian passports ended on 31 Dec 2026 and we have no source for what applies now: check with the embassy.",
    ]);
    // Its free exemption is no fee of 2027: the record ends with the rule.
    expect(listed(after).best).toBeNull();
    expect(listed(after).options[0]?.endedOn).toBe("2026-12-31");
  });
});

describe("the calculator's EES line", () => {
  it("states the desk's notice: its source, its date", async () => {
    const { EES_NOTICE } = await import("../../../shared/schengen/free-movement");
    const notice = JSON.parse(readFileSync(path.join(DEFAULT_DATA_DIR, "desk/2026-11-28-eu-entry-exit-system.json"), "utf8")).changes[0];
    expect([EES_NOTICE.sourceUrl, EES_NOTICE.source, EES_NOTICE.inForceOn]).toEqual([notice.sourceUrl, notice.source, notice.effectiveFrom]);
  });
});
