/**
 * @module The transit rules for Indian passport holders (data/transit/in-transit-rules.json): bundled with the Worker
 * (the seed has no table for them, and they change only with a deploy), read through their strict zod schema once
 * per isolate, on first use, so a malformed file fails the first trip request with the field's path rather than
 * every isolate's start. Also the pages the Schengen lists cite (data/transit/schengen-atv-lists.json), which the
 * source watch reads beside the rules' own.
 */
import raw from "../../data/transit/in-transit-rules.json";
import atvRaw from "../../data/transit/schengen-atv-lists.json";
import { schengenAtvCitationsSchema, transitRuleSetSchema } from "../../shared/schemas/transit";
import type { TransitRuleSet } from "../../shared/trip/transit-rule";
import type { AtvCitation } from "../../shared/watch/transit-citations";

let parsed: TransitRuleSet | null = null;
let atvCitations: AtvCitation[] | null = null;

/**
 * The rule set, parsed on first call and kept for the isolate.
 * @throws ZodError when the bundled file does not match the schema (a data error: fixed by a deploy).
 */
export function transitRuleSet(): TransitRuleSet {
  parsed ??= transitRuleSetSchema.parse(raw);
  return parsed;
}

/**
 * The pages the Schengen lists cite, with the part of the file citing each; parsed on first call and kept.
 * @throws ZodError when a source of the bundled file has no usable URL.
 */
export function schengenAtvCitations(): readonly AtvCitation[] {
  atvCitations ??= schengenAtvCitationsSchema.parse(atvRaw);
  return atvCitations;
}
