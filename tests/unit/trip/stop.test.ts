/**
 * One stop for one passport (shared/trip/stop.ts, entry.ts, warnings.ts): the entry rule with the documents held,
 * the stay against its maximum, the fee, and the warnings that fall inside the stop, each with its sentence.
 */
import { describe, expect, it } from "vitest";
import type { HeldDocumentKey } from "../../../shared/concessions/documents";
import type { Country } from "../../../shared/countries/country";
import type { TripFacts } from "../../../shared/trip/facts";
import type { TripStop } from "../../../shared/trip/plan";
import { evaluateStop } from "../../../shared/trip/stop";
import type { AnnouncedChange } from "../../../shared/visa/announced";
import { code, correction, day, INDIA, money } from "../fixtures/domain";
import { FRANCE, MALAYSIA, pair, stop, tripFacts, UK, USA } from "./fixtures";

function ask(stops: TripStop[], index = 0, holds: HeldDocumentKey[] = [], facts: TripFacts = tripFacts(), passport: Country = INDIA) {
  return evaluateStop({ stops, index, passport, documents: holds, held: holds }, facts);
}

describe("a stay's entry rule", () => {
  it("judges a January 2027 stay by the rules of its dates: Malaysia's exemption has ended, and nothing sourced follows it", () => {
    const answer = ask([stop("MY", "2027-01-05", "2027-01-20", "stay")]);
    expect(answer.summary).toBe("No sourced rule: check with the embassy");
    expect(answer.entry?.check?.card.category).toBe("unknown");
    expect(answer.warnings).toEqual([
      {
        kind: "rule-ends",
        text: "Malaysia's exemption for Indian passports ended on 31 Dec 2026 and we have no source for what applies now: check with the embassy.",
        source: "Malaysia Home Ministry via The Star",
        sourceUrl: "https://www.thestar.com.my/malaysia-india",
        // The rule's last day: the alerts tell a follower of this stay from 30 days before it (issue #47).
        on: "2026-12-31",
      },
    ]);
    // Nothing is called "nothing to apply for": the stop needs the embassy's word.
    expect(answer.need?.name).toBe("visa, unless the embassy says otherwise (no sourced rule)");
  });

  it("on the rule's last day the stay is still visa free", () => {
    expect(ask([stop("MY", "2026-12-31", "2026-12-31", "stay")]).summary).toBe("Visa free for 30 days");
  });

  it("warns that Malaysia's exemption ends during a stay across the new year, and says nothing for a stay before it", () => {
    expect(ask([stop("MY", "2026-12-28", "2027-01-03", "stay")]).warnings[0]?.text).toContain(
      "That is during your stay there (28 Dec 2026 to 3 Jan 2027)",
    );
    expect(ask([stop("MY", "2026-12-20", "2026-12-31", "stay")]).warnings).toEqual([]);
  });

  it("warns of a new rule that starts by the stay's last day", () => {
    const later = correction({
      requirement: "visa required",
      effectiveOn: day("2027-01-10"),
      source: "Gazette",
      sourceUrl: "https://gazette.example/my",
    });
    const facts = tripFacts([INDIA], { pairs: [pair(INDIA, MALAYSIA, "30", { corrections: [later] })] });
    expect(ask([stop("MY", "2027-01-05", "2027-01-20", "stay")], 0, [], facts).warnings.map((w) => w.text)).toEqual([
      "Malaysia: from 10 Jan 2027, India passport holders get a new rule: visa required.",
    ]);
  });

  it("applies a concession of a held document, with its stay", () => {
    const answer = ask([stop("MX", "2027-02-01", "2027-02-10", "stay")], 0, ["us-visa"]);
    expect(answer.summary).toBe("Visa free with your US visa, up to 180 days");
    expect(answer.stay?.text).toBe("10 days: within the 180 days allowed");
    expect(answer.fee.text).toBe("No visa fee");
  });

  it("prices the option a concession opens (Dubai's visa on arrival for US visa holders), not the headline fee", () => {
    const answer = ask([stop("AE", "2027-02-01", "2027-02-05", "stay")], 0, ["us-visa"]);
    expect(answer.summary).toBe("Visa on arrival with your US visa, up to 14 days");
    expect(answer.fee.text).toBe("AED 100 ($28, ₹2,500)");
    expect(answer.need).toBeNull();
  });

  it("takes a held visa of the country as covering the stay, on its conditions", () => {
    const answer = ask([stop("US", "2027-02-01", "2027-02-10", "stay")], 0, ["us-visa"]);
    expect(answer.summary).toBe("Covered by your US visa, if it is valid on these days and for this trip");
    expect(answer.need).toBeNull();
  });

  it("says when a stay is longer than its maximum", () => {
    expect(ask([stop("MY", "2026-12-01", "2026-12-31", "stay")]).stay).toMatchObject({
      days: 31,
      maxStayDays: 30,
      fits: false,
      text: "31 days: longer than the 30 days allowed",
    });
  });

  it("shows a visa fee no record gives another passport as Coming Soon, saying what is known, as the check does", () => {
    const uk = { ...UK, code: code("GB") };
    const facts = tripFacts([uk], { pairs: [pair(uk, FRANCE, "visa free")] });
    const japan = { ...FRANCE, code: code("JP"), name: "Japan" };
    const visaFacts = tripFacts([uk], { pairs: [pair(uk, japan, "visa required")] });
    expect(ask([stop("FR", "2027-02-01", "2027-02-10", "stay")], 0, [], facts, uk).fee.text).toBe("No visa fee");
    expect(ask([stop("JP", "2027-02-01", "2027-02-10", "stay")], 0, [], visaFacts, uk).fee).toEqual({
      status: "coming-soon",
      text: "No fee on record for United Kingdom passports to Japan",
    });
  });

  it("answers the passport's own country, and a pair with no rule on record", () => {
    expect(ask([stop("IN", "2027-02-01", "2027-02-10", "stay")]).summary).toBe("Your own country: nothing to get.");
    expect(ask([stop("PE", "2027-02-01", "2027-02-10", "stay")]).summary).toBe(
      "No entry rule on record for this passport here: check with the embassy before you book.",
    );
  });
});

