/** @module zod input schema of the directory procedures. */
import * as z from "zod";
import { DIRECTORY_SEARCH_MAX_LENGTH } from "../directory/search";

/** Message of the BAD_REQUEST for an over-long directory search. */
export const SEARCH_TOO_LONG_MESSAGE = `Search must be at most ${DIRECTORY_SEARCH_MAX_LENGTH} characters.`;

/**
 * Input of `directory.list`: nothing, or `{ search? }`, a country-name search trimmed of surrounding space and
 * at most 100 characters after trimming (BAD_REQUEST with SEARCH_TOO_LONG_MESSAGE beyond). Any text is
 * accepted otherwise: it is matched as a plain substring, never interpreted.
 */
export const directoryListInputSchema = z
  .object({
    search: z.string().trim().max(DIRECTORY_SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE).optional(),
  })
  .optional();

export type DirectoryListInput = z.input<typeof directoryListInputSchema>;
