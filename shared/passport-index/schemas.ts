/**
 * @module zod schemas of a Passport Index tidy CSV row (`Passport,Destination,Requirement`): the seed, `data:import`
 * and the Worker's upstream check (issue #35) validate the dataset's values with these, so all three accept and refuse
 * the same values in the same words.
 */
import { z } from "zod";
import { parseCountryCode } from "../units/country-code";
import { NO_SOURCED_RULE, parseRequirement } from "../visa/requirement";

/** An upper-case ISO 3166-1 alpha-2 code, as a CountryCode. */
export const countryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, "expected an upper-case ISO 3166-1 alpha-2 code")
  .transform((v) => parseCountryCode(v)!);

/**
 * A Passport Index requirement exactly as the dataset writes it ("90", "visa free", "e-visa", "-1", …).
 * Stricter than `parseRequirement` (which trims and ignores case) because the raw value is stored as is.
 */
export const requirementValueSchema = z.string().superRefine((value, ctx) => {
  // NO_SOURCED_RULE is what the site resolves an ended rule to, never what a source says.
  let known = value === value.trim().toLowerCase() && !/^0/.test(value) && value !== NO_SOURCED_RULE;
  if (known) {
    try {
      parseRequirement(value);
    } catch {
      known = false;
    }
  }
  if (!known) {
    ctx.addIssue({
      code: "custom",
      message: `unknown requirement ${JSON.stringify(value)} (expected 7-360 days, "visa free", "visa on arrival", "eta", "e-visa", "visa required", "no admission" or "-1")`,
    });
  }
});

/** A row of passport-index-tidy-iso2.csv after splitting into its three columns. */
export const passportIndexRowSchema = z.object({
  passport: countryCodeSchema,
  destination: countryCodeSchema,
  requirement: requirementValueSchema,
});
