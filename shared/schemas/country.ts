/** @module zod schemas for country codes, shared by tRPC inputs and forms. */
import * as z from "zod";
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
