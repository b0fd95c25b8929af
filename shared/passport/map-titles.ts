/** @module The requirement maps' accessible names, the same whether the page draws a map or the browser fetches it. */

/** "India, the UAE and Singapore" style: names joined by commas and a final "and". */
export function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * The name of one passport's map, or of 2–4 passports' combined map.
 * @example mapTitle(["India"]) // "Map: visa requirements for India passport holders, by destination"
 */
export function mapTitle(passportNames: readonly string[]): string {
  return passportNames.length === 1
    ? `Map: visa requirements for ${passportNames[0]} passport holders, by destination`
    : `Map: the easiest requirement a holder of ${joinNames(passportNames)} passports gets in each destination`;
}
