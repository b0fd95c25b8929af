import { describe, expect, it } from "vitest";
import { groupByDestination } from "../../../shared/directory/group";

const record = (id: string, destinationCountryCode: string) => ({ id, destinationCountryCode });

describe("groupByDestination", () => {
  it("puts each destination's records together in source order", () => {
    const groups = groupByDestination([record("ae-1", "AE"), record("th-1", "TH"), record("ae-2", "AE")]);
    expect([...groups.entries()].map(([code, records]) => [code, records.map((r) => r.id)])).toEqual([
      ["AE", ["ae-1", "ae-2"]],
      ["TH", ["th-1"]],
    ]);
  });

  it("orders destinations by their first record", () => {
    const groups = groupByDestination([record("vn-1", "VN"), record("ae-1", "AE"), record("vn-2", "VN")]);
    expect([...groups.keys()]).toEqual(["VN", "AE"]);
  });

  it("gives no groups for no records", () => {
    expect(groupByDestination([]).size).toBe(0);
  });
});
