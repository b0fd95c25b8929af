/**
 * @module The trip planner's API contract (GET /api/v1/trips, issue #36): the plan's answer (shared/trip/view.ts) as
 * zod schemas with their OpenAPI metadata, and the problem a plan that cannot be read answers with, each field's
 * message beside its name. Apart from schemas.ts so each stays one subject; the tests validate every answer
 * against the generated document.
 */
import { z } from "@hono/zod-openapi";
import { HELD_DOCUMENTS } from "../../shared/concessions/documents";
import { STOP_KINDS } from "../../shared/trip/plan";
import { TRANSIT_CONFIDENCES, TRANSIT_REQUIREMENTS } from "../../shared/trip/transit-rule";
import { ProblemSchema, SourceStatusSchema } from "./schemas";
import { PairWaitSchema } from "./wait-schemas";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ format: "date", example: "2027-03-01" });
const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .openapi({ description: "ISO 3166-1 alpha-2, upper case.", example: "IN" });
const documentKey = z.enum(HELD_DOCUMENTS.map((d) => d.key) as [string, ...string[]]).openapi({ description: "A held document's key." });
const kind = z.enum(STOP_KINDS).openapi({ description: "stay, airside connection (no immigration) or landside connection (immigration)." });
const category = z.enum(["own-country", "visa-free", "visa-on-arrival", "eta", "e-visa", "visa-required", "no-admission", "unknown"]);
const days = z.object({ min: z.number().int(), max: z.number().int() }).openapi({ description: "Calendar days." });
const level = z.number().int().min(0).max(6).nullable().openapi({
  description: "How hard the stop is: 0 nothing to get, 1 on arrival, 2 eTA, 3 e-Visa, 4 transit visa, 5 visa, 6 cannot pass; null when not known.",
});

const FeeSchema = z
  .union([
    z.object({
      status: z.enum(["none", "coming-soon", "unknown", "covered"]).openapi({
        description:
          "none: nothing to pay; coming-soon: no fee record applies to the passport at this stop (the text says so); unknown: no fee on record for the rule that applies; covered: paid once at the stop the text names.",
      }),
      text: z.string().openapi({ example: "No fee on record for United States passports to Afghanistan" }),
    }),
    z.object({
      status: z.literal("listed"),
      amounts: z.object({
        nativeFee: z.string().openapi({ example: "EUR 90" }),
        currency: z.string().openapi({ description: "ISO 4217 code of the currency the fee is charged in.", example: "EUR" }),
        usd: z.number().nullable(),
        inr: z.number().nullable(),
        usdFee: z.string().nullable(),
        inrFee: z.string().nullable(),
        free: z.boolean(),
      }),
      estimate: z.boolean().openapi({ description: "From typical values, not a record: never an official figure." }),
      name: z.string(),
      source: z.string().nullable(),
      sourceUrl: z.string().nullable(),
      checkedOn: isoDate.nullable().openapi({ description: "The day we read the record's page; null for an estimate or a transit rule's fee." }),
      sourceStatus: SourceStatusSchema,
      text: z.string().openapi({ example: "EUR 90 ($105, ₹9,814)" }),
    }),
  ])
  .openapi("TripFee");

const WarningSchema = z
  .object({
    kind: z.enum([
      "rule-ends",
      "rule-starts",
      "announced",
      "sources-disagree",
      "caveat",
      "source-flagged",
      "connection-hours",
      "schengen-connection",
    ]),
    text: z.string(),
    source: z.string().nullable(),
    sourceUrl: z.string().nullable(),
    on: z.string().optional().openapi({ description: "A rule's last day (rule-ends) or first day (rule-starts), YYYY-MM-DD, where it has one." }),
  })
  .openapi("TripWarning", { description: "Something that falls inside the stop: a rule that ends or starts, an announcement, a doubt." });

const exemption = z.object({ document: documentKey, effect: z.string(), conditions: z.string(), secondary: z.boolean() });

