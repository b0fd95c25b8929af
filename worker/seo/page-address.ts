/**
 * @module One address for one page (issue #44). A page reads only the search fields its routes' `validateSearch`
 * return (client/search-params.ts: every route sets every field it reads), so those functions are the one list of a
 * page's parameters: nothing here copies it. The canonical address keeps the page's path as asked and, as its query,
 * the validated fields that have a value, sorted by name, each written so the router reads it back to the same
 * value. Any parameter no route reads is dropped, the order of parameters does not count, and a code the route folds
 * (`?passport=in` → "IN") is one address. The page cache keys pages by it and the render is given it, so a kept page
 * holds nothing of the parameters it was not keyed by (no stray `?zz=` echoed in the consent form's return address).
 */
import { defaultParseSearch } from "@tanstack/react-router";
import { routeTree } from "../../client/route-tree";
import { pagePathOf } from "./page-paths";
import { staticPages } from "./route-paths";

type Validator = (search: Record<string, unknown>) => Record<string, unknown>;

/** Each page's path → its routes' search validators, root first (the router's order). */
const VALIDATORS: ReadonlyMap<string, readonly Validator[]> = new Map(
  staticPages(routeTree).map(({ path, branch }) => [
    path,
    branch.flatMap((route) => (typeof route.options?.validateSearch === "function" ? [route.options.validateSearch as Validator] : [])),
  ]),
);

/**
 * The query a page is given when a parameter is repeated: the first value of each, and `holds` (the documents'
 * checkboxes of a GET form) joined with commas. worker/routes/redirects.ts answers 301 to it; the canonical address
 * starts from it, so the two never disagree on which value counts.
 * @example firstValueQuery(new URLSearchParams("holds=us-visa&holds=uk-visa&q=a&q=b")).toString() // "holds=us-visa,uk-visa&q=a" (comma escaped as %2C)
 */
export function firstValueQuery(params: URLSearchParams): URLSearchParams {
  const first = new URLSearchParams();
  for (const [name, value] of params) {
    if (name === "holds") continue;
    if (!first.has(name)) first.set(name, value);
  }
  const holds = params.getAll("holds").filter(Boolean);
  if (holds.length > 0) first.set("holds", holds.join(","));
  return first;
}

/** The names of the search fields a page reads (its routes' validators given nothing), or null for a path that is no page. */
export function pageSearchFields(path: string): string[] | null {
  const validators = VALIDATORS.get(path);
  if (!validators) return null;
  return [...new Set(validators.flatMap((validate) => Object.keys(validate({}))))].sort();
}

/** How the router reads one `name=value` pair back (its default parseSearch: numbers, booleans, JSON). */
function readBack(value: string): unknown {
  return (defaultParseSearch(`?${new URLSearchParams({ v: value })}`) as Record<string, unknown>).v;
}

/**
 * A validated value as URL text the router reads back to the same value: text as is when it reads back as itself (or
 * as the number or boolean it spells, which `textOf` turns back into it), else quoted as JSON (`"[]"`, `" 1"`).
 */
function canonicalText(value: unknown): string {
  if (typeof value !== "string") return JSON.stringify(value);
  const back = readBack(value);
  const same = back === value || ((typeof back === "number" || typeof back === "boolean") && String(back) === value);
  return same ? value : JSON.stringify(value);
}

/**
 * The canonical address of a request for a page: the same origin and path, and as query only the fields the page's
 * routes validate to a value, sorted by name (see the module comment). A path that names no page (the 404), or a
 * validator that throws (the router will answer that itself), is returned unchanged.
 * @param url the request's URL, as received.
 * @param basePath the app mode base path of the request ("/" outside app mode).
 * @example canonicalPageUrl(new URL("https://x/visa-free?zz=1&region=Europe&passport=in"), "/").href // "https://x/visa-free?passport=IN&region=Europe"
 */
export function canonicalPageUrl(url: URL, basePath: string): URL {
  const page = pagePathOf(url.pathname, basePath);
  const validators = page ? VALIDATORS.get(page.path) : undefined;
  if (!validators) return url;
  let search = defaultParseSearch(`?${firstValueQuery(url.searchParams)}`) as Record<string, unknown>;
  const strict: Record<string, unknown> = {};
  try {
    // As the router does: each route validates what the routes above it left, and its fields go over the raw ones.
    for (const validate of validators) {
      const own = validate({ ...search });
      search = { ...search, ...own };
      Object.assign(strict, own);
    }
  } catch {
    return url;
  }
  const query = new URLSearchParams();
  for (const name of Object.keys(strict).sort()) {
    const value = strict[name];
    if (value !== undefined && value !== null) query.set(name, canonicalText(value));
  }
  const canonical = new URL(url.pathname, url.origin);
  canonical.search = query.toString().replaceAll("%2C", ",");
  return canonical;
}
