/**
 * @module The US State Department's "Global Visa Wait Times" page read as figures (issue #46): its one table, a row
 * per consular post ("Mumbai (Bombay)") and a column per visa category, and the "Last updated: 17-SEPTEMBER-2026"
 * line that dates it. Columns are found by what their headers say, not where they stand; the page's shape is checked
 * (the columns we read, the row count, every cell we read in a known form) and any doubt makes the whole page a list
 * of problems for a person to review instead of numbers. Rules: docs/research/2026-11-28-waits/SOURCE.md §1.
 */
import type { IsoDate } from "../units/iso-date";
import { htmlParagraphs, htmlTables, type TableRow, tableRows } from "./html-table";
import { stateDate } from "./published-dates";
import { type CellReading, parseStateCell } from "./wait-cells";

/** A cell as published ("11.5 Months") and as read. */
export interface StateCell {
  raw: string;
  reading: CellReading;
}

/** The table's columns: the post, and the five interview-required categories the page has had since March 2025. */
export const STATE_COLUMNS = ["post", "b1b2Average", "b1b2Next", "fmjNext", "hlopqNext", "cdNext"] as const;
export type StateColumn = (typeof STATE_COLUMNS)[number];

/** One post's row; a category the page no longer has is null. */
export interface StateWaitRow {
  postAsPublished: string;
  b1b2Average: StateCell;
  b1b2Next: StateCell;
  fmjNext: StateCell | null;
  hlopqNext: StateCell | null;
  cdNext: StateCell | null;
}

/** The page read: its date, its "Last updated" line as published, each column's header as published, the rows. */
export interface StateWaitPage {
  asOf: IsoDate;
  lastUpdated: string;
  headers: Partial<Record<StateColumn, string>>;
  rows: StateWaitRow[];
}

/** The page's figures, or why none can be trusted (and its date, when that much could be read). */
export type StateWaitParse = { ok: true; page: StateWaitPage } | { ok: false; asOf: IsoDate | null; problems: string[] };

/** Rows the page may hold: about 241 posts in 2026; far fewer or more means the table is not the one we know. */
export const STATE_ROW_RANGE = { min: 230, max: 250 } as const;

const B1B2 = /\bb\s*-?\s*1\s*\/\s*b\s*-?\s*2\b/i;

/** How each column's header reads, and the header as the page wrote it in 2026 (for a reviewer's message). */
const COLUMN_HEADERS: Readonly<Record<StateColumn, { test: (h: string) => boolean; published: string }>> = {
  post: { test: (h) => /^city\s*\/\s*post$|^post$|^city$/i.test(h), published: "City/Post" },
  b1b2Average: { test: (h) => B1B2.test(h) && /\baverage\b/i.test(h), published: "Interview Required (B1/B2) Average wait times" },
  b1b2Next: { test: (h) => B1B2.test(h) && /\bnext available\b/i.test(h), published: "Interview Required (B1/B2) Next available appointment" },
  fmjNext: { test: (h) => /\bf\s*,\s*m\s*,\s*j\b/i.test(h), published: "Interview Required (F,M,J) Next available appointment" },
  hlopqNext: {
    test: (h) => /\bh\s*,\s*l\s*,\s*o\s*,\s*p\s*,\s*q\b/i.test(h),
    published: "Interview Required Petition-Base (H,L,O,P,Q) Next available appointment",
  },
  cdNext: { test: (h) => /\bc\s*,\s*d\b/i.test(h), published: "Interview Required Crew and Transit (C,D,C1/D) Next available appointment" },
};

/** The columns whose cells become figures: a page without them, or with them in doubt, gives none. */
const READ_COLUMNS = ["post", "b1b2Average", "b1b2Next"] as const satisfies readonly StateColumn[];

/** The "Last updated" line and its date: the page's date for every figure in it. */
function lastUpdatedOf(html: string): { line: string; asOf: IsoDate | null } | null {
  const line = htmlParagraphs(html).find((p) => /^last updated\b/i.test(p));
  if (!line) return null;
  return { line, asOf: stateDate(line.replace(/^last updated\s*:?\s*/i, "")) };
}

/** Which column each header is, by what it says; a problem for a header claimed by two columns. */
function columnsOf(header: readonly string[]): { at: Partial<Record<StateColumn, number>>; problems: string[] } {
  const at: Partial<Record<StateColumn, number>> = {};
  const problems: string[] = [];
  for (const column of STATE_COLUMNS) {
    const matches = header.flatMap((text, i) => (COLUMN_HEADERS[column].test(text) ? [i] : []));
    if (matches.length > 1)
      problems.push(`${matches.length} headers read as "${COLUMN_HEADERS[column].published}": ${matches.map((i) => `"${header[i]}"`).join(", ")}`);
    else if (matches[0] !== undefined) at[column] = matches[0];
  }
  return { at, problems };
}

