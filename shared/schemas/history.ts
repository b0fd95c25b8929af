/** @module zod input schemas of the requirement history procedures (history.pair, history.byPassport). */
import * as z from "zod";
import { parseIsoDate, type IsoDate } from "../units/iso-date";
import { countryCodeSchema } from "./country";

/** Most changes one call returns: a page of a passport's history (India has 138 in Dec 2021 – Feb 2026). */
export const HISTORY_PAGE_MAX = 100;

const limitSchema = z.number().int().min(1).max(HISTORY_PAGE_MAX).default(20);

/**
 * Input of `history.pair`: `{ passport, destination, limit? }` (ISO 3166-1 alpha-2, any case; limit 1–100
 * changes, default 20).
 * @example pairHistoryInputSchema.parse({ passport: "in", destination: "ir" }) // { passport: "IN", destination: "IR", limit: 20 }
 */
export const pairHistoryInputSchema = z.object({ passport: countryCodeSchema, destination: countryCodeSchema, limit: limitSchema });

/**
 * Input of `history.byPassport`: `{ passport, limit?, before? }`; `before` (YYYY-MM-DD) pages back: only changes
 * first seen in a snapshot strictly before that date.
 * @example passportHistoryInputSchema.parse({ passport: "IN", before: "2026-02-17" })
 */
export const passportHistoryInputSchema = z.object({
  passport: countryCodeSchema,
  limit: limitSchema,
  before: z
    .string()
    .max(10, "Enter a date as YYYY-MM-DD.")
    .transform((value, ctx): IsoDate => {
      const date = parseIsoDate(value);
      if (!date) {
        ctx.addIssue({ code: "custom", message: "Enter a date as YYYY-MM-DD." });
        return z.NEVER;
      }
      return date;
    })
    .optional(),
});
