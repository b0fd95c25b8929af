/** @module Site-wide product texts (spec README placeholders). */

/** {brand} */
export const BRAND = "Visa Fee Atlas";
