/** @module Grouping of fee records by destination country (spec section 3, Verified-directory grouping). */

/**
 * Groups records by destination, keeping source order: countries in order of their first record, and each
 * country's records in the order they came. The spec's "first record" means this order.
 * @example groupByDestination([ae1, th1, ae2]) // Map { "AE" => [ae1, ae2], "TH" => [th1] }
 */
export function groupByDestination<T extends { destinationCountryCode: string }>(records: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const group = groups.get(record.destinationCountryCode);
    if (group) group.push(record);
    else groups.set(record.destinationCountryCode, [record]);
  }
  return groups;
}
