/** The seed's requirement versions, change history and correction review, on the real data and on small files. */
import { beforeAll, describe, expect, it } from "vitest";
import { buildSeedRows, type SeedBuild, type SeedSources } from "../../../scripts/seed/build";
import { formatCorrectionReview, reviewCorrections } from "../../../scripts/seed/correction-review";
import { loadSeedSources } from "../../../scripts/seed/load";
import { parseChangesCsv } from "../../../scripts/seed/versions";
import { changeDirection, changeKindOf, type ChangeKind } from "../../../shared/history/change";
import { isNoVisaValue } from "../../../shared/history/mobility";
import type { IsoDate } from "../../../shared/units/iso-date";
import { seedError } from "./seed-error";

let sources: SeedSources;
let build: SeedBuild;

beforeAll(async () => {
  sources = await loadSeedSources();
  build = buildSeedRows(sources);
}, 60_000);

describe("requirement versions and history (real data)", () => {
  it("keeps both versions, marks the manifest's current one, and attributes each with its date and source", () => {
    const manifest = JSON.parse(sources.versions.text) as { current: string; versions: { asOn: string }[] };
    expect(build.rows.requirementVersions.map((v) => v.asOn)).toEqual(manifest.versions.map((v) => v.asOn));
    expect(build.rows.requirementVersions.filter((v) => v.isCurrent).map((v) => v.asOn)).toEqual([manifest.current]);
    expect(build.rows.requirementVersions.find((v) => v.asOn === "2025-01-12")).toMatchObject({
      repository: "ilyankou/passport-index-dataset",
      attribution: "Visa requirements: Passport Index dataset (MIT), as of 12 Jan 2025",
    });
  });

  it("shows the current version's attribution in the datasets row the footer reads", () => {
    const current = build.rows.requirementVersions.find((v) => v.isCurrent);
    expect(build.rows.datasets.find((d) => d.id === "passport-index")).toMatchObject({
      attribution: current?.attribution,
      asOn: current?.asOn,
      sourceUrl: current?.sourceUrl,
    });
  });

  it("agrees with the history's own kinds: days between visa-free values, category otherwise", () => {
    const disagreements = build.rows.requirementChanges.filter((c) => c.kind !== "relabel" && changeKindOf(c.before, c.after) !== c.kind);
    expect(disagreements).toEqual([]);
  });

  it("classes every change for the traveller, as the domain does", () => {
    const counts = { easier: 0, harder: 0, neither: 0 };
    for (const change of build.rows.requirementChanges) {
      expect(change.direction).toBe(changeDirection({ ...change, kind: change.kind as ChangeKind }));
      counts[change.direction] += 1;
    }
    expect(counts.easier).toBeGreaterThan(0);
    expect(counts.harder).toBeGreaterThan(0);
    // The Jan 2025 relabels (e-Visa → eTA) are neither.
    expect(build.rows.requirementChanges.filter((c) => c.kind === "relabel").every((c) => c.direction === "neither")).toBe(true);
  });

  it("walks mobility back from the newest snapshot to the counts the older version states, for every passport", () => {
    const older = build.rows.visaRequirements.filter((r) => r.versionOn === "2025-01-12");
    const direct = new Map<string, number>();
    for (const r of older) if (isNoVisaValue(r.requirement)) direct.set(r.passportCountryCode, (direct.get(r.passportCountryCode) ?? 0) + 1);
    const walked = build.rows.passportMobility.filter((p) => p.takenOn === "2025-01-12");
    expect(walked).toHaveLength(new Set(older.map((r) => r.passportCountryCode)).size);
    for (const point of walked) expect(point.noVisa, point.passportCountryCode).toBe(direct.get(point.passportCountryCode) ?? 0);
    // One point per passport and snapshot.
    expect(build.rows.passportMobility).toHaveLength(walked.length * build.rows.requirementSnapshots.length);
  });

  it("marks both halves of every undone change", () => {
    const notes = build.rows.requirementChanges.map((c) => c.note);
    expect(notes.filter((n) => n === "reverted-next").length).toBe(notes.filter((n) => n === "reverts-previous").length);
  });
});

describe("history files", () => {
  const header = "passport,destination,before,after,seen_before_on,seen_after_on,kind,note\n";

  it("names the line of an unknown value", () => {
    const text = `${header}IN,VN,visa required,e-visa,2025-01-12,2026-02-17,category,\nIN,TH,visa required,visa-free,2025-01-12,2026-02-17,category,\n`;
    expect(seedError(() => parseChangesCsv({ name: "changes.csv", text })).message).toMatch(/^changes\.csv:3: after: unknown requirement value/);
  });

  it("rejects a change whose interval runs backwards", () => {
    const text = `${header}IN,VN,visa required,e-visa,2026-02-17,2025-01-12,category,\n`;
    expect(seedError(() => parseChangesCsv({ name: "changes.csv", text })).message).toContain("changes.csv:2:");
  });

  it("rejects a wrong header", () => {
    expect(seedError(() => parseChangesCsv({ name: "changes.csv", text: "a,b\n" })).message).toMatch(/^changes\.csv:1: expected the header/);
  });
});

describe("corrections against the current snapshot", () => {
  it("finds every correction of corrections.v2.json reviewed against the current snapshot: nothing to review", () => {
    const current = build.rows.requirementVersions.find((v) => v.isCurrent)?.asOn;
    expect(build.review.length).toBe(build.rows.requirementCorrections.length);
    expect(new Set(build.review.map((l) => l.verdict))).toEqual(new Set(["reviewed"]));
    expect(formatCorrectionReview(build.review)[0]).toBe(
      `corrections against the current snapshot (${current}), for review: ${build.review.length} reviewed against it or a later one`,
    );
  });

  it("lists a newer snapshot that disagrees as a conflict, and one that agrees as redundant, grouped by record", () => {
    const rows = build.rows.requirementCorrections.filter(
      (c) => (c.passportCountryCode === "IN" && c.destinationCountryCode === "IR") || c.destinationCountryCode === "GB",
    );
    // A snapshot of 1 Jun 2026 (newer than every review) that still says "visa on arrival" for Iran and "eta" for the UK.
    const lines = reviewCorrections(rows, { asOn: "2026-06-01" as IsoDate, valueOf: (_p, d) => (d === "IR" ? "visa on arrival" : "eta") });
    const text = formatCorrectionReview(lines);
    expect(text).toContain(
      '  conflict: IN → IR: correction "visa required" from 2025-11-22 (reviewed against 2026-02-17), snapshot 2026-06-01 says "visa on arrival"; the site shows the correction and says the sources disagree',
    );
    expect(text.filter((l) => l.includes("redundant") && l.includes("→ GB"))).toEqual([
      expect.stringMatching(/^ {2}redundant \(a newer snapshot already says so\): AT,BE,.*,VA → GB "eta" from 2025-04-02$/),
    ]);
  });
});
