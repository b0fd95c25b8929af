/**
 * @module A passport's no-visa destinations at each snapshot (visa free, with or without a day count, or visa on
 * arrival: shared/passport/counts.ts's no-visa count, as the No Visa Countries finder counts them), as each
 * snapshot published them, before our corrections. Computed from the newest snapshot's values, walked back through
 * the history's changes (data/passport-index/history): the value at a snapshot is the newest one with every later
 * change undone. Not the mobility score: the snapshots name eTAs only from 12 Jan 2025 (before, they were labelled
 * e-Visa), so counting eTAs would draw a jump that is only a relabel.
 */
import type { IsoDate } from "../units/iso-date";
import type { RequirementChange } from "./change";

/**
 * Whether a raw snapshot value is a no-visa destination (days, "visa free", "visa on arrival"): isNoVisa on the raw
 * vocabulary, which older snapshots spell beyond parseRequirement's.
 * @example isNoVisaValue("30") // true
 */
export function isNoVisaValue(value: string): boolean {
  const v = value.trim().toLowerCase();
  return /^[1-9]\d*$/.test(v) || v === "visa free" || v === "visa on arrival";
}

/** One point of a passport's mobility chart. */
export interface MobilityPoint {
  passportCountryCode: string;
  /** The snapshot's date (YYYY-MM-DD). */
  takenOn: IsoDate;
  /** No-visa destinations (visa free or visa on arrival) at that snapshot, as published. */
  noVisa: number;
}

/**
 * Every passport's mobility at every snapshot, oldest snapshot first per passport.
 * @param newest the newest snapshot's values (`takenOn` is its date, the last of `snapshots`).
 * @param changes the changes between consecutive snapshots (each dated by `seenAfterOn`, the snapshot that first
 *   showed `after`); a change whose `after` disagrees with the value being walked back is still undone, its
 *   `before` taken as the earlier value (the history is the record of what each snapshot showed).
 * @param snapshots every snapshot date, in any order.
 * @example mobilityBySnapshot([{ passport: "IN", destination: "TH", requirement: "30" }], [], ["2026-02-17"]) // [{ passportCountryCode: "IN", takenOn: "2026-02-17", noVisa: 1 }]
 */
export function mobilityBySnapshot(
  newest: readonly { passport: string; destination: string; requirement: string }[],
  changes: readonly Pick<RequirementChange, "passportCountryCode" | "destinationCountryCode" | "before" | "after" | "seenAfterOn">[],
  snapshots: readonly IsoDate[],
): MobilityPoint[] {
  const dates = [...new Set(snapshots)].sort();
  const counts = new Map<string, number>();
  const values = new Map<string, string>();
  for (const row of newest) {
    values.set(`${row.passport}-${row.destination}`, row.requirement);
    if (isNoVisaValue(row.requirement)) counts.set(row.passport, (counts.get(row.passport) ?? 0) + 1);
    else if (!counts.has(row.passport)) counts.set(row.passport, 0);
  }
  const changesOn = new Map<string, (typeof changes)[number][]>();
  for (const change of changes) {
    const list = changesOn.get(change.seenAfterOn);
    if (list) list.push(change);
    else changesOn.set(change.seenAfterOn, [change]);
  }

  const points: MobilityPoint[] = [];
  for (let i = dates.length - 1; i >= 0; i--) {
    const takenOn = dates[i]!;
    for (const [passport, noVisa] of counts) points.push({ passportCountryCode: passport, takenOn, noVisa });
    // Step back to the previous snapshot: undo the changes this one first showed.
    for (const change of changesOn.get(takenOn) ?? []) {
      const key = `${change.passportCountryCode}-${change.destinationCountryCode}`;
      const now = values.get(key) ?? change.after;
      const delta = Number(isNoVisaValue(change.before)) - Number(isNoVisaValue(now));
      values.set(key, change.before);
      if (delta !== 0) counts.set(change.passportCountryCode, (counts.get(change.passportCountryCode) ?? 0) + delta);
    }
  }
  return points.sort((a, b) =>
    a.passportCountryCode < b.passportCountryCode ? -1 : a.passportCountryCode > b.passportCountryCode ? 1 : a.takenOn < b.takenOn ? -1 : 1,
  );
}
