/**
 * @module A content table; when sortable, each column header is a button that sorts the rows (numbers by
 * their first figure, e.g. "€90" or "15-30 days", text alphabetically) and reports the order in aria-sort.
 */
import { useState } from "react";
import { RichText, useFillTokens } from "./rich-text";
import { compareCells as compare } from "../../../shared/content/table-order";

type Order = { column: number; direction: "ascending" | "descending" } | null;

/**
 * A table of rows of text cells; the first cell of a row is its header. `compact` keeps a real table at every
 * width (for short cells); otherwise narrow screens show each row as a labelled card (app.css `.table`).
 */
export function DataTable(props: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  sortable?: boolean;
  compact?: boolean;
}) {
  const [order, setOrder] = useState<Order>(null);
  const fill = useFillTokens();
  // Sort by what the reader sees: tokens filled, Markdown links reduced to their labels.
  const shown = (cell: string | undefined) => fill(cell ?? "").replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
  const rows = order
    ? [...props.rows].sort((a, b) => {
        const c = compare(shown(a[order.column]), shown(b[order.column]));
        return order.direction === "ascending" ? c : -c;
      })
    : props.rows;
  const sortBy = (column: number) =>
    setOrder((o) => ({ column, direction: o?.column === column && o.direction === "ascending" ? "descending" : "ascending" }));
  return (
    <div className="content-table__wrap">
      <table className={props.compact ? "compact-table content-table" : "table content-table"}>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((col, i) => (
              <th key={col} scope="col" aria-sort={order?.column === i ? order.direction : props.sortable ? "none" : undefined}>
                {props.sortable ? (
                  <button type="button" className="content-table__sort" onClick={() => sortBy(i)}>
                    {col}
                    <span aria-hidden="true">{order?.column === i ? (order.direction === "ascending" ? " ▲" : " ▼") : " ↕"}</span>
                  </button>
                ) : (
                  col
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join("|")}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    <RichText text={cell} />
                  </th>
                ) : (
                  <td key={i} data-label={props.columns[i]}>
                    <RichText text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
