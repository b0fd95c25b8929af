/**
 * @module Passport power for every passport (shared/passport/power.ts's rankPassports over the current matrix with
 * its corrections), computed once per isolate for each data version and day (the day decides the corrections in
 * force), never per request: the matrix is 39,601 rows.
 */
import type { CountrySummary } from "../../shared/countries/country";
import { rankPassports, type RankedPower } from "../../shared/passport/power";
import type { IsoDate } from "../../shared/units/iso-date";
import type { Db } from "../db/client";
import { listCountries } from "../db/queries/countries";
import { loadPowerInputs } from "../db/queries/passport-power";
import { loadDataVersion } from "../db/queries/search";

/** The ranking: every passport with its counts, mobility score and dense rank, highest score first. */
export interface PassportRanking {
  /** The current requirements version's date (YYYY-MM-DD). */
  asOn: IsoDate | null;
  /** The latest day a correction was checked against its source (YYYY-MM-DD), or null without corrections. */
  correctionsCheckedThrough: IsoDate | null;
  passports: (RankedPower & { country: CountrySummary })[];
}

let memo: { key: string; ranking: Promise<PassportRanking> } | undefined;

/** The ranking as of `today` (YYYY-MM-DD, UTC); empty before the seed. */
export async function loadPassportRanking(db: Db, today: IsoDate): Promise<PassportRanking> {
  const key = `${await loadDataVersion(db)}|${today}`;
  if (memo?.key !== key) {
    const ranking = computeRanking(db, today);
    memo = { key, ranking };
    // A failed computation is not kept: the next request tries again.
    ranking.catch(() => {
      if (memo?.ranking === ranking) memo = undefined;
    });
  }
  return memo.ranking;
}

async function computeRanking(db: Db, today: IsoDate): Promise<PassportRanking> {
  const [inputs, countries] = await Promise.all([loadPowerInputs(db), listCountries(db)]);
  if (!inputs) return { asOn: null, correctionsCheckedThrough: null, passports: [] };
  const byCode = new Map(countries.map((c) => [c.code as string, c]));
  const ranked = rankPassports({ ...inputs, today });
  const checked = inputs.corrections.map((c) => c.checkedOn).sort();
  return {
    asOn: inputs.asOn,
    correctionsCheckedThrough: checked.at(-1) ?? null,
    passports: ranked.flatMap((power) => {
      const country = byCode.get(power.passport);
      return country ? [{ ...power, country }] : [];
    }),
  };
}
