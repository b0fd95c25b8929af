/** @module How the compare page's pickers change its list of passports, and the sentence that says what changed. */

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

/**
 * What a change of the list did, in one short sentence for the page's status region (screen readers hear it where
 * sighted visitors see the pickers change): added, removed, replaced or swapped, then how many passports remain.
 * `prev` and `next` are ISO 3166-1 alpha-2 codes in slot order; `nameOf` gives a code's country name.
 * @example changeSentence(["IN", "AE"], ["IN", "AE", "JP"], name) // "Japan added: 3 passports compared."
 * @example changeSentence(["IN", "AE"], ["AE"], name) // "India removed: 1 passport, add another to compare."
 */
export function changeSentence(prev: readonly string[], next: readonly string[], nameOf: (code: string) => string): string {
  const [added] = next.filter((c) => !prev.includes(c)).map(nameOf);
  const [removed] = prev.filter((c) => !next.includes(c)).map(nameOf);
  const moved = next.filter((c, i) => prev[i] !== c).map(nameOf);
  const what =
    added && removed ? `${added} replaced ${removed}` : added ? `${added} added` : removed ? `${removed} removed` : `${moved.join(" and ")} swapped`;
  const left =
    next.length > 1 ? `${next.length} passports compared` : next.length ? "1 passport, add another to compare" : "choose a passport to start";
  return `${what}: ${left}.`;
}
