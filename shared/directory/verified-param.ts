/**
 * @module The directory's `?verified=` value, apart from the verified count and filter (./verified.ts) so the route's
 * URL check in the browser's first bundle does not carry them to every page (as ./search-limit.ts does for the search).
 */

/** The value of `?verified=` that keeps verified countries only; the only value the page accepts. */
export const VERIFIED_ONLY = "1";
