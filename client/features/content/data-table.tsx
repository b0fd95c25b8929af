/**
 * @module A content table's markup; when sortable, each column header holds a button and aria-sort="none". Content
 * pages are static (they never hydrate): the static shell (client/static-shell/sortable-table.ts) sorts the rows
 * and updates aria-sort and the arrows (shared/content/table-order.ts).
 */
import { SORT_ARROWS } from "../../../shared/content/table-order";
import { RichText } from "./rich-text";

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
  return (
    <div className="content-table__wrap">
      <table className={props.compact ? "compact-table content-table" : "table content-table"}>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((col) => (
              <th key={col} scope="col" aria-sort={props.sortable ? "none" : undefined}>
                {props.sortable ? (
                  <button type="button" className="content-table__sort">
                    {col}
                    <span aria-hidden="true">{SORT_ARROWS.none}</span>
                  </button>
                ) : (
                  col
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
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
