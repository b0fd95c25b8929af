/**
 * @module The schemas of the alerts' forms (issue #47), as the Worker reads them (worker/routes/alerts.ts): the "Get
 * alerts" form, and the token forms of the confirmation, manage and unsubscribe pages. Each field once (a repeated
 * one arrives as an array and fails), nothing else.
 */
import { z } from "zod";
import { FOLLOW_KINDS, TRIP_QUERY_MAX } from "../alerts/follow";

/** A page of this site the form was on: a path, never another host (`//…`, `/\…`). */
const pagePath = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])[^\s]*$/);

/** A country code as the form sends it (checked against the data after). */
const code = z.string().regex(/^[A-Za-z]{2}$/);

/**
 * The "Get alerts" form: the address (any text up to 320 characters: shared/leads/fields.ts validateEmail decides and
 * says why), what to follow (`follow` and its fields: `passport` and `to` for a pair, `passport` for a passport,
 * `trip` for a trip: the planner's canonical query) and the page it is on.
 */
export const alertFormSchema = z
  .object({
    email: z.string().max(320),
    follow: z.enum(FOLLOW_KINDS),
    passport: code.optional(),
    to: code.optional(),
    trip: z.string().max(TRIP_QUERY_MAX).optional(),
    page: pagePath.optional(),
  })
  .strict();

export type AlertForm = z.infer<typeof alertFormSchema>;

/** A token as the alerts' links carry it: base64url, with the address's id and a dot for a derived one. */
export const alertTokenSchema = z.string().regex(/^[A-Za-z0-9_.-]{20,100}$/);

/** The confirmation page's form. */
export const confirmFormSchema = z.object({ token: alertTokenSchema }).strict();

/** The manage page's forms: stop one follow (`follow`: its id) or all (`all=1`). */
export const stopFormSchema = z
  .object({
    token: alertTokenSchema,
    follow: z
      .string()
      .regex(/^[A-Za-z0-9_-]{10,40}$/)
      .optional(),
    all: z.literal("1").optional(),
  })
  .strict()
  .refine((form) => (form.follow === undefined) !== (form.all === undefined), { message: "stop one follow or all" });

/** The unsubscribe page's form, and RFC 8058's one-click POST (its body `List-Unsubscribe=One-Click`, the token in the URL). */
export const unsubscribeFormSchema = z.object({ token: alertTokenSchema.optional(), "List-Unsubscribe": z.literal("One-Click").optional() }).strict();
