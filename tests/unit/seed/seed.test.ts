/** @module Unit tests of the D1 seed (scripts/seed): input validation, regions, money, SQL, and the real data. */
import { DatabaseSync } from "node:sqlite";
import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { seedError } from "./seed-error";
import { REGIONS, regionFor } from "../../../shared/countries/regions";
import type { CountryCode } from "../../../shared/units/country-code";
import { buildSeedRows, type SeedBuild, type SeedSources } from "../../../scripts/seed/build";
import { feeMinorUnits } from "../../../scripts/seed/fee-rows";
import { seedCounts, seedStatements } from "../../../scripts/seed/statements";
import { jsonValueLines, jsonPathKey } from "../../../scripts/seed/json-lines";
import { loadSeedSources } from "../../../scripts/seed/load";
import { parseJsonDocument, parseJsonRecords } from "../../../scripts/seed/parse";
import { parsePassportIndexCsv } from "../../../shared/passport-index/parse";
import { feeRecordSchema, openRatesFileSchema } from "../../../scripts/seed/schemas";
import { replaceTableStatements, SqlValueError, sqlLiteral, toSqlFile } from "../../../scripts/seed/sql";
import { countries } from "../../../worker/db/schema";

let sources: SeedSources;
let build: SeedBuild;

beforeAll(async () => {
  sources = await loadSeedSources();
  build = buildSeedRows(sources);
}, 60_000);

describe("malformed CSV", () => {
  const file = "passport-index-tidy-iso2.csv";
  const header = "Passport,Destination,Requirement\n";

  it("names the file and line of a row with a missing field", () => {
    const text = `${header}IN,TH,30\nIN,AE\nIN,IN,-1\n`;
    const error = seedError(() => parsePassportIndexCsv({ name: file, text }));
    expect(error.problems).toEqual([expect.objectContaining({ file, line: 3 })]);
    expect(error.message).toMatch(/^passport-index-tidy-iso2\.csv:3: expected 3 fields/);
  });

  it("names the line of an unknown requirement value and of a bad code", () => {
    const text = `${header}IN,TH,30\nIN,AE,visa-free\nin,JP,e-visa\n`;
    const error = seedError(() => parsePassportIndexCsv({ name: file, text }));
    expect(error.problems.map((p) => [p.line, p.message.split(":")[0]])).toEqual([
      [3, "requirement"],
      [4, "passport"],
    ]);
  });

  it("rejects a repeated pair, pointing at the first occurrence", () => {
    const text = `${header}IN,TH,30\nIN,TH,60\n`;
    expect(seedError(() => parsePassportIndexCsv({ name: file, text })).message).toContain(":3: IN → TH already given on line 2");
  });

  it("rejects a wrong header and an unterminated quote", () => {
    expect(seedError(() => parsePassportIndexCsv({ name: file, text: "a,b,c\n" })).problems[0]?.line).toBe(1);
    expect(seedError(() => parsePassportIndexCsv({ name: file, text: `${header}IN,TH,"30\n` })).problems[0]?.line).toBe(2);
  });
});

