/** @module zod input schemas of the directory procedures. */
import * as z from "zod";
import { FEE_DATA_ORIGIN } from "../countries/country";
import { DIRECTORY_SEARCH_MAX_LENGTH } from "../directory/search";
import { countryCodeSchema, feePassportSchema } from "./country";

/** Message of the BAD_REQUEST for an over-long directory search. */
export const SEARCH_TOO_LONG_MESSAGE = `Search must be at most ${DIRECTORY_SEARCH_MAX_LENGTH} characters.`;

/**
 * Input of `directory.list`: nothing, or `{ passport?, search? }`: the passport whose fees the directory lists (ISO
 * 3166-1 alpha-2, any case; India's when absent), and a country-name search trimmed of surrounding space and at most
 * 100 characters after trimming (BAD_REQUEST with SEARCH_TOO_LONG_MESSAGE beyond). Any text is accepted otherwise: it
 * is matched as a plain substring, never interpreted.
 */
export const directoryListInputSchema = z
  .object({
    passport: feePassportSchema,
    search: z.string().trim().max(DIRECTORY_SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE).optional(),
  })
  .default({ passport: FEE_DATA_ORIGIN });

export type DirectoryListInput = z.input<typeof directoryListInputSchema>;

/**
 * Input of `directory.options`: `{ country, passport? }`, the destination's and the passport's ISO 3166-1 alpha-2 codes
 * (any case; India's passport when absent). BAD_REQUEST "Enter a two-letter country code." for anything else.
 */
export const directoryOptionsInputSchema = z.object({ country: countryCodeSchema, passport: feePassportSchema });

export type DirectoryOptionsInput = z.input<typeof directoryOptionsInputSchema>;
