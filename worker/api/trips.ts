/**
 * @module GET /api/v1/trips (issue #36): a plan's answer as JSON, the same as the trip page shows (shared/trip/
 * view.ts), read from the page's own query. Keys, quotas and the edge cache are the API's (app.ts runs them for every
 * route); a plan that cannot be read answers 400 as a problem with each field's message.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { TripReading } from "../../shared/trip/query";
import { isoDateOf } from "../../shared/units/iso-date";
import type { AppEnv } from "../env";
import { loadTripPage } from "../services/trip";
import { problemBody } from "./problem";
import { ProblemSchema } from "./schemas";
import { TripProblemSchema, TripQuerySchema, TripSchema } from "./trip-schemas";

/** Each message of a reading, with the field it belongs to (the API's names: `passport`, `stops[2].arrive`). */
export function fieldMessages(reading: TripReading): { field: string; message: string }[] {
  return [
    ...reading.formProblems.map((message) => ({ field: "stops", message })),
    ...Object.entries(reading.problems).map(([field, message]) => ({ field, message: message ?? "" })),
    ...reading.rows.flatMap((row, i) =>
      Object.entries(row.problems).map(([field, message]) => ({ field: `stops[${i + 1}].${field}`, message: message ?? "" })),
    ),
  ];
}

/** Adds the route to `api` (before its catch-all), with `secured` as its security and `problems` its shared errors. */
export function addTripRoute(
  api: OpenAPIHono<AppEnv>,
  secured: { apiKey: string[] }[],
  problems: Record<401 | 429, { description: string; content: { "application/problem+json": { schema: typeof ProblemSchema } } }>,
): void {
  api.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/trips",
      operationId: "planTrip",
      summary: "Plan a trip",
      description:
        "One itinerary of up to 12 stops for one or two passports and the documents held: each stop's entry or transit rule (transit rules are known for Indian passports only), whether the stay fits, its fee and warnings; for each passport the Schengen 90/180-day count across the stops, the visas to get in the order to apply with their apply-by dates, the total and a checklist. The same answer as the /trip page with the same query.",
      security: secured,
      request: { query: TripQuerySchema },
      responses: {
        200: { description: "The plan's answer.", content: { "application/json": { schema: TripSchema } } },
        400: {
          description: "A plan that cannot be read: each value's message in `fields` (unknown codes, dates out of order, overlapping stops, …).",
          content: { "application/problem+json": { schema: TripProblemSchema } },
        },
        401: problems[401],
        429: problems[429],
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const { reading, view } = await loadTripPage(c.var.db(), isoDateOf(new Date()), {
        passport: query.passport,
        holds: query.holds,
        stops: query.stops,
      });
      if (view) return c.json(view, 200);
      const fields = fieldMessages(reading);
      const detail = fields.length > 0 ? `Check ${fields[0]?.field}: ${fields[0]?.message}` : "Give a passport and at least one stop.";
      const body = {
        ...problemBody("bad-request", detail, c.var.config.site.url),
        fields: fields.length > 0 ? fields : [{ field: "stops", message: detail }],
      };
      const answer = c.json(body, 400, { "Cache-Control": "no-store" });
      answer.headers.set("Content-Type", "application/problem+json");
      return answer;
    },
  );
}
