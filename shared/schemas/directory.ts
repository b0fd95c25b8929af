/** @module zod input schemas of the directory procedures. */
import * as z from "zod";
import { DIRECTORY_SEARCH_MAX_LENGTH } from "../directory/search";
import { countryCodeSchema } from "./country";

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

/**
 * Input of `directory.options`: `{ country }`, the destination's ISO 3166-1 alpha-2 code (any case).
 * BAD_REQUEST "Enter a two-letter country code." for anything else.
 */
export const directoryOptionsInputSchema = z.object({ country: countryCodeSchema });

export type DirectoryOptionsInput = z.input<typeof directoryOptionsInputSchema>;