const TransitSchema = z
  .object({
    known: z.boolean().openapi({ description: "False for another passport than India's: transit rules are known for Indian passports only." }),
    area: z.string().nullable().openapi({ description: "The rule's country, or SCHENGEN for the area's rule." }),
    mode: kind,
    requirement: z.enum(TRANSIT_REQUIREMENTS).nullable(),
    document: z.string().nullable(),
    maxHours: z.number().int().nullable(),
    exemption: exemption.nullable(),
    alsoExempting: z.array(exemption),
    notExempting: z.array(z.object({ document: documentKey, text: z.string(), conditions: z.string() })),
    otherDocuments: z.array(z.object({ name: z.string(), effect: z.string(), conditions: z.string() })),
    official: z.boolean().nullable(),
    confidence: z.enum(TRANSIT_CONFIDENCES).nullable(),
    verify: z.string().nullable().openapi({ example: "Not from an official source: check with your airline or the embassy before you book." }),
    conditions: z.string().nullable(),
    source: z.string().nullable(),
    sourceUrl: z.string().nullable(),
    sourceDate: z.string().nullable().openapi({ description: "As precise as the source states it: YYYY, YYYY-MM or YYYY-MM-DD." }),
    sourceStatus: SourceStatusSchema,
  })
  .openapi("TripTransit");

const EntrySchema = z
  .object({
    ownCountry: z.boolean(),
    requirement: category.nullable().openapi({ description: "With the documents held." }),
    passportOnly: category.nullable(),
    personal: z.string().nullable(),
    coveredBy: documentKey.nullable(),
    maxStayDays: z.number().int().nullable(),
    provenance: z
      .object({
        kind: z.enum(["dataset", "correction", "ended"]),
        asOn: isoDate,
        source: z.string().nullable(),
        sourceUrl: z.string().nullable(),
        sourceStatus: SourceStatusSchema,
      })
      .nullable(),
    concession: z
      .object({
        document: documentKey,
        grants: z.string(),
        conditions: z.string(),
        source: z.string(),
        sourceUrl: z.string(),
        official: z.boolean(),
        sourceStatus: SourceStatusSchema,
      })
      .nullable(),
    documents: z.array(z.string()).readonly(),
  })
  .openapi("TripEntry");

const PassportStopSchema = z
  .object({
    passport: countryCode,
    kind,
    level,
    summary: z.string().openapi({ example: "Visa required" }),
    entry: EntrySchema.nullable(),
    transit: TransitSchema.nullable(),
    stay: z.object({ days: z.number().int(), maxStayDays: z.number().int().nullable(), fits: z.boolean().nullable(), text: z.string() }).nullable(),
    connection: z.object({ fit: z.enum(["fits", "may-exceed", "exceeds"]), maxHours: z.number().int().nullable() }).nullable(),
    fee: FeeSchema,
    warnings: z.array(WarningSchema),
    need: z.object({ name: z.string(), document: documentKey.nullable(), processingDays: days.nullable() }).nullable(),
    enabledBy: z.object({ document: documentKey, countryName: z.string(), text: z.string() }).nullable(),
  })
  .openapi("TripPassportStop");

const VisaSchema = z
  .object({
    name: z.string(),
    document: documentKey.nullable(),
    stops: z.array(z.number().int()),
    mainStop: z.number().int(),
    countryNames: z.array(z.string()),
    neededOn: isoDate,
    leaveOn: isoDate.openapi({ description: "The day the traveller leaves home (the first stop): the apply-by day counts back from it." }),
    processingDays: days.nullable(),
    applyByOn: isoDate.nullable().openapi({ description: "Null when neither a wait nor the processing time is known: apply early." }),
    late: z.boolean(),
    wait: PairWaitSchema.nullable().openapi({
      description: "The published wait counted (interview wait at the post chosen, or IRCC's time), or null.",
    }),
    waitTooLong: z.boolean().openapi({ description: "The interview wait alone, booking today, runs past the visit." }),
    marginDays: z.number().int().openapi({ description: "Days of margin counted before leaving (7 at a consulate, 3 online)." }),
    marginText: z.string().nullable(),
    text: z.string().openapi({ example: "Apply by 22 Jan 2027: processing takes 15-45 days." }),
    fee: FeeSchema,
    after: documentKey.nullable(),
  })
  .openapi("TripVisa");

const range = z.object({ from: isoDate, to: isoDate, days: z.number().int() });

