/**
 * @module The transit rules for Indian passport holders (data/transit/in-transit-rules.json): bundled with the Worker
 * (the seed has no table for them, and they change only with a deploy), read through their strict zod schema once
 * per isolate, on first use, so a malformed file fails the first trip request with the field's path rather than
 * every isolate's start.
 */
import raw from "../../data/transit/in-transit-rules.json";
import { transitRuleSetSchema } from "../../shared/schemas/transit";
import type { TransitRuleSet } from "../../shared/trip/transit-rule";

let parsed: TransitRuleSet | null = null;

/**
 * The rule set, parsed on first call and kept for the isolate.
 * @throws ZodError when the bundled file does not match the schema (a data error: fixed by a deploy).
 */
export function transitRuleSet(): TransitRuleSet {
  parsed ??= transitRuleSetSchema.parse(raw);
  return parsed;
}
