/**
 * @module The public API's paths are case-insensitive (issue #44): `/api/v1/COUNTRIES` and `/api/v1/Requirements/in`
 * are `/api/v1/countries` and `/api/v1/requirements/in`. The path is folded once, where Hono reads it (the app's
 * `getPath`), so the router and the edge cache (api/cache.ts, which keys by `c.req.path`) see the same path: before,
 * the cache lower-cased its key and the router did not, so `/api/v1/COUNTRIES` answered 404 cold and 200 once
 * `/api/v1/countries` had been cached. Every static segment is lower case and every code is read in any case
 * (api/schemas.ts `countryParam`), so lower case loses nothing. Paths outside the API are left as they are.
 */
import { getPath } from "hono/utils/url";

/** The API's prefix in lower case (api/app.ts `API_BASE`, which cannot be imported here without a cycle). */
const API_PREFIX = "/api/";

/**
 * `path` in lower case when it is under /api/ (in any case), else unchanged.
 * @example foldApiPath("/api/V1/COUNTRIES") // "/api/v1/countries"
 * @example foldApiPath("/Visa-Free") // "/Visa-Free"
 */
export function foldApiPath(path: string): string {
  return path.slice(0, API_PREFIX.length).toLowerCase() === API_PREFIX ? path.toLowerCase() : path;
}

/** Hono's `getPath` option: the request's path (hono/utils/url), folded by {@link foldApiPath}. */
export function appPathOf(request: Request): string {
  return foldApiPath(getPath(request));
}
