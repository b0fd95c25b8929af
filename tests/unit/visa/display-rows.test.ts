import { describe, expect, it } from "vitest";
import { estimateFor } from "../../../shared/visa/estimates";
import { toDisplayRow } from "../../../shared/visa/display-rows";
import { priceEstimate, priceOption } from "../../../shared/visa/priced-option";
import type { CurrencyCode } from "../../../shared/units/money";
import { feeOption, money, RATES, TODAY } from "../fixtures/domain";

const rowOf = (overrides: Parameters<typeof feeOption>[0]) => toDisplayRow(priceOption(feeOption(overrides), RATES, TODAY), "Vietnam");

describe("toDisplayRow", () => {
  it("carries the destination name, type label, subtype and fees", () => {
    expect(rowOf({ id: "vn-1", visaType: "business", subtype: "Business e-Visa" })).toEqual({
      id: "vn-1",
      country: "Vietnam",
      eVisa: "Yes",
      visaTypeLabel: "Business",
      subtype: "Business e-Visa",
      duration: "90 days",
      nativeFee: "EUR 90",
      usdFee: "$100",
      localFee: "₹9,000",
      verified: true,
      estimate: false,
    });
  });

  it("says eVisa 'Yes' for an online application", () => {
    expect(rowOf({ eVisa: true }).eVisa).toBe("Yes");
  });

  it("says eVisa 'No' for an embassy application", () => {
    expect(rowOf({ eVisa: false }).eVisa).toBe("No");
  });

  it("shows the duration as validity in days", () => {
    expect(rowOf({ validityDays: 30 }).duration).toBe("30 days");
  });

  it("shows the duration as 'Varies' when validity is missing", () => {
    expect(rowOf({ validityDays: null }).duration).toBe("Varies");
  });

  it("shows a dash for USD and INR when the currency has no rate", () => {
    expect(rowOf({ fee: money(500000, "KWD") })).toMatchObject({ nativeFee: "KWD 500", usdFee: "—", localFee: "—" });
  });

  it("shows a dash for the visitor's currency alone when it has no rate", () => {
    const row = toDisplayRow(priceOption(feeOption(), RATES, TODAY, { currency: "SYP" as CurrencyCode }), "Vietnam");
    expect(row).toMatchObject({ usdFee: "$100", localFee: "—" });
  });

  it("has no third amount for a visitor whose currency is USD", () => {
    const row = toDisplayRow(priceOption(feeOption(), RATES, TODAY, { currency: "USD" as CurrencyCode }), "Vietnam");
    expect(row).toMatchObject({ usdFee: "$100", localFee: null });
  });

  it("shows Free for a free entry", () => {
    expect(rowOf({ fee: money(0, "USD") })).toMatchObject({ nativeFee: "Free", usdFee: "Free", localFee: "Free" });
  });

  it("marks an unverified record", () => {
    expect(rowOf({ isVerified: false }).verified).toBe(false);
  });

  it("marks an estimate's row as an estimate", () => {
    const estimate = estimateFor("transit");
    if (!estimate) throw new Error("no transit estimate");
    expect(toDisplayRow(priceEstimate(estimate, RATES), "Canada")).toMatchObject({
      country: "Canada",
      subtype: "Transit visa (estimate)",
      estimate: true,
      verified: false,
      usdFee: "$30",
    });
  });
});
