/**
 * buildVisaCheck with dated rules and fees (issue #32): a correction that ends (the 60 days of notice, the day after),
 * a newer snapshot that disagrees, and fee records that apply only between their dates (india-fees.v2.json).
 */
import { describe, expect, it } from "vitest";
import { buildVisaCheck } from "../../../shared/visa/check";
import { correction, day, feeOption, visaCheckInput as input } from "../fixtures/domain";

function listed(check: ReturnType<typeof buildVisaCheck>) {
  if (check.fees.status !== "listed") throw new Error(`fees are ${check.fees.status}`);
  return check.fees;
}

describe("buildVisaCheck: a temporary rule, and sources that disagree", () => {
  // India → Malaysia: 30 days from 1 Jan 2025 to 31 Dec 2026, reviewed against the Feb 2026 snapshot that says 90.
  const malaysia = (today: string, datasetAsOn = "2026-02-17") =>
    buildVisaCheck(
      input({
        datasetRequirement: "90",
        datasetAsOn: day(datasetAsOn),
        corrections: [
          correction({ requirement: "30", effectiveOn: day("2025-01-01"), validUntilOn: day("2026-12-31"), reviewedAgainstOn: day("2026-02-17") }),
        ],
        today: day(today),
      }),
    );

  it("shows 30 days and says the rule ends on 31 Dec 2026 within 60 days of it", () => {
    const check = malaysia("2026-11-26");
    expect([check.card.label, check.provenance.endsOn]).toEqual(["Visa free for 30 days", "2026-12-31"]);
    expect(check.provenance.notices).toEqual([
      "Vietnam's exemption for Indian passports is set to end on 31 Dec 2026; no extension is in our sources. Check again before you travel after that day.",
    ]);
  });

  it("still shows the rule on its last day", () => {
    const check = malaysia("2026-12-31");
    expect([check.card.category, check.card.label, check.provenance.kind]).toEqual(["visa-free", "Visa free for 30 days", "correction"]);
  });

  it("says nothing of the end 61 days before it", () => {
    expect(malaysia("2026-10-31").provenance.endsOn).toBeNull();
  });

  it("stops applying the rule the day after it ends, and says no source tells what applies now (never the snapshot read during it)", () => {
    const check = malaysia("2027-01-01");
    expect(check.provenance).toMatchObject({ kind: "ended", endsOn: null, endedOn: "2026-12-31", source: "Bureau of Immigration" });
    expect(check.provenance.notices).toEqual([
      "Vietnam's exemption for Indian passports ended on 31 Dec 2026 and we have no source for what applies now: check with the embassy.",
    ]);
    expect([check.card.category, check.card.label, check.card.visaRequired]).toEqual(["unknown", "No sourced rule: check with the embassy", true]);
    expect([check.card.visaOnArrival, check.card.eVisa, check.card.processing]).toEqual(["Unknown", "Unknown", "Contact embassy"]);
    // No fee and no estimate stands in for a rule nobody sourced.
    expect(listed(check).best).toBeNull();
    expect(check.notes.map((n) => n.text)).toEqual(["The rule that ended was checked on 21 Nov 2026 against"]);
  });

  it("shows a rule's sourced successor from the day after it ends, and says which rule it follows", () => {
    const withAfter = (today: string) =>
      buildVisaCheck(
        input({
          datasetRequirement: "90",
          datasetAsOn: day("2026-02-17"),
          corrections: [
            correction({ requirement: "30", effectiveOn: day("2025-01-01"), validUntilOn: day("2026-12-31"), reviewedAgainstOn: day("2026-02-17") }),
            correction({ requirement: "e-visa", effectiveOn: day("2027-01-01"), reviewedAgainstOn: day("2026-02-17") }),
          ],
          today: day(today),
        }),
      );
    expect(withAfter("2026-12-31").card.label).toBe("Visa free for 30 days");
    const after = withAfter("2027-01-01");
    expect([after.card.category, after.provenance.kind, after.provenance.endedOn]).toEqual(["e-visa", "correction", "2026-12-31"]);
    expect(after.provenance.notices).toEqual([
      "Vietnam's exemption for Indian passports ended on 31 Dec 2026; from 1 Jan 2027 the rule shown here applies, as its source says.",
    ]);
  });

  it("names a newer snapshot that disagrees, keeping the reviewed correction", () => {
    const check = malaysia("2026-11-26", "2026-06-01");
    expect([check.card.label, check.provenance.disagreeing]).toEqual([
      "Visa free for 30 days",
      { asOn: "2026-06-01", label: "Visa free for 90 days" },
    ]);
  });
});

