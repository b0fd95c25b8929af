/**
 * @module zod schemas of the data desk's reviewed changes (data/desk/*.json, issue #43): one file per review, each a
 * list of changes to the seed's data (a requirement correction, the end of a rule, an announcement that took force, a
 * new announcement or notice, a fee change), every one with its source, whether that source is official, the date it
 * carries, the day we read it and how sure we are. `npm run data:desk` validates a file with these, applies it over the
 * upstream files (./desk.ts) and the seed validates the result with its own schemas (./schemas.ts).
 */
import { z } from "zod";
import { countryCodeSchema, requirementValueSchema } from "../../shared/passport-index/schemas";
import { currencyCodeSchema, httpUrlSchema, isoDateSchema, nonEmptyText } from "./schemas";
import { worldFeeFields } from "./world-fee-schemas";

/** How sure a reviewer is (world-fees.json's scale): high official and current, medium a reliable quote, low weak. */
export const confidenceSchema = z.enum(["high", "medium", "low"], { error: 'expected "high", "medium" or "low"' });

/** What every change carries: no change without a source (the desk refuses one with these fields missing). */
const sourced = {
  source: nonEmptyText,
  sourceUrl: httpUrlSchema,
  /** Whether `sourceUrl` itself is a government page. */
  official: z.boolean(),
  /** The date the source itself carries, or null when it has none. */
  sourceDate: isoDateSchema.nullable(),
  /** The day the reviewer read the source. */
  checkedOn: isoDateSchema,
  /** The sentence the change rests on, quoted or paraphrased. */
  evidence: nonEmptyText,
  confidence: confidenceSchema,
  notes: z.string().nullish(),
};

const passportsSchema = z
  .array(countryCodeSchema)
  .min(1, "expected at least one passport")
  .refine((list) => new Set(list).size === list.length, "a passport is listed twice");

/** What applies once a temporary rule ends, with its own source (decision 18): a correction from the next day. */
export const afterSchema = z.strictObject({ requirement: requirementValueSchema, ...sourced });

/** A requirement correction for one or many passports, from `effectiveFrom` (through `validUntil` when temporary). */
const correctionChange = z.strictObject({
  kind: z.literal("correction"),
  passports: passportsSchema,
  destination: countryCodeSchema,
  requirement: requirementValueSchema,
  effectiveFrom: isoDateSchema,
  validUntil: isoDateSchema.nullable().default(null),
  after: afterSchema.nullable().default(null),
  ...sourced,
});

/**
 * The end of a rule: the pair's correction in force on `lastDay` ends then, or, where none is, the snapshot's own value
 * becomes a rule from `ruleFrom` through `lastDay`. `after` says what follows (else nothing sourced does).
 */
const endChange = z.strictObject({
  kind: z.literal("end"),
  passports: passportsSchema,
  destination: countryCodeSchema,
  /** The first day of the rule that ends, where it is the snapshot's (its source's date for the rule). */
  ruleFrom: isoDateSchema,
  /** The rule's last day (inclusive). */
  lastDay: isoDateSchema,
  after: afterSchema.nullable().default(null),
  ...sourced,
});

/**
 * An announcement that took force: a requirement announcement (corrections.v2.json `announced`, matched by destination
 * and passports) becomes a correction from `effectiveFrom`; a fee announcement (announced-fees.json, matched by a
 * destination and its `appliesTo`) is shown as in force, from `effectiveFrom` or from a date the source does not give.
 */
const inForceChange = z.strictObject({
  kind: z.literal("in-force"),
  destination: countryCodeSchema,
  /** For a requirement announcement: the passports whose rule took force. */
  passports: passportsSchema.optional(),
  /** For a fee announcement: its `appliesTo`, word for word. */
  appliesTo: nonEmptyText.optional(),
  effectiveFrom: isoDateSchema.nullable(),
  /** The amount in force, when it differs from the announced one. */
  fee: z.strictObject({ amount: z.number().nonnegative(), currency: currencyCodeSchema }).nullable().default(null),
  ...sourced,
});

/** Who a notice or an announcement covers: listed passports, every passport, or every passport but some. */
export const scopeSchema = z.union([
  z.strictObject({ only: passportsSchema }),
  z.strictObject({ all: z.literal(true) }),
  z.strictObject({ allExcept: passportsSchema }),
  z.strictObject({ visaExemptExcept: z.array(countryCodeSchema) }),
]);

/**
 * A rule or fee that is announced (not in force) or in force without being a requirement value or an Indian fee
 * record: the EU's Entry/Exit System on the Schengen states' pairs, a fee for every visa-exempt passport.
 */
const noticeChange = z.strictObject({
  kind: z.literal("notice"),
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, "expected a lower-case slug"),
  status: z.enum(["announced", "in force"]),
  destinations: z.array(countryCodeSchema).min(1, "expected at least one destination"),
  scope: scopeSchema,
  /** Whom it covers, in words ("every passport except EU, EEA and Swiss citizens'"). */
  passportsText: nonEmptyText,
  /** What it is, e.g. "Entry/Exit System (EES) registration at the external Schengen border". */
  appliesTo: nonEmptyText,
  fee: z.strictObject({ amount: z.number().positive(), currency: currencyCodeSchema }).nullable().default(null),
  /** The first day it applies (in force), or it is expected to (announced); null when no source gives one. */
  effectiveFrom: isoDateSchema.nullable(),
  announcedOn: isoDateSchema.nullable().default(null),
  ...sourced,
});

