/** The watched page's comparable text: dates and counters go, amounts stay (issue #35). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalisePageText } from "../../../shared/watch/page-text";
import { pageFingerprint } from "../../../worker/watch/fingerprint";

describe("normalisePageText", () => {
  it.each([
    ["Fee: INR 2,000. Last updated: 3 Dec 2026", "Fee: INR 2,000."],
    ["Fee: INR 2,000. Last updated: 2026-12-03T10:04:00Z", "Fee: INR 2,000."],
    ["Fee: INR 2,000. Page last updated 03/12/2026 at 10:45 am", "Fee: INR 2,000. at"],
    ["Updated on Thursday, 3rd December 2026. Fee EUR 90", "Fee EUR 90"],
    ["Published December 3, 2026 — visa fee USD 185", "— visa fee USD 185"],
    ["© 2024–2026 Ministry of Foreign Affairs", "Ministry of Foreign Affairs"],
    ["Page views: 12,345 Visa on arrival: THB 2,000", "Visa on arrival: THB 2,000"],
    ["Visa  fee\n\n\tUSD   185", "Visa fee USD 185"],
  ])("%j → %j", (input, expected) => {
    expect(normalisePageText(input)).toBe(expected);
  });

  it("keeps amounts, so a fee that moves changes the text", () => {
    expect(normalisePageText("Visa fee: EUR 80")).not.toBe(normalisePageText("Visa fee: EUR 90"));
    expect(normalisePageText("Maximum stay 30 days")).not.toBe(normalisePageText("Maximum stay 60 days"));
  });

  it("the same page read on another day normalises the same", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }), (day) => {
        const iso = day.toISOString().slice(0, 10);
        const long = day.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
        const us = day.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
        const base = normalisePageText("Tourist visa fee USD 185.");
        expect(normalisePageText(`Tourist visa fee USD 185. Last updated ${iso}`)).toBe(base);
        expect(normalisePageText(`Tourist visa fee USD 185. Last updated ${long}`)).toBe(base);
        expect(normalisePageText(`Tourist visa fee USD 185. Last updated: ${us}`)).toBe(base);
      }),
    );
  });
});

describe("pageFingerprint", () => {
  it("is SHA-256 hex, equal for equal text and different for different text", async () => {
    const a = await pageFingerprint("Visa fee USD 185");
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await pageFingerprint("Visa fee USD 185")).toBe(a);
    expect(await pageFingerprint("Visa fee USD 250")).not.toBe(a);
    // The SHA-256 of the empty string, as every implementation gives it.
    expect(await pageFingerprint("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });
});
