/**
 * @module The server's route tree: the interactive pages (app-route-tree.ts) and the static ones (`staticRoutes`,
 * the one place a page is said to be static). Only the server imports it; the browser's bundle holds
 * app-route-tree.ts alone. (Both set the one root route's children: this module, evaluated after the one it imports,
 * leaves the full list.)
 */
import { alertsRoutes } from "./routes/alerts";
import { appRoutes } from "./app-route-tree";
import { changesRoute } from "./routes/changes";
import { concessionsRoute } from "./routes/concessions";
import { contentRoutes } from "./routes/guides/content-routes";
import { developersRoute } from "./routes/developers";
import type { AnyRoute } from "@tanstack/react-router";
import { rootRoute } from "./routes/root";
import { schengenCalculatorRoute } from "./routes/schengen-calculator";
import { tripRoute } from "./routes/trip";

/**
 * The static pages: server-rendered whole, they run the small static shell (client/static-shell/) and never hydrate
 * the React app, so the browser's route tree leaves them out. Being listed here is what makes a page static; the rule
 * for choosing is in the README's Architecture section.
 */
export const staticRoutes = [
  changesRoute,
  concessionsRoute,
  schengenCalculatorRoute,
  tripRoute,
  developersRoute,
  ...alertsRoutes,
  ...contentRoutes,
] as const;

const STATIC_ROUTES: ReadonlySet<AnyRoute> = new Set(staticRoutes);

/** Whether a route (by the router's `routesById` entry) is one of the static pages. */
export function isStaticRoute(route: AnyRoute | undefined): boolean {
  return route !== undefined && STATIC_ROUTES.has(route);
}

export const routeTree = rootRoute.addChildren([...appRoutes, ...staticRoutes]);