describe("malformed JSON", () => {
  it("reports the record index, id and line of an invalid fee record", () => {
    const records = JSON.parse(sources.fees.text) as Record<string, unknown>[];
    const target = records[5] as { id: string; fee: { amount: unknown } };
    target.fee.amount = "abc";
    const text = JSON.stringify(records, null, 1);
    const expectedLine = jsonValueLines(text).get(jsonPathKey([5, "fee", "amount"]));
    const error = seedError(() => parseJsonRecords({ name: "india-fees.json", text }, feeRecordSchema));
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatchObject({ file: "india-fees.json", line: expectedLine, record: { index: 5, id: target.id } });
    expect(error.message).toMatch(new RegExp(`^india-fees\\.json:${expectedLine}: record 5 \\(id "${target.id}"\\): fee\\.amount: `));
  });

  it("stops on a fee whose dates contradict each other, naming the file, record and reason", () => {
    const records = JSON.parse(sources.fees.text) as Record<string, unknown>[];
    const target = records[7] as {
      id: string;
      effectiveFrom: string | null;
      validUntil: string | null;
      sourceDate: string | null;
      checkedOn: string;
    };
    target.effectiveFrom = "2026-04-08";
    target.validUntil = "2026-01-01";
    target.sourceDate = "2099-01-01";
    const text = JSON.stringify(records, null, 1);
    const error = seedError(() => parseJsonRecords({ name: "india-fees.v2.json", text }, feeRecordSchema));
    expect(error.problems.map((p) => [p.record, p.message])).toEqual([
      [{ index: 7, id: target.id }, "validUntil: validUntil is before effectiveFrom"],
      [{ index: 7, id: target.id }, "sourceDate: sourceDate is after checkedOn: a source cannot be read before its date"],
    ]);
  });

  it("stops on a correction reviewed against a snapshot that does not exist, or announced in the corrections", () => {
    const doc = JSON.parse(sources.corrections.text) as { corrections: Record<string, unknown>[] };
    (doc.corrections[0] as { reviewedAgainst: string }).reviewedAgainst = "2026-01-01";
    (doc.corrections[1] as { status: string }).status = "announced";
    const broken = { ...sources, corrections: { name: "corrections.v2.json", text: JSON.stringify(doc, null, 1) } };
    const error = seedError(() => buildSeedRows(broken));
    expect(error.problems.map((p) => `${p.record?.index}: ${p.message}`)).toEqual([
      '1: status: expected "in force" (an announced change belongs in "announced")',
    ]);
    doc.corrections[1] = { ...doc.corrections[1], status: "in force" };
    const unreviewed = seedError(() =>
      buildSeedRows({ ...sources, corrections: { name: "corrections.v2.json", text: JSON.stringify(doc, null, 1) } }),
    );
    expect(unreviewed.problems.map((p) => `${p.record?.index}: ${p.message}`)).toEqual([
      "0: reviewedAgainst 2026-01-01 is not the date of a requirement version",
    ]);
    // Two whole seed builds: seconds on a busy machine.
  }, 60_000);

  it("stops on a bad rates-open.json rate, naming the file, the currency's line and the reason", () => {
    const doc = JSON.parse(sources.openRates.text) as { rates: Record<string, unknown>; flagged: Record<string, unknown> };
    doc.rates.NGN = -1530;
    doc.rates.ngn = 1530;
    const text = JSON.stringify(doc, null, 1);
    const lines = jsonValueLines(text);
    const error = seedError(() => buildSeedRows({ ...sources, openRates: { name: "visa-fees/rates-open.json", text } }));
    expect(error.problems.map((p) => [p.file, p.line, p.message])).toEqual([
      ["visa-fees/rates-open.json", lines.get(jsonPathKey(["rates", "NGN"])), "rates.NGN: expected units per USD above 0"],
      ["visa-fees/rates-open.json", lines.get(jsonPathKey(["rates", "ngn"])), "rates.ngn: expected an upper-case ISO 4217 code"],
    ]);
  }, 60_000);

  it("stops on rates-open.json without its licence, which the site credits", () => {
    const { licence: _, ...doc } = JSON.parse(sources.openRates.text) as Record<string, unknown>;
    const error = seedError(() => parseJsonDocument({ name: "rates-open.json", text: JSON.stringify(doc) }, openRatesFileSchema));
    expect(error.problems.map((p) => p.message)).toEqual(["licence: missing (required)"]);
  });

  it("points a misspelt key at its own line and reports the field it replaces as missing", () => {
    const [first] = JSON.parse(sources.fees.text) as Record<string, unknown>[];
    const { sourceUrl, ...rest } = first ?? {};
    const text = JSON.stringify([{ ...rest, sourceURL: sourceUrl }], null, 1);
    const keyLine = text.split("\n").findIndex((l) => l.includes('"sourceURL"')) + 1;
    const error = seedError(() => parseJsonRecords({ name: "f.json", text }, feeRecordSchema));
    expect(error.problems).toHaveLength(2);
    expect(error.problems.map((p) => [p.line, p.message])).toEqual(
      expect.arrayContaining([
        [2, "sourceUrl: missing (required)"],
        [keyLine, expect.stringContaining('sourceURL: Unrecognized key: "sourceURL"')],
      ]),
    );
  });

  it("gives the line of a syntax error", () => {
    const text = '[\n {"id": "a"},\n {"id": }\n]';
    const error = seedError(() => parseJsonRecords({ name: "f.json", text }, feeRecordSchema));
    expect(error.problems[0]).toMatchObject({ file: "f.json", line: 3 });
  });

  it("stops the whole build before any statement exists", () => {
    const broken = {
      ...sources,
      corrections: { name: "corrections.v2.json", text: '{"reviewedAgainst": "2026-02-17",\n "corrections": [{"passports": ["IN"]}]}' },
    };
    const error = seedError(() => buildSeedRows(broken));
    expect(error.problems[0]).toMatchObject({ file: "corrections.v2.json", line: 2, record: { index: 0 } });
  });
});

