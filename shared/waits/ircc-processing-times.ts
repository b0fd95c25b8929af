/**
 * @module IRCC's processing-times data file (data-ptime-en.json, the file behind canada.ca's "Check processing times"
 * tool) read as figures (issue #46): the visitor visa applied for from outside Canada, by the country applied from
 * (`["visitor-outside-canada"][CC]`: "22 days", "No processing time available", "Not enough data"), dated by the
 * category's `lastupdated` ("June 24, 2026"). The file's shape is checked and any doubt makes it a list of problems
 * for a person to review instead of numbers. Rules: docs/research/2026-11-28-waits/SOURCE.md §2.
 */
import type { IsoDate } from "../units/iso-date";
import { irccDate } from "./published-dates";
import { type CellReading, parseIrccCell } from "./wait-cells";

/** The category of the file the site reads: a visitor visa (TRV) applied for from outside Canada. */
export const IRCC_VISITOR_CATEGORY = "visitor-outside-canada";

/** A country's value as published ("22 days") and as read. */
export interface IrccCell {
  raw: string;
  reading: CellReading;
}

/** The file read: its date, its `lastupdated` as published, and each country's value (keys as the file writes them). */
export interface IrccPage {
  asOf: IsoDate;
  lastUpdated: string;
  byCountry: ReadonlyMap<string, IrccCell>;
}

/** The file's figures, or why none can be trusted (and its date, when that much could be read). */
export type IrccParse = { ok: true; page: IrccPage } | { ok: false; asOf: IrccPage["asOf"] | null; problems: string[] };

/** Countries the category may hold: 211 (ISO codes, and WB, PS, XK) in 2026; far fewer means a cut or another file. */
export const IRCC_COUNTRY_RANGE = { min: 180, max: 260 } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads the file. Problems (each a sentence for the reviewer) make the whole file unread: not JSON, no
 * "visitor-outside-canada" object, no `lastupdated` date in its form, fewer or more countries than
 * {@link IRCC_COUNTRY_RANGE}, a value that is not text, or a value in no known form.
 * @param text the file as served; a leading byte-order mark (IRCC's companion files start with one) is ignored.
 * @example parseIrccProcessingTimes(file).ok && page.byCountry.get("IN")?.raw // "22 days"
 */
export function parseIrccProcessingTimes(text: string): IrccParse {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return { ok: false, asOf: null, problems: ["the file is not JSON"] };
  }
  const category = isRecord(json) ? json[IRCC_VISITOR_CATEGORY] : undefined;
  if (!isRecord(category)) return { ok: false, asOf: null, problems: [`no "${IRCC_VISITOR_CATEGORY}" object in the file`] };
  const problems: string[] = [];
  const lastUpdated = category.lastupdated;
  const asOf = typeof lastUpdated === "string" ? irccDate(lastUpdated) : null;
  if (typeof lastUpdated !== "string") problems.push(`no "lastupdated" in "${IRCC_VISITOR_CATEGORY}"`);
  else if (!asOf) problems.push(`"lastupdated": "${lastUpdated}" is not in the file's form (June 24, 2026)`);
  const byCountry = new Map<string, IrccCell>();
  const odd: string[] = [];
  for (const [key, value] of Object.entries(category)) {
    if (key === "lastupdated") continue;
    if (typeof value !== "string") {
      odd.push(`${key}: ${JSON.stringify(value)}`);
      continue;
    }
    const reading = parseIrccCell(value);
    if (reading.kind === "unrecognised") odd.push(`${key}: "${value}"`);
    byCountry.set(key, { raw: value, reading });
  }
  if (odd.length > 0) problems.push(`values in no known form: ${odd.length} (first: ${odd[0]})`);
  if (byCountry.size < IRCC_COUNTRY_RANGE.min || byCountry.size > IRCC_COUNTRY_RANGE.max)
    problems.push(`country count ${byCountry.size} outside ${IRCC_COUNTRY_RANGE.min}–${IRCC_COUNTRY_RANGE.max}`);
  if (problems.length > 0 || !asOf || typeof lastUpdated !== "string") return { ok: false, asOf, problems };
  return { ok: true, page: { asOf, lastUpdated, byCountry } };
}
