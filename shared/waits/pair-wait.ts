/**
 * @module The published wait for one passport → destination visa (issue #46), as the check and the trip planner show
 * it: the US State Department's interview wait at the post chosen (else the shortest, named) with every other post of
 * the country applied from one tap away, or IRCC's processing time for applicants in that country; each with its
 * publisher, date and day read, whether it is too old to trust without a look at its page, and what it is not.
 */
import type { RequirementCategory } from "../visa/requirement";
import type { IsoDate } from "../units/iso-date";
import { choosePost, interviewWaits, staleDays } from "./apply-by";
import type { WaitFigure } from "./wait-figure";
import { interviewWaitText, processingForApplicantsText, staleText, WAIT_TEXTS } from "./wait-texts";

/** The visa types the figures are for: the US B1/B2 and Canada's visitor visa cover visits for tourism and business. */
const VISIT_TYPES: readonly string[] = ["tourist", "business"];

/** One post's wait, for the list of posts beside the chosen one. */
export interface PostWait {
  post: string;
  days: number;
  lessThan: boolean;
  /** "Interview wait in Chennai: 225 days (US State Department, as of 17 Sept 2026), then administrative processing". */
  text: string;
  chosen: boolean;
}

/** The wait a pair shows. */
export interface PairWait {
  /** An interview wait at a post (then processing), or a processing time by country of residence. */
  kind: "interview-wait" | "processing-time";
  /** The figure shown: the chosen post's, or the country's processing time. */
  figure: WaitFigure;
  /** The check's "Processing time" value (the sentences, wait-texts.ts). */
  text: string;
  /** Every post of the country applied from, shortest wait first; [] for a processing time. */
  posts: PostWait[];
  /** "This figure is 73 days old: check the US State Department's page for a newer one.", or null when fresh. */
  stale: string | null;
  /** "An estimate by its publisher, not a promise." */
  note: string;
}

/** What a pair's wait depends on. */
export interface PairWaitQuestion {
  /** ISO 3166-1 alpha-2 of the issuing country. */
  destination: string;
  /** ISO 3166-1 alpha-2 of the country applied from (the passport's: the site does not ask where one lives). */
  appliesIn: string;
  /** Its name, for "applicants in India". */
  appliesInName: string;
  visaType: string;
  /** The pair's requirement: only a visa applied for in advance at a consulate waits for these figures. */
  category: RequirementCategory;
  /** The day asked (for the figure's age). */
  today: IsoDate;
  /** A post the traveller chose ("Chennai"), or null for the shortest wait. */
  post?: string | null;
}

/**
 * The published wait for the pair, or null when none applies: no visa needed in advance at a consulate, a visa type
 * the figures do not cover, or no figure for the country applied from (the site then keeps its processing time or
 * "Contact embassy", never a guess).
 */
export function pairWait(figures: readonly WaitFigure[], question: PairWaitQuestion): PairWait | null {
  const { destination, appliesIn, today } = question;
  if (question.category !== "visa-required" || !VISIT_TYPES.includes(question.visaType)) return null;
  const waits = interviewWaits(figures, destination, appliesIn);
  const chosen = choosePost(waits, question.post ?? null);
  if (chosen) {
    return {
      kind: "interview-wait",
      figure: chosen,
      text: interviewWaitText(chosen),
      posts: waits.map((w) => ({ post: w.post ?? "", days: w.days, lessThan: w.lessThan, text: interviewWaitText(w), chosen: w === chosen })),
      stale: staleOf(chosen, today),
      note: WAIT_TEXTS.estimate,
    };
  }
  const processing = figures.find((f) => f.kind === "processing-time" && f.destination === destination && f.appliesIn === appliesIn);
  if (!processing) return null;
  return {
    kind: "processing-time",
    figure: processing,
    text: processingForApplicantsText(processing, question.appliesInName),
    posts: [],
    stale: staleOf(processing, today),
    note: WAIT_TEXTS.estimate,
  };
}

function staleOf(figure: WaitFigure, today: IsoDate): string | null {
  const age = staleDays(figure, today);
  return age === null ? null : staleText(figure, age);
}
