/**
 * @module Money in integer minor units of an ISO 4217 currency. This is the only module that knows
 * a currency's minor-unit exponent, taken from Intl (CLDR digits: JPY 0, USD 2, KWD 3; IDR and HUF 0,
 * where ISO 4217 says 2, because those minor units are not used). Stored amounts use the same exponent,
 * so conversion to and from storage stays consistent.
 */

/** An ISO 4217 currency code in upper case, e.g. "USD", "INR". */
export type CurrencyCode = string & { readonly __brand: "CurrencyCode" };

/** An amount in minor units (cents, paise…) of `currency`. */
export interface Money {
  amountMinor: number;
  currency: CurrencyCode;
}

const ISO_4217 = /^[A-Za-z]{3}$/;

/**
 * Parses an ISO 4217 code (any case); null unless the runtime's Intl lists it as a currency.
 * @example parseCurrencyCode("eur") // "EUR"
 */
export function parseCurrencyCode(value: string): CurrencyCode | null {
  // ASCII is tested before upper-casing: Unicode maps the long "ſ" to "S", so "uſd" would read as USD.
  const trimmed = value.trim();
  const code = trimmed.toUpperCase();
  return ISO_4217.test(trimmed) && knownCurrencies().has(code) ? (code as CurrencyCode) : null;
}

let known: Set<string> | null = null;
// Intl.NumberFormat accepts any three letters; supportedValuesOf lists the currencies the runtime knows.
function knownCurrencies(): Set<string> {
  known ??= new Set(Intl.supportedValuesOf("currency"));
  return known;
}

// Building a NumberFormat per call made pricing the directory's records its slowest step (profiled in workerd).
const exponents = new Map<string, number>();

/**
 * Number of decimal places of the currency's minor unit (ISO 4217 exponent).
 * @example minorUnitExponent("JPY" as CurrencyCode) // 0
 */
export function minorUnitExponent(currency: CurrencyCode): number {
  let exponent = exponents.get(currency);
  if (exponent === undefined) {
    exponent = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    exponents.set(currency, exponent);
  }
  return exponent;
}

/**
 * Converts an amount in major units (as authorities publish fees) to Money, rounding to the nearest minor unit.
 * @example fromMajor(25.5, "USD" as CurrencyCode) // { amountMinor: 2550, currency: "USD" }
 */
export function fromMajor(amount: number, currency: CurrencyCode): Money {
  return { amountMinor: Math.round(amount * 10 ** minorUnitExponent(currency)), currency };
}

/**
 * The amount in major units (a float: for arithmetic such as conversion, not for storage).
 * @example toMajor({ amountMinor: 2550, currency: "USD" as CurrencyCode }) // 25.5
 */
export function toMajor(money: Money): number {
  return money.amountMinor / 10 ** minorUnitExponent(money.currency);
}

const formatters = new Map<string, Intl.NumberFormat>();
// Pages format the same amounts many times (a hundred directory cards, the fee tables of a guide), and each
// Intl format call costs microseconds: each distinct amount is formatted once.
const formatted = new Map<string, string>();
const FORMATTED_MAX = 5_000;

/**
 * Formats a major-unit amount for display: Indian digit grouping for INR (₹1,62,400), whole numbers
 * without decimals ("$185", "EUR 90"), otherwise up to the currency's exponent. Uses the currency code
 * rather than an ambiguous "$" for currencies other than USD and INR.
 * @example formatAmount(185, "USD" as CurrencyCode) // "$185"
 */
export function formatAmount(amount: number, currency: CurrencyCode): string {
  const text = `${currency} ${amount}`;
  let result = formatted.get(text);
  if (result === undefined) {
    result = formatWithIntl(amount, currency);
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    formatted.set(text, result);
  }
  return result;
}

function formatWithIntl(amount: number, currency: CurrencyCode): string {
  const key = currency;
  let formatter = formatters.get(key);
  if (!formatter) {
    const locale = currency === "INR" ? "en-IN" : "en-US";
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: currency === "USD" || currency === "INR" ? "narrowSymbol" : "code",
      trailingZeroDisplay: "stripIfInteger",
    });
    formatters.set(key, formatter);
  }
  // Intl puts a no-break space between a code and the number; a plain space keeps server and browser text identical.
  return formatter.format(amount).replace(/\u00a0/g, " ");
}

/**
 * Formats Money in its own currency.
 * @example formatMoney({ amountMinor: 9000, currency: "EUR" as CurrencyCode }) // "EUR 90"
 */
export function formatMoney(money: Money): string {
  return formatAmount(toMajor(money), money.currency);
}
