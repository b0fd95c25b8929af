/** @module zod input schema of the entry concessions table (`concessions.table`, /visa-free-with-us-uk-schengen-visa). */
import * as z from "zod";
import { CONCESSION_GRANTS, HELD_DOCUMENTS } from "../concessions/documents";
import { countryCodeSchema } from "./country";

/** The page's and the procedure's texts for a filter that cannot be used. */
export const CONCESSION_FILTER_MESSAGES = {
  document: "Choose one of the listed documents.",
  grants: "Choose visa free, visa on arrival, eTA, e-Visa or transit.",
} as const;

/** A blank form field ("Any") is no filter. */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/**
 * Input of `concessions.table`: `{ document?, destination?, grants? }`, each optional (blank = any): a held
 * document's key ("us-visa"), a destination (ISO 3166-1 alpha-2, any case) and a grant ("visa-free", …).
 * Errors: CONCESSION_FILTER_MESSAGES, "Enter a two-letter country code.".
 * @example concessionFiltersSchema.parse({ document: "us-visa", destination: "mx" }) // { document: "us-visa", destination: "MX" }
 */
export const concessionFiltersSchema = z.object({
  document: z.preprocess(
    blankToUndefined,
    z
      .enum(
        HELD_DOCUMENTS.map((d) => d.key),
        CONCESSION_FILTER_MESSAGES.document,
      )
      .optional(),
  ),
  destination: z.preprocess(blankToUndefined, countryCodeSchema.optional()),
  grants: z.preprocess(blankToUndefined, z.enum(CONCESSION_GRANTS, CONCESSION_FILTER_MESSAGES.grants).optional()),
});

/** The parsed filters. */
export type ConcessionFilters = z.infer<typeof concessionFiltersSchema>;

/**
 * Input of `concessions.unlocked`: `{ passport, holds }`, an ISO 3166-1 alpha-2 code (any case) and 0–13 held
 * documents' keys ("us-visa", …; shared/concessions/holds.ts reads them from a URL). Another passport than IN gets
 * no concession (the data is Indian passport holders'), not an error.
 * @example unlockedInputSchema.parse({ passport: "in", holds: ["us-visa"] }) // { passport: "IN", holds: ["us-visa"] }
 */
export const unlockedInputSchema = z.object({
  passport: countryCodeSchema,
  holds: z
    .array(
      z.enum(
        HELD_DOCUMENTS.map((d) => d.key),
        CONCESSION_FILTER_MESSAGES.document,
      ),
    )
    .max(HELD_DOCUMENTS.length, "Choose each document once."),
});
