/** @module Browser entry: hydrates the server-rendered document with the same route tree. */
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { preloadServerRenderedBanner } from "./components/cookie-consent";
import { sendAlertFormsInPlace } from "./features/alerts/alerts-in-place";
import { receiveQueriesWithPage } from "./page-queries";
import { appRouteTree } from "./app-route-tree";
import { createAppRouter } from "./router";
import { browserLink, createTrpcClient } from "./trpc";
import "./styles/app.css";
import "./styles/nav.css";
import "./styles/consent.css";
import "./styles/currency.css";
import "./styles/directory.css";
import "./styles/visa-search.css";
import "./styles/visa-free.css";
import "./styles/content.css";
import "./styles/forms.css";
import "./styles/changes.css";
import "./styles/passport.css";
import "./styles/trip.css";

// Evaluating the page's modules is one task; the router, the query cache and hydration start in the next, so the
// two do not add up to one long task that blocks input.
setTimeout(start, 0);
// The "Get alerts" forms the Worker draws into the check's and the finder's fragments, sent in place (issue #47).
sendAlertFormsInPlace();

function start() {
  // The server marks the document with the app wrapper's base path when the page was opened under it.
  const trpcClient = createTrpcClient(browserLink());
  const router = createAppRouter({ routeTree: appRouteTree, trpcClient, basepath: document.documentElement.dataset.basePath });
  receiveQueriesWithPage(router, router.options.context.queryClient, trpcClient);
  // In a transition, React hydrates in slices of a few milliseconds and yields between them, instead of in one long
  // task (a default-lane hydration is not time-sliced). Next.js's app router hydrates the same way.
  const hydrate = () => startTransition(() => void hydrateRoot(document, <RouterClient router={router} />));
  // Code that only some pages render (the cookie banner) is its own chunk, loaded here when the page has it.
  const banner = preloadServerRenderedBanner();
  if (banner) void banner.then(hydrate);
  else hydrate();
}
