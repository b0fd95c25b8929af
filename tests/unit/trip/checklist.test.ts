/**
 * The trip's checklist lists what each stop's document needs (shared/trip/checklist.ts with shared/visa/
 * entry-documents.ts, issue #45): a visa's papers with the site to apply on, a visa-free stop's arrival card with its
 * site, and what the border may ask for at the stops without one.
 */
import { describe, expect, it } from "vitest";
import { planTrip } from "../../../shared/trip/trip";
import type { ArrivalCard } from "../../../shared/visa/entry-documents";
import { code, country, day, INDIA } from "../fixtures/domain";
import { FRANCE, GERMANY, INDIA_PAIRS, MALAYSIA, pair, plan, stop, tripFacts, USA } from "./fixtures";

const MDAC: ArrivalCard = {
  destinationCountryCode: MALAYSIA.code,
  name: "Malaysia Digital Arrival Card (MDAC)",
  shortName: "MDAC",
  url: "https://imigresen-online.imi.gov.my/mdac/main",
  mandatory: true,
  sinceOn: day("2024-01-01"),
  exemptPassports: [code("SG")],
  exemptWith: [],
  source: "Yahoo News Singapore",
  sourceUrl: "https://sg.news.yahoo.com/mdac",
  official: false,
  sourceDateOn: day("2023-12-06"),
  checkedOn: day("2026-11-28"),
};

/** India's pairs with Malaysia's card on its pair. */
const withCard = INDIA_PAIRS.map((p) => (p.destination.code === MALAYSIA.code ? { ...p, arrivalCard: MDAC } : p));

describe("the checklist's documents", () => {
  it("asks a visa-free stop for its arrival card, linked to the card's site", () => {
    const answer = planTrip(plan([stop("MY", "2026-12-10", "2026-12-15", "stay")]), tripFacts([INDIA], { pairs: withCard }));
    expect(answer.passports[0]?.checklist).toEqual([
      {
        kind: "no-visa",
        text: "No visa needed in Malaysia: fill in the arrival card online before you arrive.",
        stops: [1],
        documents: [
          "Malaysia Digital Arrival Card (MDAC): fill it in online before you arrive (required since 1 Jan 2024)",
          "Passport valid for your whole stay (some countries ask for 6 months beyond it)",
          "Return or onward ticket",
          "Proof of enough money for your stay",
        ],
        links: [{ label: "Malaysia Digital Arrival Card (MDAC)", url: "https://imigresen-online.imi.gov.my/mdac/main" }],
      },
    ]);
  });

  it("lists what the border may ask for once for visa-free stops without a card, naming them together", () => {
    const usPairs = [pair(USA, FRANCE, "90"), pair(USA, GERMANY, "90")];
    const answer = planTrip(
      plan([stop("FR", "2027-03-01", "2027-03-05", "stay"), stop("DE", "2027-03-05", "2027-03-09", "stay")], [], ["US"]),
      tripFacts([USA], { pairs: usPairs }),
    );
    expect(answer.passports[0]?.checklist.map((c) => [c.kind, c.text, c.stops, c.links])).toEqual([
      ["no-visa", "No visa needed in France and Germany: have these ready for the border.", [1, 2], []],
    ]);
  });

  it("gives a visa to get its fee record's papers and the official site to apply on", () => {
    const answer = planTrip(plan([stop("GB", "2027-03-01", "2027-03-08", "stay")]), tripFacts());
    const apply = answer.passports[0]?.checklist.find((c) => c.kind === "apply");
    expect(apply?.documents).toEqual(["Passport valid 6+ months", "Digital photo"]);
    expect(apply?.links).toEqual([{ label: "Apply on the official site", url: "https://evisa.example.gov/apply" }]);
  });

  it("asks nothing of a stop in the passport's own country", () => {
    const answer = planTrip(plan([stop("IN", "2027-03-01", "2027-03-08", "stay")]), tripFacts());
    expect(answer.passports[0]?.checklist).toEqual([]);
  });

  it("does not ask a passport its card exempts (Malaysia's MDAC, Singapore)", () => {
    const singapore = country({ code: code("SG"), name: "Singapore" });
    const answer = planTrip(
      plan([stop("MY", "2026-12-10", "2026-12-15", "stay")], [], ["SG"]),
      tripFacts([singapore], { pairs: [pair(singapore, MALAYSIA, "30", { arrivalCard: MDAC })] }),
    );
    expect(answer.passports[0]?.checklist.map((c) => c.links)).toEqual([[]]);
  });
});
