/** Helpers of the editorial worker tests: a page's visible text (rendered or fetched), the figures a content record holds, and fee records read from D1. */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { forgetPages, get } from "./helpers";

/** The visible text of server-rendered HTML: no scripts, styles, comments or tags; entities decoded; spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");
}

// Fields that are not shown as text (routing, metadata, ids, styles) or are shown reformatted (dates).
const HIDDEN_KEYS = new Set([
  "path",
  "metaTitle",
  "description",
  "kind",
  "publishedOn",
  "updatedOn",
  "updatedLabel",
  "feeDestinations",
  "id",
  "href",
  "record",
  "sourceUrl",
  "url",
  "tone",
  "checkedOn",
  "effectiveOn",
]);

const CURRENCY = String.raw`(?:[$£€₹]|(?:USD|EUR|GBP|CAD|AUD|NZD|AED|IDR|JOD|QAR|INR)\s)`;
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const UNIT = String.raw`(?:\+|%|th|st|nd|rd|\s(?:days?|weeks?|months?|years?|lakhs?|crore|hours?|minutes?|students|per year|a year)\b)`;
/** A figure: optional currency, a number, an optional range, an optional unit ("£1,035 per year", "15-30%", "CAD 85"). */
const FIGURE = new RegExp(`${CURRENCY}?${NUMBER}(?:\\s?-\\s?${CURRENCY}?${NUMBER})?${UNIT}?`, "g");

/**
 * Every figure a record shows as written: numbers with their currency, range and unit, from each displayed
 * string that holds no `{token}` (counts and `{fee:…}` figures come from D1 and are tested against it apart).
 * Markdown links count by label.
 */
export function recordFigures(record: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, key?: string) => {
    if (key && HIDDEN_KEYS.has(key)) return;
    if (typeof value === "string") {
      if (/\{[A-Za-z]+(?::[^}]+)?\}/.test(value)) return;
      const text = value.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
      for (const m of text.matchAll(FIGURE)) found.add(m[0].trim());
    } else if (Array.isArray(value)) value.forEach((v) => visit(v));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(record);
  return [...found];
}

/** The visible text of the page at `path`, which must answer 200. */
export async function pageText(path: string): Promise<string> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return visibleText(await res.text());
}

/**
 * The page rendered now, not a copy kept from an earlier test: the Worker keeps rendered pages for
 * PAGE_CACHE_SECONDS in memory and in the Cache API, and a stray parameter no longer makes a new page (one address for
 * one page), so after a change to D1 the kept pages are forgotten first.
 */
export function freshPageText(path: string): Promise<string> {
  forgetPages();
  return pageText(path);
}

/** A fee record's row in D1 (minor units). */
export type FeeRow = { fee_minor: number; fee_currency: string; source: string };

/** The fee record `id` from D1. @throws Error when D1 lacks it. */
export async function feeRow(id: string): Promise<FeeRow> {
  const row = await env.DB.prepare("SELECT fee_minor, fee_currency, source FROM fee_options WHERE id = ?").bind(id).first<FeeRow>();
  if (!row) throw new Error(`no fee record ${id} in D1`);
  return row;
}

// Minor-unit exponents of the currencies the guides quote that do not use 2 decimals (as the seed stores them).
const EXPONENT: Record<string, number> = { JOD: 3, IDR: 0 };
/** The record's amount in major units. */
export const majorOf = (row: FeeRow) => row.fee_minor / 10 ** (EXPONENT[row.fee_currency] ?? 2);

/** A record's amount as the guides write it, formatted here independently: "$185", "£127", "€90", "CAD 100", "Free". */
export function expectedAmount(row: FeeRow): string {
  if (row.fee_minor === 0) return "Free";
  const symbol: Record<string, string> = { USD: "$", GBP: "£", EUR: "€" };
  const major = majorOf(row).toLocaleString("en-US");
  return symbol[row.fee_currency] ? `${symbol[row.fee_currency]}${major}` : `${row.fee_currency} ${major}`;
}
