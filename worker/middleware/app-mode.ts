/**
 * @module Native-app wrapper mode (decision 12), detected on the server so the first paint is already right:
 * the wrapper's user-agent token (APP_USER_AGENT_TOKEN), or `?app=1`, which a cookie remembers for the next
 * requests (`?app=0` forgets it), or a request under the wrapper's base path (APP_BASE_PATH, e.g. `/app/…`),
 * which also sets the router's base path so the app's own navigation stays under it.
 */
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { isUnderBasePath } from "../../shared/units/base-path";
import type { AppEnv } from "../env";

/** The cookie that remembers `?app=1`. */
export const APP_MODE_COOKIE = "app-mode";

/**
 * Whether a request comes from the native wrapper.
 * @param userAgent the User-Agent header; `token` the wrapper's token (null or blank disables the user-agent check).
 * @example isAppUserAgent("Mozilla/5.0 … VisaFeeAtlasApp/2.1", "VisaFeeAtlasApp") // true
 */
export function isAppUserAgent(userAgent: string | undefined, token: string | null): boolean {
  const wanted = token?.trim() ?? "";
  return wanted !== "" && (userAgent ?? "").includes(wanted);
}

/** Sets `appMode` and `basePath` on the context for every request. */
export const appModeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const { app } = c.var.config;
  const base = app.basePath;
  const underBase = base !== null && isUnderBasePath(c.req.path, base);
  c.set("basePath", underBase ? base : "/");
  // Opening the wrapper's base path is app mode too, and is remembered like ?app=1 for links that leave it.
  const param = underBase && c.req.query("app") !== "0" ? "1" : c.req.query("app");
  if (param === "1") setCookie(c, APP_MODE_COOKIE, "1", { path: "/", sameSite: "Lax", httpOnly: true, secure: c.req.url.startsWith("https:") });
  if (param === "0") deleteCookie(c, APP_MODE_COOKIE, { path: "/" });
  const remembered = param === "1" || (param !== "0" && getCookie(c, APP_MODE_COOKIE) === "1");
  c.set("appMode", remembered || isAppUserAgent(c.req.header("User-Agent"), app.userAgentToken));
  await next();
});
