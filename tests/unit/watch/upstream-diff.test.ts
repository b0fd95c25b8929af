/**
 * The upstream check's comparison (issue #35): a Passport Index file against the current version, on a small
 * matrix (worked cases and fast-check properties) and on the real files (against data:import's own diff).
 */
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { diffSnapshots } from "../../../scripts/import/snapshot";
import { parsePassportIndexCsv } from "../../../shared/passport-index/parse";
import type { CountryCode } from "../../../shared/units/country-code";
import type { IsoDate } from "../../../shared/units/iso-date";
import { type CurrentPair, differsFromCurrent, summariseUpstream, upstreamAnomalies } from "../../../shared/watch/upstream-diff";
import { upstreamFlag } from "../../../shared/watch/upstream-report";

const CODES = ["AF", "BR", "CN", "DE", "FR", "GB", "IN", "JP", "TH", "US"] as CountryCode[];
const VALUES = ["visa required", "e-visa", "eta", "visa on arrival", "visa free", "30", "90", "no admission"];

/** A 10 × 10 current version: "-1" on the diagonal, the other values spread over VALUES. */
const CURRENT: CurrentPair[] = CODES.flatMap((passport, i) =>
  CODES.map((destination, j) => ({ passport, destination, requirement: i === j ? "-1" : (VALUES[(i * 3 + j) % VALUES.length] as string) })),
);
const OTHERS = CURRENT.filter((p) => p.passport !== p.destination);

const csvOf = (rows: readonly { passport: string; destination: string; requirement: string }[]) =>
  `Passport,Destination,Requirement\n${rows.map((r) => `${r.passport},${r.destination},${r.requirement}`).join("\n")}\n`;
const file = (rows: readonly { passport: string; destination: string; requirement: string }[]) => ({ name: "upstream", text: csvOf(rows) });
const META = { bytes: 1234, sha256: "0123456789abcdef".repeat(4), currentAsOn: "2026-02-17" as IsoDate };

/** Another valid value than `value`. */
const otherValue = (value: string, shift: number) => {
  const options = VALUES.filter((v) => v !== value);
  return options[shift % options.length] as string;
};

describe("summariseUpstream, worked cases", () => {
  it("the current version's own file: nothing differs, nothing to flag", () => {
    const summary = summariseUpstream(CURRENT, file(CURRENT));
    expect(summary).toMatchObject({ readable: true, rows: 100, changed: [], added: 0, missing: 0, blank: [], vanished: [], refusal: null });
    expect(differsFromCurrent(summary)).toBe(false);
    expect(upstreamAnomalies(summary)).toEqual([]);
    expect(upstreamFlag(summary, META)).toBeNull();
  });

  it("two pairs changed, one in India's row: an upstream-changed flag with India's row and how to publish", () => {
    const before = (p: string, d: string) => CURRENT.find((c) => c.passport === p && c.destination === d)?.requirement ?? "";
    const after = { "IN-TH": otherValue(before("IN", "TH"), 4), "US-CN": otherValue(before("US", "CN"), 5) } as Record<string, string>;
    const rows = CURRENT.map((p) => ({ ...p, requirement: after[`${p.passport}-${p.destination}`] ?? p.requirement }));
    const summary = summariseUpstream(CURRENT, file(rows));
    expect(summary.india).toEqual([{ passport: "IN", destination: "TH", before: before("IN", "TH"), after: after["IN-TH"] }]);
    const flag = upstreamFlag(summary, META);
    expect(flag).toEqual({
      kind: "upstream-changed",
      dedupeKey: `upstream-changed:${META.sha256}`,
      subject: "Upstream Passport Index file changed: 2 pairs differ from the current version, 1 in India's row",
      detail: [
        "Against the current version (17 Feb 2026): 2 of 100 pairs changed (2.0 %), 0 added, 0 missing; 0 blank cells.",
        `India's row: 1 change: IN → TH ${before("IN", "TH")} → ${after["IN-TH"]}.`,
        `Other changes: US → CN ${before("US", "CN")} → ${after["US-CN"]}.`,
        "File: 1,234 bytes, 100 rows, SHA-256 0123456789abcdef….",
        "Nothing on the site changed. To publish: check the changes against their sources, then npm run data:import -- <file> --as-of <date> …, npm run db:seed, commit data/ and deploy.",
      ].join("\n"),
    });
  });

  it("blank cells, a vanished country and too many changes: an upstream-anomaly flag naming each, as data:import words its refusal", () => {
    // Brazil's whole row changes (8 pairs once Thailand is gone: 8 % of the current version's 100).
    const rows = CURRENT.filter((p) => p.passport !== "TH" && p.destination !== "TH").map((p) =>
      p.passport === "AF" && p.destination === "BR"
        ? { ...p, requirement: "" }
        : p.passport === "BR" && p.destination !== "BR"
          ? { ...p, requirement: otherValue(p.requirement, 0) }
          : p,
    );
    const summary = summariseUpstream(CURRENT, file(rows));
    expect(summary.blank).toEqual([{ line: 3, passport: "AF", destination: "BR" }]);
    expect(summary.vanished).toEqual(["TH"]);
    expect(summary.missing).toBe(19);
    expect(summary.changed).toHaveLength(8);
    const flag = upstreamFlag(summary, META);
    expect(flag?.kind).toBe("upstream-anomaly");
    expect(flag?.dedupeKey).toBe(`upstream-anomaly:${META.sha256}`);
    expect(flag?.subject).toBe("Upstream Passport Index file looks wrong: 4 anomalies");
    expect(flag?.detail.split("\n").slice(0, 5)).toEqual([
      "Not to be trusted as it is:",
      "- 1 blank cell (first: line 3, AF → BR)",
      "- 8.0 % of the pairs changed (more than 5 % in one update)",
      "- a country vanished (no longer a passport or a destination): TH",
      '- data:import would refuse it: upstream:3: requirement: unknown requirement "" (expected 7-360 days, "visa free", "visa on arrival", "eta", "e-visa", "visa required", "no admission" or "-1")',
    ]);
    expect(flag?.detail).toContain("Check the file against passportindex.org before importing any of it.");
  });

  it("a file that is not the tidy CSV is not compared, and is an anomaly", () => {
    const summary = summariseUpstream(CURRENT, { name: "upstream", text: "<!doctype html><title>Sign in</title>\n" });
    expect(summary.readable).toBe(false);
    expect(upstreamAnomalies(summary)[0]).toBe("it is not the tidy CSV (its first line is not Passport,Destination,Requirement)");
    expect(upstreamFlag(summary, META)?.kind).toBe("upstream-anomaly");
  });

  it("a broken line is counted, not thrown, and data:import's refusal names it", () => {
    const text = csvOf(CURRENT).replace("AF,BR,", 'AF,BR,"visa');
    const summary = summariseUpstream(CURRENT, { name: "upstream", text });
    expect(summary.malformed).toBe(1);
    expect(summary.refusal).toBe("upstream:3: unterminated quoted field");
  });
});

