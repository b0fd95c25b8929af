/**
 * Readers of the agreement test (agreement.test.ts): each pulls one figure out of a rendered page's visible text
 * or an API answer, by the words the page shows around it, never through the functions the pages call, so a page
 * that computed its own figure would be caught.
 */
import { visibleText } from "./content-figures";
import { get } from "./helpers";

/** The visible text of a page, which must answer 200. */
export async function textAt(path: string): Promise<string> {
  const res = await get(path);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return visibleText(await res.text());
}

/** An API answer's JSON, with a key. */
export async function apiJson<T>(path: string, key: string): Promise<T> {
  const res = await get(path, "IN", { headers: { Authorization: `Bearer ${key}` } });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The first group of `pattern` in `text`, or a thrown error naming where it was looked for. */
export function read(text: string, pattern: RegExp, where: string): string {
  const m = pattern.exec(text);
  if (!m?.[1]) throw new Error(`${where}: nothing matches ${pattern}`);
  return m[1];
}

/** Every labelled requirement the site writes, mapped to one category name (the API's). */
const CATEGORY_OF: Record<string, string> = {
  "visa free": "visa-free",
  "visa on arrival": "visa-on-arrival",
  eta: "eta",
  "eta required": "eta",
  "e-visa": "e-visa",
  "visa required": "visa-required",
  "no admission": "no-admission",
};

/** A label as a category ("Visa free for 60 days" → visa-free). @throws Error for a label outside the site's words. */
export function categoryOf(label: string): string {
  const key = label
    .toLowerCase()
    .replace(/ for \d+ days$/, "")
    .trim();
  const category = CATEGORY_OF[key];
  if (!category) throw new Error(`unknown requirement label "${label}"`);
  return category;
}

/** The regions a card or table row names after the country. */
export const REGION = "(?:Asia|Africa|Europe|Oceania|North America|South America|Middle East)";

const LABEL = String.raw`(Visa free for \d+ days|Visa free|Visa on arrival|eTA required|e-Visa|Visa required|No admission)`;

/** The home check's requirement: the line under "Requirements" ("Visa free for 60 days"). */
export function checkRequirement(text: string, where: string): { category: string; days: string | null } {
  const label = read(text, new RegExp(String.raw`Requirements (?:No Visa Required|Visa Required|[A-Za-z-]+(?: [A-Za-z]+)?) ${LABEL}`), where);
  return { category: categoryOf(label), days: /(\d+) days/.exec(label)?.[1] ?? null };
}

/** A destination's card on the finder ("Thailand Asia Visa Free Max stay: 60 days"), or null when it has none. */
export function finderCard(text: string, name: string): { category: string; days: string | null } | null {
  const m = new RegExp(String.raw`\p{RI}\p{RI} ${name} ${REGION} (Visa Free|Visa on Arrival|e-Visa|eTA)(?: Max stay: (\d+) days)?`, "u").exec(text);
  if (!m?.[1]) return null;
  return { category: categoryOf(m[1]), days: m[2] ?? null };
}

/** A destination on a map, by its name ("Thailand: Visa free", each place's title). */
export function mapRow(text: string, name: string, where: string): string {
  return categoryOf(read(text, new RegExp(`${name}: ${LABEL}`), where));
}

/** A fee as "CUR amount" ("GBP 135", "USD 185") from "£135", "$185" or "GBP 135". */
export function nativeOf(written: string): string {
  const symbol: Record<string, string> = { $: "USD", "£": "GBP", "€": "EUR", "₹": "INR" };
  const m = /^([$£€₹]|[A-Z]{3} )([\d,]+(?:\.\d+)?)$/.exec(written.trim());
  if (!m) throw new Error(`not an amount: "${written}"`);
  const currency = symbol[m[1] as string] ?? (m[1] as string).trim();
  return `${currency} ${(m[2] as string).replace(/,/g, "")}`;
}

/** An API fee option's amount as "CUR amount" (minor units over the currency's two decimals: GBP and USD). */
export function apiNative(option: { amount: { minor: number; currency: string } }): string {
  return `${option.amount.currency} ${option.amount.minor / 100}`;
}
