/**
 * @module The ranking page's filter limit, apart from the filter itself (./ranking-filter.ts) so the route's URL check
 * in the browser's first bundle does not carry the filter.
 */

/** Longest name filter read from the URL or the field, in characters (longer text is cut). */
export const RANKING_QUERY_MAX = 60;
