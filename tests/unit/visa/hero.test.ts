/** The home carousel for the visitor's passport (shared/visa/hero.ts; decisions 15 and 17, issue #45). */
import { describe, expect, it } from "vitest";
import { buildVisaCheck, type VisaCheck } from "../../../shared/visa/check";
import { HERO_CANDIDATES, HERO_CITIES, heroCitiesFor, heroSlideOf, heroSlidesFor, type HeroCity } from "../../../shared/visa/hero";
import { code, country, feeOption, INDIA, money, TODAY, visaCheckInput } from "../fixtures/domain";

const UNITED_STATES = country({ code: code("US"), name: "United States", demonym: "American" });

/** A tourist check of `city` for `passport`, with one world record of `fee` cents USD for `document` (none when null). */
function checkOf(passport: typeof INDIA, city: HeroCity, requirement: string, fee: { cents: number; document: "e-visa" | "eta" } | null): VisaCheck {
  const destination = country({ code: code(city.destination), name: city.city });
  const records = fee
    ? [
        feeOption({
          id: `${city.destination}-fee`,
          destinationCountryCode: destination.code,
          recordSet: "world",
          appliesTo: { scope: "all" },
          document: fee.document,
          fee: money(fee.cents, "USD"),
        }),
      ]
    : [];
  return buildVisaCheck(visaCheckInput({ passport, destination, datasetRequirement: requirement, feeOptions: records, today: TODAY }));
}

describe("heroCitiesFor", () => {
  it("gives Indian passports the spec's six cities", () => {
    expect(heroCitiesFor("IN").map((c) => c.city)).toEqual(["Dubai", "Paris", "Tokyo", "New York", "London", "Singapore"]);
  });

  it("gives another passport India first, then the spec's cities and the others, never its own country", () => {
    const cities = heroCitiesFor("US");
    expect(cities.slice(0, 6).map((c) => c.city)).toEqual(["New Delhi", "Dubai", "Paris", "Tokyo", "London", "Singapore"]);
    expect(cities.some((c) => c.destination === "US")).toBe(false);
    expect(cities).toHaveLength(HERO_CANDIDATES.length - 1);
  });
});

describe("heroSlideOf", () => {
  it("links the slide to the check of the passport it was made for", () => {
    const slide = heroSlideOf(
      { city: "New Delhi", destination: "IN" },
      checkOf(UNITED_STATES, { city: "New Delhi", destination: "IN" }, "e-visa", { cents: 2500, document: "e-visa" }),
    );
    expect(slide).toEqual({ city: "New Delhi", destination: "IN", passport: "US", fee: "$25", detail: "3-5 days" });
  });

  it("shows an eTA pair's eTA fee and says an eTA is required", () => {
    const london = { city: "London", destination: "GB" };
    expect(heroSlideOf(london, checkOf(UNITED_STATES, london, "eta", { cents: 2000, document: "eta" }))).toMatchObject({
      fee: "$20",
      detail: "eTA required",
    });
  });

  it("says no visa is needed for a visa-free pair", () => {
    const paris = { city: "Paris", destination: "FR" };
    expect(heroSlideOf(paris, checkOf(UNITED_STATES, paris, "90", null))).toMatchObject({ fee: "No visa needed", detail: "Visa free for 90 days" });
  });
});

describe("heroSlidesFor", () => {
  it("keeps India's six cities whatever their checks show", () => {
    const checks = HERO_CITIES.map((city) => ({ city, check: checkOf(INDIA, city, "visa required", null) }));
    expect(heroSlidesFor("IN", checks).map((s) => [s.city, s.fee])).toEqual(HERO_CITIES.map((c) => [c.city, "$50 (estimate)"]));
  });

  it("gives another passport the first six candidates with a fee on record, in order", () => {
    const checks = heroCitiesFor("US").map((city, i) => ({
      city,
      // Every other candidate has a fee: New Delhi, Paris, London, Bangkok, Ho Chi Minh City, Colombo.
      check: checkOf(UNITED_STATES, city, "e-visa", i % 2 === 0 ? { cents: 1000 + i * 100, document: "e-visa" } : null),
    }));
    expect(heroSlidesFor("US", checks).map((s) => s.city)).toEqual(["New Delhi", "Paris", "London", "Bangkok", "Ho Chi Minh City", "Colombo"]);
  });

  it("fills up with the spec's cities when fewer than six have a fee, in the candidates' order", () => {
    const checks = heroCitiesFor("US").map((city) => ({
      city,
      check: checkOf(UNITED_STATES, city, city.destination === "IN" || city.destination === "KE" ? "e-visa" : "90", {
        cents: 2500,
        document: "e-visa",
      }),
    }));
    const slides = heroSlidesFor("US", checks);
    expect(slides.map((s) => [s.city, s.fee])).toEqual([
      ["New Delhi", "$25"],
      ["Dubai", "No visa needed"],
      ["Paris", "No visa needed"],
      ["Tokyo", "No visa needed"],
      ["London", "No visa needed"],
      ["Nairobi", "$25"],
    ]);
  });

  it("counts no pair without a record as one with a fee, and still shows six slides", () => {
    const checks = heroCitiesFor("US").map((city) => ({ city, check: checkOf(UNITED_STATES, city, "visa required", null) }));
    // No record applies: every pair is "Coming Soon"; the spec's five cities (New York is the passport's own), then
    // the first other candidate, fill the carousel, in the candidates' order, each saying so.
    const slides = heroSlidesFor("US", checks);
    expect(slides.map((s) => s.city)).toEqual(["New Delhi", "Dubai", "Paris", "Tokyo", "London", "Singapore"]);
    expect(slides.every((s) => s.fee === "No fee on record")).toBe(true);
  });
});
