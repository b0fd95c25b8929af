/** @module The datasets rows (attribution of each data source, shown on the site) and the exchange_rates rows. */
import { ratesAttribution } from "../../shared/money/ecb";
import { compareEnglish } from "../../shared/units/english-order";
import { formatIsoDate, parseIsoDate, type IsoDate } from "../../shared/units/iso-date";
import type { datasets, exchangeRates } from "../../worker/db/schema";
import type { JsonRecord } from "./parse";
import type { FeeRecord, RatesFile } from "./schemas";
import type { RowOf } from "./sql";

/**
 * Date of the Passport Index data: the CSV carries none, so it is taken from passport-index/SOURCE.md
 * (upstream commit "Update 12 January 2025").
 */
export const PASSPORT_INDEX_AS_ON = "2025-01-12" as IsoDate;

/** Market and pegged rates per USD, sorted by currency code, dated as the rates file. */
export function rateRows(rates: RatesFile): RowOf<typeof exchangeRates>[] {
  return [
    ...Object.entries(rates.rates).map(([currency, unitsPerUsd]) => ({ currency, unitsPerUsd, kind: "market", asOn: rates.asOf })),
    ...Object.entries(rates.pegged).map(([currency, unitsPerUsd]) => ({ currency, unitsPerUsd, kind: "pegged", asOn: rates.asOf })),
  ].sort((a, b) => compareEnglish(a.currency, b.currency));
}

/**
 * The three datasets with the attribution the site shows: the Passport Index (MIT, its SOURCE.md date), the fee
 * records (checked on the latest record's date) and the ECB rates (the rates file's date).
 */
export function datasetRows(fees: readonly JsonRecord<FeeRecord>[], rates: RatesFile): RowOf<typeof datasets>[] {
  const feesAsOn = fees.reduce<IsoDate | null>((latest, { value }) => (latest === null || value.checkedOn > latest ? value.checkedOn : latest), null);
  const ratesAsOn = parseIsoDate(rates.asOf);
  if (!ratesAsOn || !feesAsOn) throw new Error("unreachable: dates were validated");
  return [
    {
      id: "passport-index",
      name: "Passport Index dataset",
      attribution: `Visa requirements: Passport Index dataset (MIT), data as of ${formatIsoDate(PASSPORT_INDEX_AS_ON)}`,
      sourceUrl: "https://github.com/ilyankou/passport-index-dataset",
      licence: "MIT",
      asOn: PASSPORT_INDEX_AS_ON,
    },
    {
      id: "visa-fees",
      name: "Visa Fee Atlas fee records",
      attribution: `Visa fees: Visa Fee Atlas research, each fee with its source; checked ${formatIsoDate(feesAsOn)}`,
      // Each fee row carries its own source and page; the collection has no single upstream.
      sourceUrl: null,
      licence: null,
      asOn: feesAsOn,
    },
    {
      id: "rates-usd",
      name: "Exchange rates per USD",
      attribution: ratesAttribution(ratesAsOn),
      sourceUrl: rates.sourceUrl,
      licence: null,
      asOn: ratesAsOn,
    },
  ];
}
