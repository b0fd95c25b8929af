/**
 * @module A passport's no-visa destinations over the snapshots as a server-drawn SVG line chart (scales and the
 * line from d3, on the server only: the page runs no chart code in the browser), with a text alternative: the
 * chart's title and summary as its accessible name and description, and every point in a table under a disclosure.
 * The points are the snapshots as published; today's figures, resolved with the corrections in force (the ranking's
 * and the finder's), are marked apart and named (decision 16), so the chart never contradicts them unexplained.
 */
import { extent } from "d3-array";
import { scaleLinear, scaleUtc } from "d3-scale";
import { line } from "d3-shape";
import type { MobilityPoint } from "../../../shared/history/mobility";
import { COUNT_WORDS } from "../../../shared/passport/counts";
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";

const WIDTH = 480;
const HEIGHT = 240;
const MARGIN = { top: 16, right: 16, bottom: 28, left: 40 };

const dayOf = (date: IsoDate) => new Date(`${date}T00:00:00Z`);

/** Today's figures of the passport, resolved with the corrections in force (passport.profile). */
export interface TodayFigures {
  /** The day they hold for (YYYY-MM-DD, UTC). */
  on: IsoDate;
  /** No-visa destinations (visa free or visa on arrival). */
  noVisa: number;
  /** Mobility score (destinations without a visa in advance) and its dense rank. */
  mobility: number;
  rank: number;
}

/** One sentence on the series: the newest value, the oldest, and the highest and lowest with their dates. */
export function mobilitySummary(passportName: string, points: readonly MobilityPoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `No snapshots for ${passportName} passports.`;
  const highest = points.reduce((a, b) => (b.noVisa > a.noVisa ? b : a));
  const lowest = points.reduce((a, b) => (b.noVisa < a.noVisa ? b : a));
  return (
    `${passportName} passports had ${last.noVisa} no-visa destinations at the snapshot of ${formatIsoDate(last.takenOn)}, ` +
    `against ${first.noVisa} on ${formatIsoDate(first.takenOn)}; highest ${highest.noVisa} (${formatIsoDate(highest.takenOn)}), ` +
    `lowest ${lowest.noVisa} (${formatIsoDate(lowest.takenOn)}).`
  );
}

/** The chart of `points` (oldest first) for `passportName`'s passports, with `today`'s resolved figures marked. */
export function MobilityChart({
  passportName,
  points,
  today,
}: {
  passportName: string;
  points: readonly MobilityPoint[];
  today: TodayFigures | null;
}) {
  if (points.length === 0) return null;
  const marked = today ? [...points, { passportCountryCode: "", takenOn: today.on, noVisa: today.noVisa }] : points;
  const [minDay, maxDay] = extent(marked, (p) => dayOf(p.takenOn)) as [Date, Date];
  const [minCount, maxCount] = extent(marked, (p) => p.noVisa) as [number, number];
  const x = scaleUtc([minDay, maxDay], [MARGIN.left, WIDTH - MARGIN.right]);
  const y = scaleLinear([Math.max(0, minCount - 5), maxCount + 5], [HEIGHT - MARGIN.bottom, MARGIN.top]).nice(4);
  const path = line<MobilityPoint>(
    (p) => x(dayOf(p.takenOn)),
    (p) => y(p.noVisa),
  )(points as MobilityPoint[]);
  const title = `${passportName}: ${COUNT_WORDS.noVisa.name} (${COUNT_WORDS.noVisa.counts}), at each snapshot`;
  const summary = mobilitySummary(passportName, points);
  return (
    <figure className="mobility">
      <figcaption className="mobility__caption">{title}</figcaption>
      <svg
        className="mobility__chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="mobility-title mobility-desc"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id="mobility-title">{title}</title>
        <desc id="mobility-desc">{summary}</desc>
        <g className="mobility__grid" aria-hidden="true">
          {y.ticks(4).map((tick) => (
            <g key={tick} transform={`translate(0 ${y(tick)})`}>
              <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} />
              <text x={MARGIN.left - 6} dy="0.32em" textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
          {x.ticks(5).map((tick) => (
            <text key={tick.toISOString()} x={x(tick)} y={HEIGHT - 8} textAnchor="middle">
              {tick.getUTCFullYear()}
            </text>
          ))}
        </g>
        <path className="mobility__line" d={path ?? ""} aria-hidden="true" />
        {points.map((p) => (
          <circle key={p.takenOn} className="mobility__point" cx={x(dayOf(p.takenOn))} cy={y(p.noVisa)} r={3} aria-hidden="true" />
        ))}
        {today ? (
          <rect
            className="mobility__today"
            x={x(dayOf(today.on)) - 4}
            y={y(today.noVisa) - 4}
            width={8}
            height={8}
            transform={`rotate(45 ${x(dayOf(today.on))} ${y(today.noVisa)})`}
            aria-hidden="true"
          />
        ) : null}
      </svg>
      <p className="mobility__summary">{summary}</p>
      <p className="mobility__note">
        Counted: {COUNT_WORDS.noVisa.counts}, as each Passport Index snapshot published it, before our corrections. eTAs are left out: the data names
        them only from 12 Jan 2025 (before that they were labelled e-Visa), so counting them would draw a jump that is only a relabel.
      </p>
      {today ? (
        <p className="mobility__note mobility__today-note">
          Today ({formatIsoDate(today.on)}), with the corrections in force (the diamond): <strong>{today.noVisa}</strong> {COUNT_WORDS.noVisa.name},
          and a {COUNT_WORDS.mobility.name} of <strong>{today.mobility}</strong> ({COUNT_WORDS.mobility.counts}), rank {today.rank}: the figures of
          the No Visa Countries finder and the passport ranking.
        </p>
      ) : null}
      <details className="mobility__data">
        <summary>Every snapshot</summary>
        <table className="mobility__table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Snapshot</th>
              <th scope="col">No-visa destinations</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.takenOn}>
                <td>{formatIsoDate(p.takenOn)}</td>
                <td>{p.noVisa}</td>
              </tr>
            ))}
            {today ? (
              <tr>
                <td>Today, with corrections ({formatIsoDate(today.on)})</td>
                <td>{today.noVisa}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
