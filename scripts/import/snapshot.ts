/**
 * @module Pure steps of `npm run data:import`: validate a new Passport Index snapshot (tidy CSV) against the
 * current version (shared/passport-index/validate.ts, which the Worker's upstream check runs too), diff the two
 * into history rows (history/changes.csv's columns and meaning), and produce the new versions manifest with the
 * snapshot as current. No file access: scripts/import-snapshot.ts does the I/O.
 */
import { changeKindOf } from "../../shared/history/change";
import type { IsoDate } from "../../shared/units/iso-date";
import type { SourceText } from "../../shared/data-input/source-text";
import type { PassportIndexRow } from "../../shared/passport-index/parse";
import { ImportError, validateSnapshot } from "../../shared/passport-index/validate";
import { CHANGES_HEADER, type ChangeRow, type VersionEntry, type VersionsManifest } from "../seed/versions";

/** What the maintainer says about the snapshot (the CLI's flags). */
export interface ImportArgs {
  asOn: IsoDate;
  /** Upstream, e.g. "imorte/passport-index-data". */
  source: string;
  sourceUrl: string;
  licence: string;
  /** Name the attribution shows (default "Passport Index data"). */
  name: string;
  /** Upstream commit (40 hex) or null. */
  upstreamCommit: string | null;
}

/** Everything the import writes. */
export interface ImportPlan {
  manifest: VersionsManifest;
  /** Path of the snapshot copy and of the change file, relative to the manifest's folder. */
  snapshotFile: string;
  changesFile: string;
  changesCsv: string;
  changes: ChangeRow[];
}

const pairKey = (r: { passport: string; destination: string }) => `${r.passport}-${r.destination}`;

/**
 * The change rows from the current version to the new one, in the new file's order: one per pair whose value
 * differs, seen before on the current version's date and after on the new one's; kind "days" or "category"
 * (changeKindOf); note "reverts-previous" when the pair's latest change in `history` went the other way and was
 * first seen in the current version (A → B → A), as the shared history marks such pairs.
 */
export function diffSnapshots(
  current: { asOn: IsoDate; rows: readonly PassportIndexRow[] },
  next: { asOn: IsoDate; rows: readonly PassportIndexRow[] },
  history: readonly ChangeRow[],
): ChangeRow[] {
  const before = new Map(current.rows.map((r) => [pairKey(r), r.requirement]));
  const latest = new Map<string, ChangeRow>();
  for (const c of history) {
    const key = `${c.passportCountryCode}-${c.destinationCountryCode}`;
    const seen = latest.get(key);
    if (!seen || c.seenAfterOn > seen.seenAfterOn) latest.set(key, c);
  }
  const changes: ChangeRow[] = [];
  for (const row of next.rows) {
    const old = before.get(pairKey(row));
    if (old === undefined || old === row.requirement) continue;
    const previous = latest.get(pairKey(row));
    const reverts = previous !== undefined && previous.seenAfterOn === current.asOn && previous.before === row.requirement && previous.after === old;
    changes.push({
      passportCountryCode: row.passport,
      destinationCountryCode: row.destination,
      before: old,
      after: row.requirement,
      seenBeforeOn: current.asOn,
      seenAfterOn: next.asOn,
      kind: changeKindOf(old, row.requirement),
      note: reverts ? "reverts-previous" : null,
    });
  }
  return changes;
}

/** A CSV field, quoted when it holds a comma or a quote. */
function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Change rows as CSV text with history/changes.csv's header.
 * @example changesCsv([]) // "passport,destination,before,after,seen_before_on,seen_after_on,kind,note\n"
 */
export function changesCsv(changes: readonly ChangeRow[]): string {
  const lines = changes.map((c) =>
    [c.passportCountryCode, c.destinationCountryCode, c.before, c.after, c.seenBeforeOn, c.seenAfterOn, c.kind, c.note ?? ""].map(csvField).join(","),
  );
  return `${[CHANGES_HEADER.join(","), ...lines].join("\n")}\n`;
}

/**
 * Plans the import: checks the date (after the current version, not listed yet), validates the file, diffs it
 * against the current version and returns the manifest with the new version appended and made current.
 * @param currentRows the current version's rows; `history` every change row loaded so far (shared and imported).
 * @throws ImportError for a bad argument or the first bad row.
 */
export function planImport(
  manifest: VersionsManifest,
  currentRows: readonly PassportIndexRow[],
  history: readonly ChangeRow[],
  source: SourceText,
  args: ImportArgs,
): ImportPlan {
  if (manifest.versions.some((v) => v.asOn === args.asOn)) throw new ImportError(`--as-of ${args.asOn}: that version is already listed`);
  if (args.asOn <= manifest.current) throw new ImportError(`--as-of ${args.asOn} is not after the current version (${manifest.current})`);
  const rows = validateSnapshot(source, currentRows);
  const changes = diffSnapshots({ asOn: manifest.current, rows: currentRows }, { asOn: args.asOn, rows }, history);
  const snapshotFile = `snapshots/${args.asOn}.csv`;
  const changesFile = `changes/${args.asOn}.csv`;
  const version: VersionEntry = {
    asOn: args.asOn,
    name: args.name,
    file: snapshotFile,
    repository: args.source,
    sourceUrl: args.sourceUrl,
    upstreamCommit: args.upstreamCommit,
    licence: args.licence,
    changes: changesFile,
  };
  return {
    manifest: { ...manifest, current: args.asOn, versions: [...manifest.versions, version] },
    snapshotFile,
    changesFile,
    changesCsv: changesCsv(changes),
    changes,
  };
}
