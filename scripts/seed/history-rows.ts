/**
 * @module The requirement_snapshots and requirement_changes rows: the shared history (history/snapshots.csv,
 * history/changes.csv) followed by each imported version and its change file.
 */
import type { requirementChanges, requirementSnapshots } from "../../worker/db/schema";
import type { PassportIndexRow } from "./parse";
import type { RowOf } from "./sql";
import type { ChangeRow, SnapshotRow, VersionEntry, VersionsManifest } from "./versions";

/**
 * Joins the shared history and the imports. An imported version (one with a `changes` file) adds its snapshot
 * row; when one of its changes `reverts-previous`, the change it undoes is marked `reverted-next`, as the
 * shared history marks such pairs. Warnings: a version that is not a history snapshot.
 * @param changeFiles the shared changes first, then each imported version's, in manifest order.
 */
export function historyRows(
  manifest: VersionsManifest,
  snapshots: readonly SnapshotRow[],
  changeFiles: readonly (readonly ChangeRow[])[],
  versions: readonly { entry: VersionEntry; rows: readonly PassportIndexRow[] }[],
): { snapshots: RowOf<typeof requirementSnapshots>[]; changes: RowOf<typeof requirementChanges>[]; warnings: string[] } {
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

  const changes = changeFiles.flat().map((c) => ({ ...c }));
  const byPairAndDay = new Map(changes.map((c) => [`${c.passportCountryCode}-${c.destinationCountryCode}-${c.seenAfterOn}`, c]));
  for (const change of changes) {
    if (change.note !== "reverts-previous") continue;
    const undone = byPairAndDay.get(`${change.passportCountryCode}-${change.destinationCountryCode}-${change.seenBeforeOn}`);
    if (undone && undone.note === null) undone.note = "reverted-next";
  }
  return { snapshots: snapshotRows, changes, warnings };
}
