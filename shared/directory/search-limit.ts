/**
 * @module The directory search's length limit, apart from the filter (./search.ts) so the route's URL check in the
 * browser's first bundle does not carry the filter too.
 */

/** Longest search text accepted (characters, after trimming); longer input is rejected at the edge. */
export const DIRECTORY_SEARCH_MAX_LENGTH = 100;
