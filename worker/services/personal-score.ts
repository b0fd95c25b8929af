/**
 * @module An Indian passport's personal score: the ranking's score plus the destinations the documents held open
 * without a visa in advance (concessions in force on the request's day), and where that score would rank.
 */
import type { HeldDocumentKey } from "../../shared/concessions/documents";
import { rankForScore } from "../../shared/passport/power";
import { parseCountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import type { Db } from "../db/client";
import { loadUnlocked } from "./concessions";
import { CountryNotFoundError } from "./errors";
import { keptForVersion } from "./kept-for-version";
import { loadPassportRanking } from "./passport-power";

const INDIA = parseCountryCode("IN")!;

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

/**
 * India's score with `holds` as of `today` (YYYY-MM-DD, UTC): the ranking's score plus the destinations the documents
 * open without a visa in advance (loadUnlocked's `withoutVisa`), and where that score would rank.
 * @throws CountryNotFoundError before the seed (India not ranked).
 */
export async function loadPersonalScore(db: Db, today: IsoDate, holds: readonly HeldDocumentKey[]): Promise<PersonalScore> {
  return keptForVersion(db, `score|${today}|${holds.join(",")}`, () => computePersonalScore(db, today, holds));
}

async function computePersonalScore(db: Db, today: IsoDate, holds: readonly HeldDocumentKey[]): Promise<PersonalScore> {
  const [ranking, unlocked] = await Promise.all([loadPassportRanking(db, today), loadUnlocked(db, today, INDIA, holds)]);
  const india = ranking.passports.find((p) => p.passport === INDIA);
  if (!india) throw new CountryNotFoundError([INDIA]);
  const extra = unlocked.withoutVisa.length;
  return {
    holds: [...holds],
    standard: { score: india.mobility, rank: india.rank },
    withDocuments: { score: india.mobility + extra, rankEquivalent: rankForScore(ranking.passports, india.mobility + extra), extra },
    rankedCount: ranking.passports.length,
    asOn: ranking.asOn,
  };
}
