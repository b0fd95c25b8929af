/**
 * @module Server rendering: a router and QueryClient per request, loaders calling tRPC in-process,
 * the query cache dehydrated into the page, and a 404 status (with a log line) for unknown paths.
 */
import { createRequestHandler, renderRouterToString, RouterServer } from "@tanstack/react-router/ssr/server";
import { unstable_localLink } from "@trpc/client";
import type { Context as HonoContext } from "hono";
import { getCookie } from "hono/cookie";
import { CONSENT_COOKIE, parseConsentCookie } from "../../shared/consent/consent";
import { publicThirdParties } from "../../shared/consent/third-party-config";
import { createAppRouter } from "../../client/router";
import { createTrpcClient } from "../../client/trpc";
import type { AppEnv } from "../env";
import { createContext } from "../trpc/context";
import { appRouter } from "../trpc/routers/_app";
import { clientAssets } from "./assets";

/** Renders the page for a GET request. */
export async function render(c: HonoContext<AppEnv>): Promise<Response> {
  const ctx = createContext(c);
  const trpcClient = createTrpcClient(unstable_localLink({ router: appRouter, createContext: async () => ctx }));
  const nonce = c.get("secureHeadersNonce");
  const handler = createRequestHandler({
    request: c.req.raw,
    createRouter: () =>
      createAppRouter({
        trpcClient,
        nonce,
        basepath: c.get("basePath"),
        server: {
          country: c.get("country"),
          consent: parseConsentCookie(getCookie(c, CONSENT_COOKIE)),
          appMode: c.get("appMode"),
          basePath: c.get("basePath"),
          thirdParties: publicThirdParties(c.env),
          assets: clientAssets,
          site: {
            url: c.env.SITE_URL,
            contactEmail: c.env.CONTACT_EMAIL,
            apiEmail: c.env.API_EMAIL,
            contactPhone: c.env.CONTACT_PHONE,
          },
        },
      }),
  });
  const started = performance.now();
  let loaded = started;
  const response = await handler(({ router, responseHeaders }) => {
    loaded = performance.now();
    return renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> });
  });
  // Data loading and React rendering, in ms, for benchmarks and operators (visible in browser dev tools).
  const rendered = performance.now();
  response.headers.set("Server-Timing", `load;dur=${(loaded - started).toFixed(2)}, render;dur=${(rendered - loaded).toFixed(2)}`);
  if (response.status === 404) {
    console.warn(JSON.stringify({ level: "warn", event: "not_found", path: new URL(c.req.url).pathname, requestId: c.get("requestId") }));
  }
  // Through the context, so headers set before rendering (Set-Cookie, X-Request-Id) are merged into the page's.
  return c.newResponse(response.body, response);
}
