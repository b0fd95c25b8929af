/** Merging a base requirement with entry concessions: never stricter, the most favourable wins, the rest listed. */
import { describe, expect, it } from "vitest";
import { type Concession, isUpgrade, mergeConcessions } from "../../../shared/concessions/concession";
import { documentKeyOf, documentName, type HeldDocumentKey } from "../../../shared/concessions/documents";
import type { IsoDate } from "../../../shared/units/iso-date";

const TODAY = "2026-11-26" as IsoDate;

const concession = (document: HeldDocumentKey, grants: Concession["grants"], extra: Partial<Concession> = {}): Concession => ({
  destination: "XX",
  document,
  grants,
  maxStayDays: null,
  conditions: "",
  validFrom: null,
  validUntilOn: null,
  source: "s",
  sourceUrl: "https://example.org",
  official: false,
  evidence: "",
  ...extra,
});

describe("mergeConcessions", () => {
  it("upgrades a visa-required base with a held document's visa-free entry (Mexico with a US visa)", () => {
    const merged = mergeConcessions("visa-required", [concession("us-visa", "visa-free", { maxStayDays: 180 })], new Set(["us-visa"]), TODAY);
    expect(merged.category).toBe("visa-free");
    expect(merged.best?.document).toBe("us-visa");
  });

  it("ignores documents not held", () => {
    const merged = mergeConcessions("visa-required", [concession("uk-visa", "visa-free")], new Set(["us-visa"]), TODAY);
    expect(merged).toEqual({ category: "visa-required", best: null, applicable: [] });
  });

  it("never makes a rule stricter: an e-Visa concession leaves a visa-free base as it is, but is still listed", () => {
    const evisa = concession("us-visa", "e-visa");
    const merged = mergeConcessions("visa-free", [evisa], new Set(["us-visa"]), TODAY);
    expect(merged.category).toBe("visa-free");
    expect(merged.best).toBeNull();
    expect(merged.applicable).toEqual([evisa]);
  });

  it("picks the most favourable of several, then the longest stay, then an official source, and lists the others", () => {
    const onArrival = concession("uk-visa", "visa-on-arrival", { maxStayDays: 30 });
    const short = concession("us-visa", "visa-free", { maxStayDays: 30 });
    const long = concession("schengen-visa", "visa-free", { maxStayDays: 90 });
    const merged = mergeConcessions("e-visa", [onArrival, short, long], new Set(["us-visa", "uk-visa", "schengen-visa"]), TODAY);
    expect(merged.category).toBe("visa-free");
    expect(merged.best).toBe(long);
    expect(merged.applicable).toEqual([long, short, onArrival]);
  });

  it("treats transit-only entry as no change to a visit", () => {
    const transit = concession("us-visa", "transit-visa-free");
    expect(isUpgrade("transit-visa-free", "visa-required")).toBe(false);
    expect(mergeConcessions("visa-required", [transit], new Set(["us-visa"]), TODAY)).toMatchObject({
      category: "visa-required",
      applicable: [transit],
    });
  });

  it("leaves out a concession that has ended: the base stands, and nothing is listed as applicable", () => {
    const ended = concession("us-visa", "visa-free", { validUntilOn: "2025-12-31" as IsoDate });
    expect(mergeConcessions("visa-required", [ended], new Set(["us-visa"]), TODAY)).toEqual({
      category: "visa-required",
      best: null,
      applicable: [],
    });
  });

  it("changes nothing for the holder's own country", () => {
    expect(isUpgrade("visa-free", "own-country")).toBe(false);
  });
});

describe("held documents", () => {
  it("maps the data's labels to URL keys and names them for pages", () => {
    expect(documentKeyOf("UK residence")).toBe("uk-residence");
    expect(documentKeyOf("Mars visa")).toBeNull();
    expect(documentName("us-residence")).toBe("US residence permit");
    expect(documentName("schengen-visa")).toBe("Schengen visa");
  });
});
