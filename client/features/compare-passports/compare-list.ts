/** @module How the compare page's pickers change its list of passports. */

/**
 * The list after choosing `code` (ISO 3166-1 alpha-2) for slot `index`; index = length adds a slot. A code already
 * in the list swaps places with the slot's passport when a slot is changed, and is not added twice.
 * @example withChoice(["IN", "AE"], 0, "AE") // ["AE", "IN"]
 */
export function withChoice(passports: readonly string[], index: number, code: string): string[] {
  const next = [...passports];
  const existing = next.indexOf(code);
  if (existing >= 0 && index < next.length) {
    next[existing] = next[index] as string;
    next[index] = code;
    return next;
  }
  if (existing >= 0) return next;
  next[index] = code;
  return next;
}
