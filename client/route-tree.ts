/** @module The route tree, shared by the server renderer and the browser. */
import { indexRoute } from "./routes/index";
import { rootRoute } from "./routes/root";

export const routeTree = rootRoute.addChildren([indexRoute]);
