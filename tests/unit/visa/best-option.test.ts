import { describe, expect, it } from "vitest";
import { bestOption } from "../../../shared/visa/best-option";
import { isCitedVerified } from "../../../shared/visa/fee-option";
import { day, feeOption } from "../fixtures/domain";

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
});
