/**
 * @module The 180-day window as a calendar drawn by the server in HTML and CSS (no SVG to scale down): one row per
 * month, one square per day, each day used, planned, over the limit or free, and the same facts as text beside it for
 * screen readers. The text keeps its size at every width: on a phone a month takes two rows of 16 days
 * (client/styles/passport.css), wider it takes one row of 31. Exactly the window's days are painted; the first
 * month's earlier days are blank cells.
 */
import { DAY_STATE_LABELS } from "../../../shared/schengen/day-states";
import type { TimelineDay } from "../../../shared/schengen/rule";
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"] as const;
/** The day numbers above the columns; CSS shows 1, 10, 20, 31 on one row of 31, or 1, 16, 17, 31 on two rows of 16. */
const TICKS = [1, 10, 16, 17, 20, 31] as const;

/** Runs of days in one state, as "15 Aug 2014 to 30 Sept 2014 (47 days)". */
function runs(days: readonly TimelineDay[], state: TimelineDay["state"]): string[] {
  const out: { from: IsoDate; to: IsoDate; n: number }[] = [];
  let open = false;
  for (const day of days) {
    const last = out.at(-1);
    if (day.state === state) {
      if (open && last) {
        last.to = day.date;
        last.n += 1;
      } else out.push({ from: day.date, to: day.date, n: 1 });
      open = true;
    } else open = false;
  }
  return out.map((r) => (r.n === 1 ? formatIsoDate(r.from) : `${formatIsoDate(r.from)} to ${formatIsoDate(r.to)} (${r.n} days)`));
}

/** The window's calendar, legend and text; `id` prefixes the caption's id. */
export function WindowTimeline({ days, id }: { days: readonly TimelineDay[]; id: string }) {
  const months: { key: string; label: string; blanks: number; cells: TimelineDay[] }[] = [];
  for (const day of days) {
    const key = day.date.slice(0, 7);
    let month = months.at(-1);
    if (month?.key !== key) {
      month = { key, label: `${MONTHS[Number(key.slice(5, 7)) - 1]} ’${key.slice(2, 4)}`, blanks: Number(day.date.slice(8, 10)) - 1, cells: [] };
      months.push(month);
    }
    month.cells.push(day);
  }
  const count = (state: TimelineDay["state"]) => days.filter((d) => d.state === state).length;
  const first = days[0];
  const last = days.at(-1);
  const summary = first && last ? `The 180 days from ${formatIsoDate(first.date)} to ${formatIsoDate(last.date)}` : "";
  return (
    <figure className="schengen-timeline" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="schengen-timeline__caption">
        {summary}
      </figcaption>
      <div className="schengen-cal" aria-hidden="true">
        <div className="schengen-cal__row schengen-cal__head">
          {TICKS.map((tick) => (
            <span key={tick} className="schengen-cal__tick" data-day={tick}>
              {tick}
            </span>
          ))}
        </div>
        {months.map((month) => (
          <div key={month.key} className="schengen-cal__row">
            <span className="schengen-cal__month">{month.label}</span>
            {Array.from({ length: month.blanks }, (_, i) => (
              <span key={`blank-${i}`} className="schengen-cal__blank" />
            ))}
            {month.cells.map((day) => (
              <span
                key={day.date}
                className={`schengen-timeline__day schengen-timeline__day--${day.state}`}
                title={`${formatIsoDate(day.date)}: ${DAY_STATE_LABELS[day.state]}`}
              />
            ))}
          </div>
        ))}
      </div>
      <ul className="schengen-timeline__legend plain-list">
        {(["used", "planned", "over", "free"] as const).map((state) => (
          <li key={state}>
            <span className={`schengen-timeline__swatch schengen-timeline__day--${state}`} aria-hidden="true" /> {DAY_STATE_LABELS[state]}:{" "}
            {count(state)}
          </li>
        ))}
      </ul>
      <div className="schengen-timeline__text">
        {(["used", "planned", "over"] as const).map((state) => {
          const list = runs(days, state);
          return list.length > 0 ? (
            <p key={state}>
              {DAY_STATE_LABELS[state]}: {list.join("; ")}.
            </p>
          ) : null;
        })}
      </div>
    </figure>
  );
}