/** The fields of an Indian fee record (india-fees.v2.json) a fee change may set. */
const feeFields = z.strictObject({
  subtype: nonEmptyText.optional(),
  fee: z.strictObject({ amount: z.number().nonnegative(), currency: currencyCodeSchema }).optional(),
  validityDays: z.int().positive().nullable().optional(),
  maxStayDays: z.int().positive().nullable().optional(),
  entries: z.enum(["single", "multiple"]).nullable().optional(),
  processingDays: z.strictObject({ min: z.int().nonnegative(), max: z.int().nonnegative() }).nullable().optional(),
  validUntil: isoDateSchema.nullable().optional(),
});

/**
 * A change to an Indian fee record (by `id`). With `from`, the record as it was ends the day before and a new record
 * (id `{id}-from-{from}`) carries the change from that day, so both dates stay true; without it the record is
 * corrected in place. `doubt` says why a weak figure is weak; it shows beside the fee. A change that sets nothing only
 * adds its doubt (the record keeps the source of its figure; the change's source is the source of the doubt).
 */
const feeChange = z.strictObject({
  kind: z.literal("fee"),
  id: nonEmptyText,
  from: isoDateSchema.nullable().default(null),
  set: feeFields,
  /** Why the figure is weak (required with a low confidence), shown beside it. */
  doubt: nonEmptyText.nullable().default(null),
  /** Whether the record's figure was read on an official page (decision 14). */
  isVerified: z.boolean(),
  ...sourced,
});

/**
 * A new world fee record (issue #45): the fields of a world-fees.json record, reviewed like every change; the seed
 * holds it to world-fees.json's schema and adds it after that file's records.
 */
const worldFeeChange = z.strictObject({ kind: z.literal("world-fee"), ...worldFeeFields });

/** One reviewed change. */
export const deskChangeSchema = z.discriminatedUnion("kind", [correctionChange, endChange, inForceChange, noticeChange, feeChange, worldFeeChange], {
  error: 'expected a change whose kind is "correction", "end", "in-force", "notice", "fee" or "world-fee"',
});
export type DeskChange = z.output<typeof deskChangeSchema>;

/** A reviewed change file (data/desk/{id}.json): who reviewed what, when, and the changes. */
export const deskFileSchema = z
  .strictObject({
    id: z.string().regex(/^\d{4}-\d{2}-\d{2}-[a-z0-9-]{1,60}$/, "expected YYYY-MM-DD-slug, the file's own name"),
    /** The day the change was reviewed. */
    reviewedOn: isoDateSchema,
    reviewedBy: nonEmptyText,
    /** What it answers: a finding of a review file, a watch flag, a reader's report. */
    finding: nonEmptyText,
    changes: z.array(deskChangeSchema).min(1, "expected at least one change"),
  })
  .superRefine((file, ctx) => {
    file.changes.forEach((change, i) => {
      if (change.checkedOn > file.reviewedOn) {
        ctx.addIssue({ code: "custom", path: ["changes", i, "checkedOn"], message: "checkedOn is after reviewedOn" });
      }
      if (change.sourceDate && change.sourceDate > change.checkedOn) {
        ctx.addIssue({
          code: "custom",
          path: ["changes", i, "sourceDate"],
          message: "sourceDate is after checkedOn: a source cannot be read before its date",
        });
      }
      if (change.kind === "fee" && change.confidence === "low" && !change.doubt) {
        ctx.addIssue({ code: "custom", path: ["changes", i, "doubt"], message: "a low-confidence fee needs its doubt in words" });
      }
      if (change.kind === "in-force" && !change.passports === !change.appliesTo) {
        ctx.addIssue({ code: "custom", path: ["changes", i], message: "name the requirement's passports or the fee's appliesTo, not both" });
      }
      if (change.kind === "in-force" && change.passports && !change.effectiveFrom) {
        ctx.addIssue({ code: "custom", path: ["changes", i, "effectiveFrom"], message: "a requirement takes force on a date" });
      }
      if (change.kind === "end" && change.lastDay < change.ruleFrom) {
        ctx.addIssue({ code: "custom", path: ["changes", i, "lastDay"], message: "lastDay is before ruleFrom" });
      }
      if (change.kind === "correction" && change.validUntil && change.validUntil < change.effectiveFrom) {
        ctx.addIssue({ code: "custom", path: ["changes", i, "validUntil"], message: "validUntil is before effectiveFrom" });
      }
      if (change.kind === "correction" && change.after && !change.validUntil) {
        ctx.addIssue({ code: "custom", path: ["changes", i, "after"], message: "only a rule with a last day (validUntil) has an after" });
      }
    });
  });
export type DeskFile = z.output<typeof deskFileSchema>;
