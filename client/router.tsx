/** @module Router factory: one router and QueryClient per request on the server, one per page in the browser. */
import { dehydrate, hydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { createRouter, type AnyRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { routeTree } from "./route-tree";
import type { ServerFacts } from "./router-context";
import { isClientError } from "./trpc-errors";
import { createTrpcUtils, type TrpcClient } from "./trpc";
import { TrpcProvider } from "./trpc-react";

/** Builds the app router over a tRPC client (HTTP in the browser, in-process on the server). */
export function createAppRouter(opts: { trpcClient: TrpcClient; server?: ServerFacts; nonce?: string; basepath?: string }) {
  // Data is reference data that changes with a seed, not per second: a long staleTime keeps hydration from refetching.
  const queryClient = new QueryClient({
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
    routeTree,
    basepath: opts.basepath ?? "/",
    context: { queryClient, trpc, server: opts.server },
    defaultPreload: "intent",
    scrollRestoration: true,
    ssr: opts.nonce ? { nonce: opts.nonce } : undefined,
    Wrap: ({ children }: { children: ReactNode }) => (
      <TrpcProvider queryClient={queryClient} value={trpcReact}>
        {children}
      </TrpcProvider>
    ),
  });
  sendQueryCacheWithPage(router, queryClient);
  return router;
}

/**
 * The server sends the QueryClient's cache (the loaders' queries) inside the page; the browser restores it
 * before hydrating, so nothing is fetched twice. The loaders fetch every query a page shows before it renders,
 * so the cache is complete at that point. (@tanstack/react-router-ssr-query also streams queries started during
 * the render; its open stream kept every page off the router's string fast path, which re-encodes and scans the
 * whole HTML: about 1 ms per page in workerd.) Set after creation because the router's option types cannot
 * check query keys (`unknown[]`) as serialisable; seroval serialises the dehydrated state as the integration did.
 */
function sendQueryCacheWithPage(router: AnyRouter, queryClient: QueryClient): void {
  router.options.dehydrate = (): { queries: DehydratedState } => ({ queries: dehydrate(queryClient) });
  router.options.hydrate = (dehydrated: { queries: DehydratedState }) => hydrate(queryClient, dehydrated.queries);
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
