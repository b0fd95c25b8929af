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
import type { PersonalScore } from "../../shared/concessions/fragment-facts";

export type { PersonalScore };

const INDIA = parseCountryCode("IN")!;

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
