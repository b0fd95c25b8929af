/**
 * @module The root route: the HTML document, shared header and footer, toasts, the Contact for API dialog (a feature
 * the header opens: the root hands it in, issue #34) and the not-found page.
 */
import { createRootRouteWithContext, HeadContent, lazyRouteComponent, Outlet, Scripts } from "@tanstack/react-router";
import { useEffect } from "react";
import { CookieBanner, CookieConsent } from "../components/cookie-consent";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { Splash } from "../components/splash";
import { Toaster } from "../components/toaster";
import { ApiContactHost, openApiContact } from "../features/leads/api-contact";
import type { RouterContext, ServerFacts } from "../router-context";
import { NOT_FOUND_META, pageHead } from "../seo/meta";
import { useKeepLinksUnderBasePath } from "../app-mode/base-path-links";
import { useRootData } from "../root-data";
import { BRAND } from "../site";

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Runs on the server only: in the browser this data arrives dehydrated with the page and is never reloaded.
  shouldReload: false,
  staleTime: Infinity,
  loader: async ({ context }): Promise<ServerFacts & { attributions: Attribution[]; year: number }> => {
    if (!context.server) throw new Error("root loader ran without server facts");
    const [attributions] = await Promise.all([
      context.trpc.site.attributions.ensureData(),
      // Without a consent the page renders the banner, whose chunk must be loaded before the synchronous render.
      context.server.consent ? null : CookieBanner.preload?.(),
    ]);
    // The copyright year is computed at render (spec: shared footer), on the server so hydration agrees.
    return { ...context.server, attributions, year: new Date().getUTCFullYear() };
  },
  head: ({ loaderData, matches }) => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1" },
      { name: "theme-color", content: "#0f4c81" },
      // Only the root matched means no page exists at this path: the not-found page renders.
      ...(matches.length <= 1 ? pageHead(NOT_FOUND_META, matches).meta : [{ title: BRAND }]),
    ],
    links: [
      { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
      ...(loaderData?.assets.styles.map((href) => ({ rel: "stylesheet", href })) ?? []),
    ],
  }),
  component: RootDocument,
  // Its own chunk: the router loads it (server and browser) only for a match that is not found.
  notFoundComponent: lazyRouteComponent(() => import("../components/not-found"), "NotFound"),
});

type Attribution = { id: string; attribution: string; sourceUrl: string | null; licence: string | null; asOn: string };

function RootDocument() {
  const { appMode, basePath } = useRootData();
  useKeepLinksUnderBasePath(basePath);
  // A marker for tests and tools: React owns the page from here on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en" className={appMode ? "app-mode" : undefined} data-base-path={basePath === "/" ? undefined : basePath}>
      <head>
        <HeadContent />
      </head>
      <body>
        {appMode ? <Splash /> : null}
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader onApiContact={openApiContact} />
        <main id="main" className="main">
          <Outlet />
        </main>
        <SiteFooter />
        <CookieConsent />
        <ApiContactHost />
        <Toaster />
        <Scripts />
      </body>
    </html>
  );
}
