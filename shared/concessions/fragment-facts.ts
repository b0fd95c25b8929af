/**
 * @module The facts the concessions' server fragments are drawn from (client/features/concessions/), as the
 * worker's services load them (worker/services/concessions.ts, personal-score.ts): shapes only, so the fragments'
 * components read them without importing the worker.
 */
import type { CountrySummary } from "../countries/country";
import type { IsoDate } from "../units/iso-date";
import type { RequirementCategory } from "../visa/requirement";
import type { Concession, MergedRequirement } from "./concession";
import type { HeldDocumentKey } from "./documents";

/** A concession record with what a page says when it had ended by the request's day, and about its source. */
export type DatedConcession = Concession & {
  /** "Ended on 31 Dec 2025" once past its last day (concessionEndedText), else null: an ended record counts nowhere. */
  ended: string | null;
  /** The watch's sentence when the cited page changed after we read it or stopped answering (issue #35), else null. */
  sourceNote: string | null;
};

/** One destination's concessions for an Indian passport, merged with the documents held (loadPairConcessions). */
export interface PairConcessions {
  destination: CountrySummary;
  /** The Indian passport's requirement without any document. */
  base: RequirementCategory;
  /** Every record for the destination, in the documents' order (the held ones are not singled out here); ended ones say so. */
  concessions: DatedConcession[];
  /** `base` merged with the records of the documents in `holds`. */
  merged: MergedRequirement;
  holds: HeldDocumentKey[];
  /** The destination's doubt named in exemptions/SOURCE.md, or null. */
  caveat: string | null;
  /** The day the records were compiled (YYYY-MM-DD), never a day a live government page was checked. */
  compiledOn: IsoDate | null;
}

/** An Indian passport's score with the documents held, beside its standard one (the personal score). */
export interface PersonalScore {
  holds: HeldDocumentKey[];
  /** The passport alone, as ranked: destinations without a visa in advance, and its dense rank. */
  standard: { score: number; rank: number };
  /** With the documents: the standard score plus the destinations they open, and the rank that score would hold. */
  withDocuments: { score: number; rankEquivalent: number; extra: number };
  /** Passports in the ranking. */
  rankedCount: number;
  /** The requirement data's date (YYYY-MM-DD). */
  asOn: IsoDate | null;
}
