/**
 * @module The world fee records charged by the mission where the traveller applies (data/visa-fees/fee-places.json,
 * this project's own file; issue #45, honest labels): an explicit, reviewable list of record ids, each with the words
 * of the record's own notes that say so, rather than a pattern over prose. The seed marks those rows
 * (fee_options.charged_by_mission) and stops on an id that names no world record or a quote its notes no longer hold.
 */
import { z } from "zod";
import type { SeedProblem } from "../../shared/data-input/errors";
import type { Sourced } from "./desk";
import type { JsonRecord } from "./parse";
import { nonEmptyText } from "./schemas";
import type { WorldFeeRecord } from "./world-fee-schemas";

/** One entry of fee-places.json (`places`). */
export const feePlaceSchema = z.strictObject({
  id: nonEmptyText,
  /** Words of the record's `notes` saying the mission where one applies charges the fee. */
  quote: nonEmptyText,
});

/** A parsed entry. */
export type FeePlaceRecord = z.output<typeof feePlaceSchema>;

/**
 * The ids of the world records charged by the mission where one applies. Problems, each at its entry: an id listed
 * twice, an id no world record (world-fees.json or a desk `world-fee` change) has, a quote the record's notes lack.
 */
export function feePlaces(
  file: string,
  places: readonly JsonRecord<FeePlaceRecord>[],
  worldFees: readonly Sourced<WorldFeeRecord>[],
): { ids: Set<string>; problems: SeedProblem[] } {
  const records = new Map(worldFees.map(({ value }) => [value.id, value]));
  const ids = new Set<string>();
  const problems: SeedProblem[] = [];
  for (const { value: place, index, line } of places) {
    const problem = (message: string) => problems.push({ file, line, record: { index, id: place.id }, message });
    if (ids.has(place.id)) problem("this id is listed twice");
    ids.add(place.id);
    const record = records.get(place.id);
    if (!record) problem("no world fee record has this id");
    else if (!(record.notes ?? "").includes(place.quote)) problem("the record's notes do not contain the quote");
  }
  return { ids, problems };
}
