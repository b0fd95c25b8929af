/**
 * @module The two publishers the weekly watch reads figures from (issue #46): the US State Department's Global Visa
 * Wait Times page (HTML, updated monthly) and IRCC's processing-times data file (JSON, updated weekly). Each source's
 * figures in data/waits/waits.json are the ones citing its URL as `sourceUrl`; each has a `datasets` row (the site's
 * attribution, and part of the data version that keys every kept page) dated by its newest reading.
 */
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import type { WaitFigure } from "./wait-figure";

/** The State Department's page: one table of every post's interview waits, "Last updated" at its top. */
export const STATE_WAITS_URL = "https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/global-visa-wait-times.html";

/**
 * IRCC's data file behind canada.ca's "Check processing times" tool (the human page:
 * https://www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html). The
 * watch reads the file, not the page, which draws its figures in the browser; waits.json's IRCC figures cite it.
 */
export const IRCC_PTIME_URL = "https://www.canada.ca/content/dam/ircc/documents/json/data-ptime-en.json";

export type WaitSourceId = "us-state" | "ircc";

/** One source the watch reads figures from. */
export interface WaitSource {
  id: WaitSourceId;
  url: string;
  /** As waits.json's `publisher` names it. */
  publisher: string;
  /** What the reviewer is told the source is. */
  title: string;
  /** How the body is read: an HTML page or a JSON file. */
  format: "html" | "json";
  /** Its row in `datasets`. */
  datasetId: string;
  datasetName: string;
  licence: string | null;
  /** The site's attribution line for figures of `asOn`. */
  attribution: (asOn: IsoDate) => string;
}

/** The State Department's page: the interview waits of each post. */
export const STATE_WAIT_SOURCE: WaitSource = {
  id: "us-state",
  url: STATE_WAITS_URL,
  publisher: "US State Department",
  title: "Global Visa Wait Times (US State Department)",
  format: "html",
  datasetId: "waits-us-state",
  datasetName: "US visa interview waits by consular post",
  // A work of the U.S. federal government (data/waits/SOURCE.md).
  licence: "Public domain (U.S. government work)",
  attribution: (asOn) => `US visa interview waits: U.S. Department of State, Global Visa Wait Times, last updated ${formatIsoDate(asOn)}`,
};

/** IRCC's file: the visitor visa's processing time by country applied from. */
export const IRCC_WAIT_SOURCE: WaitSource = {
  id: "ircc",
  url: IRCC_PTIME_URL,
  publisher: "IRCC",
  title: "Processing times data (IRCC)",
  format: "json",
  datasetId: "waits-ircc",
  datasetName: "Canada visitor visa processing times by country",
  licence: "Open Government Licence – Canada",
  attribution: (asOn) => `Canada visitor visa processing times: Immigration, Refugees and Citizenship Canada (IRCC), updated ${formatIsoDate(asOn)}`,
};

/**
 * Who a figure was read through, in short, for the attribution: the words before its commit or file
 * ("Charta Visa open data (CC BY 4.0), a monthly transcription of the State Department's table").
 */
export function readViaCredit(readVia: string): string {
  return readVia.split(/: | @/)[0]?.trim() ?? readVia;
}

/** A `datasets` row of a source's figures. */
export interface WaitDatasetRow {
  id: string;
  name: string;
  attribution: string;
  sourceUrl: string;
  licence: string | null;
  asOn: IsoDate;
}

/**
 * The seed's `datasets` rows of the bundled figures (data/waits/waits.json), one per source, dated by its newest
 * figure and crediting what they were read through (a CC BY transcription must be credited); the watch replaces a row
 * once it has read the publisher's own page (worker/watch/waits.ts). None for a source without a dated figure.
 */
export function bundledWaitDatasetRows(figures: readonly WaitFigure[]): WaitDatasetRow[] {
  return WAIT_SOURCES.flatMap((source) => {
    const own = figuresOfSource(figures, source);
    const asOn = own.reduce<IsoDate | null>((a, f) => (f.asOf !== null && (a === null || f.asOf > a) ? f.asOf : a), null);
    if (!asOn) return [];
    const via = own.find((f) => f.readVia)?.readVia;
    const attribution = `${source.attribution(asOn)}${via ? `; read through ${readViaCredit(via)}` : ""}`;
    return [{ id: source.datasetId, name: source.datasetName, attribution, sourceUrl: source.url, licence: source.licence, asOn }];
  });
}

/** Both sources, in the order the weekly check reads them. */
export const WAIT_SOURCES: readonly WaitSource[] = [STATE_WAIT_SOURCE, IRCC_WAIT_SOURCE];

/**
 * The figures a source gives: those of waits.json citing its URL, of the kinds it publishes (an interview wait for
 * the State Department's page, a processing time for IRCC's file).
 */
export function figuresOfSource(figures: readonly WaitFigure[], source: WaitSource): WaitFigure[] {
  const kind = source.id === "us-state" ? "interview-wait" : "processing-time";
  return figures.filter((f) => f.sourceUrl === source.url && f.kind === kind);
}
