/** @module What every content block can read: the D1 counts as token values and the fee records quoted. */
import { createContext, useContext } from "react";
import type { CountToken } from "../../../shared/content/types";

/** A fee record as `editorial.fees` returns it (amount in major units of `currency`). */
export interface EditorialFee {
  id: string;
  destination: string;
  visaType: string;
  subtype: string;
  amount: number;
  currency: string;
  processingDays: { min: number; max: number } | null;
  source: string | null;
  sourceUrl: string | null;
  verified: boolean;
  checkedOn: string;
}

export interface ContentData {
  values: Record<CountToken, string>;
  fees: readonly EditorialFee[];
}

export const ContentDataContext = createContext<ContentData | null>(null);

/** The page's content data; throws outside a content page (a block rendered elsewhere is a bug). */
export function useContentData(): ContentData {
  const data = useContext(ContentDataContext);
  if (!data) throw new Error("content block rendered outside ContentDataContext");
  return data;
}
