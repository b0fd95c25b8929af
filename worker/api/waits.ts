/**
 * @module GET /api/v1/waits (issue #46): the published waits and processing times (data/waits/waits.json with the
 * watch's newer readings: worker/services/wait-figures.ts), each with its source, the date the source gives, the day
 * read and, when too old to trust, its age; filtered by destination and the country applied from.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { staleDays } from "../../shared/waits/apply-by";
import { WAIT_TEXTS } from "../../shared/waits/wait-texts";
import { isoDateOf } from "../../shared/units/iso-date";
import type { AppEnv } from "../env";
import { loadWaitFigures } from "../services/wait-figures";
import type { ProblemSchema } from "./schemas";
import { WaitsQuerySchema, WaitsSchema } from "./wait-schemas";

/** Adds the route to `api` (before its catch-all), with `secured` as its security and `problems` its shared errors. */
export function addWaitsRoute(
  api: OpenAPIHono<AppEnv>,
  secured: { apiKey: string[] }[],
  problems: Record<401 | 429, { description: string; content: { "application/problem+json": { schema: typeof ProblemSchema } } }>,
): void {
  api.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/waits",
      operationId: "getWaits",
      summary: "Visa waits and processing times",
      description:
        "The published waits: the US State Department's B1/B2 interview wait by consular post (next available, and the previous month's average), IRCC's visitor-visa processing time by country applied from, the UK's service standard and the Schengen Visa Code's limits. Each is an estimate or a standard by its publisher, never a promise, with its source, the date the source gives and the day read.",
      security: secured,
      request: { query: WaitsQuerySchema },
      responses: {
        200: { description: "The figures.", content: { "application/json": { schema: WaitsSchema } } },
        401: problems[401],
        429: problems[429],
      },
    }),
    async (c) => {
      const { destination, appliesIn } = c.req.valid("query");
      const today = isoDateOf(new Date());
      const figures = (await loadWaitFigures(c.var.db())).filter(
        (f) => (!destination || f.destination === destination.toUpperCase()) && (!appliesIn || f.appliesIn === appliesIn.toUpperCase()),
      );
      return c.json(
        {
          asOn: today,
          note: WAIT_TEXTS.estimate,
          figures: figures.map((figure) => {
            const { evidence: _evidence, notes: _notes, postAsPublished: _published, ...shown } = figure;
            return { ...shown, staleDays: staleDays(figure, today) };
          }),
        },
        200,
      );
    },
  );
}
