/**
 * @module The same-origin check on every request that may change something (issue #44): any method but GET, HEAD and
 * OPTIONS, whatever its Content-Type, must come from a page of this site: `Sec-Fetch-Site: same-origin`, or an
 * `Origin` equal to the request's. hono/csrf checked only the three form content types, so
 * `application/x-www-form-urlencodedx` slipped past it on POST /consent while the route still read the form.
 *
 * Exempt by design, each keeping its own answer: the public API (/api/v1, read-only: every other method is its 405
 * problem, and its callers are other sites and servers with a key) and the operators' routes (/ops, whose bearer
 * token sits in an Authorization header a cross-site page cannot set, called by `npm run ops:*` with no Origin).
 * Neither reads a cookie, so a forged request from another site carries nothing that would make it act. And the
 * alerts' one-click unsubscribe (RFC 8058), which a mail provider POSTs from its own servers: its token, in the URL
 * the message carried, is its whole authority (worker/routes/alerts.ts).
 */
import { createMiddleware } from "hono/factory";
import { API_BASE } from "../api/app";
import type { AppEnv } from "../env";

/** Methods that only read (RFC 9110 §9.2.1 safe methods): never checked. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The answer to a request from another site: plain text, never cached. */
export const CROSS_SITE_REFUSAL = "Refused: a change to this site must be sent from one of its pages.";

/** Whether `path` belongs to a surface whose callers authenticate by header, not by cookie. */
function exempt(path: string): boolean {
  return path === API_BASE || path.startsWith(`${API_BASE}/`) || path.startsWith("/ops/") || path === ALERTS_UNSUBSCRIBE_PATH;
}

/** The alerts' one-click unsubscribe. */
export const ALERTS_UNSUBSCRIBE_PATH = "/alerts/unsubscribe";

/** 403 for an unsafe request that does not show it comes from this site; every other request passes. */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || exempt(c.req.path)) return next();
  const site = c.req.header("Sec-Fetch-Site");
  const origin = c.req.header("Origin");
  if (site === "same-origin" || origin === new URL(c.req.url).origin) return next();
  return c.body(CROSS_SITE_REFUSAL, 403, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
});
