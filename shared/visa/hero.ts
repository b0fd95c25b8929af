/**
 * @module The home carousel for the visitor's passport (decisions 15 and 17, issue #45): each slide shows what a check
 * of its city for that passport shows, from the same resolved check (buildVisaCheck), so the hero never disagrees with
 * the result a visitor gets by checking the city, and each opens that check. Indian passports see the spec's six cities;
 * another passport sees six destinations where a fee on record applies to it, in a fixed order. Nothing is invented
 * where the data has no fee.
 */
import { FEE_DATA_ORIGIN } from "../countries/country";
import type { VisaCheck } from "./check";
import { shortWaitText } from "../waits/wait-texts";

/** A carousel city and the country it is checked as (ISO 3166-1 alpha-2). */
export interface HeroCity {
  city: string;
  destination: string;
}

/** The spec's six cities and the country each is checked as (ISO 3166-1 alpha-2). */
export const HERO_CITIES = [
  { city: "Dubai", destination: "AE" },
  { city: "Paris", destination: "FR" },
  { city: "Tokyo", destination: "JP" },
  { city: "New York", destination: "US" },
  { city: "London", destination: "GB" },
  { city: "Singapore", destination: "SG" },
] as const satisfies readonly HeroCity[];

/** How many slides the carousel shows. */
export const HERO_SLIDE_COUNT = HERO_CITIES.length;

/**
 * Where the carousel of a passport other than India's looks for fees, in this order: India first (the trip this
 * site's home market receives most, whose e-Visa the data prices for most nationalities), then the spec's six cities,
 * then other much-visited destinations the fee data covers.
 */
export const HERO_CANDIDATES: readonly HeroCity[] = [
  { city: "New Delhi", destination: "IN" },
  ...HERO_CITIES,
  { city: "Bangkok", destination: "TH" },
  { city: "Istanbul", destination: "TR" },
  { city: "Ho Chi Minh City", destination: "VN" },
  { city: "Bali", destination: "ID" },
  { city: "Colombo", destination: "LK" },
  { city: "Nairobi", destination: "KE" },
  { city: "Cairo", destination: "EG" },
  { city: "Beijing", destination: "CN" },
  { city: "Sydney", destination: "AU" },
  { city: "Toronto", destination: "CA" },
  { city: "Rio de Janeiro", destination: "BR" },
  { city: "Siem Reap", destination: "KH" },
  { city: "Doha", destination: "QA" },
  { city: "Riyadh", destination: "SA" },
  { city: "Cape Town", destination: "ZA" },
  { city: "Auckland", destination: "NZ" },
];

/**
 * The cities whose checks the carousel of `passport` reads: the spec's six for India; for another passport every
 * candidate but its own country (heroSlidesFor keeps six).
 * @example heroCitiesFor("IN").map((c) => c.city) // ["Dubai", "Paris", "Tokyo", "New York", "London", "Singapore"]
 */
export function heroCitiesFor(passport: string): readonly HeroCity[] {
  if (passport === FEE_DATA_ORIGIN) return HERO_CITIES;
  return HERO_CANDIDATES.filter((c) => c.destination !== passport);
}

/** One slide: the city, its headline figure and a short detail, and the check it links to. */
export interface HeroSlide {
  city: string;
  /** ISO 3166-1 alpha-2 of the city's country. */
  destination: string;
  /** ISO 3166-1 alpha-2 of the passport the slide was checked for: its link opens that check. */
  passport: string;
  /** "$181", "from $27", "No visa needed" or "No fee on record". */
  fee: string;
  /** The processing time ("2-5 days"), the maximum stay of a visa-free entry, or what to do without a fee. */
  detail: string;
}

/**
 * A slide from a tourist check of the city: the check's own headline fee in USD and its processing time, so the slide
 * and the check read the same (a published wait in short: "Interview wait: 195 days"); "from" where the check says so (other options that could head it cost more). An
 * estimate is said to be one. An eTA pair shows its eTA's fee (the check's `eta`), and says an eTA is required.
 * @example heroSlideOf({ city: "London", destination: "GB" }, check) // { city: "London", fee: "$181", detail: "15-21 days", passport: "IN", … }
 */
export function heroSlideOf(city: HeroCity, check: VisaCheck): HeroSlide {
  const base = { city: city.city, destination: city.destination, passport: check.passport.code };
  const eta = check.fees.status === "listed" ? check.fees.eta : null;
  if (eta?.usdFee) return { ...base, fee: eta.usdFee, detail: check.card.label };
  if (!check.card.visaRequired) return { ...base, fee: "No visa needed", detail: check.card.label };
  const best = check.fees.status === "listed" ? check.fees.best : null;
  if (!best?.usdFee) return { ...base, fee: "No fee on record", detail: "Check the embassy" };
  // The check's own "from" (issue #43): the headline is the cheapest single-entry option, others cost more.
  const fee = check.fees.status === "listed" && check.fees.from ? `from ${best.usdFee}` : best.usdFee;
  // A published wait is the check's processing time (issue #46): the slide says it in short.
  return { ...base, fee: best.estimate ? `${fee} (estimate)` : fee, detail: check.wait ? shortWaitText(check.wait.figure) : best.processing };
}

/** Whether a check shows a fee on record for its pair: a headline that is no estimate, or an eTA pair's eTA. */
function hasRecordedFee(check: VisaCheck): boolean {
  if (check.fees.status !== "listed") return false;
  return !!check.fees.eta?.usdFee || (!!check.fees.best?.usdFee && !check.fees.best.estimate);
}

/**
 * The carousel of `passport` from the checks of heroCitiesFor(passport), in that order: India's six cities as they are;
 * for another passport the first six whose check shows a fee on record, then, when fewer than six do, the spec's
 * cities and then the other candidates until there are six (each saying what its check says), all in the candidates'
 * order. Deterministic: the same data gives the same slides.
 * @example heroSlidesFor("US", checks).map((s) => s.city) // ["New Delhi", "London", …]: India's e-Visa, the UK's ETA, …
 */
export function heroSlidesFor(passport: string, checks: readonly { city: HeroCity; check: VisaCheck }[]): HeroSlide[] {
  if (passport === FEE_DATA_ORIGIN) return checks.map(({ city, check }) => heroSlideOf(city, check));
  const chosen = checks.filter(({ check }) => hasRecordedFee(check)).slice(0, HERO_SLIDE_COUNT);
  const spec = new Set<string>(HERO_CITIES.map((c) => c.destination));
  // The spec's cities first, then the other candidates, in order (a US passport has five spec cities to fill with).
  const fillers = [...checks.filter((c) => spec.has(c.city.destination)), ...checks.filter((c) => !spec.has(c.city.destination))];
  for (const candidate of fillers) {
    if (chosen.length >= HERO_SLIDE_COUNT) break;
    if (!chosen.includes(candidate)) chosen.push(candidate);
  }
  // In the candidates' order, so India leads whenever it has a fee.
  return checks.filter((c) => chosen.includes(c)).map(({ city, check }) => heroSlideOf(city, check));
}
