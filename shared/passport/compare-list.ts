/**
 * @module The passports of the compare page (`/compare-passports?passports=IN,AE,SG`): up to 4 distinct ISO 3166-1
 * alpha-2 codes, with one clear message per way the list can be wrong. One passport is a list too: the page shows it
 * and asks for another (a comparison takes 2). Free of zod, so the page's route (in the browser's first bundle)
 * reads the URL without the schema library; shared/schemas/passport.ts builds the procedures' inputs on the same
 * limits and texts.
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
  /** The page's prompt under one passport, named ("Germany"). */
  another: (name: string) => `Add another passport to compare with ${name}.`,
  many: `Compare at most ${COMPARE_MAX} passports at a time.`,
  code: (value: string) => `“${value}” is not a two-letter country code (for example IN, AE or SG).`,
  duplicate: (code: string) => `${code} is in the list twice: choose different passports.`,
  unknown: (codes: readonly string[]) => `We have no passport data for ${codes.join(", ")}.`,
} as const;

/** What a `passports` value asks for. */
export type CompareList =
  | { ok: true; passports: CountryCode[] /** The canonical value when the one given differs (case, spaces). */; canonical: string | null }
  /** `passports`: the distinct well-formed codes read before the fault (at most 4), which the page keeps showing. */
  | { ok: false; message: string; passports: CountryCode[] };

/**
 * Reads the compare page's `passports` value ("IN,AE,SG"): 1–4 distinct two-letter codes, any case, separated by
 * commas (one is shown alone; {@link COMPARE_MIN} are compared). Lower case or spaces give the canonical upper-case
 * value to redirect to. A list that cannot be read keeps the codes read before the fault, so the page never forgets
 * what the URL named. Whether each code is a passport in the data is the server's check ({@link COMPARE_MESSAGES}.unknown).
 * @example readCompareList("in,ae") // { ok: true, passports: ["IN", "AE"], canonical: "IN,AE" }
 * @example readCompareList("DE") // { ok: true, passports: ["DE"], canonical: null }
 * @example readCompareList("IN,AE,IN") // { ok: false, message: COMPARE_MESSAGES.duplicate("IN"), passports: ["IN", "AE"] }
 */
export function readCompareList(value: unknown): CompareList {
  if (typeof value !== "string" || value.trim() === "") return { ok: false, message: COMPARE_MESSAGES.empty, passports: [] };
  if (value.length > COMPARE_PARAM_MAX) return { ok: false, message: COMPARE_MESSAGES.tooLong, passports: [] };
  const passports: CountryCode[] = [];
  const fault = (message: string): CompareList => ({ ok: false, message, passports: passports.slice(0, COMPARE_MAX) });
  for (const part of value.split(",").map((p) => p.trim())) {
    if (part === "") continue;
    const code = parseCountryCode(part);
    if (!code) return fault(COMPARE_MESSAGES.code(part));
    if (passports.includes(code)) return fault(COMPARE_MESSAGES.duplicate(code));
    passports.push(code);
  }
  if (passports.length === 0) return fault(COMPARE_MESSAGES.empty);
  if (passports.length > COMPARE_MAX) return fault(COMPARE_MESSAGES.many);
  const canonical = passports.join(",");
  return { ok: true, passports, canonical: canonical === value ? null : canonical };
}
