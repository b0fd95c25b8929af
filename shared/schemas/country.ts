/** @module zod schemas for country codes, shared by tRPC inputs and forms. */
import * as z from "zod";
import { FEE_DATA_ORIGIN } from "../countries/country";
import { parseCountryCode, type CountryCode } from "../units/country-code";

/** An ISO 3166-1 alpha-2 code (any case in, upper case out). Error: "Enter a two-letter country code." */
export const countryCodeSchema = z
  .string()
  .max(8, "Enter a two-letter country code.")
  .transform((value, ctx): CountryCode => {
    const code = parseCountryCode(value);
    if (!code) {
      ctx.addIssue({ code: "custom", message: "Enter a two-letter country code." });
      return z.NEVER;
    }
    return code;
  });

/**
 * The passport a fee surface answers for (the directory, the search, the home carousel): an ISO 3166-1 alpha-2 code,
 * India's when absent (the pages always send the visitor's; India's is what these procedures answered before issue #45).
 * @example feePassportSchema.parse(undefined) // "IN"
 */
export const feePassportSchema = countryCodeSchema.default(FEE_DATA_ORIGIN);