describe("regionFor", () => {
  const wc = (code: string) => {
    const entry = (sources.worldCountries as { cca2: string; region: string; subregion: string }[]).find((c) => c.cca2 === code);
    if (!entry) throw new Error(`${code} missing from world-countries`);
    return regionFor(entry.region, entry.subregion, code);
  };

  it.each([
    ["AE", "Middle East"],
    ["MX", "North America"],
    ["JM", "North America"],
    ["BR", "South America"],
    ["EG", "Africa"],
    ["IR", "Middle East"],
    ["CY", "Europe"],
    ["IN", "Asia"],
    ["FJ", "Oceania"],
  ])("%s → %s", (code, region) => {
    expect(wc(code)).toBe(region);
  });

  it("refuses a region it does not know", () => {
    expect(() => regionFor("Antarctic", "", "AQ")).toThrow(/Antarctic/);
  });
});

describe("feeMinorUnits", () => {
  it("uses each currency's minor-unit exponent", () => {
    expect(feeMinorUnits(3000, "JPY")).toBe(3000);
    expect(feeMinorUnits(44.5, "USD")).toBe(4450);
    expect(feeMinorUnits(3, "KWD")).toBe(3000);
    expect(feeMinorUnits(1.234, "KWD")).toBe(1234);
  });

  it("rounds float noise to the nearest minor unit", () => {
    expect(feeMinorUnits(0.1 + 0.2, "USD")).toBe(30);
    expect(feeMinorUnits(19.999, "EUR")).toBe(2000);
  });
});

describe("SQL", () => {
  it("doubles single quotes and rejects NUL", () => {
    expect(sqlLiteral("Côte d'Ivoire")).toBe("'Côte d''Ivoire'");
    expect(sqlLiteral(null)).toBe("NULL");
    expect(() => sqlLiteral("a\0b")).toThrow(SqlValueError);
    expect(() => sqlLiteral(Number.NaN)).toThrow(SqlValueError);
  });

  it("writes a name with a quote into a statement that SQLite reads back unchanged", () => {
    const row = {
      code: "CI" as CountryCode,
      name: "Côte d'Ivoire",
      flagEmoji: "🇨🇮",
      region: "Africa",
      searchAliases: '["Ivory Coast"]',
      majorCities: "[]",
      demonym: "Ivorian",
    };
    const statements = replaceTableStatements(countries, [row]);
    expect(statements[0]).toBe('DELETE FROM "countries"');
    expect(statements[1]).toContain("'Côte d''Ivoire'");
    const db = new DatabaseSync(":memory:");
    db.exec(
      "CREATE TABLE countries (code text primary key, name text, flag_emoji text, region text, search_aliases text, major_cities text, demonym text)",
    );
    for (const statement of statements) db.exec(statement);
    expect(db.prepare("SELECT name FROM countries").get()).toEqual({ name: "Côte d'Ivoire" });
  });

  it("splits batches by row count and by size", () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({
      code: `C${i}` as CountryCode,
      name: "x".repeat(300),
      flagEmoji: "",
      region: "Asia",
      searchAliases: "[]",
      majorCities: "[]",
      demonym: null,
    }));
    expect(replaceTableStatements(countries, rows, { maxRows: 3, maxBytes: 100_000 })).toHaveLength(1 + 3);
    expect(replaceTableStatements(countries, rows, { maxRows: 500, maxBytes: 840 })).toHaveLength(1 + 4);
  });
});

