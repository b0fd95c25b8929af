/**
 * @module Arrival-card columns and their mapping to the domain's ArrivalCard (shared/visa/entry-documents.ts), for the
 * pair loader (visa.ts): a destination's online arrival card, listed with the pair's documents.
 */
import type { CountryCode } from "../../../shared/units/country-code";
import type { ArrivalCard, EntryDocument } from "../../../shared/visa/entry-documents";
import { arrivalCards } from "../schema";

/** Columns of an arrival card as the domain needs them (explicit selection; no evidence or notes). */
export const arrivalCardColumns = {
  destinationCountryCode: arrivalCards.destinationCountryCode,
  name: arrivalCards.name,
  shortName: arrivalCards.shortName,
  url: arrivalCards.url,
  mandatory: arrivalCards.mandatory,
  sinceOn: arrivalCards.sinceOn,
  exemptPassports: arrivalCards.exemptPassports,
  exemptWith: arrivalCards.exemptWith,
  source: arrivalCards.source,
  sourceUrl: arrivalCards.sourceUrl,
  official: arrivalCards.official,
  sourceDateOn: arrivalCards.sourceDateOn,
  checkedOn: arrivalCards.checkedOn,
};

type ArrivalCardRow = Pick<typeof arrivalCards.$inferSelect, keyof typeof arrivalCardColumns>;

/** Maps a row to the domain's ArrivalCard (the seed validated the JSON lists). */
export function toArrivalCard(r: ArrivalCardRow): ArrivalCard {
  return {
    ...r,
    exemptPassports: JSON.parse(r.exemptPassports) as CountryCode[],
    exemptWith: JSON.parse(r.exemptWith) as EntryDocument[],
  };
}
