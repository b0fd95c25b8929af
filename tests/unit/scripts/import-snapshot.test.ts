/**
 * @module Tests of `npm run data:import` (scripts/import-snapshot.ts) on a 3 × 3 fixture (tests/unit/fixtures/import):
 * validation stops at the first bad row, the diff follows history/changes.csv's columns and meaning, and the
 * manifest gets the new version as current. Each test works on a copy of the fixture in a temporary folder.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../../scripts/import-snapshot";
import { loadSeedSources } from "../../../scripts/seed/load";
import { parseChangesCsv, parseVersionsManifest } from "../../../scripts/seed/versions";

const FIXTURE = new URL("../fixtures/import/", import.meta.url);
const ARGS = ["--as-of", "2026-03-01", "--source", "example/fixture", "--source-url", "https://example.org/fixture", "--licence", "MIT"];

let dir: string;
let errors: string[];
let logs: string[];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "import-"));
  cpSync(FIXTURE, dir, { recursive: true });
  errors = [];
  logs = [];
  vi.spyOn(console, "error").mockImplementation((m: string) => void errors.push(m));
  vi.spyOn(console, "log").mockImplementation((m: string) => void logs.push(m));
});

afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const run = (file: string, args: readonly string[] = ARGS) => main([path.join(dir, file), ...args, "--versions", path.join(dir, "versions.json")]);
const manifestText = () => readFileSync(path.join(dir, "versions.json"), "utf8");

/** Writes a variant of the new snapshot with one line replaced (1-based, header = 1). */
function variant(line: number, text: string): string {
  const lines = readFileSync(path.join(dir, "snapshot-2026-03-01.csv"), "utf8").split("\n");
  lines[line - 1] = text;
  writeFileSync(path.join(dir, "bad.csv"), lines.join("\n"));
  return "bad.csv";
}

describe("a valid snapshot", () => {
  it("becomes the current version in the manifest, after the old one", async () => {
    expect(await run("snapshot-2026-03-01.csv")).toBe(0);
    const manifest = parseVersionsManifest({ name: "versions.json", text: manifestText() });
    expect(manifest.current).toBe("2026-03-01");
    expect(manifest.versions.map((v) => [v.asOn, v.file, v.changes])).toEqual([
      ["2025-01-01", "v2025-01-01.csv", undefined],
      ["2026-03-01", "snapshots/2026-03-01.csv", "changes/2026-03-01.csv"],
    ]);
  });

  it("writes one change row per differing pair, dated by both snapshots, with its kind", async () => {
    await run("snapshot-2026-03-01.csv");
    const changes = parseChangesCsv({ name: "c.csv", text: readFileSync(path.join(dir, "changes/2026-03-01.csv"), "utf8") });
    expect(changes.map((c) => [c.passportCountryCode, c.destinationCountryCode, c.before, c.after, c.seenBeforeOn, c.seenAfterOn, c.kind])).toEqual([
      ["IN", "TH", "30", "visa required", "2025-01-01", "2026-03-01", "category"],
      ["IN", "JP", "visa required", "e-visa", "2025-01-01", "2026-03-01", "category"],
      ["TH", "JP", "30", "90", "2025-01-01", "2026-03-01", "days"],
      ["JP", "TH", "30", "visa free", "2025-01-01", "2026-03-01", "days"],
    ]);
  });

  it("marks a change that undoes the pair's previous one (A → B → A) as reverts-previous", async () => {
    await run("snapshot-2026-03-01.csv");
    const changes = parseChangesCsv({ name: "c.csv", text: readFileSync(path.join(dir, "changes/2026-03-01.csv"), "utf8") });
    expect(changes.filter((c) => c.note !== null).map((c) => [c.passportCountryCode, c.destinationCountryCode, c.note])).toEqual([
      ["IN", "TH", "reverts-previous"],
    ]);
  });

  it("keeps a copy of the snapshot that the seed's loader reads as the current version", async () => {
    await run("snapshot-2026-03-01.csv");
    const sources = await loadSeedSources(path.join(dir, "no-shared-data"), path.join(dir, "versions.json")).catch((e: Error) => e);
    // The fixture has no shared data folder (corrections, fees, rates), so the loader stops there, after the manifest's
    // files. The three are read in parallel: whichever rejects first names the error, so only its folder is pinned.
    expect(String(sources)).toMatch(/ENOENT.*\/no-shared-data\/(passport-index\/corrections\.v2\.json|visa-fees\/|exemptions\/)/);
    expect(readFileSync(path.join(dir, "snapshots/2026-03-01.csv"), "utf8")).toBe(readFileSync(path.join(dir, "snapshot-2026-03-01.csv"), "utf8"));
  });
});

describe("a bad snapshot stops at its first bad row, writing nothing", () => {
  it.each([
    ["an unknown code", 4, "IN,FR,e-visa", /bad\.csv:4: FR is not a code of the current version/],
    ["a bad value", 3, "IN,TH,visa-free", /bad\.csv:3: requirement: unknown requirement "visa-free"/],
    ["a duplicate pair", 4, "IN,TH,e-visa", /bad\.csv:4: IN → TH already given on line 3/],
    ["a wrong header", 1, "passport,destination,requirement", /bad\.csv:1: expected the header Passport,Destination,Requirement/],
  ])("%s", async (_label, line, text, message) => {
    const before = manifestText();
    expect(await run(variant(line, text))).toBe(1);
    expect(errors.join("\n")).toMatch(message);
    expect(manifestText()).toBe(before);
  });

  it("a missing pair", async () => {
    const lines = readFileSync(path.join(dir, "snapshot-2026-03-01.csv"), "utf8").trimEnd().split("\n").slice(0, -1);
    writeFileSync(path.join(dir, "short.csv"), `${lines.join("\n")}\n`);
    expect(await run("short.csv")).toBe(1);
    expect(errors.join("\n")).toMatch(/short\.csv:9: JP → JP is missing/);
  });

  it("a date not after the current version", async () => {
    const args = ARGS.map((a) => (a === "2026-03-01" ? "2024-12-31" : a));
    expect(await run("snapshot-2026-03-01.csv", args)).toBe(1);
    expect(errors.join("\n")).toContain("--as-of 2024-12-31 is not after the current version (2025-01-01)");
  });

  it("a missing --licence is a usage error", async () => {
    expect(await run("snapshot-2026-03-01.csv", ARGS.slice(0, -2))).toBe(2);
    expect(errors.join("\n")).toContain("--licence is required");
  });
});
