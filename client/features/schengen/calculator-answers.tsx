/**
 * @module The calculator's answers (calculator-page.tsx): the control date's figures and overstays, the planned
 * entry's latest exit or why none, the earliest stay of N days, and the window's calendar.
 */
import type { CalculatorResult } from "../../../shared/schengen/calculate";
import type { CalculatorReading } from "../../../shared/schengen/calculator-query";
import type { PlanResult } from "../../../shared/schengen/rule";
import { MAX_STAY_DAYS, type ShortStayVisa } from "../../../shared/schengen/stay";
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";
import { WindowTimeline } from "./window-timeline";

const d = (date: IsoDate) => formatIsoDate(date);
/** "1 day", "3 days". */
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function limitText(plan: PlanResult, visa: ShortStayVisa | null): string {
  switch (plan.limit) {
    case "rule":
      return "One more day would put more than 90 days in a 180-day window.";
    case "visa-validity":
      return `Your visa ends on ${visa ? d(visa.validUntil) : "its end date"}: leave by then, even where the 90/180 rule would allow more.`;
    case "visa-days":
      return `Your visa allows ${plural(visa?.durationDays ?? 0, "day")} of stay in its validity, and they are used up then.`;
    case "visa-entries":
      return "Your visa's entries are used up.";
    case "later-stays":
      return "A longer stay would put a later planned stay over 90 days.";
    default:
      return "";
  }
}

function refusalText(plan: PlanResult, visa: ShortStayVisa | null): string {
  const on = d(plan.entry);
  switch (plan.limit) {
    case "visa-not-yet-valid":
      return `Your visa is valid from ${visa ? d(visa.validFrom) : "a later date"}: you cannot enter with it on ${on}.`;
    case "visa-expired":
    case "visa-validity":
      return `Your visa ended on ${visa ? d(visa.validUntil) : "an earlier date"}: you cannot enter with it on ${on}.`;
    case "visa-entries":
      return `Your visa's ${visa?.entries === 1 ? "single entry is" : "entries are"} already used: you cannot enter with it again.`;
    case "visa-days":
      return `Your visa's ${plural(visa?.durationDays ?? 0, "day")} of stay are already used.`;
    case "later-stays":
      return `A stay entering on ${on} would put a later planned stay over 90 days.`;
    case "stays-break-rule":
      return `Your stays from ${on} on already break the 90/180 rule (the days are listed above): change them first.`;
    default:
      return `You cannot enter on ${on}: the 180 days up to that day already hold 90 days of stay.`;
  }
}

export function CalculatorAnswers({ reading, result }: { reading: CalculatorReading; result: CalculatorResult }) {
  const { control, plan, earliest, timeline } = result;
  const visa = reading.input?.visa ?? null;
  const over = control.usedDays - MAX_STAY_DAYS;
  return (
    <>
      <section className="panel schengen-answer" aria-labelledby="schengen-control">
        <h2 id="schengen-control">On {d(control.controlDate)}</h2>
        <p className="schengen-answer__lead">
          <strong>
            {control.usedDays} of 90 days used, {over > 0 ? `${plural(over, "day")} over the limit` : `${plural(control.daysLeft, "day")} left`}
          </strong>{" "}
          in the 180 days from {d(control.windowStart)} to {d(control.controlDate)}.
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
      <section className="panel schengen-answer" aria-labelledby="schengen-window">
        <h2 id="schengen-window">{timeline.planned ? "The window of your planned stay's last day" : "The window of the control date"}</h2>
        <WindowTimeline days={timeline.days} id="schengen-timeline" />
      </section>
    </>
  );
}
