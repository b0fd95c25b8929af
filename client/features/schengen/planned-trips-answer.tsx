/**
 * @module The calculator's first answer when stays are planned (shared/schengen/planned-trips.ts): can the visitor
 * make these trips, and how many days are left after each. One list item per trip, in order of entry, named as the
 * form names its row ("Stay 2").
 */
import type { PlannedTrip } from "../../../shared/schengen/planned-trips";
import { formatIsoDate as d } from "../../../shared/units/iso-date";
import { plural, refusalText } from "./plan-texts";

/** The answer's lead: whether every planned trip fits. */
export function tripsLead(trips: readonly PlannedTrip[]): string {
  const broken = trips.filter((t) => !t.fits).length;
  if (trips.length === 1) return broken ? "Your planned trip breaks the 90/180 rule." : "Your planned trip fits the 90/180 rule.";
  if (broken === 0) return `All ${trips.length} planned trips fit the 90/180 rule.`;
  return `${broken} of ${trips.length} planned trips break the 90/180 rule.`;
}

/** One trip's verdict, `subject` its name in the sentence: "It fits, with 48 days left after it." or the days it breaks the rule on. */
export function tripVerdict(trip: PlannedTrip, subject = "It"): string {
  if (trip.fits) return `${subject} fits, with ${plural(trip.daysLeft, "day")} left after it.`;
  const over = trip.overDays.map((r) => (r.days === 1 ? d(r.from) : `${d(r.from)} to ${d(r.to)} (${plural(r.days, "day")})`)).join(", ");
  return `${subject} breaks the rule on ${over}.`;
}

function Trip({ trip }: { trip: PlannedTrip }) {
  const instead = trip.instead;
  return (
    <li className="schengen-trip" data-fits={trip.fits ? "" : undefined}>
      <p className="schengen-trip__name">
        Stay {trip.n}: {d(trip.entry)} to {d(trip.exit)} ({plural(trip.days, "day")})
      </p>
      <p>
        <strong>{tripVerdict(trip)}</strong>{" "}
        {trip.fits
          ? `${trip.usedOnExit} of 90 days used in the 180 days up to ${d(trip.exit)}, its last day.`
          : instead?.latestExit
            ? `Entering on ${d(trip.entry)}, you can stay until ${d(instead.latestExit)}: ${plural(instead.days, "day")}.`
            : instead
              ? refusalText(instead, null)
              : ""}
      </p>
    </li>
  );
}

/** The section; `id` is its heading's (the live form focuses the first answer's heading after Calculate). */
export function PlannedTripsAnswer({ trips, id }: { trips: readonly PlannedTrip[]; id: string }) {
  return (
    <section className="panel schengen-answer" aria-labelledby={id}>
      <h2 id={id} tabIndex={-1}>
        Your planned trips
      </h2>
      <p className="schengen-answer__lead">
        <strong>{tripsLead(trips)}</strong>
      </p>
      <ol className="plain-list schengen-trips">
        {trips.map((trip) => (
          <Trip key={trip.n} trip={trip} />
        ))}
      </ol>
    </section>
  );
}
