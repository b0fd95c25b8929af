/** @module Router factory: one router and QueryClient per request on the server, one per page in the browser. */
import { QueryCache, QueryClient } from "@tanstack/react-query";
import { createRouter, type AnyRoute } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { appRouteTree } from "./app-route-tree";
import type { RouterContext, ServerFacts } from "./router-context";
import { stringifySearchText } from "./search-params";
import { toast } from "./components/toast-store";
import { isClientError, rateLimitToast } from "./trpc-errors";
import { createTrpcUtils, type TrpcClient } from "./trpc";
import { TrpcProvider } from "./trpc-react";

/**
 * Builds the app router over `routeTree` (the full tree on the server, route-tree.ts; the interactive pages' in the
 * browser, app-route-tree.ts) and a tRPC client (HTTP in the browser, in-process on the server). Its context holds
 * the page's QueryClient; the caller sets how the loaders' queries travel with the page (client/page-queries.ts).
 */
export function createAppRouter<TRouteTree extends AnyRoute>(opts: {
  routeTree: TRouteTree;
  trpcClient: TrpcClient;
  server?: ServerFacts;
  /** Server only: the API reference (RouterContext.apiReference). */
  apiReference?: RouterContext["apiReference"];
  nonce?: string;
  basepath?: string;
}) {
  // Data is reference data that changes with a seed, not per second: a long staleTime keeps hydration from refetching.
  const queryClient = new QueryClient({
    // A query the site's limits refused (issue #44) tells the visitor why and for how long, in the page's one toast
    // queue, while the feature shows its own failure state: never a broken page. The server renders no toast.
    queryCache: new QueryCache({
      onError: (error) => {
        const refused = opts.server ? null : rateLimitToast(error);
        if (refused) toast(refused);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        // The server answers the page once: a retry there only delays the error page.
        retry: opts.server ? false : (failures, error) => failures < 1 && !isClientError(error),
      },
    },
  });
  const trpc = createTrpcUtils(queryClient, opts.trpcClient);
  const trpcReact = { utils: trpc, client: opts.trpcClient };
  const router = createRouter({
    routeTree: opts.routeTree,
    basepath: opts.basepath ?? "/",
    context: { queryClient, trpc, server: opts.server, apiReference: opts.apiReference },
    defaultPreload: "intent",
    // Text is written as is, never quoted as JSON (client/search-params.ts).
    stringifySearch: stringifySearchText,
    scrollRestoration: true,
    ssr: opts.nonce ? { nonce: opts.nonce } : undefined,
    Wrap: ({ children }: { children: ReactNode }) => (
      <TrpcProvider queryClient={queryClient} value={trpcReact}>
        {children}
      </TrpcProvider>
    ),
  });
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter<typeof appRouteTree>>;
  }
}
