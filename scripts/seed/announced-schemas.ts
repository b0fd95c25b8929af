/**
 * @module zod schemas of what is announced but not in force: corrections.v2.json `announced` (a pair's rule will
 * change) and visa-fees/announced-fees.json (a fee will be added or changed), and of the product's own
 * visa-fees/fee-conditions.json (the documents a fee option needs). Field meanings: each folder's SOURCE.md and
 * data/README.md.
 */
import { z } from "zod";
import { HELD_DOCUMENTS } from "../../shared/concessions/documents";
import { countryCodeSchema, requirementValueSchema } from "../../shared/passport-index/schemas";
import { currencyCodeSchema, httpUrlSchema, isoDateSchema, nonEmptyText } from "./schemas";

const announcedStatus = z.literal("announced", { error: 'expected "announced" (a change in force belongs in "corrections")' });

/** An announced requirement change (corrections.v2.json `announced`): no date in force yet, so never applied. */
export const announcedCorrectionSchema = z
  .strictObject({
    passports: z.array(countryCodeSchema).min(1, "expected at least one passport"),
    destination: countryCodeSchema,
    requirement: requirementValueSchema,
    previous: z.record(countryCodeSchema, requirementValueSchema).default({}),
    effectiveFrom: z.null({ error: "an announced change has no date in force yet (expected null)" }),
    status: announcedStatus,
    reviewedAgainst: isoDateSchema,
    official: z.boolean(),
    source: nonEmptyText,
    sourceUrl: httpUrlSchema,
    checkedOn: isoDateSchema,
    evidence: nonEmptyText,
    notes: z.string().nullish(),
  })
  .superRefine((c, ctx) => {
    if (c.passports.includes(c.destination)) {
      ctx.addIssue({ code: "custom", path: ["passports"], message: `passport ${c.destination} is the destination itself` });
    }
  });
export type AnnouncedCorrectionRecord = z.infer<typeof announcedCorrectionSchema>;

/**
 * Who an announced fee covers. The file writes a list of codes, "all", or words; the only words understood are
 * "visa-exempt nationals (not India)" (the ETA and ETIAS fees), so that new words stop the seed instead of being
 * guessed at.
 */
export const passportScopeSchema = z.union(
  [z.array(countryCodeSchema).min(1, "expected at least one passport"), z.literal("all"), z.literal("visa-exempt nationals (not India)")],
  { error: 'expected an array of passport codes, "all" or "visa-exempt nationals (not India)"' },
);

/** An announced fee (visa-fees/announced-fees.json `announced`): shown as announced, never in today's fee. */
export const announcedFeeSchema = z
  .strictObject({
    passports: passportScopeSchema,
    appliesTo: nonEmptyText,
    fee: z.strictObject({ amount: z.number().positive("expected an announced amount above 0"), currency: currencyCodeSchema }).nullable(),
    status: announcedStatus,
    announcedOn: isoDateSchema,
    expectedFrom: isoDateSchema.nullable(),
    source: nonEmptyText,
    sourceUrl: httpUrlSchema,
    official: z.boolean(),
    checkedOn: isoDateSchema,
    evidence: nonEmptyText,
    notes: z.string().nullish(),
    destinations: z.array(countryCodeSchema).min(1, "expected at least one destination"),
  })
  .superRefine((f, ctx) => {
    if (f.announcedOn > f.checkedOn) {
      ctx.addIssue({ code: "custom", path: ["announcedOn"], message: "announcedOn is after checkedOn" });
    }
    if (new Set(f.destinations).size !== f.destinations.length) {
      ctx.addIssue({ code: "custom", path: ["destinations"], message: "a destination is listed twice" });
    }
  });
export type AnnouncedFeeRecord = z.infer<typeof announcedFeeSchema>;

const documentKeys = HELD_DOCUMENTS.map((d) => d.key) as [string, ...string[]];

/** A conditional fee option (visa-fees/fee-conditions.json `conditions`): its id and the documents it needs. */
export const feeConditionSchema = z.strictObject({
  id: nonEmptyText,
  needs: z
    .array(z.enum(documentKeys, { error: `expected a held-document key (${documentKeys.join(", ")})` }))
    .min(1, "expected at least one document"),
  why: nonEmptyText,
});
export type FeeConditionRecord = z.infer<typeof feeConditionSchema>;
