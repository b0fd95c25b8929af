/**
 * @module zod schemas of the world fee records (data/visa-fees/world-fees.json, issue #45; fields as its SOURCE.md
 * section documents them) and of the data desk's `world-fee` change, which adds one such record with its review.
 */
import { z } from "zod";
import { countryCodeSchema } from "../../shared/passport-index/schemas";
import { WORLD_FEE_DOCUMENTS } from "../../shared/fees/documents";
import { VISA_TYPES } from "../../shared/visa/visa-types";
import { currencyCodeSchema, httpUrlSchema, isoDateSchema, nonEmptyText } from "./schemas";

/** The destination of a record valid in every state of the Schengen area (world-fees.json `schengenStates`). */
export const SCHENGEN_DESTINATION = "SCHENGEN";

const dayCountSchema = z.int("expected a whole number of days").nonnegative("expected a whole number of days");
const positiveDaysSchema = z.int("expected a whole number of days").positive("expected a positive number of days");

const listedPassports = z
  .array(countryCodeSchema)
  .min(1, "expected at least one passport")
  .refine((list) => new Set(list).size === list.length, "a passport is listed twice");

/** `appliesTo`: every nationality that needs the document, only some passports, or all but some. */
export const feeScopeSchema = z.discriminatedUnion(
  "scope",
  [
    z.strictObject({ scope: z.literal("all") }),
    z.strictObject({ scope: z.literal("only"), passports: listedPassports }),
    z.strictObject({ scope: z.literal("all-except"), passports: listedPassports }),
  ],
  { error: 'expected a scope of "all", "only" or "all-except"' },
);

/** The fields of a world-fees.json record (a desk `world-fee` change carries the same, after its kind). */
export const worldFeeFields = {
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "expected a lower-case slug of at most 80 characters"),
  destination: z.union([z.literal(SCHENGEN_DESTINATION), countryCodeSchema], { error: "expected an ISO 3166-1 alpha-2 code or SCHENGEN" }),
  document: z.enum(WORLD_FEE_DOCUMENTS, `expected one of ${WORLD_FEE_DOCUMENTS.join(", ")}`),
  visaType: z.enum(VISA_TYPES),
  name: nonEmptyText,
  appliesTo: feeScopeSchema,
  fee: z.strictObject({ amount: z.number().nonnegative("expected a fee of 0 or more"), currency: currencyCodeSchema }),
  maxStayDays: positiveDaysSchema.nullable(),
  validityDays: positiveDaysSchema.nullable(),
  entries: z.enum(["single", "double", "multiple"]).nullable(),
  processingDays: z
    .strictObject({ min: dayCountSchema, max: dayCountSchema })
    .refine((p) => p.min <= p.max, { message: "min is greater than max", path: ["min"] })
    .nullable(),
  applyUrl: httpUrlSchema.nullable(),
  source: nonEmptyText,
  sourceUrl: httpUrlSchema,
  official: z.boolean(),
  sourceDate: isoDateSchema.nullable(),
  checkedOn: isoDateSchema,
  effectiveFrom: isoDateSchema.nullable(),
  validUntil: isoDateSchema.nullable(),
  evidence: nonEmptyText,
  confidence: z.enum(["high", "medium", "low"], { error: 'expected "high", "medium" or "low"' }),
  notes: z.string().nullable(),
};

/** One record of world-fees.json. */
export const worldFeeRecordSchema = z.strictObject(worldFeeFields).superRefine((f, ctx) => {
  if (f.effectiveFrom && f.validUntil && f.validUntil < f.effectiveFrom) {
    ctx.addIssue({ code: "custom", path: ["validUntil"], message: "validUntil is before effectiveFrom" });
  }
  if (f.sourceDate && f.sourceDate > f.checkedOn) {
    ctx.addIssue({ code: "custom", path: ["sourceDate"], message: "sourceDate is after checkedOn: a source cannot be read before its date" });
  }
});

/** A parsed world-fees.json record. */
export type WorldFeeRecord = z.output<typeof worldFeeRecordSchema>;

/** The file's frame around its records (`records` are parsed one by one, so each problem names its record). */
export const worldFeesFrameSchema = z.object({
  schengenStates: z.array(countryCodeSchema).min(1, "expected the Schengen states"),
  records: z.array(z.unknown()),
});
