/**
 * @module The requirement_snapshots and requirement_changes rows: the shared history (history/snapshots.csv,
 * history/changes.csv) followed by each imported version and its change file.
 */
import { changeDirection } from "../../shared/history/change";
import { mobilityBySnapshot } from "../../shared/history/mobility";
import type { passportMobility, requirementChanges, requirementSnapshots } from "../../worker/db/schema";
import type { CountryCode } from "../../shared/units/country-code";
import type { PassportIndexRow } from "../../shared/passport-index/parse";
import type { RowOf } from "./sql";
import type { ChangeRow, SnapshotRow, VersionEntry, VersionsManifest } from "./versions";

/**
 * Joins the shared history and the imports. An imported version (one with a `changes` file) adds its snapshot
 * row; when one of its changes `reverts-previous`, the change it undoes is marked `reverted-next`, as the
 * shared history marks such pairs. Each change gets its direction for the traveller (easier, harder, neither),
 * and each passport its mobility at every snapshot, walked back from the newest snapshot's version. Warnings: a
 * version that is not a history snapshot; a newest snapshot without its version (no mobility then).
 * @param changeFiles the shared changes first, then each imported version's, in manifest order.
 */
export function historyRows(
  manifest: VersionsManifest,
  snapshots: readonly SnapshotRow[],
  changeFiles: readonly (readonly ChangeRow[])[],
  versions: readonly { entry: VersionEntry; rows: readonly PassportIndexRow[] }[],
): {
  snapshots: RowOf<typeof requirementSnapshots>[];
  changes: RowOf<typeof requirementChanges>[];
  mobility: RowOf<typeof passportMobility>[];
  warnings: string[];
} {
  const snapshotRows = snapshots.map((s) => ({ ...s }));
  for (const { entry, rows } of versions) {
    if (entry.changes && !snapshotRows.some((s) => s.takenOn === entry.asOn)) {
      snapshotRows.push({ takenOn: entry.asOn, repository: entry.repository, upstreamCommit: entry.upstreamCommit, pairs: rows.length });
    }
  }
  snapshotRows.sort((a, b) => (a.takenOn < b.takenOn ? -1 : a.takenOn > b.takenOn ? 1 : 0));
  const warnings = manifest.versions
    .filter((v) => !snapshotRows.some((s) => s.takenOn === v.asOn))
    .map((v) => `version ${v.asOn} is not among the history's snapshots: its changes are not in the history`);

  const changes = changeFiles.flat().map((c) => ({ ...c, direction: changeDirection(c) }));
  const byPairAndDay = new Map(changes.map((c) => [`${c.passportCountryCode}-${c.destinationCountryCode}-${c.seenAfterOn}`, c]));
  for (const change of changes) {
    if (change.note !== "reverts-previous") continue;
    const undone = byPairAndDay.get(`${change.passportCountryCode}-${change.destinationCountryCode}-${change.seenBeforeOn}`);
    if (undone && undone.note === null) undone.note = "reverted-next";
  }
  const newestOn = snapshotRows.at(-1)?.takenOn;
  const newest = versions.find((v) => v.entry.asOn === newestOn);
  if (newestOn && !newest) warnings.push(`the newest snapshot (${newestOn}) is not a version: no mobility is computed`);
  const mobility = newest
    ? mobilityBySnapshot(
        newest.rows,
        changes,
        snapshotRows.map((s) => s.takenOn),
      ).map((p) => ({ ...p, passportCountryCode: p.passportCountryCode as CountryCode }))
    : [];
  return { snapshots: snapshotRows, changes, mobility, warnings };
}
