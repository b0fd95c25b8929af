/** @module The datasets rows (attribution of each data source, shown on the site) and the exchange_rates rows. */
import { ratesAttribution } from "../../shared/money/ecb";
import { compareEnglish } from "../../shared/units/english-order";
import { formatIsoDate, parseIsoDate, type IsoDate } from "../../shared/units/iso-date";
import type { datasets, exchangeRates } from "../../worker/db/schema";
import type { JsonRecord } from "./parse";
import type { CorrectionRecord, FeeRecord, RatesFile } from "./schemas";
import type { RowOf } from "./sql";
import { versionAttribution, type VersionEntry } from "./versions";

/** Market and pegged rates per USD, sorted by currency code, dated as the rates file. */
export function rateRows(rates: RatesFile): RowOf<typeof exchangeRates>[] {
  return [
    ...Object.entries(rates.rates).map(([currency, unitsPerUsd]) => ({ currency, unitsPerUsd, kind: "market", asOn: rates.asOf })),
    ...Object.entries(rates.pegged).map(([currency, unitsPerUsd]) => ({ currency, unitsPerUsd, kind: "pegged", asOn: rates.asOf })),
  ].sort((a, b) => compareEnglish(a.currency, b.currency));
}

/**
 * The day the entry concessions were compiled (exemptions/SOURCE.md: "Compiled on 2026-11-25 from stored copies of
 * public pages"). The records carry no date of their own, and no record was read on a live government page that day.
 */
export const CONCESSIONS_COMPILED_ON = "2026-11-25" as IsoDate;

/**
 * The five datasets with the attribution the site shows: the Passport Index's current version (from the
 * versions manifest; older versions keep theirs in requirement_versions), the fee records (checked on the latest
 * record's date), the ECB rates (the rates file's date) and the entry concessions (their compilation day, with
 * SOURCE.md's attribution line).
 */
export function datasetRows(
  fees: readonly JsonRecord<FeeRecord>[],
  rates: RatesFile,
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
