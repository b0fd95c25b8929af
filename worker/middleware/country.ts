/**
 * @module Visitor country from the edge (request.cf.country, decision 3). In development only
 * (DEV_MODE "1"), `?cf-country=XX` (remembered in a cookie) or the DEV_COUNTRY var override it,
 * because wrangler offline always reports its placeholder "US".
 */
import { getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { parseCountryCode, type CountryCode } from "../../shared/units/country-code";
import type { AppEnv } from "../env";

const DEV_COOKIE = "dev-country";
// Cloudflare's codes for "unknown" (XX) and Tor (T1) are not countries.
const NOT_A_COUNTRY = new Set(["XX", "T1"]);

function usable(value: unknown): CountryCode | null {
  if (typeof value !== "string") return null;
  const code = parseCountryCode(value);
  return code && !NOT_A_COUNTRY.has(code) ? code : null;
}

/** Sets `country` on the context for every request. */
export const countryMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  let country = usable(c.req.raw.cf?.country);
  const { dev } = c.var.config;
  if (dev.enabled) {
    const fromQuery = usable(c.req.query("cf-country"));
    if (fromQuery) setCookie(c, DEV_COOKIE, fromQuery, { path: "/", sameSite: "Lax", httpOnly: true });
    country = fromQuery ?? usable(getCookie(c, DEV_COOKIE)) ?? usable(dev.country) ?? country;
  }
  c.set("country", country);
  await next();
});
