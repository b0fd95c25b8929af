/**
 * @module Section 9's fallback values, used only where no fee record exists for the pair and type,
 * and always labelled as estimates (spec decision 13). The document lists are written for this site.
 */
import type { ProcessingDays } from "./processing-time";

/** Visa types the fallback covers. */
export type EstimatedVisaType = "tourist" | "business" | "student" | "work" | "transit";

/** Estimated values for one visa type: none of them is an official figure. */
export interface VisaEstimate {
  visaType: EstimatedVisaType;
  /** Indicative fee in USD (major units). */
  feeUsd: number;
  /** Default maximum stay in days. */
  maxStayDays: number;
  /** Validity in days from issue. */
  validityDays: number;
  processingDays: ProcessingDays;
  entries: "single";
  documents: readonly string[];
}

const FEES_USD: Record<EstimatedVisaType, number> = { tourist: 50, business: 100, student: 120, work: 250, transit: 30 };
const MAX_STAY_DAYS: Record<EstimatedVisaType, number> = { tourist: 30, business: 90, student: 365, work: 365, transit: 7 };

/** Documents most embassies ask for, per type; written for this site because the spec names none. */
const DOCUMENTS: Record<EstimatedVisaType, readonly string[]> = {
  tourist: [
    "Passport valid for at least 6 months with two blank pages",
    "Completed visa application form",
    "Recent passport-size photographs",
    "Return or onward ticket",
    "Hotel bookings or invitation letter",
    "Bank statements for the last 3 months",
    "Travel insurance",
  ],
  business: [
    "Passport valid for at least 6 months",
    "Completed visa application form",
    "Recent passport-size photographs",
    "Invitation letter from the host company",
    "Cover letter from your employer stating the purpose of the trip",
    "Bank statements for the last 3 months",
  ],
  student: [
    "Passport valid for the length of the course",
    "Letter of admission from the institution",
    "Proof of funds for tuition and living costs",
    "Academic transcripts and certificates",
    "Proof of language proficiency where required",
    "Health insurance",
  ],
  work: [
    "Passport valid for at least 6 months",
    "Signed employment contract or job offer",
    "Work permit or employer sponsorship approval",
    "Educational and professional certificates",
    "Medical certificate where required",
    "Police clearance certificate",
  ],
  transit: ["Passport valid for at least 6 months", "Confirmed onward ticket", "Visa for the final destination, where one is needed"],
};

/** Validity used by every estimate, in days (spec section 9). */
export const ESTIMATED_VALIDITY_DAYS = 90;
/** Processing range used by every estimate, in days, both ends inclusive (spec section 9). */
export const ESTIMATED_PROCESSING_DAYS: ProcessingDays = { min: 5, max: 15 };

/**
 * Whether the fallback covers a visa type.
 * @example isEstimatedVisaType("golden") // false
 */
export function isEstimatedVisaType(type: string): type is EstimatedVisaType {
  // Own keys only: `in` would also accept Object.prototype names such as "toString" or "constructor".
  return Object.hasOwn(FEES_USD, type);
}

/**
 * The estimate for a visa type, or null for types the fallback does not cover.
 * @example estimateFor("tourist")?.feeUsd // 50
 */
export function estimateFor(visaType: string): VisaEstimate | null {
  if (!isEstimatedVisaType(visaType)) return null;
  return {
    visaType,
    feeUsd: FEES_USD[visaType],
    maxStayDays: MAX_STAY_DAYS[visaType],
    validityDays: ESTIMATED_VALIDITY_DAYS,
    processingDays: ESTIMATED_PROCESSING_DAYS,
    entries: "single",
    documents: DOCUMENTS[visaType],
  };
}

/**
 * Documents to show for a type when the records list none: the site's list for that type, else tourist's.
 * @example fallbackDocuments("golden")[0] // "Passport valid for at least 6 months with two blank pages"
 */
export function fallbackDocuments(visaType: string): readonly string[] {
  return isEstimatedVisaType(visaType) ? DOCUMENTS[visaType] : DOCUMENTS.tourist;
}
