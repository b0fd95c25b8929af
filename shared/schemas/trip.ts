/**
 * @module zod input schema of the trip planner (`trip.plan`, /trip): the URL's parameters as text. Nothing is refused
 * here: the plan's reader (shared/trip/query.ts) gives each bad value its message beside its field, so a value is
 * only cut to a length past every limit the reader checks (it then says the value is too long).
 */
import * as z from "zod";

/** Characters of a parameter passed on: more than any sound value (stops: 400), so the reader still sees it is too long. */
export const TRIP_INPUT_MAX_CHARS = 1000;

const text = z
  .string()
  .transform((value) => value.slice(0, TRIP_INPUT_MAX_CHARS))
  .optional();

/**
 * Input of `trip.plan`: `{ passport?, holds?, stops?, to?, schengen?, post? }` as the URL has them (shared/trip/query.ts,
 * prefill.ts; post: the consular post chosen, issue #46).
 * @example tripInputSchema.parse({ passport: "IN", stops: "GB~2027-03-01~2027-03-08~s" })
 */
export const tripInputSchema = z.object({ passport: text, holds: text, stops: text, to: text, schengen: text, post: text });

/** The parsed input. */
export type TripInput = z.infer<typeof tripInputSchema>;
