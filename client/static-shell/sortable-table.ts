/**
 * @module Sortable content tables on a static page (a guide's comparison tables): each column header's button sorts
 * the rows by what the reader sees in that column (shared/content/table-order.ts, the React table's rule), and
 * reports the order in aria-sort and the header's arrow (the server draws the table: client/features/content/
 * data-table.tsx). The only sorting code: content pages never hydrate.
 */
import { compareCells, nextSortState, SORT_ARROWS, type SortState } from "../../shared/content/table-order";

/** Wires every sortable table of the page (headers holding a `.content-table__sort` button). */
export function enhanceSortableTables(root: ParentNode = document): void {
  for (const table of root.querySelectorAll<HTMLTableElement>("table")) {
    const headers = [...table.querySelectorAll<HTMLTableCellElement>("thead th")];
    const body = table.tBodies[0];
    if (!body || !headers.some((th) => th.querySelector(".content-table__sort"))) continue;
    // Every sort starts from the server's order, as the React table sorts its props: ties keep that order.
    const original = [...body.rows];
    headers.forEach((th, column) => {
      th.querySelector(".content-table__sort")?.addEventListener("click", () => {
        const direction = nextSortState((th.getAttribute("aria-sort") ?? "none") as SortState);
        const cell = (row: HTMLTableRowElement) => row.cells[column]?.textContent?.trim() ?? "";
        const rows = [...original].sort((a, b) => {
          const order = compareCells(cell(a), cell(b));
          return direction === "ascending" ? order : -order;
        });
        // appendChild moves each row to the end: in sorted order, they end up sorted.
        for (const row of rows) body.appendChild(row);
        headers.forEach((other, i) => {
          const state = i === column ? direction : "none";
          other.setAttribute("aria-sort", state);
          const arrow = other.querySelector(".content-table__sort > span[aria-hidden]");
          if (arrow) arrow.textContent = SORT_ARROWS[state];
        });
      });
    });
  }
}
