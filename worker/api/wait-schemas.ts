/**
 * @module The published waits' API contract (GET /api/v1/waits, and each trip visa's `wait`; issue #46): a figure as
 * its publisher states it, with its source, the date the source gives and the day read, as zod schemas with their
 * OpenAPI metadata.
 */
import { z } from "@hono/zod-openapi";
import { DAY_KINDS, WAIT_CONFIDENCES, WAIT_KINDS, WAIT_MEASURES } from "../../shared/waits/wait-figure";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ format: "date", example: "2026-09-17" });

/** One figure (shared/waits/wait-figure.ts), with its age when it is too old to trust without a look at its page. */
export const WaitFigureSchema = z
  .object({
    id: z.string().openapi({ example: "us-b1b2-mumbai-next-available" }),
    kind: z.enum(WAIT_KINDS),
    measure: z.enum(WAIT_MEASURES).openapi({ description: "The publisher's own measure (next-available, average-previous-month, standard, …)." }),
    destination: z.string().openapi({ description: "The issuing country (ISO 3166-1 alpha-2), or SCHENGEN.", example: "US" }),
    document: z.string().openapi({ example: "B1/B2 visitor visa" }),
    appliesIn: z.string().nullable().openapi({ description: "Where one applies from (ISO 3166-1 alpha-2); null: anywhere.", example: "IN" }),
    post: z.string().nullable().openapi({ description: "The consular post, for a per-post figure.", example: "Mumbai" }),
    days: z.number().int().openapi({ description: "Whole days (a State Department month is 30 days).", example: 345 }),
    dayKind: z.enum(DAY_KINDS).openapi({ description: "calendar, or working (Monday to Friday)." }),
    lessThan: z.boolean().openapi({ description: 'Published as "< N": days is an upper bound.' }),
    published: z.string().openapi({ description: "The figure as published.", example: "11.5 Months" }),
    publisher: z.string().openapi({ example: "US State Department" }),
    asOf: isoDate.nullable().openapi({ description: "The date the source gives the figure; null when it gives none." }),
    readOn: isoDate.openapi({ description: "The day we read it." }),
    source: z.string(),
    sourceUrl: z.string().url(),
    readVia: z.string().nullable().openapi({ description: "How it was read when not from the publisher's own page, or null." }),
    official: z.boolean(),
    confidence: z.enum(WAIT_CONFIDENCES),
    staleDays: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Its age in days on the day asked when a periodic figure is older than 45 days by its own date; else null." }),
  })
  .openapi("WaitFigure");

/** GET /api/v1/waits: every figure, or those of a destination and where one applies from. */
export const WaitsSchema = z
  .object({
    asOn: isoDate.openapi({ description: "The day asked: the figures' ages are counted to it." }),
    note: z.string().openapi({ example: "An estimate by its publisher, not a promise." }),
    figures: z.array(WaitFigureSchema),
  })
  .openapi("Waits");

/** The query: optional filters. */
export const WaitsQuerySchema = z.object({
  destination: z
    .string()
    .regex(/^[A-Za-z]{2}$|^SCHENGEN$/i)
    .optional()
    .openapi({ param: { name: "destination", in: "query" }, description: "ISO 3166-1 alpha-2 of the issuing country, or SCHENGEN.", example: "US" }),
  appliesIn: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional()
    .openapi({ param: { name: "appliesIn", in: "query" }, description: "ISO 3166-1 alpha-2 of the country applied from.", example: "IN" }),
});

/** A trip visa's wait (shared/waits/pair-wait.ts). */
export const PairWaitSchema = z
  .object({
    kind: z.enum(["interview-wait", "processing-time"]),
    figure: WaitFigureSchema.omit({ staleDays: true }),
    text: z
      .string()
      .openapi({ example: "Interview wait in Kolkata: 195 days (US State Department, as of 17 Sept 2026), then administrative processing" }),
    posts: z.array(z.object({ post: z.string(), days: z.number().int(), lessThan: z.boolean(), text: z.string(), chosen: z.boolean() })),
    stale: z.string().nullable(),
    note: z.string(),
  })
  .openapi("PairWait");
