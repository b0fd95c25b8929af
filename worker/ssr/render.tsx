/**
 * @module Server rendering: a router and QueryClient per request, loaders calling tRPC in-process,
 * the query cache dehydrated into the page, and a 404 status (with a log line) for unknown paths.
 * Pages answered 200 are kept for PAGE_CACHE_SECONDS in the isolate (page-cache.ts) and the location's Cache API
 * (edge-page-cache.ts), under their canonical address (seo/page-address.ts), and served from there.
 */
import { createRequestHandler, renderRouterToString, RouterServer } from "@tanstack/react-router/ssr/server";
import { unstable_localLink } from "@trpc/client";
import type { Context as HonoContext } from "hono";
import { getCookie } from "hono/cookie";
import { CONSENT_COOKIE, parseConsentCookie, type ConsentChoices } from "../../shared/consent/consent";
import type { PublicThirdParties } from "../../shared/consent/third-party-config";
import { startsThirdPartyLoader } from "../../shared/consent/third-party-start";
import { isoDateOf } from "../../shared/units/iso-date";
import { pageQueriesElement, sendQueriesWithPage } from "../../client/page-queries";
import { isStaticRoute, routeTree } from "../../client/route-tree";
import type { HydrationModules } from "../../client/router-context";
import { createAppRouter } from "../../client/router";
import { createTrpcClient } from "../../client/trpc";
import { openApiDocument } from "../api/app";
import { referenceFromOpenApi } from "../../shared/api/reference";
import { fillFragments } from "../fragments/fill";
import type { AppEnv } from "../env";
import { canonicalPageUrl } from "../seo/page-address";
import { pagePathOf } from "../seo/page-paths";
import { createContext } from "../trpc/context";
import { appRouter } from "../trpc/routers/_app";
import { type AppScripts, atBodyEnd, withAppLoader } from "./app-loader";
import { withEarlyConsent } from "./early-consent";
import { clientAssets, staticShellScripts, staticShellWith } from "./assets";
import { pageChunks, THIRD_PARTY_LOADER } from "./page-chunks";
import { withoutRouterData } from "./router-data";
import { answerUnkept, cachedAnswer, type BuiltAnswer } from "./cached-answer";
import { loadSourceStatuses } from "../services/source-statuses";
import { keptPage, newNonceToken, pageCacheKey } from "./page-cache";

/** Answers a GET with the page: from the isolate's cache when a page with the same facts is kept, else rendered. */
export async function render(c: HonoContext<AppEnv>): Promise<Response> {
  const consent = parseConsentCookie(getCookie(c, CONSENT_COOKIE))?.choices ?? null;
  // The day picks the corrections in force; the key and a render use the same one.
  const today = isoDateOf(new Date());
  // One address for one page (issue #44): stray parameters, their order and a code's case make no new page.
  const url = canonicalPageUrl(new URL(c.req.url), c.get("basePath"));
  const key = pageCacheKey({
    url,
    country: c.get("country"),
    consent,
    appMode: c.get("appMode"),
    basePath: c.get("basePath"),
    today,
  });
  // The alerts' token pages (issue #47) change with every button pressed on them, and their address is a visitor's own:
  // rendered every time, never kept, never stored by a browser.
  if (url.pathname.startsWith("/alerts/")) {
    const built = await renderPage(c, { ...createContext(c, { metered: false }), today }, consent, routedRequest(c, url));
    return answerUnkept(c, built, "no-store");
  }
  // Only a render needs the procedures' context (the database client): a kept page is answered without it.
  return cachedAnswer(c, key, () => renderPage(c, { ...createContext(c, { metered: false }), today }, consent, routedRequest(c, url)));
}

/**
 * The request the router renders: the page's canonical address `url` (seo/page-address.ts), or, when its path names none of our pages, one for a path that
 * is certainly not a page, so the router answers the not-found page itself and never a redirect built from a raw path
 * (its trailing-slash 307 turned `//evil.example/` into a Location; issue #31).
 */
function routedRequest(c: HonoContext<AppEnv>, url: URL): Request {
  const basePath = c.get("basePath");
  // The page's canonical address, the one it is kept under: the kept bytes then depend on nothing the key leaves out.
  if (pagePathOf(url.pathname, basePath)) return url.href === c.req.url ? c.req.raw : new Request(url, { headers: c.req.raw.headers });
  return new Request(new URL(`${basePath === "/" ? "" : basePath}${NOT_A_PAGE_PATH}`, url.origin), { headers: c.req.raw.headers });
}

/** A path no route has: what the router is given for a request that names no page. */
const NOT_A_PAGE_PATH = "/not-a-page";

/** The app's entry and every chunk the page hydrates with (worker/ssr/page-chunks.ts). */
function appScriptsFor(routeIds: string[], modules: string[], consent: ConsentChoices | null, parties: PublicThirdParties): AppScripts {
  const preloads = pageChunks(routeIds, { banner: consent === null, thirdParties: startsThirdPartyLoader(parties, consent), modules });
  return { entry: clientAssets.script, preloads };
}

