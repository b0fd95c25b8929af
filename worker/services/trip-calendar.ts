/**
 * @module A plan's apply-by dates as an iCalendar file (RFC 5545), written by ical-generator (no Node API, so it runs
 * in workerd): the events of shared/trip/calendar.ts, each linking back to the plan's page.
 */
import ical from "ical-generator";
import { applyByEvents } from "../../shared/trip/calendar";
import { TRIP_PATH } from "../../shared/trip/links";
import type { TripView } from "../../shared/trip/view";

/** The calendar's name as a calendar app lists it. */
export const TRIP_CALENDAR_NAME = "Trip: dates to apply for visas (Visa Fee Atlas)";

/**
 * The .ics text of `view`'s apply-by dates; `siteUrl` makes the links and event ids absolute.
 * @example tripCalendar(view, "https://visafeeatlas.example") // "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n…"
 */
export function tripCalendar(view: TripView, siteUrl: string): string {
  const host = new URL(siteUrl).host;
  // Commas encoded: a URI value is not escaped as text is (RFC 5545 3.3.13), and ical-generator would add backslashes.
  const page = `${siteUrl.replace(/\/$/, "")}${TRIP_PATH}${view.query.replaceAll(",", "%2C")}`;
  const calendar = ical({ name: TRIP_CALENDAR_NAME, prodId: { company: "Visa Fee Atlas", product: "Trip planner", language: "EN" } });
  // DTSTAMP: the day the answer is for, so the same plan on the same day gives the same file (the edge may keep it).
  const stamp = new Date(`${view.asOn}T00:00:00Z`);
  for (const event of applyByEvents(view)) {
    calendar.createEvent({
      id: `${event.key}@${host}`,
      start: new Date(`${event.on}T00:00:00Z`),
      allDay: true,
      stamp,
      summary: event.summary,
      description: `${event.description}\n${page}`,
      url: page,
    });
  }
  return calendar.toString();
}
