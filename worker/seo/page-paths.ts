/**
 * @module Which page a request path names: one of the route tree's paths (every page is a static path), under the
 * app's base path or not, with at most one trailing slash. Redirects build their Location from the path returned
 * here (a route's own string), never from the raw request path, so `//evil.example/` or `/\evil.example/` cannot
 * become an off-site Location (issue #31), and a path that names no page is answered 404 without a redirect.
 */
import { routeTree } from "../../client/route-tree";
import { isUnderBasePath } from "../../shared/units/base-path";
import { staticPaths } from "./route-paths";

const PAGE_PATHS: ReadonlyMap<string, string> = new Map(staticPaths(routeTree).map((path) => [path, path]));

/** A page's path and the base path it was asked under ("" outside app mode). */
export interface PagePath {
  /** The route's path, e.g. "/visa-free" or "/" (the tree's own string). */
  path: string;
  /** The app base path the request used ("/app"), or "". */
  base: string;
}

/**
 * The page `pathname` names, or null when it names none of ours.
 * @param pathname the request's path, as received (not decoded).
 * @param basePath the app mode base path of the request ("/" outside app mode).
 * @example pagePathOf("/app/visa-free/", "/app") // { path: "/visa-free", base: "/app" }
 * @example pagePathOf("//evil.example/", "/") // null
 */
export function pagePathOf(pathname: string, basePath: string): PagePath | null {
  const base = basePath !== "/" && isUnderBasePath(pathname, basePath) ? basePath : "";
  const rest = pathname.slice(base.length) || "/";
  const path = rest.length > 1 && rest.endsWith("/") ? rest.slice(0, -1) : rest;
  const known = PAGE_PATHS.get(path);
  return known === undefined ? null : { path: known, base };
}

/** The Location of a page on this site: base path, the route's path, then the given query string ("?…" or ""). */
export function pageLocation(page: PagePath, search: string): string {
  return `${page.base}${page.path === "/" && page.base ? "/" : page.path}${search}`;
}
