/**
 * @module The server's route tree: the interactive pages (app-route-tree.ts) and the static ones. Only the server
 * imports it; the browser's bundle holds app-route-tree.ts alone. (Both set the one root route's children: this
 * module, evaluated after the one it imports, leaves the full list.)
 */
import { appRoutes } from "./app-route-tree";
import { changesRoute } from "./routes/changes";
import { concessionsRoute } from "./routes/concessions";
import { contentRoutes } from "./routes/guides/content-routes";
import { developersRoute } from "./routes/developers";
import { rootRoute } from "./routes/root";
import { schengenCalculatorRoute } from "./routes/schengen-calculator";

export const routeTree = rootRoute.addChildren([
  ...appRoutes,
  changesRoute,
  concessionsRoute,
  schengenCalculatorRoute,
  developersRoute,
  ...contentRoutes,
]);
