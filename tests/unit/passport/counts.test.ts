/** The two counts' words, and the finder's power sentence built from them (decision 16). */
import { describe, expect, it } from "vitest";
import { isNoVisa, isWithoutVisaInAdvance, powerSentence } from "../../../shared/passport/counts";

describe("counts", () => {
  it("counts eTA in the mobility score only", () => {
    expect([isNoVisa("eta"), isWithoutVisaInAdvance("eta"), isNoVisa("visa-on-arrival"), isWithoutVisaInAdvance("e-visa")]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it("words the power sentence with the mobility score's name and what it counts", () => {
    const counts = { "visa-free": 26, "visa-on-arrival": 23, eta: 4, "e-visa": 55 };
    expect(powerSentence({ name: "India", rank: 74, rankedCount: 199, mobility: 53, counts })).toBe(
      "The India passport ranks 74 among 199 passports with a mobility score of 53 destinations without a visa in advance: 26 visa free, 23 visa on arrival and 4 eTA destinations. 55 more offer an e-Visa. Equal scores share a rank.",
    );
  });
});
