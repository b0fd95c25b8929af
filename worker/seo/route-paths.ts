/** @module The static page paths of a TanStack route tree, read from route options (no router needed). */

/** The part of a TanStack route this walker reads: its `path` option and its children. */
export interface RouteNode {
  options?: { path?: string; id?: string };
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
  const found: string[] = [];
  const visit = (route: RouteNode, parent: string) => {
    const path = route.options?.path;
    const full = path === undefined ? parent : join(parent, path);
    const kids = childrenOf(route);
    // A route with children is a layout: its page, if any, is its index child ("/"), which is visited below.
    if (path !== undefined && kids.length === 0 && !/[$*]/.test(full) && !found.includes(full)) found.push(full);
    for (const kid of kids) visit(kid, full);
  };
  visit(root, "/");
  return found;
}
