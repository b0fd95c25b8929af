/**
 * @module Minimal CSV reading (RFC 4180 quoting within one line) that keeps each record's line number. Pure (no
 * node:*): the seed and `data:import` read their CSV files with it, and the Worker's upstream check (issue #35) the
 * upstream Passport Index file, so both read a file the same way.
 */

/** One CSV record and the 1-based line it was read from. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** A line that cannot be split into fields. */
export class CsvLineError extends Error {
  constructor(
    readonly line: number,
    detail: string,
  ) {
    super(detail);
    this.name = "CsvLineError";
  }
}

/**
 * Splits CSV text into records, one per physical line (quoted fields may contain commas and doubled quotes
 * but not line breaks, which the seed's inputs never have). A BOM and a final newline are ignored; empty
 * lines elsewhere are returned as a record with one empty field so the caller can report them.
 * @throws CsvLineError for an unterminated quote or text after a closing quote, with the line number.
 * @example readCsv('a,b\n"x,y",z\n')[1] // { line: 2, fields: ["x,y", "z"] }
 */
export function readCsv(text: string): CsvRecord[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rawLines = body.split(/\r?\n/);
  if (rawLines.at(-1) === "") rawLines.pop();
  return rawLines.map((raw, index) => ({ line: index + 1, fields: splitCsvLine(raw, index + 1) }));
}

function splitCsvLine(raw: string, line: number): string[] {
  if (!raw.includes('"')) return raw.split(",");
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = "";
    if (raw[i] === '"') {
      i++;
      for (;;) {
        const quote = raw.indexOf('"', i);
        if (quote < 0) throw new CsvLineError(line, "unterminated quoted field");
        field += raw.slice(i, quote);
        i = quote + 1;
        if (raw[i] === '"') {
          field += '"';
          i++;
        } else break;
      }
      if (i < raw.length && raw[i] !== ",") throw new CsvLineError(line, `unexpected text after a closing quote at column ${i + 1}`);
    } else {
      const comma = raw.indexOf(",", i);
      const end = comma < 0 ? raw.length : comma;
      field = raw.slice(i, end);
      if (field.includes('"')) throw new CsvLineError(line, "quote inside an unquoted field");
      i = end;
    }
    fields.push(field);
    if (i >= raw.length) return fields;
    i++; // the comma
    if (i === raw.length) {
      fields.push("");
      return fields;
    }
  }
}
