/** @module zod input schema of the free-text visa search. */
import * as z from "zod";
import { feePassportSchema } from "./country";
import { SEARCH_MAX_LIMIT, SEARCH_TERM_MAX_LENGTH, SEARCH_TERM_TOO_LONG_MESSAGE } from "../search/limits";

/**
 * Input of `search.query`: `{ term, limit? }`. `term` is trimmed, then at most 100 UTF-16 code units
 * (error "Search terms can be at most 100 characters."); an empty term after trimming is valid and answers
 * with no rows, so clearing the box is not an error. The term is never turned into SQL: `%`, `_`, quotes and
 * unicode are matched literally by shared/search/query.ts. `limit` (rows, 1–500) defaults to 50. `passport` (ISO
 * 3166-1 alpha-2, any case) is whose fees are searched: India's when absent.
 */
export const searchQueryInputSchema = z.object({
  term: z.string({ error: "Enter a search term." }).trim().max(SEARCH_TERM_MAX_LENGTH, { error: SEARCH_TERM_TOO_LONG_MESSAGE }),
  limit: z.int().min(1).max(SEARCH_MAX_LIMIT).optional(),
  passport: feePassportSchema,
});

export type SearchQueryInput = z.input<typeof searchQueryInputSchema>;
