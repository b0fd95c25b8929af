/** @module The home carousel's slides: each city checked for an Indian passport, as the visa check does it. */
import { FEE_DATA_ORIGIN } from "../../shared/countries/country";
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import type { CurrencyCode } from "../../shared/units/money";
import { HERO_CITIES, heroSlideOf, type HeroSlide } from "../../shared/visa/hero";
import type { Db } from "../db/client";
import { keptForVersion } from "./kept-for-version";

// A slide shows its fee in USD only, and slides are kept for every visitor alike: no third currency to price.
const USD = "USD" as CurrencyCode;
import { loadVisaCheck } from "./visa-check";

/**
 * The six slides of the home carousel on `today` (decision 15): a tourist check of each city's country for an
 * Indian passport (loadVisaCheck, the same as the result page), reduced to its headline fee and processing time.
 * Kept per data version and day, so an uncached home page reads the version instead of six checks.
 * @throws CountryNotFoundError when a city's country is missing from the data (the seed has all six).
 */
export async function loadHeroSlides(db: Db, today: IsoDate): Promise<HeroSlide[]> {
  return keptForVersion(db, `hero|${today}`, async () => {
    const checks = await Promise.all(
      HERO_CITIES.map((c) =>
        loadVisaCheck(db, { passport: FEE_DATA_ORIGIN, destination: c.destination as CountryCode, visaType: "tourist", today, currency: USD }),
      ),
    );
    return HERO_CITIES.map((c, i) => heroSlideOf(c, checks[i]!));
  });
}
