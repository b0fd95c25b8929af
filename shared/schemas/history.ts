/** @module zod input schemas of the requirement history procedures (history.pair, history.byPassport, history.changes). */
import * as z from "zod";
import { formatIsoDate, parseIsoDate, type IsoDate } from "../units/iso-date";
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

/**
 * Input of `history.latest`: `{ passport }` (ISO 3166-1 alpha-2, any case).
 * @example latestHistoryInputSchema.parse({ passport: "in" }) // { passport: "IN" }
 */
export const latestHistoryInputSchema = z.object({ passport: countryCodeSchema });

/** Rows of one page of the changes list (`/changes`, `history.changes`). */
export const CHANGES_PAGE_SIZE = 100;
/** Highest page number accepted (22,093 changes in 100-row pages need 221). */
export const CHANGES_PAGE_MAX = 10_000;

export const CHANGES_MESSAGES = {
  direction: "Choose easier or harder.",
  date: "Enter a date as YYYY-MM-DD.",
  page: `Enter a page number from 1 to ${CHANGES_PAGE_MAX}.`,
} as const;

/** A blank form field ("Any") is no filter. */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

const dateSchema = z
  .string()
  .max(10, CHANGES_MESSAGES.date)
  .transform((value, ctx): IsoDate => {
    const date = parseIsoDate(value);
    if (!date) {
      ctx.addIssue({ code: "custom", message: CHANGES_MESSAGES.date });
      return z.NEVER;
    }
    return date;
  });

/**
 * Input of `history.changes` and the `/changes` page's filters, as the URL carries them (blank = any):
 * `{ passport?, destination? }` ISO 3166-1 alpha-2 (any case), `direction?` "easier" | "harder", `from?`/`to?`
 * YYYY-MM-DD (the snapshot that first showed a change, both days included), `page?` 1–10,000 (default 1).
 * Errors: one message per bad field (CHANGES_MESSAGES; countryCodeSchema's for a code), and "The period's start (…) is after its end (…)." for a
 * reversed period.
 * @example changesInputSchema.parse({ passport: "in", direction: "", page: "2" }) // { passport: "IN", page: 2 }
 */
export const changesInputSchema = z
  .object({
    passport: z.preprocess(blankToUndefined, countryCodeSchema.optional()),
    destination: z.preprocess(blankToUndefined, countryCodeSchema.optional()),
    direction: z.preprocess(blankToUndefined, z.enum(["easier", "harder"], { error: CHANGES_MESSAGES.direction }).optional()),
    from: z.preprocess(blankToUndefined, dateSchema.optional()),
    to: z.preprocess(blankToUndefined, dateSchema.optional()),
    page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: CHANGES_MESSAGES.page })
        .int(CHANGES_MESSAGES.page)
        .min(1, CHANGES_MESSAGES.page)
        .max(CHANGES_PAGE_MAX, CHANGES_MESSAGES.page)
        .default(1),
    ),
  })
  .superRefine((input, ctx) => {
    if (input.from && input.to && input.from > input.to) {
      ctx.addIssue({
        code: "custom",
        path: ["from"],
        message: `The period's start (${formatIsoDate(input.from)}) is after its end (${formatIsoDate(input.to)}).`,
      });
    }
  });

export type ChangesInput = z.output<typeof changesInputSchema>;
