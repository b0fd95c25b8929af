/**
 * @module The Worker: a Hono app. Middleware order: request id, request data (config, database), app mode, security headers, visitor country,
 * the same-origin check on every unsafe method;
 * then /trpc (tRPC over D1/KV), the cookie banner's POST /consent, and every other GET server-rendered by the React app.
 * Static files of the client build are served by the platform before the Worker runs.
 */
import { trpcServer } from "@hono/trpc-server";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { UNEXPECTED_ERROR_MESSAGE } from "../shared/messages";
import type { AppEnv } from "./env";
import { appModeMiddleware } from "./middleware/app-mode";
import { cachePolicy } from "./middleware/cache-policy";
import { countryMiddleware } from "./middleware/country";
import { requestData } from "./middleware/request-data";
import { alertRoutes } from "./routes/alerts";
import { consentRoutes } from "./routes/consent";
import { crawlerRoutes } from "./routes/crawler";
import { feedRoutes } from "./routes/feeds";
import { api } from "./api/app";
import { appPathOf } from "./api/api-path";
import { fragmentRoutes } from "./routes/fragments";
import { ogRoutes } from "./routes/og";
import { redirectRoutes } from "./routes/redirects";
import { tripRoutes } from "./routes/trip";
import { opsRoutes } from "./routes/ops";
import { opsDataRoutes } from "./routes/ops-data";
import { opsAlertsRoutes } from "./routes/ops-alerts";
import { sameOrigin } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { render } from "./ssr/render";
import { createContext } from "./trpc/context";
import { retryAfterOf } from "./trpc/errors";
import { appRouter } from "./trpc/routers/_app";
import { trpcAnswerLimit, trpcBodyLimit } from "./trpc/limits";
import { TRPC_MAX_BATCH } from "../shared/api/trpc-limits";

// The API's paths folded once, before the router and the API's edge cache read them (api/api-path.ts).
const app = new Hono<AppEnv>({ getPath: appPathOf });

app.use("*", requestId());
// The configuration and the database handle, on the context for everything after (middleware/request-data.ts).
app.use("*", requestData);
// Outermost after the id: it sets the cache policy last, on whatever answered (middleware/cache-policy.ts).
app.use("*", cachePolicy);
// App mode first: the security policy depends on it (the wrapper's origin may frame the page).
app.use("*", appModeMiddleware);
app.use("*", securityHeaders);
app.use("*", countryMiddleware);
// Before any route reads a body: a POST, PUT, PATCH or DELETE from another site is refused whatever its Content-Type
// (the API and the ops routes, authenticated by header, keep their own answers; middleware/same-origin.ts).
app.use("*", sameOrigin);

// The server's own time per procedure call (parsing, the procedure and its D1 reads, the answer), in ms, as the
// pages report theirs: npm run bench reads it, and so can anyone in the browser's dev tools.
app.use("/trpc/*", async (c, next) => {
  const started = performance.now();
  await next();
  c.res.headers.append("Server-Timing", `trpc;dur=${(performance.now() - started).toFixed(2)}`);
});

// Bounded requests (issue #31): the body before tRPC reads it, the answer after, the batch inside tRPC.
app.use("/trpc/*", trpcBodyLimit, trpcAnswerLimit);

app.use(
  "/trpc/*",
  trpcServer({
    router: appRouter,
    endpoint: "/trpc",
    maxBatchSize: TRPC_MAX_BATCH,
    createContext: (_opts, c) => createContext(c as never, { metered: true }),
    // A refused lead submission or a call past the site's limits tells clients when to come back (spec section 8,
    // decision 4; issue #44).
    responseMeta: ({ errors }) => {
      const seconds = retryAfterOf(errors);
      return seconds === null ? {} : { headers: new Headers({ "Retry-After": String(seconds) }) };
    },
    onError: ({ error, path }) => {
      if (error.code === "INTERNAL_SERVER_ERROR") {
        console.error(JSON.stringify({ level: "error", event: "trpc_error", path, message: error.message, cause: String(error.cause) }));
      }
    },
  }),
);

app.route("/", api);
app.route("/", consentRoutes);
app.route("/", alertRoutes);
app.route("/", crawlerRoutes);
app.route("/", feedRoutes);
app.route("/", fragmentRoutes);
app.route("/", ogRoutes);
// Before the redirects: the trip form repeats `holds`, and its answer is the compact URL, not the first value.
app.route("/", tripRoutes);
app.route("/", redirectRoutes);
app.route("/", opsRoutes);
app.route("/", opsDataRoutes);
app.route("/", opsAlertsRoutes);
app.get("*", render);

app.onError((error, c) => {
  // A middleware's own refusal (hono/body-limit's default 413) is an answer, not a failure.
  if (error instanceof HTTPException) return error.getResponse();
  console.error(JSON.stringify({ level: "error", event: "unhandled", path: c.req.path, message: String(error) }));
  return c.text(UNEXPECTED_ERROR_MESSAGE, 500);
});

export default app;
