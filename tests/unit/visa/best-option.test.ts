import { describe, expect, it } from "vitest";
import { bestOption } from "../../../shared/visa/best-option";
import { isCitedVerified } from "../../../shared/visa/fee-option";
import { day, feeOption, money } from "../fixtures/domain";

const unverified = (id: string, visaType = "tourist") => feeOption({ id, visaType, isVerified: false });
const verified = (id: string, visaType = "tourist") => feeOption({ id, visaType, isVerified: true });

describe("bestOption", () => {
  it("takes the first verified option of the chosen type even when an unverified one comes first", () => {
    const options = [unverified("a"), verified("b"), verified("c")];
    expect(bestOption(options, "tourist")?.id).toBe("b");
  });

  it("takes the first option of the type when none is verified", () => {
    const options = [unverified("a"), unverified("b")];
    expect(bestOption(options, "tourist")?.id).toBe("a");
  });

  it("does not count a record that claims verification without a source page as verified", () => {
    const uncited = feeOption({ id: "uncited", isVerified: true, sourceUrl: null });
    const cited = feeOption({ id: "cited", isVerified: true });
    expect(bestOption([uncited, cited], "tourist")?.id).toBe("cited");
  });

  it("keeps source order between an unverified record and one that claims verification without a source page", () => {
    const uncited = feeOption({ id: "uncited", isVerified: true, sourceUrl: null });
    expect(bestOption([unverified("first"), uncited], "tourist")?.id).toBe("first");
  });

  it("ignores a verified option of another type", () => {
    const options = [verified("business", "business"), unverified("tourist")];
    expect(bestOption(options, "tourist")?.id).toBe("tourist");
  });

  it("picks among the options of a non-default type", () => {
    const options = [verified("t"), unverified("b1", "business"), verified("b2", "business")];
    expect(bestOption(options, "business")?.id).toBe("b2");
  });

  it("is null when no option has the chosen type", () => {
    expect(bestOption([verified("b", "business")], "tourist")).toBeNull();
  });

  it("is null when there are no options", () => {
    expect(bestOption([], "tourist")).toBeNull();
  });
});

describe("isCitedVerified (decision 14)", () => {
  it.each([
    [true, "https://evisa.example.gov/fees", "2026-11-20", true],
    [true, null, "2026-11-20", false],
    [true, "", "2026-11-20", false],
    [true, "https://evisa.example.gov/fees", "", false],
    [false, "https://evisa.example.gov/fees", "2026-11-20", false],
  ])("isVerified %s, sourceUrl %j, checkedOn %j → %s", (isVerified, sourceUrl, checkedOn, expected) => {
    expect(isCitedVerified({ isVerified, sourceUrl, checkedOn: day(checkedOn) })).toBe(expected);
  });

  it("heads with the cheapest single-entry option, whatever the file's order (Dubai: AED 250, not AED 1,740)", () => {
    const rates = { asOn: day("2026-04-13"), unitsPerUsd: { AED: 3.6725 } };
    const ninetyMultiple = feeOption({ id: "ae-90-multiple", fee: money(174000, "AED"), entries: "multiple", eVisa: true });
    const ninetySingle = feeOption({ id: "ae-90-single", fee: money(60000, "AED"), entries: "single", eVisa: true });
    const thirtyMultiple = feeOption({ id: "ae-30-multiple", fee: money(69000, "AED"), entries: "multiple", eVisa: true });
    const thirtySingle = feeOption({ id: "ae-30-single", fee: money(25000, "AED"), entries: "single", eVisa: true });
    const options = [ninetyMultiple, ninetySingle, thirtyMultiple, thirtySingle];
    expect(bestOption(options, "tourist", "visa-required", rates)?.id).toBe("ae-30-single");
    expect(bestOption([...options].reverse(), "tourist", "visa-required", rates)?.id).toBe("ae-30-single");
  });

  it("prefers the document the pair needs, then single entry, before price", () => {
    const rates = { asOn: day("2026-04-13"), unitsPerUsd: {} };
    const embassy = feeOption({ id: "embassy", eVisa: false, fee: money(1000, "USD") });
    const eVisaMultiple = feeOption({ id: "e-multiple", eVisa: true, entries: "multiple", fee: money(5000, "USD") });
    const eVisaSingle = feeOption({ id: "e-single", eVisa: true, entries: "single", fee: money(2500, "USD") });
    expect(bestOption([embassy, eVisaMultiple, eVisaSingle], "tourist", "e-visa", rates)?.id).toBe("e-single");
    expect(bestOption([embassy, eVisaMultiple], "tourist", "e-visa", rates)?.id).toBe("e-multiple");
    expect(bestOption([embassy, eVisaSingle], "tourist", "visa-required", rates)?.id).toBe("embassy");
    const arrival = feeOption({ id: "voa", eVisa: false, subtype: "Visa on arrival (15 days)", fee: money(6000, "USD") });
    expect(bestOption([eVisaSingle, arrival], "tourist", "visa-on-arrival", rates)?.id).toBe("voa");
  });

  it("heads with an adult's rate, never a child's cheaper one (Schengen: EUR 90, not EUR 45)", () => {
    const rates = { asOn: day("2026-04-13"), unitsPerUsd: { EUR: 0.9 } };
    const adult = feeOption({ id: "adult", subtype: "Uniform short-stay Schengen visa (type C), adult 12+", fee: money(9000, "EUR"), entries: null });
    const child = feeOption({
      id: "child",
      subtype: "Uniform short-stay Schengen visa (type C), child aged 6 to under 12",
      fee: money(4500, "EUR"),
      entries: null,
    });
    expect(bestOption([child, adult], "tourist", "visa-required", rates)?.id).toBe("adult");
    expect(bestOption([child], "tourist", "visa-required", rates)?.id).toBe("child");
  });
});
