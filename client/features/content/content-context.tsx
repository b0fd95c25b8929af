/** @module What every content block can read: the D1 counts as token values and the fee records quoted. */
import { createContext, useContext } from "react";
import type { TokenValues } from "../../../shared/content/facts";

/** A fee record as `editorial.fees` returns it (amount in major units of `currency`). */
export interface EditorialFee {
  id: string;
  destination: string;
  visaType: string;
  subtype: string;
  amount: number;
  currency: string;
  /** Whole units of `localCurrency` (the visitor's) at the rates of `ratesOn`, or null when a rate it needs is missing. */
  local: number | null;
  localCurrency: string;
  processingDays: { min: number; max: number } | null;
  source: string | null;
  sourceUrl: string | null;
  verified: boolean;
  checkedOn: string;
  /** The source's date and the day we read it; null for a record with no source ("No source on record"). */
  dates: string | null;
  ended: string | null;
  /** The watch's sentence when the cited page changed after we read it or stopped answering (issue #35), else null. */
  sourceNote: string | null;
}

/** The page-wide data blocks read: token values, the fee records quoted and the dates of the rates behind them. */
export interface ContentData {
  values: TokenValues;
  fees: readonly EditorialFee[];
  /** The dates of the rates behind `local` ("13 April 2026", naming a currency of another date), or null when the page quotes no fee records. */
  ratesOn: string | null;
}

/** Provided by ContentPageView for every block of the page. */
export const ContentDataContext = createContext<ContentData | null>(null);

/** The page's content data; throws outside a content page (a block rendered elsewhere is a bug). */
export function useContentData(): ContentData {
  const data = useContext(ContentDataContext);
  if (!data) throw new Error("content block rendered outside ContentDataContext");
  return data;
}
