/**
 * @module The visa search's limits, apart from the query (./query.ts) so the search box and the /visa-fees route in
 * the browser's first bundle carry neither the query nor the country ranking it uses.
 */

/** Longest accepted term, in UTF-16 code units (as an input's maxLength counts), after trimming. */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** Message of a term over SEARCH_TERM_MAX_LENGTH, shown by the procedure and the pages. */
export const SEARCH_TERM_TOO_LONG_MESSAGE = `Search terms can be at most ${SEARCH_TERM_MAX_LENGTH} characters.`;

/** Rows returned when the caller asks for no particular number: enough to scan, small enough to type against. */
export const SEARCH_DEFAULT_LIMIT = 50;

/** Most rows one answer may carry. */
export const SEARCH_MAX_LIMIT = 500;