describe("summariseUpstream, properties", () => {
  const changes = fc.uniqueArray(fc.record({ index: fc.nat(OTHERS.length - 1), shift: fc.nat(10) }), { selector: (c) => c.index, maxLength: 30 });

  it("counts exactly the pairs whose value changed, lists India's among them, and calls more than 5 % an anomaly", () => {
    fc.assert(
      fc.property(changes, (picked) => {
        const next = new Map(picked.map(({ index, shift }) => [OTHERS[index], otherValue(OTHERS[index]?.requirement ?? "", shift)]));
        const rows = CURRENT.map((p) => (next.has(p) ? { ...p, requirement: next.get(p) as string } : p));
        const summary = summariseUpstream(CURRENT, file(rows));
        expect(summary.changed).toHaveLength(picked.length);
        expect(summary.india).toHaveLength([...next.keys()].filter((p) => p?.passport === "IN").length);
        expect(summary.refusal).toBeNull();
        const flag = upstreamFlag(summary, META);
        if (picked.length === 0) expect(flag).toBeNull();
        else expect(flag?.kind).toBe(picked.length / CURRENT.length > 0.05 ? "upstream-anomaly" : "upstream-changed");
      }),
    );
  });

  it("counts every blank cell, and a blank is always an anomaly", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(OTHERS.length - 1), { minLength: 1, maxLength: 20 }), (blanked) => {
        const blank = new Set(blanked.map((i) => OTHERS[i]));
        const summary = summariseUpstream(CURRENT, file(CURRENT.map((p) => (blank.has(p) ? { ...p, requirement: "" } : p))));
        expect(summary.blank).toHaveLength(blanked.length);
        expect(summary.changed).toHaveLength(0);
        expect(upstreamFlag(summary, META)?.kind).toBe("upstream-anomaly");
      }),
    );
  });

  it("a country whose rows are all gone vanishes, and its pairs are missing", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CODES), (gone) => {
        const summary = summariseUpstream(CURRENT, file(CURRENT.filter((p) => p.passport !== gone && p.destination !== gone)));
        expect(summary.vanished).toEqual([gone]);
        expect(summary.missing).toBe(2 * CODES.length - 1);
        expect(upstreamAnomalies(summary).some((a) => a.includes(`vanished (no longer a passport or a destination): ${gone}`))).toBe(true);
      }),
    );
  });
});

describe("the real files", () => {
  const read = (path: string) => ({ name: path, text: readFileSync(new URL(`../../../data/passport-index/${path}`, import.meta.url), "utf8") });
  const jan2025 = read("passport-index-tidy-iso2.csv");
  const feb2026 = read("snapshots/2026-02-17/passport-index-tidy-iso2.csv");

  it("the 12 Jan 2025 file against itself: nothing; the 17 Feb 2026 file against it: data:import's own count of changed pairs", () => {
    const current = parsePassportIndexCsv(jan2025);
    expect(upstreamFlag(summariseUpstream(current, jan2025), META)).toBeNull();
    const summary = summariseUpstream(current, feb2026);
    const imported = diffSnapshots(
      { asOn: "2025-01-12" as IsoDate, rows: current },
      { asOn: "2026-02-17" as IsoDate, rows: parsePassportIndexCsv(feb2026) },
      [],
    );
    expect(summary.changed).toHaveLength(imported.length);
    expect(summary.refusal).toBeNull();
    // Thirteen months of changes at once are more than 5 %: a file that stale is flagged for a person, not trusted.
    expect(upstreamFlag(summary, { ...META, currentAsOn: "2025-01-12" as IsoDate })?.kind).toBe("upstream-anomaly");
  });
});
