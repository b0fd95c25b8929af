import { describe, expect, it } from "vitest";
import { searchQueryInputSchema } from "../../../shared/schemas/search";

describe("searchQueryInputSchema", () => {
  // The search answers for a passport since issue #45; India's when the input names none (the term is the subject here).
  it("trims the term", () => {
    expect(searchQueryInputSchema.parse({ term: "  thai  " })).toEqual({ term: "thai", passport: "IN" });
  });

  it("accepts an empty term (an empty search, not an error)", () => {
    expect(searchQueryInputSchema.parse({ term: "   " })).toEqual({ term: "", passport: "IN" });
  });

  it("reads the passport in any case, and refuses one that is not a two-letter code", () => {
    expect(searchQueryInputSchema.parse({ term: "india", passport: "us" }).passport).toBe("US");
    expect(searchQueryInputSchema.safeParse({ term: "india", passport: "USA" }).error?.issues[0]?.message).toBe("Enter a two-letter country code.");
  });

  it("accepts exactly 100 characters", () => {
    expect(searchQueryInputSchema.safeParse({ term: "a".repeat(100) }).success).toBe(true);
  });

  it("rejects 101 characters with the length message", () => {
    const result = searchQueryInputSchema.safeParse({ term: "a".repeat(101) });
    expect(result.error?.issues[0]?.message).toBe("Search terms can be at most 100 characters.");
  });

  it("counts the length after trimming", () => {
    expect(searchQueryInputSchema.safeParse({ term: ` ${"a".repeat(100)} ` }).success).toBe(true);
  });

  it("keeps %, _ and quotes as typed", () => {
    expect(searchQueryInputSchema.parse({ term: `%_'"` }).term).toBe(`%_'"`);
  });

  it("rejects a limit above 500", () => {
    expect(searchQueryInputSchema.safeParse({ term: "a", limit: 501 }).success).toBe(false);
  });
});
