/** @module zod input schemas of the site.* procedures. */
import * as z from "zod";
import { FEE_DATA_ORIGIN } from "../countries/country";
import { feePassportSchema } from "./country";

/**
 * Input of `site.hero`: nothing, or `{ passport? }`, the passport whose carousel to show (ISO 3166-1 alpha-2, any case;
 * India's when absent). BAD_REQUEST "Enter a two-letter country code." for anything else.
 * @example heroInputSchema.parse(undefined) // { passport: "IN" }
 */
export const heroInputSchema = z.object({ passport: feePassportSchema }).default({ passport: FEE_DATA_ORIGIN });

export type HeroInput = z.input<typeof heroInputSchema>;
