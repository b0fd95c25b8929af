/**
 * @module `POST /consent`: the cookie banner's form (shared/consent/consent-form.ts), for a visitor whose page has no
 * JavaScript running yet, or none at all (issue #33: a tap on Reject All before the scripts arrived did nothing). It
 * sets the `consent` cookie exactly as the browser's store does (consentCookieString) and answers 303 to the page
 * the visitor was on, which the server then renders without the banner. Where the page's script runs, it handles
 * the same buttons itself and this is never reached.
 *
 * Refused: a cross-site submission (middleware/same-origin.ts, before this route: Origin or Sec-Fetch-Site must be
 * this site, whatever the Content-Type; the cookie is SameSite=Lax too), a body over CONSENT_FORM_MAX_BYTES (413), and a form that is not exactly the banner's (400).
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { consentCookieString } from "../../shared/consent/consent";
import { CONSENT_FORM_ACTION, CONSENT_FORM_MAX_BYTES, consentOfForm, safeBackPath } from "../../shared/consent/consent-form";
import { consentFormSchema } from "../../shared/schemas/consent-form";
import type { AppEnv } from "../env";
import { formFieldsOf } from "./form-body";

/** The answer to a refused submission: plain text, never cached. */
const REFUSED = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } as const;

export const consentRoutes = new Hono<AppEnv>();

consentRoutes.post(
  CONSENT_FORM_ACTION,
  bodyLimit({ maxSize: CONSENT_FORM_MAX_BYTES, onError: (c) => c.body("That form is too large.", 413, REFUSED) }),
  async (c) => {
    const type = c.req.header("Content-Type") ?? "";
    if (!type.startsWith("application/x-www-form-urlencoded")) return c.body("Send the cookie banner's form.", 415, REFUSED);
    // Every value with its repeats: a field sent twice is an array, which the schema refuses.
    const form = consentFormSchema.safeParse(formFieldsOf(await c.req.text()));
    if (!form.success) return c.body("That is not a choice the cookie banner offers.", 400, REFUSED);
    const secure = new URL(c.req.url).protocol === "https:";
    return c.body(null, 303, {
      "Set-Cookie": consentCookieString(consentOfForm(form.data, new Date()), secure),
      Location: safeBackPath(form.data.back),
      "Cache-Control": "no-store",
    });
  },
);
