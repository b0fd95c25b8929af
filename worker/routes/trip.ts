/**
 * @module The trip planner's two non-page answers (issue #36): its GET form's submission, answered with 303 to the
 * compact, shareable URL the page reads (shared/trip/form-query.ts; before the repeated-parameter 301, since the
 * form's document checkboxes repeat `holds`), and `/trip.ics`, the plan's apply-by dates as an iCalendar file (the
 * same query as the page). A plan that cannot be read answers 400 with its messages as plain text.
 */
import { Hono } from "hono";
import { compactTripQuery, isTripFormSubmission } from "../../shared/trip/form-query";
import { TRIP_CALENDAR_PATH, TRIP_PATH } from "../../shared/trip/links";
import { visitorCurrency } from "../../shared/money/visitor-currency";
import { isoDateOf } from "../../shared/units/iso-date";
import type { AppEnv } from "../env";
import { pageLocation, pagePathOf } from "../seo/page-paths";
import { loadTripPage } from "../services/trip";
import { tripCalendar } from "../services/trip-calendar";

export const tripRoutes = new Hono<AppEnv>();

tripRoutes.get(TRIP_PATH, async (c, next) => {
  const query = new URL(c.req.url).searchParams;
  if (!isTripFormSubmission(query)) return next();
  const page = pagePathOf(new URL(c.req.url).pathname, c.get("basePath"));
  if (!page) return next();
  return c.redirect(pageLocation(page, compactTripQuery(query)), 303);
});

/** Characters of a plan's messages echoed in a 400's body. */
const MESSAGES_MAX_CHARS = 2000;

tripRoutes.get(TRIP_CALENDAR_PATH, async (c) => {
  const query = new URL(c.req.url).searchParams;
  const text = (name: string) => query.get(name) ?? undefined;
  const { reading, view } = await loadTripPage(c.var.db(), isoDateOf(new Date()), visitorCurrency(c.get("country")), {
    passport: text("passport"),
    holds: text("holds"),
    stops: text("stops"),
    post: text("post"),
  });
  if (!view) {
    const messages = [
      ...reading.formProblems,
      ...Object.values(reading.problems),
      ...reading.rows.flatMap((row, i) => Object.values(row.problems).map((p) => `Stop ${i + 1}: ${p}`)),
    ];
    const body = `This plan cannot be read, so it has no dates to apply by.\n${messages.join("\n")}`.slice(0, MESSAGES_MAX_CHARS);
    return c.text(body, 400);
  }
  return c.body(tripCalendar(view, c.var.config.site.url), 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": 'attachment; filename="trip-apply-by.ics"',
  });
});
