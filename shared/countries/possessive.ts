/** @module English possessives of country names, for the sentences pages build ("Malaysia's exemption"). */

/**
 * A country's name as an English possessive: "Malaysia's", and a plural name with the apostrophe alone
 * ("Philippines'", "United States'", "Maldives'").
 */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}
