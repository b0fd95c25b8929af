/**
 * @module The home carousel's slides for a passport (decisions 15 and 17): each city checked for that passport as the
 * visa check does it (buildVisaCheck on the pair's data), from one D1 batch of the passport's data rather than one per
 * city, and kept per data version, passport and day.
 */
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import type { CurrencyCode } from "../../shared/units/money";
import { buildVisaCheck } from "../../shared/visa/check";
import { heroCitiesFor, heroSlidesFor, type HeroSlide } from "../../shared/visa/hero";
import { DEFAULT_VISA_TYPE } from "../../shared/visa/visa-types";
import type { Db } from "../db/client";
import { loadPassportFees } from "./passport-fees";
import { CountryNotFoundError } from "./errors";
import { keptForVersion } from "./kept-for-version";
import { loadSourceStatuses } from "./source-statuses";
import { loadWaitFigures } from "./wait-figures";

// A slide shows its fee in USD only, and slides are kept for every visitor alike: no third currency to price.
const USD = "USD" as CurrencyCode;

/**
 * The carousel of `passport` on `today`: a tourist check of each of its cities (shared/visa/hero.ts heroCitiesFor),
 * built as the result page builds it, reduced to its headline fee and processing time; India's six cities as the spec
 * names them, another passport's first six with a fee on record. Kept per data version, passport and day, so an
 * uncached home page reads the version instead of the checks.
 * @throws CountryNotFoundError when the passport is missing from the data.
 */
export async function loadHeroSlides(db: Db, today: IsoDate, passport: CountryCode): Promise<HeroSlide[]> {
  return keptForVersion(db, `hero|${passport}|${today}`, async () => {
    const [data, statuses, waits] = await Promise.all([loadPassportFees(db, passport), loadSourceStatuses(db), loadWaitFigures(db)]);
    if (!data) throw new CountryNotFoundError([passport]);
    const byCode = new Map(data.countries.map((c) => [c.code as string, c]));
    const requirementOf = new Map(data.requirements.map((r) => [r.destinationCountryCode, r.requirement]));
    const checks = heroCitiesFor(passport).flatMap((city) => {
      const destination = byCode.get(city.destination);
      const requirement = requirementOf.get(city.destination);
      // A city whose country has no row for the passport has no check to show (the seed has every candidate).
      if (!destination || requirement === undefined) return [];
      const check = buildVisaCheck({
        passport: data.passport,
        destination,
        visaType: DEFAULT_VISA_TYPE,
        datasetRequirement: requirement,
        datasetAsOn: data.requirementsAsOn,
        corrections: data.corrections.filter((c) => c.destinationCountryCode === city.destination),
        feeOptions: data.feeOptions.filter((o) => o.destinationCountryCode === city.destination),
        rates: data.rates,
        currency: USD,
        today,
        announced: data.announced,
        sourceNoteOf: statuses.noteOf,
        waits,
      });
      return [{ city, check }];
    });
    return heroSlidesFor(passport, checks);
  });
}
