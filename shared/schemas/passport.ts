/** @module zod input schemas of the passport.* procedures, on the compare list's limits and texts (shared/passport/compare-list.ts). */
import * as z from "zod";
import { COMPARE_MAX, COMPARE_MESSAGES, COMPARE_MIN } from "../passport/compare-list";
import { countryCodeSchema } from "./country";

/**
 * Input of `passport.compare`: `{ passports }`, 2–4 distinct ISO 3166-1 alpha-2 codes (any case in, upper case
 * out). Errors: {@link COMPARE_MESSAGES} (one, many, duplicate) and "Enter a two-letter country code.".
 * @example compareInputSchema.parse({ passports: ["in", "AE"] }) // { passports: ["IN", "AE"] }
 */
export const compareInputSchema = z.object({
  passports: z
    .array(countryCodeSchema)
    .min(COMPARE_MIN, COMPARE_MESSAGES.one)
    .max(COMPARE_MAX, COMPARE_MESSAGES.many)
    .superRefine((codes, ctx) => {
      const twice = codes.find((code, index) => codes.indexOf(code) !== index);
      if (twice) ctx.addIssue({ code: "custom", message: COMPARE_MESSAGES.duplicate(twice) });
    }),
});

/**
 * Input of `passport.profile`: `{ passport }`, an ISO 3166-1 alpha-2 code (any case).
 * @example passportProfileInputSchema.parse({ passport: "in" }) // { passport: "IN" }
 */
export const passportProfileInputSchema = z.object({ passport: countryCodeSchema });