/** The table with a City/Post header row: the header's index and the table's rows; null when no table has one. */
function waitTable(html: string): { rows: TableRow[]; headerAt: number } | null {
  for (const table of htmlTables(html)) {
    const rows = tableRows(table);
    const headerAt = rows.findIndex((r) => r.cells.some((c) => COLUMN_HEADERS.post.test(c)) && r.cells.some((c) => B1B2.test(c)));
    if (headerAt >= 0) return { rows, headerAt };
  }
  return null;
}

/**
 * Reads the page. Problems (each a sentence for the reviewer) make the whole page unread: no "Last updated" date, no
 * table with a City/Post column and both B1/B2 columns, a row whose cells do not line up with the header, a post
 * listed twice, a row count outside {@link STATE_ROW_RANGE}, or a B1/B2 cell in no known form.
 * @param html the page as served (UTF-8 text).
 * @example parseStateWaitTimes(page).ok && page.rows.find((r) => r.postAsPublished === "Mumbai (Bombay)")?.b1b2Next.raw // "11.5 Months"
 */
export function parseStateWaitTimes(html: string): StateWaitParse {
  const problems: string[] = [];
  const dated = lastUpdatedOf(html);
  if (!dated) problems.push('no "Last updated" date on the page');
  else if (!dated.asOf) problems.push(`the date of "${dated.line}" is not in the page's form (17-SEPTEMBER-2025)`);
  const asOf = dated?.asOf ?? null;
  const table = waitTable(html);
  if (!table) return { ok: false, asOf, problems: [...problems, 'no table with a "City/Post" column and B1/B2 columns'] };
  const header = table.rows[table.headerAt]?.cells ?? [];
  const { at, problems: ambiguous } = columnsOf(header);
  problems.push(...ambiguous);
  for (const column of READ_COLUMNS) {
    if (at[column] === undefined && !ambiguous.some((p) => p.includes(COLUMN_HEADERS[column].published)))
      problems.push(`the header "${COLUMN_HEADERS[column].published}" is missing (headers: ${header.map((h) => `"${h}"`).join(", ")})`);
  }
  const body = table.rows.slice(table.headerAt + 1).filter((r) => r.cells.length > 0);
  const misaligned = body.filter((r) => r.cells.length !== header.length);
  if (misaligned.length > 0)
    problems.push(`rows without the header's ${header.length} cells: ${misaligned.length} (first: "${misaligned[0]?.cells.join(" | ")}")`);
  if (body.length < STATE_ROW_RANGE.min || body.length > STATE_ROW_RANGE.max)
    problems.push(`row count ${body.length} outside ${STATE_ROW_RANGE.min}–${STATE_ROW_RANGE.max}`);
  if (problems.length > 0) return { ok: false, asOf, problems };

  const cell = (row: TableRow, column: StateColumn): StateCell | null => {
    const i = at[column];
    if (i === undefined) return null;
    const raw = row.cells[i] ?? "";
    return { raw, reading: parseStateCell(raw) };
  };
  const rows: StateWaitRow[] = body.map((r) => ({
    postAsPublished: r.cells[at.post ?? 0] ?? "",
    b1b2Average: cell(r, "b1b2Average") as StateCell,
    b1b2Next: cell(r, "b1b2Next") as StateCell,
    fmjNext: cell(r, "fmjNext"),
    hlopqNext: cell(r, "hlopqNext"),
    cdNext: cell(r, "cdNext"),
  }));
  const seen = new Set<string>();
  for (const { postAsPublished } of rows) {
    if (seen.has(postAsPublished)) problems.push(`the post "${postAsPublished}" is listed twice`);
    seen.add(postAsPublished);
  }
  for (const column of ["b1b2Average", "b1b2Next"] as const) {
    const odd = rows.filter((r) => r[column].reading.kind === "unrecognised");
    if (odd.length > 0)
      problems.push(
        `cells of "${header[at[column] ?? 0]}" in no known form: ${odd.length} (first: ${odd[0]?.postAsPublished}: "${odd[0]?.[column].raw}")`,
      );
  }
  if (problems.length > 0 || !dated?.asOf) return { ok: false, asOf, problems };
  const headers = Object.fromEntries(Object.entries(at).map(([column, i]) => [column, header[i]])) as Partial<Record<StateColumn, string>>;
  return { ok: true, page: { asOf: dated.asOf, lastUpdated: dated.line, headers, rows } };
}
