/**
 * @module The home carousel's six cities (decision 15): each shows what a check of that city for an Indian passport
 * shows, from the same resolved check (buildVisaCheck), so the hero never disagrees with the result a visitor gets by
 * checking the city. Nothing is invented where the data has no fee.
 */
import type { VisaCheck } from "./check";

/** The spec's six cities and the country each is checked as (ISO 3166-1 alpha-2). */
export const HERO_CITIES = [
  { city: "Dubai", destination: "AE" },
  { city: "Paris", destination: "FR" },
  { city: "Tokyo", destination: "JP" },
  { city: "New York", destination: "US" },
  { city: "London", destination: "GB" },
  { city: "Singapore", destination: "SG" },
] as const;

/** One slide: the city, its headline figure and a short detail, and the check it links to. */
export interface HeroSlide {
  city: string;
  /** ISO 3166-1 alpha-2 of the city's country. */
  destination: string;
  /** "$181", "from $27", "No visa needed" or "No fee on record". */
  fee: string;
  /** The processing time ("2-5 days"), the maximum stay of a visa-free entry, or what to do without a fee. */
  detail: string;
}

/**
 * A slide from a tourist check of the city for an Indian passport: the check's own headline fee in USD and its
 * processing time, so the slide and the check read the same; "from" where the check says so (other options that
 * could head it cost more). An estimate is said to be one.
 * @example heroSlideOf({ city: "London", destination: "GB" }, check) // { city: "London", fee: "$181", detail: "15-21 days", … }
 */
export function heroSlideOf(city: { city: string; destination: string }, check: VisaCheck): HeroSlide {
  const base = { city: city.city, destination: city.destination };
  if (!check.card.visaRequired) return { ...base, fee: "No visa needed", detail: check.card.label };
  const best = check.fees.status === "listed" ? check.fees.best : null;
  if (!best?.usdFee) return { ...base, fee: "No fee on record", detail: "Check the embassy" };
  // The check's own "from" (issue #43): the headline is the cheapest single-entry option, others cost more.
  const fee = check.fees.status === "listed" && check.fees.from ? `from ${best.usdFee}` : best.usdFee;
  return { ...base, fee: best.estimate ? `${fee} (estimate)` : fee, detail: best.processing };
}
