/** Reading `?holds=`: known documents in their order, everything else left out with a note. */
import { describe, expect, it } from "vitest";
import { HOLDS_PARAM_MAX, holdsParam, readHolds } from "../../../shared/concessions/holds";

describe("readHolds", () => {
  it("keeps known documents once, in the documents' order, any case", () => {
    expect(readHolds("uk-visa, US-VISA,us-visa", "IN")).toEqual({ holds: ["us-visa", "uk-visa"], note: null });
  });

  it("leaves out unknown keys with a note naming them", () => {
    expect(readHolds("us-visa,mars-visa", "IN")).toEqual({ holds: ["us-visa"], note: "We left out “mars-visa”: not a document we know." });
    expect(readHolds("a,b,c,d", "IN").note).toBe("We left out “a”, “b”, “c” and others: not a document we know.");
  });

  it("applies to Indian passports only", () => {
    expect(readHolds("us-visa", "JP")).toEqual({
      holds: [],
      note: "The documents you hold change the rules for Indian passports only, so they are left out here.",
    });
  });

  it("leaves out an over-long list, and reads nothing from nothing", () => {
    expect(readHolds("us-visa,".repeat(40), "IN")).toEqual({
      holds: [],
      note: "That list of documents is too long, so it is left out. Choose the documents again.",
    });
    expect("us-visa,".repeat(40).length).toBeGreaterThan(HOLDS_PARAM_MAX);
    expect(readHolds(undefined, "IN")).toEqual({ holds: [], note: null });
    expect(readHolds("", "IN")).toEqual({ holds: [], note: null });
  });
});

describe("holdsParam", () => {
  it("writes the canonical value, or nothing for no document", () => {
    expect(holdsParam(["uk-visa", "us-visa"])).toBe("us-visa,uk-visa");
    expect(holdsParam([])).toBeUndefined();
  });
});
