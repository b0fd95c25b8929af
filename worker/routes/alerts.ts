/**
 * @module The alerts' forms (issue #47), each a POST that works without JavaScript and answers a page's script too:
 *
 * - `POST /alerts`: the "Get alerts" form. 303 to `/alerts?…&sent=1` (the page says to check the inbox), or back to
 *   `/alerts?…&error={code}` with the field's message; with `Accept: application/json`, `{ ok, message, field? }`.
 * - `POST /alerts/confirm`: the confirmation page's button (its token). 303 to the manage page.
 * - `POST /alerts/stop`: the manage page's buttons (its token; one follow, or all).
 * - `POST /alerts/unsubscribe`: RFC 8058's one-click unsubscribe, which a mail provider sends from its own servers
 *   (body `List-Unsubscribe=One-Click`, the token in the URL; exempt from the same-origin check for that reason, the
 *   token being the whole authority), and the unsubscribe page's button.
 *
 * A confirmation is a GET page with a button, never a GET that acts: mail scanners open links.
 * Refused: a body over ALERT_FORM_MAX_BYTES (413), another content type (415), a form that is not the page's (400),
 * alerts not configured (503), a client or address past its limits (429 with Retry-After).
 */
import { Hono } from "hono";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type FollowFields, fieldsOfFollow, followOfFields } from "../../shared/alerts/follow";
import { ALERT_ERRORS, ALERT_FORM_ACTION, ALERT_FORM_MAX_BYTES, ALERT_TEXTS, type AlertErrorCode } from "../../shared/alerts/limits";
import { validateEmail } from "../../shared/leads/fields";
import { alertFormSchema, confirmFormSchema, stopFormSchema, unsubscribeFormSchema } from "../../shared/schemas/alerts";
import { isoDateOf } from "../../shared/units/iso-date";
import { alertsSending } from "../alerts/queue";
import { requestFollow } from "../alerts/request";
import { confirmWithToken, stopWithToken, unsubscribeWithToken } from "../alerts/token-actions";
import type { AppEnv } from "../env";
import { formFieldsOf } from "./form-body";
import { hashClient } from "../rate-limit/client-hash";

/** Plain-text refusals, never cached. */
const REFUSED = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } as const;

/** The form's fields as an object, every value with its repeats (a repeated field is an array, which the schemas refuse). */
async function formFields(c: Context<AppEnv>): Promise<Record<string, string | string[]> | Response> {
  const type = c.req.header("Content-Type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return c.body("Send the page's form.", 415, REFUSED);
  return formFieldsOf(await c.req.text());
}

const wantsJson = (c: Context<AppEnv>) => (c.req.header("Accept") ?? "").includes("application/json");

/** `/alerts?{the follow's fields}&{extra}`: the "Get alerts" page for this follow. */
function alertsPage(fields: FollowFields, extra: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value) query.set(name, value);
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  return `${ALERT_FORM_ACTION}?${query.toString().replaceAll("%2C", ",")}`;
}

export const alertRoutes = new Hono<AppEnv>();

const limited = bodyLimit({ maxSize: ALERT_FORM_MAX_BYTES, onError: (c) => c.body("That form is too large.", 413, REFUSED) });

