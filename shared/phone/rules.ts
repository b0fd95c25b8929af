/**
 * @module Phone number lengths per country (spec section 5 and decision 10): the spec's 20-country table holds
 * exactly; any other country uses the possible national-number lengths of libphonenumber-js's metadata; a
 * country unknown to both gets 7–15 digits. This module pulls ~20 KiB (gzip) of metadata: the browser loads it
 * lazily, with the consultation form.
 */
import { getCountryCallingCode, isSupportedCountry, Metadata, type CountryCode as LibCountryCode } from "libphonenumber-js/core";
import metadata from "libphonenumber-js/min/metadata";
import type { RuleResult } from "../leads/name";

/** One row of the spec's phone table: ISO 3166-1 alpha-2 code, digit bounds (inclusive) and calling prefix. */
export interface PhoneRule {
  countryCode: string;
  countryName: string;
  minDigits: number;
  maxDigits: number;
  prefix: string;
  /** Where the bounds come from: the spec's table, libphonenumber-js metadata, or the 7–15 fallback. */
  source: "spec" | "libphonenumber" | "fallback";
}

/** The spec's 20-country table (section 5): digits of the national number, without the prefix. */
export const SPEC_PHONE_RULES: readonly PhoneRule[] = [
  ["IN", "India", 10, 10, "+91"],
  ["US", "United States", 10, 10, "+1"],
  ["GB", "United Kingdom", 10, 11, "+44"],
  ["AU", "Australia", 9, 9, "+61"],
  ["CA", "Canada", 10, 10, "+1"],
  ["DE", "Germany", 10, 12, "+49"],
  ["FR", "France", 10, 10, "+33"],
  ["JP", "Japan", 10, 11, "+81"],
  ["CN", "China", 11, 11, "+86"],
  ["BR", "Brazil", 10, 11, "+55"],
  ["AE", "United Arab Emirates", 9, 9, "+971"],
  ["SG", "Singapore", 8, 8, "+65"],
  ["MY", "Malaysia", 9, 10, "+60"],
  ["TH", "Thailand", 9, 10, "+66"],
  ["ID", "Indonesia", 10, 13, "+62"],
  ["PH", "Philippines", 10, 10, "+63"],
  ["VN", "Vietnam", 9, 10, "+84"],
  ["KR", "South Korea", 10, 11, "+82"],
  ["SA", "Saudi Arabia", 9, 9, "+966"],
  ["EG", "Egypt", 10, 10, "+20"],
].map(([countryCode, countryName, minDigits, maxDigits, prefix]) => ({
  countryCode: countryCode as string,
  countryName: countryName as string,
  minDigits: minDigits as number,
  maxDigits: maxDigits as number,
  prefix: prefix as string,
  source: "spec" as const,
}));

/** Bounds for a country in neither the table nor the metadata (spec section 9). */
export const FALLBACK_MIN_DIGITS = 7;
export const FALLBACK_MAX_DIGITS = 15;
/** Raw input longer than this is refused before counting digits (a 10,000-character paste). */
export const PHONE_RAW_MAX_LENGTH = 40;

/** The spec's phone messages (section 5). */
export const PHONE_MESSAGES = {
  required: "Please enter your contact number to continue.",
  tooShort: (min: number, country: string) => `Phone number should be at least ${min} digits for ${country}`,
  tooLong: (max: number, country: string) => `Phone number should be at most ${max} digits for ${country}`,
  fallback: `Phone number should be between ${FALLBACK_MIN_DIGITS}-${FALLBACK_MAX_DIGITS} digits`,
} as const;

const meta = new Metadata(metadata);

const REGION_NAMES = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

function englishName(code: string): string {
  try {
    return REGION_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The rule for a country: the spec's row, else libphonenumber-js's possible lengths (their minimum and
 * maximum; a length inside that span that the plan skips is accepted), else 7–15 digits.
 * The country's name in messages is the table's, else its English name from `Intl.DisplayNames` (the same
 * ICU data in the browser and in workerd), else the code.
 * @example phoneRuleFor("IN").maxDigits // 10
 * @example phoneRuleFor("NP") // { countryName: "Nepal", minDigits: 8, maxDigits: 11, prefix: "+977", source: "libphonenumber", … }
 */
export function phoneRuleFor(countryCode: string): PhoneRule {
  const code = countryCode.toUpperCase();
  const spec = SPEC_PHONE_RULES.find((r) => r.countryCode === code);
  if (spec) return spec;
  const countryName = englishName(code);
  if (isSupportedCountry(code as LibCountryCode, metadata)) {
    meta.selectNumberingPlan(code as LibCountryCode);
    const lengths = meta.numberingPlan?.possibleLengths() ?? [];
    if (lengths.length > 0) {
      return {
        countryCode: code,
        countryName,
        minDigits: Math.min(...lengths),
        maxDigits: Math.max(...lengths),
        prefix: `+${getCountryCallingCode(code as LibCountryCode, metadata)}`,
        source: "libphonenumber",
      };
    }
  }
  return { countryCode: code, countryName, minDigits: FALLBACK_MIN_DIGITS, maxDigits: FALLBACK_MAX_DIGITS, prefix: "", source: "fallback" };
}

/** Keeps the digits of a phone number (spec: non-digits stripped). @example phoneDigits("+91 98-76") // "919876" */
export function phoneDigits(raw: string): string {
  return raw.replace(/\D/g, "");
}

/**
 * Validates a contact number for the visitor's country (spec section 5): non-digits stripped, then the
 * country's bounds. Messages: 'Please enter your contact number to continue.' when empty, 'Phone number should
 * be at least {min} digits for {country}' / 'at most {max} digits', or for the fallback 'Phone number should be
 * between 7-15 digits'. The value is the digits only.
 * @example validatePhone("98765 43210", phoneRuleFor("IN")) // { ok: true, value: "9876543210" }
 */
export function validatePhone(raw: string, rule: PhoneRule): RuleResult<string> {
  const digits = phoneDigits(raw.slice(0, PHONE_RAW_MAX_LENGTH + 1));
  if (digits.length === 0) return { ok: false, message: PHONE_MESSAGES.required };
  const tooLongRaw = raw.length > PHONE_RAW_MAX_LENGTH;
  if (rule.source === "fallback" && (tooLongRaw || digits.length < rule.minDigits || digits.length > rule.maxDigits)) {
    return { ok: false, message: PHONE_MESSAGES.fallback };
  }
  if (tooLongRaw || digits.length > rule.maxDigits) return { ok: false, message: PHONE_MESSAGES.tooLong(rule.maxDigits, rule.countryName) };
  if (digits.length < rule.minDigits) return { ok: false, message: PHONE_MESSAGES.tooShort(rule.minDigits, rule.countryName) };
  return { ok: true, value: digits };
}
