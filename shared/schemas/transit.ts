/**
 * @module zod schema of the transit rules file (data/transit/in-transit-rules.json; fields in data/transit/SOURCE.md):
 * strict, so a renamed or misspelt field stops the load with its path instead of passing silently. It outputs the
 * domain's types (shared/trip/transit-rule.ts): codes and dates branded, fees in minor units (converted here, once).
 * Also the pages the Schengen lists cite (data/transit/schengen-atv-lists.json), for the source watch.
 */
import * as z from "zod";
import { isoDateSchema as isoDate } from "./common";
import { parseIsoDate } from "../units/iso-date";
import {
  SCHENGEN_AREA,
  TRANSIT_CONFIDENCES,
  TRANSIT_MODES,
  TRANSIT_REQUIREMENTS,
  TRANSIT_RULES_PASSPORT,
  type SourceDate,
  type TransitRule,
  type TransitRuleSet,
} from "../trip/transit-rule";
import type { AtvCitation } from "../watch/transit-citations";
import { type CountryCode, parseCountryCode } from "../units/country-code";
import { fromMajor, parseCurrencyCode } from "../units/money";

const text = z.string().trim().min(1, "expected non-empty text");

/** A source's date as precise as it states it: a year, a month or a calendar date. */
const sourceDate = z.string().transform((value, ctx): SourceDate => {
  const full = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const partial = /^\d{4}(-(0[1-9]|1[0-2]))?$/.test(value);
  if (full ? !parseIsoDate(value) : !partial) {
    ctx.addIssue({ code: "custom", message: "expected a date YYYY, YYYY-MM or YYYY-MM-DD" });
    return z.NEVER;
  }
  return value as SourceDate;
});

/** An upper-case ISO 3166-1 alpha-2 code, or SCHENGEN for the area's rules. */
const transitCountry = z.string().transform((value, ctx): CountryCode | typeof SCHENGEN_AREA => {
  if (value === SCHENGEN_AREA) return SCHENGEN_AREA;
  const code = /^[A-Z]{2}$/.test(value) ? parseCountryCode(value) : null;
  if (!code) {
    ctx.addIssue({ code: "custom", message: `expected an upper-case ISO 3166-1 alpha-2 code or ${SCHENGEN_AREA}` });
    return z.NEVER;
  }
  return code;
});

/** `{ amount, currency }` in major units as the authority publishes it (0: free), as Money in minor units. */
const fee = z.strictObject({ amount: z.number().nonnegative("expected an amount of 0 or more"), currency: z.string() }).transform((value, ctx) => {
  const currency = parseCurrencyCode(value.currency);
  if (currency !== value.currency) {
    ctx.addIssue({ code: "custom", message: "expected an upper-case ISO 4217 currency code", path: ["currency"] });
    return z.NEVER;
  }
  return fromMajor(value.amount, currency);
});

const httpUrl = z.url({ protocol: /^https?$/, error: "expected an absolute http(s) URL" });

/** One rule of in-transit-rules.json. */
export const transitRuleSchema = z
  .strictObject({
    transitCountry,
    passport: z.literal(TRANSIT_RULES_PASSPORT),
    mode: z.enum(TRANSIT_MODES),
    requirement: z.enum(TRANSIT_REQUIREMENTS).nullable(),
    document: text.nullable(),
    fee: fee.nullable(),
    maxHours: z.number().int().positive("expected a whole number of hours").nullable(),
    exemptions: z.array(z.strictObject({ holds: text, effect: text, conditions: text })),
    conditions: text,
    source: text,
    sourceUrl: httpUrl,
    sourceDate: sourceDate.nullable(),
    official: z.boolean(),
    confidence: z.enum(TRANSIT_CONFIDENCES),
    evidence: text,
    notes: text,
    additionalSources: z.array(z.strictObject({ source: text, sourceUrl: httpUrl, sourceDate: sourceDate.nullable() })).default([]),
  })
  .transform(({ passport, ...rule }): TransitRule => rule);

/**
 * The whole file: `{ compiledOn, passport: "IN", rules }`. A transit country has at most one rule per mode and
 * requirement (Türkiye's two airside rules differ by requirement).
 * @example transitRuleSetSchema.parse(json).rules.length // 62
 */
export const transitRuleSetSchema = z
  .strictObject({ compiledOn: isoDate, passport: z.literal(TRANSIT_RULES_PASSPORT), rules: z.array(transitRuleSchema).min(1) })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.rules.forEach((rule, i) => {
      const key = `${rule.transitCountry} ${rule.mode} ${rule.requirement}`;
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: `a second rule for ${key}`, path: ["rules", i] });
      seen.add(key);
    });
  })
  .transform((file): TransitRuleSet => file);

/** A page the Schengen lists cite: only its address is read (the other fields are notes for people). */
const atvSource = z.looseObject({ sourceUrl: httpUrl });

/**
 * The pages data/transit/schengen-atv-lists.json cites, each with the part of the file citing it: all the site reads
 * of that file (the trip planner's rules are in-transit-rules.json), so the source watch reads those pages too. Loose
 * objects: the lists, histories and notes beside each source are for people and may grow; a source without a
 * usable URL still stops the load with its path.
 * @example schengenAtvCitationsSchema.parse(json)[0] // { part: "legal-basis", sourceUrl: "https://www.esteri.it/…" }
 */
export const schengenAtvCitationsSchema = z
  .looseObject({
    legalBasis: z.looseObject({ sources: z.array(atvSource) }),
    commonList: z.looseObject({ sources: z.array(atvSource) }),
    commissionNationalListsDocument: atvSource,
    nationalLists: z.array(z.looseObject({ state: text, sources: z.array(atvSource) })),
  })
  .transform((file): AtvCitation[] => [
    ...file.legalBasis.sources.map((s) => ({ part: "legal-basis", sourceUrl: s.sourceUrl })),
    ...file.commonList.sources.map((s) => ({ part: "common-list", sourceUrl: s.sourceUrl })),
    { part: "annex-7b", sourceUrl: file.commissionNationalListsDocument.sourceUrl },
    // "ES", …, and one entry for "other Schengen states (AT, BG, …)".
    ...file.nationalLists.flatMap((list) =>
      list.sources.map((s) => ({ part: `national-${/^[A-Z]{2}$/.test(list.state) ? list.state : "others"}`, sourceUrl: s.sourceUrl })),
    ),
  ]);
