/**
 * The seed of what is announced but not in force (corrections.v2.json `announced`, announced-fees.json) and of the
 * conditional fee options (fee-conditions.json): the real files' rows, and a stop naming file and record for each
 * kind of bad data.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { buildSeedRows, type SeedBuild, type SeedSources } from "../../../scripts/seed/build";
import { loadSeedSources } from "../../../scripts/seed/load";
import { seedError } from "./seed-error";

let sources: SeedSources;
let build: SeedBuild;
beforeAll(async () => {
  sources = await loadSeedSources();
  build = buildSeedRows(sources);
}, 60_000);

/** The sources with one JSON file edited. */
function edited(key: "corrections" | "announcedFees" | "feeConditions", edit: (doc: Record<string, unknown[]>) => void): SeedSources {
  const doc = JSON.parse(sources[key].text) as Record<string, unknown[]>;
  edit(doc);
  return { ...sources, [key]: { name: sources[key].name, text: JSON.stringify(doc, null, 1) } };
}

// Each test builds the whole seed once or more: seconds on a busy machine.
describe("announced changes", { timeout: 60_000 }, () => {
  it("seeds the announcements still announced, the UK ETA in force (data/desk/) and the desk's EES notice; Thailand's took force", () => {
    const rows = build.rows.announcedChanges;
    expect(rows.map((r) => [r.id, r.kind, r.passportScope, r.status])).toEqual([
      ["requirement-1", "requirement", "list", "announced"],
      ["fee-0", "fee", "all", "announced"],
      ["fee-2", "fee", "all", "announced"],
      ["fee-3", "fee", "visa-exempt", "in force"],
      ["fee-4", "fee", "visa-exempt", "announced"],
      ["notice-eu-entry-exit-system", "fee", "all-except", "in force"],
    ]);
    expect(rows.find((r) => r.id === "fee-3")).toMatchObject({ feeMinor: 2000, feeCurrency: "GBP", inForceOn: null, official: true });
    expect(rows.find((r) => r.id === "notice-eu-entry-exit-system")).toMatchObject({ inForceOn: "2026-04-10", official: true });
    expect(JSON.parse(rows.find((r) => r.id === "notice-eu-entry-exit-system")!.passports)).toHaveLength(31);
    expect(rows.find((r) => r.id === "fee-0")).toMatchObject({
      destinations: '["US"]',
      feeMinor: 25000,
      feeCurrency: "USD",
      announcedOn: "2025-07-04",
    });
    expect(JSON.parse(rows.find((r) => r.id === "fee-4")!.destinations)).toHaveLength(29);
  });

  it("stops on an announced change that has a date in force, naming the file and record", () => {
    const error = seedError(() =>
      buildSeedRows(edited("corrections", (doc) => Object.assign(doc.announced![0] as object, { effectiveFrom: "2026-12-01" }))),
    );
    expect(error.message).toMatch(/corrections\.v2\.json:\d+: record 0 \(id "destination TH"\): .*no date in force/);
  });

  it("stops on a fee announcement covering passports in words it does not know", () => {
    const error = seedError(() =>
      buildSeedRows(edited("announcedFees", (doc) => Object.assign(doc.announced![0] as object, { passports: "most people" }))),
    );
    expect(error.message).toMatch(/announced-fees\.json:\d+: record 0: .*visa-exempt nationals \(not India\)/);
  });

  it("stops on an unknown destination code in an announcement", () => {
    const error = seedError(() =>
      buildSeedRows(edited("announcedFees", (doc) => Object.assign(doc.announced![0] as object, { destinations: ["ZZ"] }))),
    );
    expect(error.message).toMatch(/ZZ is not a Passport Index code/);
  });
});

describe("conditional fee options", { timeout: 60_000 }, () => {
  it("marks India → Mexico's visa-free entry for US-visa holders, and 12 more, with the documents they need", () => {
    const conditional = build.rows.feeOptions.filter((f) => f.needsDocuments !== "[]");
    expect(conditional).toHaveLength(13);
    const mexico = conditional.find((f) => f.destinationCountryCode === "MX")!;
    expect(JSON.parse(mexico.needsDocuments)).toContain("us-visa");
    expect(build.rows.feeOptions.find((f) => f.destinationCountryCode === "MX" && f.needsDocuments === "[]")?.subtype).toMatch(/^Visitor visa/);
  });

  it("stops on an id no fee record has, a document without a concession there, or an unknown document", () => {
    const unknownId = seedError(() =>
      buildSeedRows(edited("feeConditions", (doc) => Object.assign(doc.conditions![0] as object, { id: "xx-none" }))),
    );
    expect(unknownId.message).toMatch(/fee-conditions\.json:\d+: record 0 \(id "xx-none"\): no fee record has this id/);
    const noConcession = seedError(() =>
      buildSeedRows(edited("feeConditions", (doc) => Object.assign(doc.conditions![2] as object, { needs: ["gcc-residence"] }))),
    );
    expect(noConcession.message).toMatch(/gcc-residence has no entry concession at CL/);
    const unknownDocument = seedError(() =>
      buildSeedRows(edited("feeConditions", (doc) => Object.assign(doc.conditions![0] as object, { needs: ["moon-visa"] }))),
    );
    expect(unknownDocument.message).toMatch(/expected a held-document key/);
  });

  it("warns about a fee record that reads as conditional but is not listed", () => {
    const warnings = buildSeedRows(edited("feeConditions", (doc) => doc.conditions!.splice(6, 1))).warnings;
    expect(warnings.filter((w) => w.includes("reads as conditional"))).toEqual([
      expect.stringContaining("mx-tourist-visa-free-entry-for-indians-holding"),
    ]);
  });
});
