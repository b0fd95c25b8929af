/**
 * @module Tables and paragraphs out of an HTML page as text (issue #46), with no DOM: shared/ runs in the Node unit
 * tests and in workerd, which has none. Enough for a government page's plain `<table>`: rows of `<th>`/`<td>` cells
 * whose end tags are written, no nested tables. A page that strays from that yields rows that fail the caller's
 * shape checks, which is what should happen: the reader flags it instead of guessing.
 */

/** One row of a table: its cells' text, and whether every cell is a header cell (`<th>`). */
export interface TableRow {
  header: boolean;
  cells: string[];
}

const NAMED: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  rsquo: "’",
  lsquo: "‘",
};

/** The character references a government CMS writes in text ("&amp;", "&#39;", "&#x2019;", "&nbsp;"). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** The page without its comments: a commented-out table or paragraph is not the page's. */
const uncommented = (html: string) => html.replace(/<!--[\s\S]*?-->/g, " ");

/**
 * The text of an HTML fragment: comments, scripts and styles dropped, every tag a space (so "(B1/B2)<br>Average"
 * stays two words), references decoded, whitespace folded to single spaces.
 * @example htmlText("Interview Required<br>\n(B1/B2) &amp; more") // "Interview Required (B1/B2) & more"
 */
export function htmlText(fragment: string): string {
  const bare = uncommented(fragment)
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<\/?[a-z][^>]*>/gi, " ");
  return decodeEntities(bare).replace(/\s+/g, " ").trim();
}

/** The inner HTML of each `<table>` of the page, in order. */
export function htmlTables(html: string): string[] {
  return [...uncommented(html).matchAll(/<table\b[^>]*>([\s\S]*?)<\/table\s*>/gi)].map((m) => m[1] ?? "");
}

/**
 * The rows of a table's inner HTML, in order, each cell's text as {@link htmlText} gives it. A `colspan` or `rowspan`
 * is not expanded: a table that uses them is not the flat table the callers read, and their checks say so.
 */
export function tableRows(table: string): TableRow[] {
  return [...table.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr\s*>/gi)].map((row) => {
    const cells = [...(row[1] ?? "").matchAll(/<(td|th)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi)];
    return { header: cells.length > 0 && cells.every((c) => c[1]?.toLowerCase() === "th"), cells: cells.map((c) => htmlText(c[2] ?? "")) };
  });
}

/** The text of each `<p>` of the page, in order. */
export function htmlParagraphs(html: string): string[] {
  return [...uncommented(html).matchAll(/<p\b[^>]*>([\s\S]*?)<\/p\s*>/gi)].map((m) => htmlText(m[1] ?? ""));
}
