/**
 * @module Fee figures inside copy: `{fee:<record id>}` is the record's amount as charged, `{local:<record id>}` its
 * equivalent in the visitor's currency ("≈ ₹17,300", "≈ EUR 173"; decision 17) and `{rates:date}` the dates of the
 * rates behind it, all from D1.
 */
import { CONVERSION_UNAVAILABLE } from "../../../shared/money/display";
import type { EditorialFee } from "./content-context";

/** Currencies whose symbol is unambiguous for Indian readers; the guides' copy writes them "$185", "£127", "€90". */
const SYMBOL_CURRENCIES = new Set(["USD", "GBP", "EUR", "INR"]);
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The amount of a record as the guides write amounts: "Free", "$185", "£127", "€90", otherwise the ISO code
 * and the amount ("CAD 100"), in the record's own currency (no conversion).
 */
export function recordAmount(fee: Pick<EditorialFee, "amount" | "currency">): string {
  if (fee.amount === 0) return "Free";
  let formatter = formatters.get(fee.currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(fee.currency === "INR" ? "en-IN" : "en-US", {
      style: "currency",
      currency: fee.currency,
      currencyDisplay: SYMBOL_CURRENCIES.has(fee.currency) ? "narrowSymbol" : "code",
      trailingZeroDisplay: "stripIfInteger",
    });
    formatters.set(fee.currency, formatter);
  }
  const formatted = formatter.format(fee.amount);
  // Intl puts a no-break space after a code; a plain space keeps server and browser text identical.
  return formatted.replace(/\u00a0/g, " ");
}

/**
 * The equivalent of a record in the visitor's currency, rounded as an estimate reads: rupees to the nearest ₹100
 * ("≈ ₹17,300"), other currencies to three significant digits ("≈ EUR 173", "≈ JPY 27,900"); "conversion unavailable"
 * without a rate.
 */
export function recordLocal(fee: Pick<EditorialFee, "local" | "localCurrency">): string {
  if (fee.local === null) return CONVERSION_UNAVAILABLE;
  const amount = fee.localCurrency === "INR" ? Math.round(fee.local / 100) * 100 : Math.round(Number(fee.local.toPrecision(3)));
  return `≈ ${recordAmount({ amount, currency: fee.localCurrency })}`;
}

/** Error for a fee token whose record the page did not load: a figure must never silently vanish. */
export class UnknownFeeRecordError extends Error {
  constructor(readonly id: string) {
    super(`No fee record ${id} on this page (add its destination to feeDestinations)`);
  }
}

/** Replaces the fee tokens of `text` with figures from the page's fee records; `ratesOn` is the dates of their rates. */
export function fillFeeTokens(text: string, fees: readonly EditorialFee[], ratesOn: string | null): string {
  return text.replace(/\{(fee|local|rates):([A-Za-z0-9-]+)\}/g, (_, kind: string, id: string) => {
    if (kind === "rates") return ratesOn ?? "the rates' date";
    const fee = fees.find((f) => f.id === id);
    if (!fee) throw new UnknownFeeRecordError(id);
    return kind === "fee" ? recordAmount(fee) : recordLocal(fee);
  });
}
