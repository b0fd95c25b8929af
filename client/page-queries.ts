/**
 * @module How the loaders' queries reach the browser's QueryClient: inside the page, or, for data the page already
 * shows in full, fetched by the browser before it hydrates.
 */
import { defaultShouldDehydrateQuery, dehydrate, hydrate, type DehydratedState, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { getUntypedClient } from "@trpc/client";
import type { TrpcClient } from "./trpc";
import { procedureOfQueryKey } from "./trpc-wire";

/**
 * Query `meta` of a loader's query whose data the page does not carry: the browser fetches it before hydrating.
 * For data the page already shows in full as HTML (the directory's cards): sent twice, it would be a third of
 * the page's bytes. Give it through the loader, e.g. `trpc.directory.list.ensureData(undefined, { meta: FETCHED_BY_BROWSER })`,
 * and add the preload link of `trpcGetUrl` (./trpc-wire.ts) to the route's head so the request starts with the page's scripts.
 */
export const FETCHED_BY_BROWSER = { fetchedByBrowser: true } as const;

/** What the page carries for the browser's QueryClient. */
interface PageQueries {
  /** The loaders' queries, data included. */
  queries: DehydratedState;
  /** Keys of the loaders' queries marked {@link FETCHED_BY_BROWSER}: fetched again before hydrating. */
  fetchedByBrowser: QueryKey[];
}

const isFetchedByBrowser = (meta: Record<string, unknown> | undefined) => meta?.fetchedByBrowser === true;

/**
 * Server side: the page carries the QueryClient's cache (the loaders' queries), and the browser restores it with
 * {@link receiveQueriesWithPage} before hydrating, so nothing is fetched twice. The loaders fetch every query a
 * page shows before it renders, so the cache is complete at that point. (@tanstack/react-router-ssr-query also
 * streams queries started during the render; its open stream kept every page off the router's string fast path,
 * which re-encodes and scans the whole HTML: about 1 ms per page in workerd.) Set on the router rather than in
 * its options because their types cannot check query keys (`unknown[]`) as serialisable; seroval serialises the
 * dehydrated state as the integration did. Queries marked {@link FETCHED_BY_BROWSER} travel as their keys only.
 * Server and browser halves are apart so the browser's bundle carries no dehydrate code.
 */
export function sendQueriesWithPage(router: AnyRouter, queryClient: QueryClient): void {
  router.options.dehydrate = (): PageQueries => ({
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) && !isFetchedByBrowser(q.meta) }),
    fetchedByBrowser: queryClient
      .getQueryCache()
      .findAll({ predicate: (q) => isFetchedByBrowser(q.meta) && q.state.status === "success" })
      .map((q) => q.queryKey),
  });
}

/**
 * Browser side of {@link sendQueriesWithPage}: restores the page's queries and fetches those it carries as keys.
 * The router awaits `hydrate` before it renders, so the page hydrates once their data is in, with the same data
 * the server rendered, and React keeps the server's HTML meanwhile. A failed fetch leaves the query in error,
 * and the page shows its error state.
 */
export function receiveQueriesWithPage(router: AnyRouter, queryClient: QueryClient, trpcClient: TrpcClient): void {
  router.options.hydrate = async (page: PageQueries) => {
    hydrate(queryClient, page.queries);
    const untyped = getUntypedClient(trpcClient);
    await Promise.all(
      page.fetchedByBrowser.map((queryKey) => {
        const { path, input } = procedureOfQueryKey(queryKey);
        // No retry here: the page stays inert while this waits, and the mounting query retries anyway.
        return queryClient.prefetchQuery({ queryKey, queryFn: () => untyped.query(path, input), meta: FETCHED_BY_BROWSER, retry: false });
      }),
    );
  };
}
