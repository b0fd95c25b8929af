/** @module The static page paths of a TanStack route tree, read from route options (no router needed). */

/** The part of a TanStack route this walker reads: its `path` option and its children. */
export interface RouteNode {
  options?: { path?: string; id?: string; validateSearch?: unknown };
  children?: unknown;
}

function childrenOf(route: RouteNode): RouteNode[] {
  const { children } = route;
  if (Array.isArray(children)) return children as RouteNode[];
  if (children && typeof children === "object") return Object.values(children) as RouteNode[];
  return [];
}

function join(parent: string, path: string): string {
  const joined = `${parent}/${path}`.replace(/\/{2,}/g, "/");
  return joined.length > 1 ? joined.replace(/\/$/, "") : joined;
}

/**
 * Every static path of the tree, in tree order, each once: "/" for the root's index route, "/a/b" for
 * nested ones. Paths with params (`$id`) or splats are left out (they are not one page); pathless
 * layout routes (an `id`, no `path`) add no segment. Fullpaths are computed here because a route's
 * `fullPath` is only set once a router has been created over the tree.
 */
export function staticPaths(root: RouteNode): string[] {
  return staticPages(root).map((page) => page.path);
}

/** A static page of the tree: its full path and the routes the router matches for it, root first. */
export interface StaticPage {
  path: string;
  /** The root, every layout above the page, and the page's own route (the router validates search in this order). */
  branch: readonly RouteNode[];
}

/** Every static page of the tree with its branch of routes, in the order and under the rules of {@link staticPaths}. */
export function staticPages(root: RouteNode): StaticPage[] {
  const found: StaticPage[] = [];
  const visit = (route: RouteNode, parent: string, above: readonly RouteNode[]) => {
    const path = route.options?.path;
    const full = path === undefined ? parent : join(parent, path);
    const kids = childrenOf(route);
    const branch = [...above, route];
    // A route with children is a layout: its page, if any, is its index child ("/"), which is visited below.
    if (path !== undefined && kids.length === 0 && !/[$*]/.test(full) && !found.some((p) => p.path === full)) found.push({ path: full, branch });
    for (const kid of kids) visit(kid, full, branch);
  };
  visit(root, "/", []);
  return found;
}
