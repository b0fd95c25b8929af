/**
 * @module Native-app wrapper mode (decision 12), detected on the server so the first paint is already right:
 * the wrapper's user-agent token (APP_USER_AGENT_TOKEN), or `?app=1`, which a cookie remembers for the next
 * requests (`?app=0` forgets it).
 */
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/** The cookie that remembers `?app=1`. */
export const APP_MODE_COOKIE = "app-mode";

/**
 * Whether a request comes from the native wrapper.
 * @param userAgent the User-Agent header; `token` the wrapper's token (blank disables the user-agent check).
 * @example isAppUserAgent("Mozilla/5.0 … VisaFeeAtlasApp/2.1", "VisaFeeAtlasApp") // true
 */
export function isAppUserAgent(userAgent: string | undefined, token: string): boolean {
  const wanted = token.trim();
  return wanted !== "" && (userAgent ?? "").includes(wanted);
}

/** Sets `appMode` on the context for every request. */
export const appModeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const param = c.req.query("app");
  if (param === "1") setCookie(c, APP_MODE_COOKIE, "1", { path: "/", sameSite: "Lax", httpOnly: true, secure: c.req.url.startsWith("https:") });
  if (param === "0") deleteCookie(c, APP_MODE_COOKIE, { path: "/" });
  const remembered = param === "1" || (param !== "0" && getCookie(c, APP_MODE_COOKIE) === "1");
  c.set("appMode", remembered || isAppUserAgent(c.req.header("User-Agent"), c.env.APP_USER_AGENT_TOKEN ?? ""));
  await next();
});
