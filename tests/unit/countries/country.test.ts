import { describe, expect, it } from "vitest";
import { FEE_DATA_ORIGIN } from "../../../shared/countries/country";

describe("FEE_DATA_ORIGIN", () => {
  it("is India, the only origin with fee data", () => {
    expect(FEE_DATA_ORIGIN).toBe("IN");
  });
});