alertRoutes.post(ALERT_FORM_ACTION, limited, async (c) => {
  const fields = await formFields(c);
  if (fields instanceof Response) return fields;
  const form = alertFormSchema.safeParse(fields);
  const follow = form.success ? followOfFields(form.data) : null;
  if (!form.success || !follow) return c.body("That is not the form of the alerts.", 400, REFUSED);
  const back = fieldsOfFollow(follow);
  const refuse = (code: AlertErrorCode, status: 400 | 429 | 503, retryAfter?: number) => {
    const headers = { "Cache-Control": "no-store", ...(retryAfter ? { "Retry-After": String(retryAfter) } : {}) };
    if (wantsJson(c)) return c.json({ ok: false, code, ...ALERT_ERRORS[code] }, status, headers);
    // The address typed is not put in the URL: the page shows the message beside an empty field.
    return c.body(null, 303, { ...headers, Location: alertsPage(back, { error: code }) });
  };
  const email = validateEmail(form.data.email);
  if (!email.ok) return refuse(form.data.email.trim() ? "email-invalid" : "email-required", 400);
  const sending = alertsSending(c.env);
  if (!sending) return refuse("unavailable", 503);
  const now = new Date();
  const outcome = await requestFollow(
    {
      db: c.var.db(),
      queue: c.env.ALERTS_QUEUE,
      key: sending.key,
      clientHash: await hashClient(c.req.header("CF-Connecting-IP"), c.var.config.secrets.ipHashSalt),
      now,
      today: isoDateOf(now),
    },
    { email: email.value, follow, page: form.data.page ?? "/" },
  );
  if (!outcome.ok) return refuse(outcome.code, outcome.status, outcome.retryAfterSeconds);
  if (wantsJson(c)) return c.json({ ok: true, message: ALERT_TEXTS.requested, title: outcome.title }, 200, { "Cache-Control": "no-store" });
  return c.body(null, 303, { "Cache-Control": "no-store", Location: alertsPage(back, { sent: "1" }) });
});

alertRoutes.post("/alerts/confirm", limited, async (c) => {
  const fields = await formFields(c);
  if (fields instanceof Response) return fields;
  const form = confirmFormSchema.safeParse(fields);
  if (!form.success) return c.body("That is not the confirmation's form.", 400, REFUSED);
  const sending = alertsSending(c.env);
  if (!sending) return c.body(ALERT_TEXTS.unavailable, 503, REFUSED);
  const done = await confirmWithToken(c.var.db(), sending.key, form.data.token, new Date());
  // Confirmed: the page of what the address follows. Otherwise the confirmation page says why (expired, used).
  const location = done.state === "confirmed" ? `/alerts/manage?token=${done.manageToken}&confirmed=1` : `/alerts/confirm?token=${form.data.token}`;
  return c.body(null, 303, { "Cache-Control": "no-store", Location: location });
});

alertRoutes.post("/alerts/stop", limited, async (c) => {
  const fields = await formFields(c);
  if (fields instanceof Response) return fields;
  const form = stopFormSchema.safeParse(fields);
  if (!form.success) return c.body("That is not the manage page's form.", 400, REFUSED);
  const sending = alertsSending(c.env);
  if (!sending) return c.body(ALERT_TEXTS.unavailable, 503, REFUSED);
  const done = await stopWithToken(c.var.db(), sending.key, form.data.token, form.data.all ? "all" : (form.data.follow ?? ""));
  const location =
    done === "all-stopped" ? "/alerts/unsubscribe?done=1" : `/alerts/manage?token=${form.data.token}${done === "stopped" ? "&stopped=1" : ""}`;
  return c.body(null, 303, { "Cache-Control": "no-store", Location: location });
});

alertRoutes.post("/alerts/unsubscribe", limited, async (c) => {
  const fields = await formFields(c);
  if (fields instanceof Response) return fields;
  const form = unsubscribeFormSchema.safeParse(fields);
  const token = form.success ? (form.data.token ?? c.req.query("token")) : undefined;
  if (!form.success || !token) return c.body("That is not the unsubscribe form.", 400, REFUSED);
  const sending = alertsSending(c.env);
  if (!sending) return c.body(ALERT_TEXTS.unavailable, 503, REFUSED);
  const done = await unsubscribeWithToken(c.var.db(), sending.key, token);
  // RFC 8058: the provider's POST is answered, not redirected; the page's button goes to the page that says so.
  if (form.data["List-Unsubscribe"]) return c.body(done ? ALERT_TEXTS.unsubscribed : ALERT_TEXTS.tokenUnknown, done ? 200 : 404, REFUSED);
  return c.body(null, 303, { "Cache-Control": "no-store", Location: done ? "/alerts/unsubscribe?done=1" : `/alerts/unsubscribe?token=${token}` });
});
