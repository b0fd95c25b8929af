/**
 * @module A passport's mobility over the snapshots as a server-drawn SVG line chart (scales and the line from d3,
 * on the server only: the page runs no chart code in the browser), with a text alternative: the chart's title and
 * summary as its accessible name and description, and every point in a table under a disclosure.
 */
import { extent } from "d3-array";
import { scaleLinear, scaleUtc } from "d3-scale";
import { line } from "d3-shape";
import type { MobilityPoint } from "../../../shared/history/mobility";
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";

const WIDTH = 480;
const HEIGHT = 240;
const MARGIN = { top: 16, right: 16, bottom: 28, left: 40 };

const dayOf = (date: IsoDate) => new Date(`${date}T00:00:00Z`);

/** One sentence on the series: the newest value, the oldest, and the highest and lowest with their dates. */
export function mobilitySummary(passportName: string, points: readonly MobilityPoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `No snapshots for ${passportName} passports.`;
  const highest = points.reduce((a, b) => (b.withoutVisa > a.withoutVisa ? b : a));
  const lowest = points.reduce((a, b) => (b.withoutVisa < a.withoutVisa ? b : a));
  return (
    `${passportName} passports entered ${last.withoutVisa} destinations without a visa in advance at the snapshot of ${formatIsoDate(last.takenOn)}, ` +
    `against ${first.withoutVisa} on ${formatIsoDate(first.takenOn)}; highest ${highest.withoutVisa} (${formatIsoDate(highest.takenOn)}), ` +
    `lowest ${lowest.withoutVisa} (${formatIsoDate(lowest.takenOn)}).`
  );
}

/** The chart of `points` (oldest first) for `passportName`'s passports. */
export function MobilityChart({ passportName, points }: { passportName: string; points: readonly MobilityPoint[] }) {
  if (points.length === 0) return null;
  const [minDay, maxDay] = extent(points, (p) => dayOf(p.takenOn)) as [Date, Date];
  const [minCount, maxCount] = extent(points, (p) => p.withoutVisa) as [number, number];
  const x = scaleUtc([minDay, maxDay], [MARGIN.left, WIDTH - MARGIN.right]);
  const y = scaleLinear([Math.max(0, minCount - 5), maxCount + 5], [HEIGHT - MARGIN.bottom, MARGIN.top]).nice(4);
  const path = line<MobilityPoint>(
    (p) => x(dayOf(p.takenOn)),
    (p) => y(p.withoutVisa),
  )(points as MobilityPoint[]);
  const title = `${passportName}: destinations without a visa in advance, at each snapshot`;
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
          <circle key={p.takenOn} className="mobility__point" cx={x(dayOf(p.takenOn))} cy={y(p.withoutVisa)} r={3} aria-hidden="true" />
        ))}
      </svg>
      <p className="mobility__summary">{summary}</p>
      <p className="mobility__note">
        Counted: visa free and visa on arrival. eTAs are left out: the data names them only from 12 Jan 2025 (before that they were labelled e-Visa),
        so counting them would draw a jump that is only a relabel.
      </p>
      <details className="mobility__data">
        <summary>Every snapshot</summary>
        <table className="mobility__table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Snapshot</th>
              <th scope="col">Destinations</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.takenOn}>
                <td>{formatIsoDate(p.takenOn)}</td>
                <td>{p.withoutVisa}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
