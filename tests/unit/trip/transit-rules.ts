/** @module The real transit rules (data/transit/in-transit-rules.json), read through their schema once for the tests. */
import raw from "../../../data/transit/in-transit-rules.json";
import { transitRuleSetSchema } from "../../../shared/schemas/transit";

export const TRANSIT_RULES = transitRuleSetSchema.parse(raw).rules;
