/**
 * @module The public API's contract (issue #23): every response and error body as a zod schema with its OpenAPI
 * metadata. The OpenAPI 3.1 document (/api/v1/openapi.json) is generated from these by @hono/zod-openapi, and the
 * tests validate every response against that document.
 */
import { z } from "@hono/zod-openapi";
import { FEE_DOCUMENTS, type FeeDocument } from "../../shared/fees/documents";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ format: "date", example: "2026-02-17" });
const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .openapi({ description: "ISO 3166-1 alpha-2, upper case.", example: "IN" });

/** RFC 9457 problem details: every error. */
export const ProblemSchema = z
  .object({
    type: z.string().openapi({ example: "https://visafeeatlas.example/developers#not-found" }),
    title: z.string().openapi({ example: "Not found" }),
    status: z.number().int().openapi({ example: 404 }),
    detail: z.string().openapi({ example: "We have no country with the code ZZ." }),
  })
  .openapi("Problem");

/**
 * The `on` query parameter (decision 18): the calendar date YYYY-MM-DD whose rules answer, today (UTC) by default; a
 * year back to three years ahead (worker/api/day-asked.ts).
 */
export const onParam = z
  .string()
  .optional()
  .openapi({
    param: { name: "on", in: "query" },
    description:
      "The calendar date (YYYY-MM-DD) to answer for: the rules, fees and notices in force that day, today (UTC) by default. A temporary rule that ended before it is not shown; one that ended with no sourced successor answers `unknown`. From a year back to ten years ahead, as the trip planner allows.",
    example: "2027-01-01",
  });

/** A path or query parameter holding a country code, any case (`name`: the parameter). */
export function countryParam(name: string, where: "path" | "query", example: string) {
  return z.string().openapi({ param: { name, in: where }, description: "ISO 3166-1 alpha-2, any case.", example });
}

export const CountrySchema = z
  .object({
    code: countryCode,
    name: z.string().openapi({ example: "India" }),
    region: z.string().openapi({ example: "Asia" }),
    flag: z.string().openapi({ example: "🇮🇳" }),
  })
  .openapi("Country");

export const CountriesSchema = z
  .object({
    dataAsOf: isoDate.nullable().openapi({ description: "The requirement dataset's date, which lists the countries." }),
    data: z.array(CountrySchema),
  })
  .openapi("Countries");

const category = z.enum(["own-country", "visa-free", "visa-on-arrival", "eta", "e-visa", "visa-required", "no-admission", "unknown"]).openapi({
  description:
    'The entry requirement: what the traveller must have before or at the border. "unknown": a temporary rule ended on or before the date asked and no source says what follows it (check with the embassy).',
});

/**
 * What the source watch says about a record's source page (issue #35): the site reads every cited page weekly and
 * flags a page that changed after we read it, or that failed three reads in a row. Nothing about the record changes
 * until a person re-checks the page; this says whether to check it yourself. Null when the record cites no page.
 */
export const SourceStatusSchema = z
  .object({
    state: z.enum(["checked", "changed", "unreachable"]).openapi({
      description:
        "`checked`: nothing flagged (the page reads as it did when a person last checked it). `changed`: the page changed after we read it and nobody has re-checked it yet; check it before you rely on the record. `unreachable`: the page has not answered three weekly reads in a row.",
    }),
    since: isoDate.optional().openapi({
      description:
        "For `changed` and `unreachable`: the calendar day (UTC) the change was first seen, or of the first failed read. Absent for `checked`.",
    }),
  })
  .nullable()
  .openapi("SourceStatus", {
    description:
      'The watch\'s status of the record\'s source page: `{ state: "checked" }`, or `{ state: "changed" | "unreachable", since: YYYY-MM-DD }`. Null when the record cites no page.',
    example: { state: "changed", since: "2026-12-03" },
  });

