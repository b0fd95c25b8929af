/**
 * @module The 180-day window as a calendar drawn in SVG by the server: one row per month, one square per day, each
 * day used, planned, over the limit or free, and the same facts as text beside it for screen readers. Readable at
 * 390 px: a row holds at most 31 squares.
 */
import { DAY_STATE_LABELS } from "../../../shared/schengen/day-states";
import type { TimelineDay } from "../../../shared/schengen/rule";
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"] as const;
const CELL = 11;
const GAP = 1.5;
const LABEL = 60;
const ROW = 17;
const TOP = 15;

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

export function WindowTimeline({ days, id }: { days: readonly TimelineDay[]; id: string }) {
  const months: { key: string; label: string; cells: TimelineDay[] }[] = [];
  for (const day of days) {
    const key = day.date.slice(0, 7);
    let month = months.at(-1);
    if (month?.key !== key) {
      month = { key, label: `${MONTHS[Number(key.slice(5, 7)) - 1]} ’${key.slice(2, 4)}`, cells: [] };
      months.push(month);
    }
    month.cells.push(day);
  }
  const width = LABEL + 31 * (CELL + GAP);
  const height = TOP + months.length * ROW;
  const count = (state: TimelineDay["state"]) => days.filter((d) => d.state === state).length;
  const first = days[0];
  const last = days.at(-1);
  const summary = first && last ? `The 180 days from ${formatIsoDate(first.date)} to ${formatIsoDate(last.date)}` : "";
  return (
    <figure className="schengen-timeline" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="schengen-timeline__caption">
        {summary}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="schengen-timeline__svg" aria-hidden="true" focusable="false">
        {[1, 10, 20, 31].map((d) => (
          <text key={d} x={LABEL + (d - 1) * (CELL + GAP) + CELL / 2} y={11} className="schengen-timeline__tick" textAnchor="middle">
            {d}
          </text>
        ))}
        {months.map((month, row) => (
          <g key={month.key} transform={`translate(0 ${TOP + row * ROW})`}>
            <text x={0} y={CELL - 1.5} className="schengen-timeline__month">
              {month.label}
            </text>
            {month.cells.map((day) => (
              <rect
                key={day.date}
                x={LABEL + (Number(day.date.slice(8, 10)) - 1) * (CELL + GAP)}
                y={0}
                width={CELL}
                height={CELL}
                rx={2}
                className={`schengen-timeline__day schengen-timeline__day--${day.state}`}
              >
                <title>{`${formatIsoDate(day.date)}: ${DAY_STATE_LABELS[day.state]}`}</title>
              </rect>
            ))}
          </g>
        ))}
      </svg>
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
