/** @module The datasets rows (attribution of each data source, shown on the site) and the exchange_rates rows (two dated sources). */
import { openRatesAttribution, ratesAttribution } from "../../shared/money/ecb";
import { mergeRateSources, OPEN_RATES_SOURCE } from "../../shared/money/rate-sources";
import { formatIsoDate, parseIsoDate, type IsoDate } from "../../shared/units/iso-date";
import { parseCurrencyCode } from "../../shared/units/money";
import type { datasets, exchangeRates } from "../../worker/db/schema";
import type { JsonRecord } from "./parse";
import type { CorrectionRecord, FeeRecord, OpenRatesFile, RatesFile } from "./schemas";
import type { RowOf } from "./sql";
import { versionAttribution, type VersionEntry } from "./versions";

/**
 * One rate per currency, sorted by currency code (shared/money/rate-sources.ts): the market and pegged rates of
 * rates-usd.json, dated as that file, then each currency of rates-open.json they lack and it does not flag, dated as
 * that file. Warnings: the open rates left out because this runtime's Intl cannot format their currency (ISO 4217
 * codes no fee is charged in and no country uses by default, such as MXV and VED).
 */
export function rateRows(rates: RatesFile, open: OpenRatesFile, openFile: string): { rows: RowOf<typeof exchangeRates>[]; warnings: string[] } {
  const merged = mergeRateSources(
    { asOn: rates.asOf, market: rates.rates, pegged: rates.pegged },
    { asOn: open.asOf, rates: open.rates, flagged: open.flagged },
  );
  const unknown = merged.filter((r) => r.source === OPEN_RATES_SOURCE && parseCurrencyCode(r.currency) !== r.currency).map((r) => r.currency);
  const warnings = unknown.length > 0 ? [`${openFile}: ${unknown.join(", ")}: not a currency this runtime's Intl formats; not seeded`] : [];
  return { rows: merged.filter((r) => !unknown.includes(r.currency)), warnings };
}

/**
 * The day the entry concessions were compiled (exemptions/SOURCE.md: "Compiled on 2026-11-25 from stored copies of
 * public pages"). The records carry no date of their own, and no record was read on a live government page that day.
 */
export const CONCESSIONS_COMPILED_ON = "2026-11-25" as IsoDate;

/**
 * The datasets with the attribution the site shows: the Passport Index's current version (from the
 * versions manifest; older versions keep theirs in requirement_versions), the fee records (checked on the latest
 * record's date), the ECB rates (the rates file's date), the second rate source (rates-open.json's date, for the
 * currencies the ECB lacks) and the entry concessions (their compilation day, with SOURCE.md's attribution line).
 */
export function datasetRows(
  fees: readonly JsonRecord<FeeRecord>[],
  rates: RatesFile,
  open: OpenRatesFile,
  requirements: VersionEntry,
  corrections: readonly JsonRecord<CorrectionRecord>[],
  worldFees: readonly JsonRecord<{ checkedOn: IsoDate }>[] = [],
): RowOf<typeof datasets>[] {
  const worldAsOn = worldFees.reduce<IsoDate | null>(
    (latest, { value }) => (latest === null || value.checkedOn > latest ? value.checkedOn : latest),
    null,
  );
  const correctionsAsOn = corrections.reduce<IsoDate | null>(
    (latest, { value }) => (latest === null || value.checkedOn > latest ? value.checkedOn : latest),
    null,
  );
  const feesAsOn = fees.reduce<IsoDate | null>((latest, { value }) => (latest === null || value.checkedOn > latest ? value.checkedOn : latest), null);
  const ratesAsOn = parseIsoDate(rates.asOf);
  if (!ratesAsOn || !feesAsOn) throw new Error("unreachable: dates were validated");
  return [
    {
      id: "passport-index",
      name: requirements.name,
      attribution: versionAttribution(requirements),
      sourceUrl: requirements.sourceUrl,
      licence: requirements.licence,
      asOn: requirements.asOn,
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
    // world-fees.json and the desk's records (issue #45), with the attribution its SOURCE.md section asks for.
    ...(worldAsOn
      ? [
          {
            id: "world-fees",
            name: "Visa Fee Atlas fee records for all passports",
            attribution: `Visa fees for all passports: Visa Fee Atlas research, each fee with its source; checked ${formatIsoDate(worldAsOn)}`,
            sourceUrl: null,
            licence: null,
            asOn: worldAsOn,
          },
        ]
      : []),
    {
      id: "rates-usd",
      name: "Exchange rates per USD",
      attribution: ratesAttribution(ratesAsOn),
      sourceUrl: rates.sourceUrl,
      licence: null,
      asOn: ratesAsOn,
    },
    {
      id: OPEN_RATES_SOURCE,
      name: "Exchange rates per USD of the currencies the ECB does not quote",
      attribution: openRatesAttribution(open.asOf),
      sourceUrl: open.sourceUrl,
      licence: "CC0-1.0",
      asOn: open.asOf,
    },
    {
      id: "entry-concessions",
      name: "Visa Fee Atlas entry concessions",
      attribution: `Visa concessions for holders of other visas: Visa Fee Atlas research, each rule with its source; compiled ${formatIsoDate(CONCESSIONS_COMPILED_ON)}`,
      // Each concession row carries its own source and page.
      sourceUrl: null,
      licence: null,
      asOn: CONCESSIONS_COMPILED_ON,
    },
    // The corrections over the snapshot: most come from the visualpharm/visa-free-dataset correction log, whose MIT
    // licence asks for this line (passport-index/SOURCE.md); each row also names its own source.
    ...(correctionsAsOn
      ? [
          {
            id: "requirement-corrections",
            name: "Requirement corrections",
            attribution: `Corrections after Feb 2026: visualpharm/visa-free-dataset correction log (MIT), each with its source; checked ${formatIsoDate(correctionsAsOn)}`,
            sourceUrl: "https://github.com/visualpharm/visa-free-dataset",
            licence: "MIT",
            asOn: correctionsAsOn,
          },
        ]
      : []),
  ];
}
