/**
 * The data desk (issue #43): each kind of reviewed change applied over the upstream records (scripts/seed/desk.ts),
 * the refusal of a change without a source, and `npm run data:desk` on a temporary data folder: it prints what each
 * affected page says before and after, writes nothing on a refusal or with --dry-run, and writes the change file.
 */
import { copyFileSync, mkdtempSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../../scripts/data-desk";
import { missingSources } from "../../../scripts/desk/refusals";
import { applyDesk, type DeskRecords } from "../../../scripts/seed/desk";
import { deskFileSchema, type DeskFile } from "../../../scripts/seed/desk-schemas";
import { DEFAULT_DATA_DIR } from "../../../scripts/seed/load";
import type { CountryCode } from "../../../shared/units/country-code";
import type { IsoDate } from "../../../shared/units/iso-date";

const SOURCE = {
  source: "Gazette",
  sourceUrl: "https://gazette.example.gov/notice",
  official: true,
  sourceDate: "2026-08-31",
  checkedOn: "2026-11-28",
  evidence: "The notice says so.",
  confidence: "high",
};
const file = (changes: unknown[]): DeskFile =>
  deskFileSchema.parse({ id: "2026-11-28-test", reviewedOn: "2026-11-28", reviewedBy: "Desk", finding: "a test", changes });
const code = (c: string) => c as CountryCode;
const day = (d: string) => d as IsoDate;
const record = <T>(value: T, index = 0) => ({ value, index, line: index + 2 });
const CORRECTION = {
  passports: [code("IN")],
  destination: code("MY"),
  requirement: "30",
  previous: { IN: "90" },
  effectiveFrom: day("2025-01-01"),
  validUntil: day("2026-12-31"),
  status: "in force" as const,
  reviewedAgainst: day("2026-02-17"),
  official: false,
  source: "The Star",
  sourceUrl: "https://thestar.example/my",
  checkedOn: day("2026-11-23"),
};
const empty: DeskRecords = { corrections: [], announced: [], announcedFees: [], fees: [], worldFees: [] };
const context = {
  snapshotOn: day("2026-02-17"),
  valueOf: (p: CountryCode, d: CountryCode) => (d === "TH" ? "60" : p === "IN" && d === "MY" ? "90" : null),
};
const apply = (records: DeskRecords, changes: unknown[]) =>
  applyDesk(records, [{ file: "data/desk/2026-11-28-test.json", desk: file(changes), lines: changes.map((_, i) => 10 + i) }], context);

describe("applyDesk", () => {
  it("adds a correction for many passports, reviewed against the current snapshot, and what follows it", () => {
    const { records, problems } = apply(empty, [
      {
        kind: "correction",
        passports: ["IN", "JP"],
        destination: "TH",
        requirement: "30",
        effectiveFrom: "2026-09-15",
        validUntil: "2027-09-14",
        after: { requirement: "e-visa", ...SOURCE },
        ...SOURCE,
      },
    ]);
    expect(problems).toEqual([]);
    expect(records.corrections.map((c) => [c.value.passports, c.value.requirement, c.value.effectiveFrom, c.value.validUntil, c.file])).toEqual([
      [["IN", "JP"], "30", "2026-09-15", "2027-09-14", "data/desk/2026-11-28-test.json"],
      [["IN", "JP"], "e-visa", "2027-09-15", null, "data/desk/2026-11-28-test.json"],
    ]);
    expect(records.corrections[0]?.value).toMatchObject({ reviewedAgainst: "2026-02-17", previous: { IN: "60", JP: "60" }, source: "Gazette" });
  });

  it("ends the correction in force on the last day, or the snapshot's own value where none is", () => {
    const { records } = apply({ ...empty, corrections: [record(CORRECTION)] }, [
      { kind: "end", passports: ["IN"], destination: "MY", ruleFrom: "2025-01-01", lastDay: "2026-06-30", ...SOURCE },
      { kind: "end", passports: ["US", "GB"], destination: "TH", ruleFrom: "2024-07-15", lastDay: "2026-09-14", ...SOURCE },
    ]);
    expect(records.corrections.map((c) => [c.value.passports, c.value.destination, c.value.requirement, c.value.validUntil])).toEqual([
      [["IN"], "MY", "30", "2026-06-30"],
      [["US", "GB"], "TH", "60", "2026-09-14"],
    ]);
  });

  it("refuses to end a rule that is not on record", () => {
    const { problems } = apply(empty, [
      { kind: "end", passports: ["FR"], destination: "MY", ruleFrom: "2025-01-01", lastDay: "2026-06-30", ...SOURCE },
    ]);
    expect(problems).toEqual([
      { file: "data/desk/2026-11-28-test.json", line: 10, record: { index: 0, id: "end" }, message: "FR → MY has no rule on record to end" },
    ]);
  });

  it("takes a requirement announcement into force, with its fee-less repeat", () => {
    const announced = { ...CORRECTION, destination: code("TH"), requirement: "30", effectiveFrom: null, status: "announced", evidence: "e" };
    const repeat = {
      passports: [code("IN")],
      appliesTo: "visa-exempt entry",
      fee: null,
      status: "announced",
      announcedOn: day("2026-05-19"),
      expectedFrom: null,
      destinations: [code("TH")],
      source: "TAT",
      sourceUrl: "https://tat.example",
      official: false,
      checkedOn: day("2026-11-26"),
      evidence: "e",
    };
    const { records, problems } = apply({ ...empty, announced: [record(announced as never)], announcedFees: [record(repeat as never)] }, [
      { kind: "in-force", destination: "TH", passports: ["IN"], effectiveFrom: "2026-09-15", ...SOURCE },
    ]);
    expect(problems).toEqual([]);
    expect([records.announced, records.announcedFees]).toEqual([[], []]);
    expect(records.corrections.map((c) => [c.value.requirement, c.value.effectiveFrom, c.value.source])).toEqual([["30", "2026-09-15", "Gazette"]]);
  });

  it("marks a fee announcement in force, with the source that says so, from a date or none", () => {
    const eta = {
      passports: "visa-exempt nationals (not India)",
      appliesTo: "Electronic Travel Authorisation (ETA)",
      fee: { amount: 20, currency: "GBP" },
      status: "announced",
      announcedOn: day("2026-01-30"),
      expectedFrom: null,
      destinations: [code("GB")],
      source: "News",
      sourceUrl: "https://news.example",
      official: false,
      checkedOn: day("2026-11-26"),
      evidence: "e",
    };
    const { records } = apply({ ...empty, announcedFees: [record(eta as never)] }, [
      { kind: "in-force", destination: "GB", appliesTo: "Electronic Travel Authorisation (ETA)", effectiveFrom: null, ...SOURCE },
    ]);
    expect(records.announcedFees[0]?.value).toMatchObject({
      status: "in force",
      inForceFrom: null,
      source: "Gazette",
      official: true,
      fee: { amount: 20 },
    });
  });

  it("splits a fee by date, and adds a doubt without touching the figure's source", () => {
    const fee = {
      id: "ru-e-visa",
      destination: code("RU"),
      maxStayDays: 16,
      validityDays: 60,
      source: "Blog",
      sourceUrl: "https://blog.example",
      effectiveFrom: null,
      validUntil: null,
    };
    const { records } = apply({ ...empty, fees: [record(fee as never)] }, [
      { kind: "fee", id: "ru-e-visa", from: "2025-08-23", set: { maxStayDays: 30, validityDays: 120 }, isVerified: false, ...SOURCE },
      { kind: "fee", id: "ru-e-visa", set: {}, isVerified: false, ...SOURCE, confidence: "low", doubt: "one report" },
    ]);
    expect(
      records.fees.map((f) => [f.value.id, f.value.maxStayDays, f.value.effectiveFrom, f.value.validUntil, f.value.source, f.value.doubt ?? null]),
    ).toEqual([
      ["ru-e-visa", 16, null, "2025-08-22", "Blog", "one report"],
      ["ru-e-visa-from-2025-08-23", 30, "2025-08-23", null, "Gazette", null],
    ]);
  });
});

describe("refusals", () => {
  it("refuses a change without a source, in words", () => {
    const text = JSON.stringify({
      changes: [
        { kind: "correction", passports: ["IN"], destination: "TH" },
        { kind: "fee", ...SOURCE },
      ],
    });
    expect(missingSources(text)).toEqual([
      "Refused: change 1 (correction) has no source, sourceUrl, official, sourceDate, checkedOn, evidence, confidence: every change needs its source, whether it is official, its date (or null), the day it was read, the evidence and a confidence.",
    ]);
  });

  it("refuses a low-confidence fee without its doubt, and a change read after its review", () => {
    const low = deskFileSchema.safeParse({
      id: "2026-11-28-x",
      reviewedOn: "2026-11-28",
      reviewedBy: "Desk",
      finding: "f",
      changes: [{ kind: "fee", id: "a", set: {}, isVerified: false, ...SOURCE, confidence: "low", checkedOn: "2026-11-29" }],
    });
    expect(low.success ? [] : low.error.issues.map((i) => i.message)).toEqual([
      "checkedOn is after reviewedOn",
      "a low-confidence fee needs its doubt in words",
    ]);
  });
});

const REPO_DESK = readdirSync(path.join(DEFAULT_DATA_DIR, "desk")).sort();

/** A data folder laid out as data/: its upstream folders linked, the repository's own desk files copied. */
function dataCopy(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const folder of ["passport-index", "visa-fees", "exemptions", "transit", "review"])
    symlinkSync(path.join(DEFAULT_DATA_DIR, folder), path.join(dir, folder));
  // The repository's own desk files, so the folder starts as the site's data does.
  mkdirSync(path.join(dir, "desk"));
  for (const name of REPO_DESK) copyFileSync(path.join(DEFAULT_DATA_DIR, "desk", name), path.join(dir, "desk", name));
  return dir;
}

