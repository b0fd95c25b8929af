/**
 * @module zod schema of the waits file (data/waits/waits.json; fields in data/waits/SOURCE.md and
 * shared/waits/wait-figure.ts): strict, so a renamed or misspelt field stops the load with its path instead of
 * passing silently. It outputs the domain's types: codes and dates branded.
 */
import * as z from "zod";
import { isoDateSchema as isoDate } from "./common";
import { SCHENGEN_AREA } from "../trip/transit-rule";
import { type CountryCode, parseCountryCode } from "../units/country-code";
import { DAY_KINDS, WAIT_CONFIDENCES, WAIT_KINDS, WAIT_MEASURES, type WaitFigure, type WaitFigureSet } from "../waits/wait-figure";

const text = z.string().trim().min(1, "expected non-empty text");

const countryCode = z.string().transform((value, ctx): CountryCode => {
  const code = /^[A-Z]{2}$/.test(value) ? parseCountryCode(value) : null;
  if (!code) {
    ctx.addIssue({ code: "custom", message: "expected an upper-case ISO 3166-1 alpha-2 code" });
    return z.NEVER;
  }
  return code;
});

/** One figure of waits.json. */
export const waitFigureSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/, "expected a lower-case id of letters, digits and hyphens"),
    kind: z.enum(WAIT_KINDS),
    destination: z.union([z.literal(SCHENGEN_AREA), countryCode]),
    document: text,
    appliesIn: countryCode.nullable(),
    post: text.nullable(),
    postAsPublished: text.nullable(),
    measure: z.enum(WAIT_MEASURES),
    days: z.number().int("expected a whole number of days").nonnegative("expected 0 days or more"),
    dayKind: z.enum(DAY_KINDS),
    lessThan: z.boolean(),
    published: text,
    publisher: text,
    asOf: isoDate.nullable(),
    readOn: isoDate,
    source: text,
    sourceUrl: z.url({ protocol: /^https$/, error: "expected an absolute https URL" }),
    readVia: text.nullable(),
    official: z.boolean(),
    confidence: z.enum(WAIT_CONFIDENCES),
    evidence: text,
    notes: text,
  })
  .superRefine((figure, ctx) => {
    if (figure.kind === "interview-wait" && (figure.post === null || figure.appliesIn === null))
      ctx.addIssue({ code: "custom", message: "an interview wait is a post's: expected a post and the country it is in (appliesIn)" });
    if (figure.asOf !== null && figure.asOf > figure.readOn)
      ctx.addIssue({ code: "custom", message: "asOf is after readOn: a figure cannot be read before its date" });
  })
  .transform((figure): WaitFigure => figure);

/**
 * The whole file: `{ readOn, figures }`, each id once, and one figure per post (or country) and measure.
 * @example waitFigureSetSchema.parse(json).figures.length // 48
 */
export const waitFigureSetSchema = z
  .strictObject({ readOn: isoDate, figures: z.array(waitFigureSchema).min(1) })
  .superRefine((file, ctx) => {
    const ids = new Set<string>();
    const keys = new Set<string>();
    file.figures.forEach((figure, i) => {
      if (ids.has(figure.id)) ctx.addIssue({ code: "custom", message: `a second figure with id ${figure.id}`, path: ["figures", i, "id"] });
      ids.add(figure.id);
      const key = [figure.destination, figure.kind, figure.measure, figure.appliesIn, figure.post].join(" ");
      if (keys.has(key)) ctx.addIssue({ code: "custom", message: `a second figure for ${key}`, path: ["figures", i] });
      keys.add(key);
    });
  })
  .transform((file): WaitFigureSet => file);
