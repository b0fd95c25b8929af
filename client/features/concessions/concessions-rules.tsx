/**
 * @module The concessions page's rules, one folded group per destination (issue #33: 192 rules as phone cards made a
 * 75,000 px page). Each group's summary names the destination, its count of rules and how many give easier entry; it
 * opens on the destination's rules, its caveat first. A filtered list short enough to read whole opens every group.
 * Server-rendered `<details>`, no script.
 */
import type { inferRouterOutputs } from "@trpc/server";
import { documentName, GRANT_LABELS, SOURCE_MARKS } from "../../../shared/concessions/documents";
import { withArticle } from "../../../shared/units/english-article";
import { CATEGORY_LABELS } from "../../../shared/passport/category-labels";
import { formatIsoDate } from "../../../shared/units/iso-date";
import type { AppRouter } from "../../trpc-client";

type ConcessionTable = inferRouterOutputs<AppRouter>["concessions"]["table"];
type Row = ConcessionTable["rows"][number];

/** Rules up to which every group starts open: a filtered list this short reads better whole than folded. */
export const OPEN_ALL_UP_TO = 12;

/** Consecutive rows of one destination (the table is ordered by destination name), in the table's order. */
function byDestination(rows: readonly Row[]): Row[][] {
  const groups: Row[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.[0]?.destination.code === row.destination.code) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The groups of `table.rows`; `open` opens every group (a destination filter, or a short list). */
export function ConcessionRules({ table, open }: { table: ConcessionTable; open: boolean }) {
  return (
    <div className="concessions-groups">
      {byDestination(table.rows).map((rows) => {
        const destination = rows[0]?.destination;
        if (!destination) return null;
        const easier = rows.filter((r) => r.upgrades).length;
        const ended = rows.filter((r) => r.concession.ended).length;
        const caveat = table.caveats[destination.code];
        return (
          <details key={destination.code} className="concessions-group" id={`rules-${destination.code}`} open={open}>
            <summary>
              <span className="concessions-group__name">
                <span aria-hidden="true">{destination.flagEmoji}</span> {destination.name}
              </span>{" "}
              <span className="concessions-group__count">
                {plural(rows.length, "rule", "rules")}
                {ended ? ` (${ended} ended)` : ""}, {easier} easier than the Indian passport alone
              </span>
            </summary>
            {caveat ? (
              <p className="concessions-caveats">
                <strong>{destination.name}:</strong> {caveat}
              </p>
            ) : null}
            <div className="table-scroll">
              <table className="table concessions-table">
                <caption className="visually-hidden">Rules for {destination.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Destination and document</th>
                    <th scope="col">Entry</th>
                    <th scope="col">Maximum stay</th>
                    <th scope="col">Conditions</th>
                    <th scope="col">Source</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r, i) => (
                    <RuleRow key={`${r.concession.document}-${i}`} row={r} />
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        );
      })}
    </div>
  );
}

function RuleRow({ row: r }: { row: Row }) {
  return (
    <tr>
      <th scope="row">
        <span aria-hidden="true">{r.destination.flagEmoji}</span> {r.destination.name} with {withArticle(documentName(r.concession.document))}
        <span className="concessions-table__base">Indian passport alone: {CATEGORY_LABELS[r.base]}</span>
      </th>
      <td data-label="Entry">
        {GRANT_LABELS[r.concession.grants]}
        {r.concession.ended ? (
          <span className="concessions-table__ended"> ({r.concession.ended}: not counted)</span>
        ) : r.upgrades ? null : (
          <span className="concessions-table__same"> (no easier than without it)</span>
        )}
      </td>
      <td data-label="Maximum stay">{r.concession.maxStayDays ? `${r.concession.maxStayDays} days` : "Not stated"}</td>
      <td data-label="Conditions">
        {r.concession.conditions}
        {r.concession.validFrom ? <> In force since {formatIsoDate(r.concession.validFrom)}.</> : null}
      </td>
      <td data-label="Source">
        <a href={r.concession.sourceUrl} rel="noopener noreferrer">
          {r.concession.source}
        </a>
        <span className={r.concession.official ? "badge badge--verified" : "badge badge--estimate"}>
          {r.concession.official ? SOURCE_MARKS.official : SOURCE_MARKS.secondary}
        </span>
        {r.concession.sourceNote ? <strong className="source-note concessions-table__note">{r.concession.sourceNote}.</strong> : null}
      </td>
    </tr>
  );
}