const PlanSchema = z
  .object({
    passport: z.object({ code: countryCode, name: z.string() }),
    schengen: z
      .union([
        z.object({ applies: z.literal(false), text: z.string() }),
        z.object({
          applies: z.literal(true),
          visits: z.array(
            z.object({
              stops: z.array(z.number().int()),
              entry: isoDate,
              exit: isoDate,
              days: z.number().int(),
              usedOnExit: z.number().int(),
              daysLeft: z.number().int(),
              fits: z.boolean(),
              overDays: z.array(range),
              text: z.string(),
            }),
          ),
          overstays: z.array(range),
          fits: z.boolean(),
          calculatorQuery: z.string(),
          notes: z.array(z.string()),
        }),
      ])
      .nullable()
      .openapi({ description: "The 90/180-day rule over the plan's Schengen stops; null when it has none." }),
    visas: z.array(VisaSchema).openapi({ description: "The visas to get, once each, in the order to apply." }),
    totals: z.object({
      usd: z.number(),
      inr: z.number(),
      usdText: z.string(),
      inrText: z.string(),
      estimated: z.boolean(),
      items: z.array(z.object({ stops: z.array(z.number().int()), name: z.string(), fee: FeeSchema })),
      notCounted: z.array(z.string()),
      notes: z.array(z.string()),
    }),
    checklist: z.array(
      z.object({
        kind: z.enum(["apply", "carry", "on-arrival", "no-visa", "check"]).openapi({
          description: "no-visa: stops entered without a visa, with their arrival card and what the border may ask for.",
        }),
        text: z.string(),
        stops: z.array(z.number().int()),
        documents: z.array(z.string()).readonly(),
        links: z
          .array(z.object({ label: z.string(), url: z.string() }))
          .readonly()
          .openapi({ description: "The official places to do it: the fee record's application site, an arrival card's site." }),
      }),
    ),
  })
  .openapi("TripPassportPlan");

/** The plan's answer: the page's (/trip) in JSON. */
export const TripSchema = z
  .object({
    query: z.string().openapi({ description: "The plan's canonical query: /trip with it is the page, /trip.ics the apply-by dates." }),
    asOn: isoDate.openapi({ description: "The day the rules in force were taken from (UTC)." }),
    passports: z.array(z.object({ code: countryCode, name: z.string() })),
    holds: z.array(documentKey).readonly(),
    stops: z.array(
      z.object({
        n: z.number().int(),
        country: z.object({ code: countryCode, name: z.string() }),
        arriveOn: isoDate,
        departOn: isoDate,
        plannedKind: kind,
        byPassport: z.array(PassportStopSchema),
        choice: z.object({ easier: countryCode.nullable(), reason: z.string() }).nullable(),
      }),
    ),
    plans: z.array(PlanSchema),
    transitRulesCompiledOn: isoDate,
    ratesNote: z.string().openapi({
      description:
        "The rates behind the USD and INR amounts: their source and date, and for a currency the ECB does not quote, the date of its rate from the second source (fawazahmed0/exchange-api, CC0).",
    }),
  })
  .openapi("Trip");

/** A plan that cannot be read: the problem, and each field's message (`stops[2].arrive`, `passport`, `stops`). */
export const TripProblemSchema = ProblemSchema.extend({
  fields: z
    .array(z.object({ field: z.string().openapi({ example: "stops[2].arrive" }), message: z.string() }))
    .openapi({ description: "Each value that cannot be read, with its message (the page shows the same beside the field)." }),
}).openapi("TripProblem");

/** The query: the page's, as text (shared/trip/query.ts reads it). */
export const TripQuerySchema = z.object({
  passport: z
    .string()
    .optional()
    .openapi({ param: { name: "passport", in: "query" }, description: "One or two ISO 3166-1 alpha-2 codes, comma-separated.", example: "IN" }),
  holds: z
    .string()
    .optional()
    .openapi({
      param: { name: "holds", in: "query" },
      description: "Documents held (Indian passports), comma-separated keys.",
      example: "us-visa,uk-visa",
    }),
  stops: z
    .string()
    .optional()
    .openapi({
      param: { name: "stops", in: "query" },
      description:
        "Up to 12 stops in order, comma-separated, each country~arrive~depart~kind (dates YYYY-MM-DD; kind s stay, a airside, l landside).",
      example: "AE~2027-03-01~2027-03-01~a,GB~2027-03-01~2027-03-08~s,FR~2027-03-08~2027-03-15~s,DE~2027-03-15~2027-03-15~a",
    }),
  post: z
    .string()
    .optional()
    .openapi({
      param: { name: "post", in: "query" },
      description: "The consular post for a visa with a published interview wait (the US State Department's name); absent: the shortest wait.",
      example: "Chennai",
    }),
});
