/**
 * @module The consultation name rule (spec section 5, 'Invalid Name'): a sanitiser and the four messages,
 * in the order the spec lists them. Used by the zod schemas in shared/schemas/leads.ts, on both sides.
 */

/** Longest name kept after sanitising (spec section 9: name length 2 to 50). */
export const NAME_MAX_LENGTH = 50;
/** Shortest valid name after sanitising (spec section 9). */
export const NAME_MIN_LENGTH = 2;
/**
 * Longest raw input accepted before sanitising. Longer input (a pasted page, 10,000 characters) is refused
 * rather than silently cut, so the stored name is always something the visitor saw in the field.
 */
export const NAME_RAW_MAX_LENGTH = 200;

/** The spec's name messages (section 5) plus the refusal of over-long raw input. */
export const NAME_MESSAGES = {
  required: "Name is required",
  tooShort: "Name must be at least 2 characters long",
  repeated: "Name contains too many repeated characters",
  invalid: "Please enter a valid name",
  tooLong: "Name must be at most 50 characters long",
} as const;

// Control characters (C0, DEL, C1) and the invisible format characters used to hide text (bidi overrides, zero widths).
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;
const TAGS = /<[^>]*>?/g;
const SPECIALS = /[<>'"&]/g;
// Letters (any script, with their combining marks), spaces, apostrophes (typographic) and hyphens.
const NOT_ALLOWED = /[^\p{L}\p{M} \u2019-]/gu;

/**
 * Sanitises a name as the spec says: trim, strip HTML tags, the characters < > ' " & and control characters,
 * keep only letters, spaces, apostrophes and hyphens, cut to 50 characters (then trim the cut edge).
 * The ASCII apostrophe is among the characters the spec strips, so "O'Brien" becomes "OBrien"; the
 * typographic apostrophe (’) is kept. Runs of whitespace become one space.
 * @example sanitizeName("  <b>Asha</b> Rao\u0007 ") // "Asha Rao"
 */
export function sanitizeName(raw: string): string {
  return raw
    .normalize("NFC")
    .trim()
    .replace(TAGS, "")
    .replace(SPECIALS, "")
    .replace(CONTROL, "")
    .replace(/\s+/gu, " ")
    .replace(NOT_ALLOWED, "")
    .trim()
    .slice(0, NAME_MAX_LENGTH)
    .trim();
}

/** A rule's verdict: the cleaned value, or the one message to show. */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Validates a name (spec section 5): sanitises it, then checks, in order, empty ('Name is required'),
 * under 2 characters, a character repeated 5 or more times in a row, and no run of 2 or more letters.
 * Raw input over 200 characters is refused with 'Name must be at most 50 characters long'.
 * @example validateName("Asha") // { ok: true, value: "Asha" }
 * @example validateName("aaaaa") // { ok: false, message: "Name contains too many repeated characters" }
 */
export function validateName(raw: string): RuleResult<string> {
  if (raw.length > NAME_RAW_MAX_LENGTH) return { ok: false, message: NAME_MESSAGES.tooLong };
  const name = sanitizeName(raw);
  if (name.length === 0) return { ok: false, message: NAME_MESSAGES.required };
  if ([...name].length < NAME_MIN_LENGTH) return { ok: false, message: NAME_MESSAGES.tooShort };
  if (/(.)\1{4,}/su.test(name)) return { ok: false, message: NAME_MESSAGES.repeated };
  if (!/\p{L}\p{M}*\p{L}/u.test(name)) return { ok: false, message: NAME_MESSAGES.invalid };
  return { ok: true, value: name };
}
