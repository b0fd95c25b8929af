/**
 * @module The directory's verified countries (decision 14, issue #32): how many there are, and the filter that keeps
 * them. A country is verified when at least one of its fee records is Verified (isCitedVerified): the card's
 * '{n} Verified' badge.
 */

export { VERIFIED_ONLY } from "./verified-param";

/**
 * Whether a directory card's country has a Verified record.
 * @example isVerifiedCountry({ verifiedCount: 0 }) // false
 */
export function isVerifiedCountry(card: { verifiedCount: number }): boolean {
  return card.verifiedCount > 0;
}

/**
 * The cards to show: the verified countries' only when `verifiedOnly`, else all, in their given order.
 * @example filterVerified([{ verifiedCount: 2 }, { verifiedCount: 0 }], true) // [{ verifiedCount: 2 }]
 */
export function filterVerified<T extends { verifiedCount: number }>(cards: readonly T[], verifiedOnly: boolean): readonly T[] {
  return verifiedOnly ? cards.filter(isVerifiedCountry) : cards;
}

/**
 * How many of the directory's countries are verified, counted from the cards given (every card, not a search's
 * matches: the line describes the data, not the view).
 * @example verifiedCountText([{ verifiedCount: 2 }, { verifiedCount: 0 }]) // "1 of 2 countries verified"
 */
export function verifiedCountText(cards: readonly { verifiedCount: number }[]): string {
  const verified = cards.filter(isVerifiedCountry).length;
  return `${verified} of ${cards.length} ${cards.length === 1 ? "country" : "countries"} verified`;
}
