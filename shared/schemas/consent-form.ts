/** @module The schema of the cookie banner's form, as the Worker reads it (POST /consent, shared/consent/consent-form.ts). */
import { z } from "zod";
import { CONSENT_CHOICES, type ConsentForm } from "../consent/consent-form";

/** A checked switch's value (HTML sends it only when checked). */
const ON = z.literal("on").optional();

/**
 * The submitted form: exactly these fields, each once (a repeated one arrives as an array and fails). `back` is
 * any text (the body's bound, CONSENT_FORM_MAX_BYTES, bounds it): safeBackPath decides where it leads, so an unsafe
 * or over-long one still records the choice (issue #44).
 */
export const consentFormSchema: z.ZodType<ConsentForm> = z
  .object({
    choice: z.enum(CONSENT_CHOICES),
    back: z.string().optional(),
    analytics: ON,
    advertising: ON,
    functional: ON,
  })
  .strict();