describe("warnings inside the stop", () => {
  const integrityFee: AnnouncedChange = {
    id: "fee-us",
    kind: "fee",
    status: "announced",
    inForceOn: null,
    destinations: [code("US")],
    scope: { kind: "all" },
    passportsText: "all",
    appliesTo: "every nonimmigrant visa issued",
    requirement: null,
    previous: null,
    fee: money(25000, "USD"),
    announcedOn: day("2025-07-04"),
    expectedOn: null,
    source: "Public Law 119-21",
    sourceUrl: "https://law.example/119-21",
    official: true,
    checkedOn: day("2026-11-26"),
  };

  it("names an announced change with no start date, and one expected by the stay's last day, not one expected after", () => {
    const usStay = [stop("US", "2027-02-01", "2027-02-10", "stay")];
    const announced = (expectedOn: string | null) =>
      ask(usStay, 0, [], tripFacts([INDIA], { announced: [{ ...integrityFee, expectedOn: expectedOn === null ? null : day(expectedOn) }] })).warnings;
    expect(announced(null).map((w) => w.text)).toEqual([
      "Announced fee: $250 for every nonimmigrant visa issued. Announced 4 Jul 2025; not in force, and no start date is set.",
    ]);
    expect(announced("2027-02-10")).toHaveLength(1);
    expect(announced("2027-02-11")).toEqual([]);
  });

  it("says sources disagree where a newer snapshot contradicts the reviewed correction", () => {
    const reviewed = correction({
      requirement: "visa required",
      effectiveOn: day("2025-01-01"),
      reviewedAgainstOn: day("2025-06-01"),
      source: "Embassy",
      sourceUrl: "https://embassy.example/us",
    });
    const facts = tripFacts([INDIA], { pairs: [pair(INDIA, USA, "e-visa", { datasetAsOn: day("2026-02-17"), corrections: [reviewed] })] });
    const warning = ask([stop("US", "2027-02-01", "2027-02-10", "stay")], 0, [], facts).warnings.find((w) => w.kind === "sources-disagree");
    expect(warning?.text).toMatch(/^Sources disagree: Embassy \(checked 21 Nov 2026\) gives the rule shown here/);
  });

  it("says when the watch flagged a source: changed since our check, or unreachable", () => {
    const facts = (kind: "changed" | "unreachable") =>
      tripFacts([INDIA], { watchedSources: [{ url: "https://www.thestar.com.my/malaysia-india", status: { kind, since: "2026-12-03T06:00:00Z" } }] });
    const stay = [stop("MY", "2026-12-10", "2026-12-20", "stay")];
    expect(ask(stay, 0, [], facts("changed")).warnings.map((w) => w.text)).toEqual([
      "The source of this entry rule has changed since we checked it (3 Dec 2026): check it before you travel.",
    ]);
    expect(ask(stay, 0, [], facts("unreachable")).warnings.map((w) => w.text)).toEqual([
      "The source of this entry rule cannot be reached since 3 Dec 2026: check the rule before you travel.",
    ]);
  });

  it("warns that a connection may outlast its rule when the dates leave room, and flags its transit rule's source", () => {
    const riyadh = [stop("SA", "2027-02-01", "2027-02-01", "airside")];
    const rule = tripFacts().transitRules.find((r) => r.transitCountry === "SA" && r.mode === "airside");
    const facts = tripFacts([INDIA], {
      watchedSources: [{ url: rule?.sourceUrl ?? "", status: { kind: "changed", since: "2026-12-01T00:00:00Z" } }],
    });
    expect(ask(riyadh, 0, [], facts).warnings.map((w) => w.text)).toEqual([
      "This connection may last more than the 12 hours the rule allows: check your flight times.",
      "The source of this transit rule has changed since we checked it (1 Dec 2026): check it before you travel.",
    ]);
  });
});
