/** @module A small hand-made search world (not real data): five countries and their fee records. */
import { buildSearchIndex } from "../../../shared/search/index";
import type { FeeOption } from "../../../shared/visa/fee-option";
import { code, country, feeOption, INDIA, money, RATES, requirementsOf, THAILAND, TODAY, VIETNAM } from "../fixtures/domain";

export const THAI = { ...THAILAND, searchAliases: ["Siam"], majorCities: ["Bangkok", "Chiang Mai"] };
export const VIET = { ...VIETNAM, searchAliases: ["Viet Nam"], majorCities: ["Hanoi", "Ho Chi Minh City"] };
export const IVORY = country({ code: code("CI"), name: "Côte d'Ivoire", flagEmoji: "🇨🇮", majorCities: ["Abidjan"] });
export const BRAZIL = country({ code: code("BR"), name: "Brazil", flagEmoji: "🇧🇷", majorCities: ["São Paulo", "Rio_de_Janeiro"] });
export const ARUBA = country({ code: code("AW"), name: "Aruba", flagEmoji: "🇦🇼" });

/** The five countries, each an e-Visa destination for the fixtures' passport (India, whose records they are). */
const REQUIREMENTS = requirementsOf(["TH", "VN", "CI", "BR", "AW", "ZZ"]);

/** Builds the index for Indian passports over the five countries and the given records. */
export function indexOf(records: FeeOption[]) {
  return buildSearchIndex({
    countries: [THAI, VIET, IVORY, BRAZIL, ARUBA],
    passport: INDIA,
    feeOptions: records,
    requirements: REQUIREMENTS,
    rates: RATES,
    today: TODAY,
  });
}

/** A tourist embassy visa with no e-Visa wording; override what a test is about. */
export function record(overrides: Partial<FeeOption>): FeeOption {
  return feeOption({ eVisa: false, subtype: "Tourist visa", fee: money(9000, "EUR"), ...overrides });
}
