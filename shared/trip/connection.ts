/**
 * @module What a connection's dates say about it. A plan gives calendar days, not clock times, so a connection from
 * day A to day B (B − A = d days) lasts more than 24·(d − 1) hours and less than 24·(d + 1): it certainly exceeds a
 * rule's limit when the shorter bound reaches it, and may exceed it when only the longer one does. And an airside
 * connection in a Schengen state next to another Schengen stop is not airside at all: the traveller arrives from or
 * leaves for the area, so passes its border control (data/transit/SOURCE.md, the SCHENGEN airside rule's conditions).
 */
import { dayNumber } from "../schengen/days";
import { SCHENGEN_STATE_CODES } from "../schengen/states";
import type { IsoDate } from "../units/iso-date";
import type { StopKind, TripStop } from "./plan";

/** How a connection's dates compare with a limit in hours. */
export type HoursFit = "fits" | "may-exceed" | "exceeds";

/**
 * The connection from `arriveOn` to `departOn` against `maxHours` (null: no limit, so it fits).
 * @example hoursFit("2027-01-10", "2027-01-10", 24) // "fits" (under 24 hours on one day)
 * @example hoursFit("2027-01-10", "2027-01-11", 24) // "may-exceed"
 * @example hoursFit("2027-01-10", "2027-01-12", 24) // "exceeds" (more than 24 hours whatever the times)
 */
export function hoursFit(arriveOn: IsoDate, departOn: IsoDate, maxHours: number | null): HoursFit {
  if (maxHours === null) return "fits";
  const days = dayNumber(departOn) - dayNumber(arriveOn);
  if (24 * (days - 1) >= maxHours) return "exceeds";
  return 24 * (days + 1) > maxHours ? "may-exceed" : "fits";
}

/** Whether a stop of this kind in this country puts the traveller inside the Schengen area (a stay or landside there). */
function inSchengenArea(stop: Pick<TripStop, "countryCode" | "kind">): boolean {
  return SCHENGEN_STATE_CODES.has(stop.countryCode) && stop.kind !== "airside";
}

/**
 * The kind a stop really is: an airside connection in a Schengen state whose previous or next stop is in a Schengen
 * state too (any kind) is landside; every other stop is as planned.
 * @example effectiveKind([{ countryCode: "FR", kind: "stay" }, { countryCode: "DE", kind: "airside" }], 1) // "landside"
 */
export function effectiveKind(stops: readonly Pick<TripStop, "countryCode" | "kind">[], index: number): StopKind {
  const stop = stops[index];
  if (!stop) throw new RangeError(`No stop ${index}`);
  if (stop.kind !== "airside" || !SCHENGEN_STATE_CODES.has(stop.countryCode)) return stop.kind;
  const neighbours = [stops[index - 1], stops[index + 1]];
  return neighbours.some((n) => n !== undefined && SCHENGEN_STATE_CODES.has(n.countryCode)) ? "landside" : "airside";
}

/**
 * Whether a stop counts in the Schengen 90/180-day rule: a stay or landside connection in a Schengen state, after
 * effectiveKind.
 */
export function countsInSchengen(stops: readonly Pick<TripStop, "countryCode" | "kind">[], index: number): boolean {
  const stop = stops[index];
  return stop !== undefined && inSchengenArea({ countryCode: stop.countryCode, kind: effectiveKind(stops, index) });
}
