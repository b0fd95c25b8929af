/**
 * @module GET /api/v1/trips (issue #36): a plan's answer as JSON, the same as the trip page shows (shared/trip/
 * view.ts), read from the page's own query. Keys, quotas and the edge cache are the API's (app.ts runs them for every
 * route); a plan that cannot be read answers 400 as a problem with each field's message.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { HOME_CURRENCY } from "../../shared/money/visitor-currency";
import type { TripFeeAmounts } from "../../shared/trip/fees";
import type { TripReading } from "../../shared/trip/query";
import type { FeeView, PlanView, TripView } from "../../shared/trip/view";
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

/** A fee's amounts as the API documents them: the third amount is `inr`/`inrFee`, whoever calls. */
function rupeeAmounts({ local, localFee, localCurrency: _, ...amounts }: TripFeeAmounts) {
  return { ...amounts, inr: local, inrFee: localFee };
}

function rupeeFee(fee: FeeView) {
  return fee.status === "listed" ? { ...fee, amounts: rupeeAmounts(fee.amounts) } : fee;
}

function rupeeTotals({ local, localText, localCurrency: _, items, ...totals }: PlanView["totals"]) {
  // Priced in INR, which always converts (the 83.5 fallback stands in for a missing INR rate): never null here.
  return { ...totals, inr: local ?? 0, inrText: localText ?? "", items: items.map((item) => ({ ...item, fee: rupeeFee(item.fee) })) };
}

/**
 * The plan's answer as the API documents it (issue #36, before decision 17 showed fees in the visitor's currency): the
 * page's answer priced in INR, its third amounts named `inr`, `inrFee` and `inrText`. The API answers every caller
 * alike (it is cached by URL), so it never depends on the caller's country.
 */
export function apiTripView(view: TripView) {
  return {
    ...view,
    stops: view.stops.map((stop) => ({ ...stop, byPassport: stop.byPassport.map((p) => ({ ...p, fee: rupeeFee(p.fee) })) })),
    plans: view.plans.map((plan) => ({ ...plan, visas: plan.visas.map((v) => ({ ...v, fee: rupeeFee(v.fee) })), totals: rupeeTotals(plan.totals) })),
  };
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
      const { reading, view } = await loadTripPage(c.var.db(), isoDateOf(new Date()), HOME_CURRENCY, {
        passport: query.passport,
        holds: query.holds,
        stops: query.stops,
        post: query.post,
      });
      if (view) return c.json(apiTripView(view), 200);
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
