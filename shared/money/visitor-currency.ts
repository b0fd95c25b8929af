/**
 * @module The visitor's own currency (spec decision 17): fees show in the currency charged, in USD and in the currency
 * of the visitor's country (request.cf.country), INR for India as before. The country → currency map is
 * country-to-currency's (MIT; ISO 3166-1 alpha-2 → ISO 4217, one currency per country). Server-side only: pages carry
 * the converted amounts as text, so the map never reaches the browser.
 */
import countryToCurrency from "country-to-currency";
import type { CurrencyCode } from "../units/money";

/**
 * The site's home currency: the visitor's when their country is unknown or unmapped, as every page showed before
 * decision 17 (the fee data began with Indian passports).
 */
export const HOME_CURRENCY = "INR" as CurrencyCode;

const USD = "USD" as CurrencyCode;
const CURRENCY_OF: Readonly<Record<string, string>> = countryToCurrency;

/**
 * The ISO 4217 currency of a visitor's country: the country's default currency, or {@link HOME_CURRENCY} for an unknown
 * (null) or unmapped country.
 * @param country an ISO 3166-1 alpha-2 code in upper case (worker/middleware/country.ts), or null.
 * @example visitorCurrency("DE") // "EUR"
 */
export function visitorCurrency(country: string | null): CurrencyCode {
  const currency = country ? CURRENCY_OF[country] : undefined;
  return currency ? (currency as CurrencyCode) : HOME_CURRENCY;
}

/**
 * The third currency a fee shows in for a visitor whose currency is `visitor`: none (null) when it is USD, since
 * every fee already shows in USD.
 * @example thirdCurrency("USD" as CurrencyCode) // null
 */
export function thirdCurrency(visitor: CurrencyCode): CurrencyCode | null {
  return visitor === USD ? null : visitor;
}