describe("buildVisaCheck: fees that apply for a time (india-fees.v2.json)", () => {
  // China's reduced fees for Indians were announced until 31 Dec 2025, and no 2026 figure was found.
  const reduced = feeOption({ id: "cn-reduced", validUntilOn: day("2025-12-31"), sourceDateOn: day("2025-01-01") });
  const china = (today: string, feeOptions = [reduced]) =>
    buildVisaCheck(input({ datasetRequirement: "visa required", feeOptions, today: day(today) }));

  it("uses the fee through its last day", () => {
    expect(listed(china("2025-12-31")).best?.id).toBe("cn-reduced");
  });

  it("never makes an ended fee today's fee, and invents no estimate in its place", () => {
    const check = china("2026-11-26");
    expect(listed(check).best).toBeNull();
    expect(listed(check).options.map((o) => [o.id, o.endedOn])).toEqual([["cn-reduced", "2025-12-31"]]);
    expect(listed(check).headlineNote).toBe(
      "No tourist visa fee in force is on record: the last one we have (EUR 90, e-Visa, single entry (up to 90 days)) applied until 31 Dec 2025. Check the official source before you apply.",
    );
    expect(listed(china("2025-12-31")).headlineNote).toBeNull();
  });

  it("prefers a fee in force over an ended one of the same type", () => {
    const current = feeOption({ id: "cn-current", isVerified: false });
    expect(listed(china("2026-11-26", [reduced, current])).best?.id).toBe("cn-current");
  });

  it("keeps a fee that applies from a later day out of today's answer", () => {
    const upcoming = feeOption({ id: "uk-2027", effectiveOn: day("2027-04-01") });
    expect(listed(china("2026-11-26", [upcoming])).best).toBeNull();
  });

  it("carries the date the source states beside the day it was read", () => {
    expect(listed(china("2025-06-01")).best).toMatchObject({ sourceDateOn: "2025-01-01", checkedOn: "2026-11-20" });
  });
});

describe("buildVisaCheck: the headline fee is never a conditional option (issue #32)", () => {
  // India → Mexico: visa free with a US (or other listed) visa, else the embassy's visitor visa.
  const withUsVisa = feeOption({ id: "mx-with-us-visa", visaType: "tourist", fee: { amountMinor: 0, currency: "USD" as never }, needs: ["us-visa"] });
  const embassy = feeOption({ id: "mx-embassy", visaType: "tourist", isVerified: false, fee: { amountMinor: 5100, currency: "USD" as never } });

  it("heads India → Mexico with the embassy visa's fee and lists the conditional option, marked", () => {
    const fees = listed(buildVisaCheck(input({ datasetRequirement: "visa required", feeOptions: [withUsVisa, embassy], today: day("2026-11-26") })));
    expect(fees.best).toMatchObject({ id: "mx-embassy", nativeFee: "$51", condition: null });
    expect(fees.options.map((o) => o.condition)).toEqual(["Only with another visa or residence permit", null]);
  });

  it("heads with no fee and no estimate when every record of the type needs another document", () => {
    const fees = listed(buildVisaCheck(input({ datasetRequirement: "visa required", feeOptions: [withUsVisa], today: day("2026-11-26") })));
    expect([fees.best, fees.options.length]).toEqual([null, 1]);
    expect(fees.headlineNote).toBe(
      "No tourist visa fee open to every India passport holder is on record: the options below need another visa or residence permit.",
    );
  });
});
