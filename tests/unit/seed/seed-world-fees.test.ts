/**
 * The seed of the world fee records (visa-fees/world-fees.json and the desk's `world-fee` records, issue #45): the real
 * file's rows, and a stop naming the file, the record and the reason for each kind of bad data: an unknown scope, an
 * unknown code, a currency that is not ISO 4217, and two records the fee rule cannot choose between.
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

type Doc = { schengenStates: string[]; records: Record<string, unknown>[] };

/** The sources with world-fees.json edited. */
function edited(edit: (doc: Doc) => void): SeedSources {
  const doc = JSON.parse(sources.worldFees.text) as Doc;
  edit(doc);
  return { ...sources, worldFees: { name: sources.worldFees.name, text: JSON.stringify(doc, null, 1) } };
}

const index = (doc: Doc, id: string) => doc.records.findIndex((r) => r.id === id);

describe("world fee records", { timeout: 60_000 }, () => {
  it("seeds every record with its scope, document, confidence and source, a Schengen record once per state", () => {
    const world = build.rows.feeOptions.filter((r) => r.recordSet === "world");
    const doc = JSON.parse(sources.worldFees.text) as Doc;
    const schengen = doc.records.filter((r) => r.destination === "SCHENGEN").length;
    const upstream = doc.records.length - schengen + schengen * doc.schengenStates.length;
    expect(world.length).toBeGreaterThan(upstream);
    const esta = world.find((r) => r.id === "us-esta");
    expect(esta).toMatchObject({
      document: "eta",
      confidence: "medium",
      feeMinor: 4000,
      feeCurrency: "USD",
      destinationCountryCode: "US",
      eVisa: true,
    });
    expect(JSON.parse(esta?.appliesTo ?? "null")).toEqual({ scope: "all" });
    expect(world.filter((r) => r.id.startsWith("schengen-short-stay-visa-vfa-")).map((r) => r.destinationCountryCode)).toEqual(doc.schengenStates);
    // India's detailed records are India's own.
    const india = build.rows.feeOptions.find((r) => r.recordSet === "detailed");
    expect(JSON.parse(india?.appliesTo ?? "null")).toEqual({ scope: "only", passports: ["IN"] });
  });

  it("stops on an unknown scope, naming the file and record", () => {
    const error = seedError(() => buildSeedRows(edited((doc) => Object.assign(doc.records[0]!, { appliesTo: { scope: "most" } }))));
    expect(error.message).toMatch(
      /world-fees\.json:\d+: record 0 \(id "ae-gcc-resident-evisa-30d"\): appliesTo(\.scope)?: expected a scope of "all", "only" or "all-except"/,
    );
  });

  it("stops on a code that is not ISO 3166-1 alpha-2, and on a destination outside the Passport Index", () => {
    const listed = seedError(() =>
      buildSeedRows(
        edited((doc) => {
          const i = index(doc, "us-evus-cn");
          Object.assign(doc.records[i]!, { appliesTo: { scope: "only", passports: ["XQ"] } });
        }),
      ),
    );
    expect(listed.message).toMatch(
      /world-fees\.json:\d+: record \d+ \(id "us-evus-cn"\): appliesTo lists XQ, which is not an ISO 3166-1 alpha-2 code/,
    );
    const lower = seedError(() => buildSeedRows(edited((doc) => Object.assign(doc.records[0]!, { destination: "ae" }))));
    expect(lower.message).toMatch(
      /world-fees\.json:\d+: record 0 \(id "ae-gcc-resident-evisa-30d"\): destination: expected an ISO 3166-1 alpha-2 code or SCHENGEN/,
    );
  });

  it("stops on a currency that is not ISO 4217", () => {
    const error = seedError(() => buildSeedRows(edited((doc) => Object.assign(doc.records[0]!, { fee: { amount: 350, currency: "DHS" } }))));
    expect(error.message).toMatch(
      /world-fees\.json:\d+: record 0 \(id "ae-gcc-resident-evisa-30d"\): fee\.currency: expected an upper-case ISO 4217 currency code/,
    );
  });

  it("stops on two records that match one passport for one document and duration with no rule to choose", () => {
    const error = seedError(() =>
      buildSeedRows(
        edited((doc) => {
          const esta = doc.records[index(doc, "us-esta")]!;
          doc.records.push({ ...esta, id: "us-esta-again", fee: { amount: 21, currency: "USD" } });
        }),
      ),
    );
    expect(error.message).toMatch(
      /for [A-Z]{2}, both us-esta and us-esta-again apply to the same document, duration and terms on the same dates, and no rule chooses between them/,
    );
  });

  it("lets a passport's own record stand beside the general one (it wins for that passport)", () => {
    expect(() =>
      buildSeedRows(
        edited((doc) => {
          const esta = doc.records[index(doc, "us-esta")]!;
          doc.records.push({ ...esta, id: "us-esta-gb", appliesTo: { scope: "only", passports: ["GB"] } });
        }),
      ),
    ).not.toThrow();
  });
});
