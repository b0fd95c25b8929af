/** @module zod input schema of the No Visa Countries finder's procedure. */
import * as z from "zod";
import { countryCodeSchema } from "./country";

/**
 * Input of `visaFree.list`: `{ passport }`, an ISO 3166-1 alpha-2 code (any case in, upper case out).
 * Error: "Enter a two-letter country code." for anything else.
 * @example visaFreeInputSchema.parse({ passport: "in" }) // { passport: "IN" }
 */
export const visaFreeInputSchema = z.object({ passport: countryCodeSchema });