/** Where a requirement comes from. */
export const ProvenanceSchema = z
  .object({
    kind: z.enum(["dataset", "correction", "ended"]).openapi({
      description:
        'The dataset, a later dated correction with its source, or "ended": a temporary rule (its source given) ended before the date asked and nothing sourced says what follows (category "unknown").',
    }),
    asOf: isoDate.openapi({ description: "The dataset's date, or the day the correction (or the ended rule) was checked." }),
    source: z.string().nullable(),
    sourceUrl: z.string().nullable(),
    sourceStatus: SourceStatusSchema,
    endsOn: isoDate.nullable().openapi({
      description: "The last day of the temporary rule shown, when it ends within 60 days of today (calendar date), else null.",
    }),
    disagreeing: z.object({ asOf: isoDate, label: z.string() }).nullable().openapi({
      description:
        "A Passport Index snapshot newer than the correction's review that says otherwise: its date and what it says. The answer keeps the reviewed correction.",
    }),
    endedOn: isoDate.nullable().openapi({
      description:
        'The last day (calendar date) of the temporary rule that ended: the one with no sourced successor ("ended"), or the one the correction shown follows. Else null.',
    }),
    notices: z.array(z.string()).openapi({
      description: "What the result page says of the rule's dates: its end, what follows it, and where sources disagree.",
      example: ["Malaysia's exemption for Indian passports ended on 31 Dec 2026 and we have no source for what applies now: check with the embassy."],
    }),
  })
  .openapi("Provenance");

export const AnnouncedSchema = z
  .object({
    id: z.string(),
    text: z.string().openapi({ example: "Thailand: India passport holders are to get visa free for 30 days (today: visa free for 60 days)." }),
    status: z.string().openapi({ example: "Announced 19 May 2026; not in force, and no start date is set." }),
    source: z.string(),
    sourceUrl: z.string(),
    sourceStatus: SourceStatusSchema,
    dates: z.string().openapi({ example: "not an official source, read on 26 Nov 2026" }),
  })
  .openapi("Announced", { description: "A change announced for the pair but not in force: never part of today's answer." });

export const PairSchema = z
  .object({
    passport: countryCode,
    destination: countryCode,
    on: isoDate.openapi({ description: "The calendar date the rules are judged on (the `on` parameter, else today)." }),
    category,
    label: z.string().openapi({ example: "Visa on arrival" }),
    maxStayDays: z.number().int().nullable().openapi({ description: "Days per stay, null where unknown." }),
    eVisa: z.boolean().openapi({ description: "An e-Visa is available for this pair." }),
    visaOnArrival: z.boolean().openapi({ description: "A visa on arrival is available for this pair." }),
    provenance: ProvenanceSchema,
    announced: z.array(AnnouncedSchema),
  })
  .openapi("Requirement");

export const RequirementsSchema = z
  .object({
    passport: countryCode,
    on: isoDate.openapi({ description: "The calendar date the rules are judged on (the `on` parameter, else today)." }),
    dataAsOf: isoDate.openapi({ description: "The requirement dataset's date; corrections carry their own." }),
    correctionsCheckedThrough: isoDate.nullable(),
    data: z.array(z.object({ destination: countryCode, category }).openapi("RequirementSummary")),
  })
  .openapi("Requirements");