/**
 * The static shell, with the third parties when any is configured (it has no router data to read them from), and
 * their loader among the preloads when it runs at once (a consent is stored: the same test as the app's).
 */
function staticShellOf(parties: PublicThirdParties, consent: ConsentChoices | null): AppScripts {
  if (!Object.values(parties).some((value) => value !== null)) return staticShellScripts;
  const shell = startsThirdPartyLoader(parties, consent) ? staticShellWith([THIRD_PARTY_LOADER]) : staticShellScripts;
  return { ...shell, thirdParties: parties };
}

/** Renders the page with a stand-in nonce token (its inline scripts are then hashed); `timing` gives the data-load and render times (Server-Timing). */
async function renderPage(
  c: HonoContext<AppEnv>,
  ctx: ReturnType<typeof createContext>,
  consent: ConsentChoices | null,
  request: Request,
): Promise<BuiltAnswer> {
  const trpcClient = createTrpcClient(unstable_localLink({ router: appRouter, createContext: async () => ctx }));
  const nonceToken = newNonceToken();
  const config = c.var.config;
  // Copies: the router context belongs to this request, the config to every request of the isolate.
  const parties = { ...config.thirdParties };
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const router = createAppRouter({
        routeTree,
        trpcClient,
        nonce: nonceToken,
        basepath: c.get("basePath"),
        apiReference: () => referenceFromOpenApi(openApiDocument(config.site.url)),
        server: {
          country: c.get("country"),
          consent,
          appMode: c.get("appMode"),
          basePath: c.get("basePath"),
          thirdParties: parties,
          assets: { styles: clientAssets.styles },
          site: { ...config.site },
        },
      });
      sendQueriesWithPage(router, router.options.context.queryClient);
      return router;
    },
  });
  const started = performance.now();
  // Every page with figures and every fragment reads the flagged sources (issue #35): read them beside the page's own
  // loads, so a fragment drawn after the render never waits for D1 on its own. A failure is the readers' to meet.
  loadSourceStatuses(c.var.db()).catch(() => undefined);
  let loaded = started;
  let routeIds: string[] = [];
  let modules: string[] = [];
  let staticPage = false;
  let queries = "";
  const response = await handler(({ router, responseHeaders }) => {
    loaded = performance.now();
    routeIds = router.state.matches.map((match) => match.routeId);
    modules = router.state.matches.flatMap((match) => [...((match.loaderData as HydrationModules | undefined)?.hydrationModules ?? [])]);
    staticPage = router.state.matches.some((match) => isStaticRoute(router.routesById[match.routeId]));
    // The loaders are done: the cache holds every query the page shows (client/page-queries.ts). Read before the
    // render, whose components' options replace a query's meta (FETCHED_BY_BROWSER); a static page sends none.
    if (!staticPage) queries = pageQueriesElement(router.options.context.queryClient);
    return renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> });
  });
  // Static text (a guide, about, privacy, terms) and the not-found page run the static shell, not the app.
  const isStatic = staticPage || response.status === 404;
  const scripts = isStatic ? staticShellOf(parties, consent) : appScriptsFor(routeIds, modules, consent, parties);
  const page = await response.text();
  const rendered = performance.now();
  // React marks a Suspense boundary whose content threw on the server with <!--$!-->: the page would reach the visitor
  // with that part blank (an empty <main> on a bad parameter, issue #31). That is a server error, never a page to keep.
  const failed = response.status === 200 && page.includes("<!--$!-->");
  if (failed)
    console.error(JSON.stringify({ level: "error", event: "render_failed", path: new URL(c.req.url).pathname, requestId: c.get("requestId") }));
  // Unseeded server fragments (worker/fragments/) draw their own data and markup into the rendered page.
  const html = await fillFragments(page, { db: c.var.db, today: ctx.today });
  const filled = performance.now();
  // A static page has no router in the browser: the router's dehydrated state and the queries would be sent for nothing.
  const data = isStatic ? withoutRouterData(html) : atBodyEnd(html, queries);
  const shell = withAppLoader(data, scripts, nonceToken);
  // Only while the banner shows: a visitor with a consent cookie needs no early check.
  const body = consent ? shell : withEarlyConsent(shell, nonceToken);
  // Data loading, React rendering and the fragments, in ms, for benchmarks and operators (visible in browser dev tools).
  const timing = `load;dur=${(loaded - started).toFixed(2)}, render;dur=${(rendered - loaded).toFixed(2)}, fragments;dur=${(filled - rendered).toFixed(2)}`;
  if (response.status === 404) {
    console.warn(JSON.stringify({ level: "warn", event: "not_found", path: new URL(c.req.url).pathname, requestId: c.get("requestId") }));
  }
  response.headers.delete("Set-Cookie");
  return { page: await keptPage(failed ? 500 : response.status, [...response.headers], body, nonceToken), timing };
}