describe("npm run data:desk", { timeout: 60_000 }, () => {
  let dir: string;
  let out: string[];
  let err: string[];
  beforeEach(() => {
    dir = dataCopy("desk-");
    out = [];
    err = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void out.push(line));
    vi.spyOn(console, "error").mockImplementation((line: string) => void err.push(line));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });
  const change = (extra: object = {}) => {
    const changeFile = path.join(dir, "change.json");
    writeFileSync(
      changeFile,
      JSON.stringify({
        id: "2026-11-28-malaysia-after",
        reviewedOn: "2026-11-28",
        reviewedBy: "Desk",
        finding: "Malaysia: what follows",
        changes: [
          {
            kind: "end",
            passports: ["IN"],
            destination: "MY",
            ruleFrom: "2025-01-01",
            lastDay: "2026-12-31",
            after: { requirement: "visa on arrival", ...SOURCE },
            ...SOURCE,
            ...extra,
          },
        ],
      }),
    );
    return changeFile;
  };

  it("prints each affected pair before and after on the days that matter, and writes nothing with --dry-run", async () => {
    expect(await main([change(), "--on", "2026-11-28", "--dry-run"], dir)).toBe(0);
    expect(out).toContain("On 1 Jan 2027:");
    expect(out).toContain("  India → Malaysia (/?from=IN&to=MY)");
    expect(out).toContain(
      "    before: No sourced rule: check with the embassy [Malaysia's exemption for Indian passports ended on 31 Dec 2026 and we have no source for what applies now: check with the embassy.]",
    );
    // What follows has a fee of its own: world-fees.json's visa on arrival for Indian passports (a weak source, said so).
    expect(out.join("\n"), out.join("\n")).toMatch(
      /after: {2}Visa on arrival; fee MYR 15 \(\$4\) \(validity not on record\) \[Weak source: check before you pay\. Malaysia's exemption for Indian passports ended on 31 Dec 2026; from 1 Jan 2027 the rule shown here applies/,
    );
    expect(out.join("\n"), out.join("\n")).toMatch(/India: no-visa destinations (\d+) → (\d+), mobility score \d+ → \d+/);
    expect(readdirSync(path.join(dir, "desk")).sort()).toEqual(REPO_DESK);
  });

  it("writes the reviewed change into data/desk/", async () => {
    expect(await main([change(), "--on", "2026-11-28"], dir)).toBe(0);
    expect(readdirSync(path.join(dir, "desk")).sort()).toEqual([...REPO_DESK, "2026-11-28-malaysia-after.json"].sort());
  });

  it("writes into the folder --data names, and nothing into the one it was given", async () => {
    const scratch = dataCopy("desk-scratch-");
    expect(await main([change(), "--on", "2026-11-28", "--data", scratch], dir)).toBe(0);
    expect(readdirSync(path.join(scratch, "desk")).sort()).toEqual([...REPO_DESK, "2026-11-28-malaysia-after.json"].sort());
    expect(readdirSync(path.join(dir, "desk")).sort()).toEqual(REPO_DESK);
    expect(out.at(-1)).toBe(
      `Applied: ${path.relative(process.cwd(), path.join(scratch, "desk", "2026-11-28-malaysia-after.json"))}. Load it with npm run db:seed -- --data ${scratch}.`,
    );
  });

  it("refuses a change without a source, and one the seed would refuse, writing nothing", async () => {
    expect(await main([change({ source: "" }), "--on", "2026-11-28"], dir)).toBe(1);
    expect(err[0]).toMatch(/^Refused: change 1 \(end\) has no source/);
    expect(await main([change({ destination: "ZZ" }), "--on", "2026-11-28"], dir)).toBe(1);
    expect(err.join("\n")).toMatch(/change\.json:\d+/);
    expect(readdirSync(path.join(dir, "desk")).sort()).toEqual(REPO_DESK);
  });

  it("acknowledges a watch flag only with the site running, and writes nothing when it cannot", async () => {
    vi.stubEnv("OPS_BASE", "http://127.0.0.1:9");
    vi.stubEnv("OPS_TOKEN", "test-token");
    expect(await main([change(), "--on", "2026-11-28", "--ack", "7", "--by", "Asha"], dir)).toBe(1);
    expect(err.join("\n")).toMatch(/Could not reach http:\/\/127\.0\.0\.1:9.*Nothing was written\./);
    expect(readdirSync(path.join(dir, "desk")).sort()).toEqual(REPO_DESK);
  });
});
