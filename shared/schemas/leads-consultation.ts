/**
 * @module zod schema of the consultation form (spec: Visa Consultation, section 5). Apart from leads.ts because
 * the phone rule carries libphonenumber-js metadata (~20 KiB gzip), which the browser loads only with the form.
 */
import * as z from "zod/mini";
import { NAME_MESSAGES, validateName } from "../leads/name";
import { PHONE_MESSAGES, phoneRuleFor, validatePhone } from "../phone/rules";
import { parseCountryCode, type CountryCode } from "../units/country-code";
import { idempotencyKeySchema, RAW_FIELD_MAX_LENGTH, RAW_TOO_LONG_MESSAGE, ruled } from "./leads";

/** Message of a missing or malformed destination (spec section 8, 'Country Required'). */
export const COUNTRY_REQUIRED_MESSAGE = "Please select a destination country.";

const countryCode = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.maxLength(8, message)),
    z.transform((raw: string, ctx): CountryCode => {
      const code = parseCountryCode(raw);
      if (code) return code;
      ctx.issues.push({ code: "custom", message, input: raw });
      return z.NEVER;
    }),
  );

/**
 * Input of `leads.consultation`: `{ idempotencyKey, origin, destination, name, phone }`.
 * origin/destination: ISO 3166-1 alpha-2 (any case in, upper case out; destination missing → 'Please select a
 * destination country.'). name: the spec's sanitiser and four messages (shared/leads/name.ts). phone: digits of
 * the number within the origin country's bounds (shared/phone/rules.ts), the issue on path `phone`.
 * Output: the cleaned values (name sanitised, phone digits only). The phone is checked once the other
 * fields are valid (it needs a valid origin).
 */
export const consultationInputSchema = z.pipe(
  z.object({
    idempotencyKey: idempotencyKeySchema,
    origin: countryCode("Please select your country."),
    destination: countryCode(COUNTRY_REQUIRED_MESSAGE),
    name: ruled(validateName, NAME_MESSAGES.required),
    phone: z.string({ error: PHONE_MESSAGES.required }).check(z.maxLength(RAW_FIELD_MAX_LENGTH, RAW_TOO_LONG_MESSAGE)),
  }),
  z.transform((value, ctx) => {
    const phone = validatePhone(value.phone, phoneRuleFor(value.origin));
    if (phone.ok) return { ...value, phone: phone.value };
    ctx.issues.push({ code: "custom", message: phone.message, path: ["phone"], input: value.phone });
    return z.NEVER;
  }),
);

/** Parsed consultation input: cleaned name, phone as digits only, upper-case codes. */
export type ConsultationInput = z.output<typeof consultationInputSchema>;
