/** @module zod input schemas of the visa procedures. */
import * as z from "zod";
import { VISA_TYPES } from "../visa/visa-types";
import { countryCodeSchema } from "./country";

/** The spec's message when origin and destination are equal (section 5, home check). */
export const SAME_COUNTRY_MESSAGE = "Origin and destination countries cannot be the same.";

/**
 * Input of `visa.check`: `{ passport, destination, visaType? }`, ISO 3166-1 alpha-2 codes that must differ;
 * visaType defaults to "tourist".
 */
export const visaCheckInputSchema = z
  .object({
    passport: countryCodeSchema,
    destination: countryCodeSchema,
    visaType: z.enum(VISA_TYPES).default("tourist"),
  })
  .refine((v) => v.passport !== v.destination, { message: SAME_COUNTRY_MESSAGE, path: ["destination"] });
