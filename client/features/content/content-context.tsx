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
  /** Whole rupees at the rates of `ratesAsOn`, or null when the currency has no rate. */
  inr: number | null;
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

/** The page-wide data blocks read: token values, the fee records quoted and the date of their rupee rates. */
export interface ContentData {
  values: TokenValues;
  fees: readonly EditorialFee[];
  /** Date (YYYY-MM-DD) of the rates behind `inr`, or null when the page quotes no fee records. */
  ratesAsOn: string | null;
}

/** Provided by ContentPageView for every block of the page. */
export const ContentDataContext = createContext<ContentData | null>(null);

/** The page's content data; throws outside a content page (a block rendered elsewhere is a bug). */
export function useContentData(): ContentData {
  const data = useContext(ContentDataContext);
  if (!data) throw new Error("content block rendered outside ContentDataContext");
  return data;
}
