/** The entry concessions' seed: the real file's 192 records, and a stop naming the record for each kind of malformed one. */
import { beforeAll, describe, expect, it } from "vitest";
import { buildSeedRows, type SeedSources } from "../../../scripts/seed/build";
import { SeedInputError } from "../../../shared/data-input/errors";
import { loadSeedSources } from "../../../scripts/seed/load";
import { seedCounts } from "../../../scripts/seed/statements";

let sources: SeedSources;
beforeAll(async () => {
  sources = await loadSeedSources();
}, 60_000);

function record(overrides: Record<string, unknown>) {
  return {
    destination: "MX",
    passport: "IN",
    heldDocument: "US visa",
    grants: "visa-free",
    maxStayDays: 180,
    conditions: "Valid US visa.",
    validFrom: null,
    source: "Embassy of Mexico in India (SRE)",
    sourceUrl: "https://embamex.sre.gob.mx/india/",
    official: true,
    evidence: "Holders of a valid US visa need no Mexican visa.",
    storedCopyDate: null,
    ...overrides,
  };
}

function problemsOf(records: unknown[], ends: unknown[] = []) {
  const broken = {
    ...sources,
    concessions: { name: "in-exemptions.json", text: JSON.stringify(records, null, 1) },
    concessionEnds: { name: "end-dates.json", text: JSON.stringify(ends, null, 1) },
  };
  try {
    buildSeedRows(broken);
  } catch (error) {
    if (error instanceof SeedInputError) return error.problems;
    throw error;
  }
  throw new Error("the seed accepted the records");
}

// Each test builds the whole seed (seconds on a busy machine, more since the world fee records joined it).
describe("entry concessions in the seed", { timeout: 60_000 }, () => {
  it("seeds every record of the real file with its document key, grant and source", () => {
    const { rows } = buildSeedRows(sources);
    expect(seedCounts(rows)).toMatchObject({ entry_concessions: 192 });
    const mexico = rows.entryConcessions.find((r) => r.destinationCountryCode === "MX" && r.heldDocument === "us-visa");
    expect(mexico).toMatchObject({ grants: "visa-free", maxStayDays: 180, official: true, passportCountryCode: "IN" });
    expect(new Set(rows.entryConcessions.map((r) => r.destinationCountryCode)).size).toBe(29);
    expect(rows.entryConcessions.filter((r) => r.official)).toHaveLength(73);
  });

  it.each([
    ["an unknown country", { destination: "QQ" }, "QQ is not a Passport Index code"],
    ["an unknown document", { heldDocument: "Mars visa" }, "expected one of US visa"],
    ["a bad URL", { sourceUrl: "not a url" }, "expected an absolute http(s) URL"],
    ["a bad date", { validFrom: "2025-02-30" }, "expected a calendar date YYYY-MM-DD"],
    ["an unknown grant", { grants: "visa-maybe" }, "expected one of visa-free"],
    ["another passport", { passport: "PK" }, "expected IN"],
  ])("stops on %s, naming the file and the record", (_, overrides, message) => {
    const problems = problemsOf([record({}), record({ destination: "GE", ...overrides })]);
    expect(problems[0]).toMatchObject({ file: "in-exemptions.json", record: { index: 1 } });
    expect(problems[0]?.message).toContain(message);
  });

  it("stops on the same rule and source listed twice", () => {
    const problems = problemsOf([record({}), record({})]);
    expect(problems[0]).toMatchObject({ record: { index: 1 }, message: "the same rule and source as record 0" });
  });

  it("gives North Macedonia's US, UK and Canadian visa records their last day from end-dates.json, and no other record one", () => {
    const { rows } = buildSeedRows(sources);
    const ending = rows.entryConcessions.filter((r) => r.validUntilOn !== null);
    expect(ending.map((r) => `${r.destinationCountryCode} ${r.heldDocument} ${r.validUntilOn}`).sort()).toEqual([
      "MK canada-visa 2025-12-31",
      "MK uk-visa 2025-12-31",
      "MK us-visa 2025-12-31",
    ]);
  });

  it("stops on an end date that matches no record, naming end-dates.json", () => {
    const end = { destination: "GE", heldDocument: "US visa", validUntil: "2025-12-31", basis: "A decree." };
    const problems = problemsOf([record({})], [end]);
    expect(problems[0]).toMatchObject({
      file: "end-dates.json",
      record: { index: 0 },
      message: "no concession of in-exemptions.json for GE and US visa",
    });
  });

  it("stops on an end date that disagrees with the record's own", () => {
    const end = { destination: "MX", heldDocument: "US visa", validUntil: "2025-12-31", basis: "A decree." };
    const problems = problemsOf([record({ validUntil: "2026-06-30" })], [end]);
    expect(problems[0]?.message).toBe("in-exemptions.json gives 2026-06-30 as the last day, not 2025-12-31");
  });
});
