/**
 * @module The date of the current requirements version (the newest snapshot), from the root's dataset
 * attributions: a change first seen in that snapshot is marked "Changed in the Feb 2026 data".
 */
import type { IsoDate } from "../../../shared/units/iso-date";
import { useRootData } from "../../root-data";

/** The Passport Index dataset's as-of date (YYYY-MM-DD), or null before the data is seeded. */
export function useLatestVersionOn(): IsoDate | null {
  const attribution = useRootData().attributions.find((a) => a.id === "passport-index");
  return (attribution?.asOn as IsoDate | undefined) ?? null;
}
