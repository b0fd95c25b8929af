/**
 * @module Strict reader of the European Central Bank's daily reference-rate file (eurofxref-daily.xml):
 * one `<Cube time="YYYY-MM-DD">` holding `<Cube currency="XXX" rate="n"/>` elements, units per 1 EUR.
 * Hand-written because shared/ has no DOM and no XML library is installed; it accepts only that shape.
 */
import { parseIsoDate, type IsoDate } from "../units/iso-date";

/** The euro reference rates of one day, as the ECB publishes them. */
export interface EcbDaily {
  /** The day the rates describe (the `time` attribute). */
  asOn: IsoDate;
  /** ISO 4217 code → units per 1 EUR; EUR itself is absent. */
  unitsPerEur: Readonly<Record<string, number>>;
}

/** A success with its value, or a refusal with a reason a person can read in a log. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; code: RefusalCode; reason: string };

/** Why an update was refused (stable identifiers for logs and tests). */
export type RefusalCode =
  | "malformed"
  | "missing-currency"
  | "bad-rate"
  | "not-newer"
  | "future-date"
  | "implausible-move"
  | "dropped-currencies"
  | "no-previous";

/** The real file is about 1.6 KiB; anything far larger is not the file we expect. */
export const MAX_ECB_XML_CHARS = 64 * 1024;

const TAG = /<(\/?)Cube\b([^>]*?)(\/?)>/g;
const ATTRIBUTE = /\s*([A-Za-z_][\w:.-]*)\s*=\s*(?:'([^']*)'|"([^"]*)")/y;
const CURRENCY = /^[A-Z]{3}$/;
const NUMBER = /^[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A refusal as an Outcome. */
export function refuse<T>(code: RefusalCode, reason: string): Outcome<T> {
  return { ok: false, code, reason };
}

function attributesOf(source: string): Map<string, string> | null {
  const attributes = new Map<string, string>();
  ATTRIBUTE.lastIndex = 0;
  while (ATTRIBUTE.lastIndex < source.trimEnd().length) {
    const match = ATTRIBUTE.exec(source);
    if (!match?.[1] || attributes.has(match[1])) return null;
    attributes.set(match[1], match[2] ?? match[3] ?? "");
  }
  return attributes;
}

function hasOnly(attributes: Map<string, string>, names: readonly string[]): boolean {
  return attributes.size === names.length && names.every((n) => attributes.has(n));
}

/**
 * Parses the ECB daily file. Strict: exactly `<Cube>` › one `<Cube time>` › currency cubes, inside a complete
 * `gesmes:Envelope`; any other Cube shape, a second date, a duplicate or non-ISO currency, or a rate that is not
 * a decimal number is refused as malformed. Rates that parse but are zero, negative or not finite are refused
 * as "bad-rate" (so the log says which currency).
 * @param xml the body of eurofxref-daily.xml (at most {@link MAX_ECB_XML_CHARS} characters).
 * @returns the date and units per 1 EUR, or a refusal with its reason.
 * @example parseEcbDaily(xml) // { ok: true, value: { asOn: "2025-05-09", unitsPerEur: { USD: 1.1252, … } } }
 */
export function parseEcbDaily(xml: string): Outcome<EcbDaily> {
  const malformed = (why: string) => refuse<EcbDaily>("malformed", `malformed ECB file: ${why}`);
  if (xml.length > MAX_ECB_XML_CHARS) return malformed(`larger than ${MAX_ECB_XML_CHARS} characters`);
  if (!/<gesmes:Envelope\b/.test(xml) || !/<\/gesmes:Envelope>\s*$/.test(xml)) return malformed("no complete gesmes:Envelope");

  // Walks the Cube tags as a little state machine: 0 before <Cube>, 1 inside it, 2 inside the dated Cube, 3 done.
  let state = 0;
  let asOn: IsoDate | null = null;
  const unitsPerEur: Record<string, number> = {};
  const rates: [string, number][] = [];
  for (const [, closing, rawAttributes = "", selfClosing] of xml.matchAll(TAG)) {
    const attributes = attributesOf(rawAttributes);
    if (!attributes) return malformed(`unreadable attributes in <Cube${rawAttributes}>`);
    if (closing) {
      if (state !== 1 && state !== 2) return malformed("unexpected </Cube>");
      state = state === 2 ? 1 : 3;
    } else if (state === 0 && attributes.size === 0 && !selfClosing) {
      state = 1;
    } else if (state === 1 && !asOn && hasOnly(attributes, ["time"]) && !selfClosing) {
      asOn = parseIsoDate(attributes.get("time") ?? "");
      if (!asOn) return malformed(`time "${attributes.get("time")}" is not a calendar date`);
      state = 2;
    } else if (state === 2 && hasOnly(attributes, ["currency", "rate"]) && selfClosing) {
      const currency = attributes.get("currency") ?? "";
      const rateText = attributes.get("rate") ?? "";
      if (!CURRENCY.test(currency)) return malformed(`currency "${currency}" is not an ISO 4217 code`);
      if (currency in unitsPerEur || currency === "EUR") return malformed(`${currency} appears twice`);
      if (!NUMBER.test(rateText)) return malformed(`rate "${rateText}" of ${currency} is not a number`);
      unitsPerEur[currency] = Number(rateText);
      rates.push([currency, Number(rateText)]);
    } else {
      return malformed(`unexpected <Cube${rawAttributes}${selfClosing}>`);
    }
  }
  if (state !== 3 || !asOn) return malformed("no dated Cube of rates");
  if (rates.length === 0) return malformed(`no rates for ${asOn}`);
  for (const [currency, rate] of rates) {
    if (!Number.isFinite(rate) || rate <= 0) return refuse("bad-rate", `rate of ${currency} (${rate}) is not a positive finite number`);
  }
  return { ok: true, value: { asOn, unitsPerEur } };
}