describe("the real data", () => {
  it("gives 39,601 requirements per version and 199 countries, each with a flag and a region", () => {
    for (const version of build.rows.requirementVersions) {
      expect(
        build.rows.visaRequirements.filter((r) => r.versionOn === version.asOn),
        version.asOn,
      ).toHaveLength(39_601);
    }
    expect(build.rows.countries).toHaveLength(199);
    for (const country of build.rows.countries) {
      expect(country.flagEmoji, country.code).not.toBe("");
      expect(REGIONS, country.code).toContain(country.region);
    }
  });

  it("lists Mumbai among India's cities, after the capital", () => {
    const india = build.rows.countries.find((c) => c.code === "IN");
    const cities = JSON.parse(india?.majorCities ?? "[]") as string[];
    expect(cities[0]).toBe("New Delhi");
    expect(cities).toContain("Mumbai");
    expect(cities.length).toBeLessThanOrEqual(8);
  });

  it("keeps common aliases searchable", () => {
    const aliases = (code: string) => JSON.parse(build.rows.countries.find((c) => c.code === code)?.searchAliases ?? "[]") as string[];
    expect(aliases("AE")).toContain("UAE");
    expect(aliases("GB")).toEqual(expect.arrayContaining(["UK", "England"]));
    expect(aliases("US")).not.toContain("US");
  });

  it("seeds fees in minor units, corrections per passport, rates and the datasets with their attribution", () => {
    const counts = seedCounts(build.rows);
    // 163 fee records, and the three the data desk splits by date (Thailand, Russia, Japan: data/desk/); 107 correction
    // rows from corrections.v2.json and 299 from the desk (Sri Lanka's ETA for 193 passports, Thailand's tiers and ends).
    // Nine datasets: the Passport Index, India's fee records, the world's (issue #45), both rate sources (decision 17),
    // the entry concessions, the corrections, and the waits' two publishers (issue #46: the State Department, IRCC).
    expect(counts).toMatchObject({ datasets: 9, requirement_corrections: 406 });
    // World records (issue #45): world-fees.json's 193 (a Schengen record is one row per state: 3 × 29) and the desk's
    // research (data/desk/2026-11-28-world-fees-research.json), after India's detailed ones.
    const detailed = build.rows.feeOptions.filter((f) => f.recordSet === "detailed");
    expect(detailed).toHaveLength(166);
    expect(build.rows.feeOptions.slice(0, 166).every((f) => f.recordSet === "detailed")).toBe(true);
    expect(build.rows.feeOptions.filter((f) => f.id.startsWith("schengen-short-stay-visa-"))).toHaveLength(3 * 29);
    // The figures of history/SOURCE.md: 37 snapshots, 22,093 changes.
    expect(counts).toMatchObject({ requirement_snapshots: 37, requirement_changes: 22_093 });
    const fee = build.rows.feeOptions.find((f) => f.feeCurrency === "KWD");
    expect(fee?.feeMinor).toBe(3000);
    expect(build.rows.datasets.find((d) => d.id === "rates-usd")?.attribution).toBe(
      "Exchange rates: European Central Bank euro reference rates of 13 April 2026",
    );
    expect(build.rows.datasets.find((d) => d.id === "rates-open")).toMatchObject({
      attribution: "Other currencies from fawazahmed0/exchange-api (CC0), rates of 29 September 2026",
      licence: "CC0-1.0",
      asOn: "2026-09-29",
    });
  });

  it("seeds one rate per currency: the ECB's and the pegs first, then the second source's, each with its date and source", () => {
    const rate = (currency: string) => build.rows.exchangeRates.find((r) => r.currency === currency);
    expect(rate("EUR")).toMatchObject({ asOn: "2026-04-13", source: "rates-usd", kind: "market" });
    expect(rate("AED")).toMatchObject({ asOn: "2026-04-13", source: "rates-usd", kind: "pegged" });
    expect(rate("NGN")).toMatchObject({ asOn: "2026-09-29", source: "rates-open", kind: "market" });
    // Flagged in rates-open.json; and not a currency Intl formats (a warning says so).
    expect(["SYP", "BOB", "CUP", "VES", "MXV", "VED"].map(rate)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(build.warnings).toContain("data/visa-fees/rates-open.json: MXV, VED: not a currency this runtime's Intl formats; not seeded");
    expect(new Set(build.rows.exchangeRates.map((r) => r.currency)).size).toBe(build.rows.exchangeRates.length);
  });

  it("produces statements within D1's limits that load the same rows twice over", () => {
    const statements = seedStatements(build.rows);
    for (const statement of statements) expect(new TextEncoder().encode(statement).length).toBeLessThan(100_000);
    const db = new DatabaseSync(":memory:");
    for (const file of readdirSync(new URL("../../../migrations/", import.meta.url))
      .filter((f) => f.endsWith(".sql"))
      .sort()) {
      const migration = readFileSync(new URL(`../../../migrations/${file}`, import.meta.url), "utf8");
      for (const statement of migration.split("--> statement-breakpoint")) db.exec(statement);
    }
    const sql = toSqlFile(statements);
    db.exec(sql);
    db.exec(sql);
    // Every version's every row: the CSVs' data lines (header and final newline aside).
    const csvRows = sources.versionCsvs.reduce((n, csv) => n + csv.text.trimEnd().split("\n").length - 1, 0);
    expect(db.prepare("SELECT count(*) AS n FROM visa_requirements").get()).toEqual({ n: csvRows });
    expect(db.prepare("SELECT count(*) AS n FROM countries").get()).toEqual({ n: 199 });
    expect(db.prepare("SELECT e_visa, is_verified FROM fee_options ORDER BY position LIMIT 1").get()).toEqual({ e_visa: 1, is_verified: 1 });
    // Two versions and the history load twice: seconds on a loaded machine, past vitest's 5 s default.
  }, 30_000);
});
