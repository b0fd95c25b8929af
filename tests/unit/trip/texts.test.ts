/**
 * The planner's sentences, word for word (shared/trip/transit-texts.ts, stop-texts.ts, trip-texts.ts, messages.ts):
 * the scenario tests hold most of them in context; these hold the rest, and the variants a scenario does not reach.
 */
import { describe, expect, it } from "vitest";
import { EASE } from "../../../shared/trip/ease";
import {
  coveredText,
  flaggedSourceText,
  maxStayText,
  ruleStartsText,
  sameVisaText,
  schengenCoveredText,
  whenText,
} from "../../../shared/trip/stop-texts";
import {
  CHECK_WITH_AIRLINE,
  connectionMayExceedText,
  notExemptingText,
  secondaryExemptionText,
  transitSummary,
} from "../../../shared/trip/transit-texts";
import {
  applyByText,
  applyNowText,
  CHECKLIST_TEXTS,
  COMPARE_TEXTS,
  enabledByText,
  freeMovementText,
  notCountedText,
  SCHENGEN_TEXTS,
  usedOnExitText,
} from "../../../shared/trip/trip-texts";
import { day } from "../fixtures/domain";

describe("connection sentences", () => {
  it("says to check with the airline or the embassy in the same words everywhere", () => {
    expect(CHECK_WITH_AIRLINE).toBe("check with your airline or the embassy before you book");
    expect(secondaryExemptionText("us-visa")).toBe(`Your US visa exempts you here by a secondary source only: ${CHECK_WITH_AIRLINE}.`);
    expect(notExemptingText("us-residence")).toBe("Your US residence permit does not exempt you here.");
  });

  it.each([
    [null, null, null, "Not determined"],
    [EASE.none, null, null, "No visa needed"],
    [EASE.onArrival, null, "uk-visa", "Visa on arrival with your UK visa"],
    [EASE.eta, "Hong Kong PAR", null, "Electronic authorisation needed: Hong Kong PAR"],
    [EASE.eta, "NZeTA", "australia-visa", "Electronic authorisation needed with your Australia visa"],
    [EASE.eVisa, null, "schengen-visa", "e-Visa needed with your Schengen visa"],
    [EASE.transitVisa, "DATV", null, "Transit visa needed: DATV"],
    [EASE.visa, "Turkish visa", null, "Visa needed: Turkish visa"],
    [EASE.impossible, null, null, "Transit not possible"],
  ] as const)("sums up level %s (%s, %s) as %s", (level, document, held, text) => {
    expect(transitSummary(level, document, held)).toBe(text);
  });

  it("says a connection may outlast its hours", () => {
    expect(connectionMayExceedText(96)).toBe("This connection may last more than the 96 hours the rule allows: check your flight times.");
  });
});

describe("stop sentences", () => {
  it("says a covered stay and a shared visa", () => {
    expect(coveredText("schengen-residence")).toBe("Covered by your Schengen residence permit, if it is valid on these days and for this trip");
    expect(sameVisaText(2)).toBe("Covered by the visa you get for stop 2");
    expect(schengenCoveredText("Italy")).toBe("Covered by the Schengen visa you apply for at Italy's consulate");
  });

  it("counts a one-day stay in the singular", () => {
    expect(maxStayText(1, 1)).toBe("1 day: within the 1 day allowed");
  });

  it("says when a rule ends during a stay, and when one starts", () => {
    expect(whenText("during", day("2026-12-28"), day("2027-01-03"))).toBe(
      "That is during your stay there (28 Dec 2026 to 3 Jan 2027): check the rule for your dates before you book.",
    );
    expect(ruleStartsText("Thailand", "India", day("2027-03-01"), "Visa free for 30 days")).toBe(
      "Thailand: from 1 Mar 2027, India passport holders get a new rule: visa free for 30 days.",
    );
  });

  it("says nothing of a source the watch has not flagged", () => {
    expect(flaggedSourceText({ kind: "checked" }, "fee")).toBeNull();
  });
});

describe("trip sentences", () => {
  it("words the Schengen count", () => {
    expect(usedOnExitText(90, 0)).toBe("90 of 90 days used on leaving; 0 left.");
    expect(freeMovementText("Ireland")).toBe(
      "Citizens of Ireland move freely in the Schengen area: the 90/180-day rule, the Entry/Exit System and ETIAS do not apply with this passport.",
    );
    expect(SCHENGEN_TEXTS.residence).toBe(
      "Days under your Schengen residence permit in the state that issued it do not count; this count includes every Schengen stop.",
    );
  });

  it("words the dates to apply by and the order", () => {
    expect(applyByText(day("2027-01-22"), { min: 15, max: 45 })).toBe("Apply by 22 Jan 2027: processing takes 15-45 days.");
    expect(applyNowText({ min: 1, max: 1 }, day("2026-11-27"))).toBe(
      "Apply now: processing takes 1 day, so the visa may not be ready by 27 Nov 2026.",
    );
    expect(enabledByText("uk-visa", "United Kingdom")).toBe("With the UK visa this trip needs for United Kingdom: get that one first.");
  });

  it("words the total's and the checklist's lines", () => {
    expect(notCountedText(["Canada", "Peru", "Chile"])).toBe("Not counted: no fee on record for Canada, Peru, and Chile.");
    expect(CHECKLIST_TEXTS.carry("us-visa", ["France", "Mexico"])).toBe("Carry your US visa: it counts in France and Mexico.");
    expect(CHECKLIST_TEXTS.onArrival("Jordan")).toBe("Visa on arrival in Jordan: carry the fee and what the border asks for.");
  });

  it("words the comparison of two passports by fee", () => {
    expect(COMPARE_TEXTS.cheaper("India", "EUR 80 ($89, ₹8,000)", "EUR 90 ($100, ₹9,000)")).toBe(
      "The same rule with both passports, and cheaper with your India passport: EUR 80 ($89, ₹8,000) against EUR 90 ($100, ₹9,000).",
    );
  });
});
