/**
 * @module The calculator's answers (calculator-page.tsx). With planned trips the first answer is about them (can they
 * be made, days left after each); then the planned entry's latest exit or why none, the earliest stay of N days, the
 * control date's figures and overstays, and the window's calendar. Without planned trips the control date leads.
 */
import type { CalculatorResult } from "../../../shared/schengen/calculate";
import type { CalculatorReading } from "../../../shared/schengen/calculator-query";
import type { ControlResult } from "../../../shared/schengen/rule";
import { MAX_STAY_DAYS } from "../../../shared/schengen/stay";
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";
import { limitText, plural, refusalText } from "./plan-texts";
import { PlannedTripsAnswer } from "./planned-trips-answer";
import { WindowTimeline } from "./window-timeline";

const d = (date: IsoDate) => formatIsoDate(date);

/** The control date's figures: "45 of 90 days used, 45 days left" (or the days over the limit). */
export function controlLead(control: ControlResult): string {
  const over = control.usedDays - MAX_STAY_DAYS;
  return `${control.usedDays} of 90 days used, ${over > 0 ? `${plural(over, "day")} over the limit` : `${plural(control.daysLeft, "day")} left`}`;
}

function ControlAnswer({ control, first }: { control: ControlResult; first: boolean }) {
  return (
    <section className="panel schengen-answer" aria-labelledby="schengen-control">
      <h2 id="schengen-control" tabIndex={first ? -1 : undefined}>
        On {d(control.controlDate)}
      </h2>
      <p className="schengen-answer__lead">
        <strong>{controlLead(control)}</strong> in the 180 days from {d(control.windowStart)} to {d(control.controlDate)}.
      </p>
      {control.overstays.length > 0 ? (
        <div className="alert alert--destructive">
          <h3>Days that break the 90/180 rule</h3>
          <ul>
            {control.overstays.map((r) => (
              <li key={r.from}>{r.days === 1 ? d(r.from) : `${d(r.from)} to ${d(r.to)} (${r.days} days)`}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p>No day of your stays breaks the 90/180 rule.</p>
      )}
    </section>
  );
}

/** Every answer of a sound reading, in order. */
export function CalculatorAnswers({ reading, result }: { reading: CalculatorReading; result: CalculatorResult }) {
  const { trips, control, plan, earliest, timeline } = result;
  const visa = reading.input?.visa ?? null;
  const planned = trips.length > 0;
  return (
    <>
      {planned ? <PlannedTripsAnswer trips={trips} id="schengen-trips" /> : <ControlAnswer control={control} first />}
      {plan ? (
        <section className="panel schengen-answer" aria-labelledby="schengen-plan">
          <h2 id="schengen-plan">Entering on {d(plan.entry)}</h2>
          {plan.latestExit ? (
            <p className="schengen-answer__lead">
              <strong>
                You can stay until {d(plan.latestExit)}: {plural(plan.days, "day")}.
              </strong>{" "}
              {limitText(plan, visa)}
            </p>
          ) : (
            <p className="schengen-answer__lead">
              <strong>{refusalText(plan, visa)}</strong>
            </p>
          )}
        </section>
      ) : null}
      {earliest ? (
        <section className="panel schengen-answer" aria-labelledby="schengen-earliest">
          <h2 id="schengen-earliest">A stay of {plural(earliest.days, "day")}</h2>
          <p className="schengen-answer__lead">
            {earliest.stay ? (
              <strong>
                The earliest entry from {d(earliest.from)} is {d(earliest.stay.entry)}, leaving on {d(earliest.stay.exit)}.
              </strong>
            ) : (
              <strong>
                No stay of {plural(earliest.days, "day")} is possible from {d(earliest.from)}
                {visa ? " with this visa" : ""}.
              </strong>
            )}
          </p>
        </section>
      ) : null}
      {planned ? <ControlAnswer control={control} first={false} /> : null}
      <section className="panel schengen-answer" aria-labelledby="schengen-window">
        <h2 id="schengen-window">
          {timeline.planned
            ? "The window of your planned stay's last day"
            : planned
              ? "The window of your last planned trip's last day"
              : "The window of the control date"}
        </h2>
        <WindowTimeline days={timeline.days} id="schengen-timeline" />
      </section>
    </>
  );
}
