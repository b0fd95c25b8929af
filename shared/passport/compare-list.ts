/**
 * @module The passports of the compare page (`/compare-passports?passports=IN,AE,SG`): 2–4 distinct ISO 3166-1
 * alpha-2 codes, with one clear message per way the list can be wrong. Free of zod, so the page's route (in the
 * browser's first bundle) reads the URL without the schema library; shared/schemas/passport.ts builds the procedures'
 * inputs on the same limits and texts.
 */
import { parseCountryCode, type CountryCode } from "../units/country-code";

/** Fewest and most passports a comparison takes. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** Longest `passports` value read: four codes and three commas, with room for spaces ("in, ae, sg, jp"). */
export const COMPARE_PARAM_MAX = 24;

/** The page's and the procedure's texts for a `passports` list that cannot be compared. */
export const COMPARE_MESSAGES = {
  empty: `Choose ${COMPARE_MIN} to ${COMPARE_MAX} passports to compare.`,
  tooLong: `That list is too long: compare ${COMPARE_MIN} to ${COMPARE_MAX} passports, as two-letter codes separated by commas (for example IN,AE,SG).`,
  one: `Add at least one more passport: a comparison needs ${COMPARE_MIN} to ${COMPARE_MAX}.`,
  many: `Compare at most ${COMPARE_MAX} passports at a time.`,
  code: (value: string) => `“${value}” is not a two-letter country code (for example IN, AE or SG).`,
  duplicate: (code: string) => `${code} is in the list twice: choose different passports.`,
  unknown: (codes: readonly string[]) => `We have no passport data for ${codes.join(", ")}.`,
} as const;

/** What a `passports` value asks for. */
export type CompareList =
  | { ok: true; passports: CountryCode[] /** The canonical value when the one given differs (case, spaces). */; canonical: string | null }
  | { ok: false; message: string };

/**
 * Reads the compare page's `passports` value ("IN,AE,SG"): 2–4 distinct two-letter codes, any case, separated by
 * commas. Lower case or spaces give the canonical upper-case value to redirect to. Whether each code is a passport
 * in the data is the server's check ({@link COMPARE_MESSAGES}.unknown).
 * @example readCompareList("in,ae") // { ok: true, passports: ["IN", "AE"], canonical: "IN,AE" }
 * @example readCompareList("IN") // { ok: false, message: COMPARE_MESSAGES.one }
 */
export function readCompareList(value: unknown): CompareList {
  if (typeof value !== "string" || value.trim() === "") return { ok: false, message: COMPARE_MESSAGES.empty };
  if (value.length > COMPARE_PARAM_MAX) return { ok: false, message: COMPARE_MESSAGES.tooLong };
  const parts = value.split(",").map((part) => part.trim());
  const passports: CountryCode[] = [];
  for (const part of parts) {
    if (part === "") continue;
    const code = parseCountryCode(part);
    if (!code) return { ok: false, message: COMPARE_MESSAGES.code(part) };
    if (passports.includes(code)) return { ok: false, message: COMPARE_MESSAGES.duplicate(code) };
    passports.push(code);
  }
  if (passports.length === 0) return { ok: false, message: COMPARE_MESSAGES.empty };
  if (passports.length < COMPARE_MIN) return { ok: false, message: COMPARE_MESSAGES.one };
  if (passports.length > COMPARE_MAX) return { ok: false, message: COMPARE_MESSAGES.many };
  const canonical = passports.join(",");
  return { ok: true, passports, canonical: canonical === value ? null : canonical };
}