export const FeeOptionSchema = z
  .object({
    id: z.string(),
    visaType: z.string().openapi({ example: "tourist" }),
    document: z
      .enum(FEE_DOCUMENTS as [FeeDocument, ...FeeDocument[]])
      .openapi({ description: "What the fee pays for: a visa, an e-Visa, a visa on arrival, an eTA, a visa-free entry or a levy." }),
    appliesTo: z
      .union([z.object({ scope: z.literal("all") }), z.object({ scope: z.enum(["only", "all-except"]), passports: z.array(z.string()) })])
      .openapi({
        description:
          "The passports the record applies to: `all` (every nationality that needs the document), `only` the ISO 3166-1 alpha-2 codes listed, or `all-except` them. A passport's own record beats a general one for the same document and duration.",
      }),
    subtype: z.string(),
    eVisa: z.boolean(),
    amount: z.object({
      minor: z.number().int().openapi({ description: "Minor units of the currency." }),
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .openapi({ description: "ISO 4217.", example: "THB" }),
    }),
    usd: z.number().nullable().openapi({ description: "Rounded USD at the rates' date; null without a rate." }),
    inr: z.number().nullable().openapi({ description: "Rounded INR at the rates' date; null without a rate." }),
    processingDays: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
    validityDays: z.number().int().nullable(),
    maxStayDays: z.number().int().nullable(),
    source: z.string().nullable().openapi({ description: "Who publishes the figure; null when the record cites no source page." }),
    sourceUrl: z.string().nullable().openapi({ description: "The page the figure was read on; null when we have no source for it." }),
    sourceStatus: SourceStatusSchema,
    verified: z.boolean().openapi({ description: "Read on an official page that the record cites." }),
    confidence: z
      .enum(["high", "medium", "low"])
      .nullable()
      .openapi({ description: "How sure the source is (world records): low is a weak, old or disputed source; null for India's detailed records." }),
    disagreement: z.string().nullable().openapi({
      description: "\"Sources disagree: …\" when the pair's requirement names another document than this fee's, naming both sources; else null.",
    }),
    checkedOn: isoDate,
    sourceDate: isoDate
      .nullable()
      .openapi({ description: "The date the source itself states (publication, update, or the day the fee applies from); null when undated." }),
    effectiveFrom: isoDate.nullable().openapi({ description: "The first day the fee applies, where known." }),
    validUntil: isoDate.nullable().openapi({ description: "The last day the fee is announced to apply, or null (open-ended)." }),
    inForce: z.boolean().openapi({ description: "Whether the fee applies today (between effectiveFrom and validUntil)." }),
    needsDocuments: z.array(z.string()).openapi({
      description:
        "Held-document keys (e.g. us-visa) any one of which the option needs besides the passport; empty when it is open to every holder. Such an option is never a pair's headline fee.",
    }),
  })
  .openapi("FeeOption");

export const FeesSchema = z
  .object({
    destination: countryCode,
    passport: countryCode,
    on: isoDate.openapi({
      description: "The calendar date the fees are judged on (the `on` parameter, else today): a fee that ended before it says so.",
    }),
    coverage: z.enum(["covered", "not-covered"]).openapi({
      description: "`covered` when at least one fee record applies to the passport at the destination; `not-covered` otherwise, with no options.",
    }),
    note: z.string().nullable().openapi({
      description: "What is known where no record applies to a pair that needs a document.",
      example: "No fee on record for United States passports to Bhutan",
    }),
    ratesAsOf: isoDate.nullable(),
    data: z.array(FeeOptionSchema),
  })
  .openapi("Fees");

export const RatesSchema = z
  .object({
    base: z.literal("USD"),
    asOf: isoDate.openapi({ description: "The ECB reference rates' date." }),
    source: z.string(),
    rates: z.record(z.string(), z.number()).openapi({ description: "ISO 4217 → units per 1 USD." }),
  })
  .openapi("Rates");

export const RankingSchema = z
  .object({
    dataAsOf: isoDate.nullable(),
    correctionsCheckedThrough: isoDate.nullable(),
    data: z.array(
      z
        .object({
          passport: countryCode,
          rank: z.number().int().openapi({ description: "Dense rank: equal scores share it." }),
          score: z.number().int().openapi({ description: "Destinations without a visa in advance: visa free, on arrival or eTA." }),
          visaFree: z.number().int(),
          visaOnArrival: z.number().int(),
          eta: z.number().int(),
          eVisa: z.number().int(),
          visaRequired: z.number().int(),
        })
        .openapi("RankedPassport"),
    ),
  })
  .openapi("Ranking");
