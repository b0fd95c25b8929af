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

/** What the router's dehydrated state carries for the browser's QueryClient. */
interface PageQueries {
  /** Keys of the loaders' queries marked {@link FETCHED_BY_BROWSER}: fetched again before hydrating. */
  fetchedByBrowser: QueryKey[];
}

/** The id of the page's `<script type="application/json">` element that carries the loaders' queries. */
const QUERIES_ELEMENT_ID = "page-queries";

const isFetchedByBrowser = (meta: Record<string, unknown> | undefined) => meta?.fetchedByBrowser === true;

/**
 * Server side: the page carries the QueryClient's cache (the loaders' queries), and the browser restores it with
 * {@link receiveQueriesWithPage} before hydrating, so nothing is fetched twice. The loaders fetch every query a
 * page shows before it renders, so the cache is complete at that point. (@tanstack/react-router-ssr-query also
 * streams queries started during the render; its open stream kept every page off the router's string fast path,
 * which re-encodes and scans the whole HTML: about 1 ms per page in workerd.) The router's dehydrated state names
 * the queries marked {@link FETCHED_BY_BROWSER} (keys only); the data itself travels as JSON in its own element
 * ({@link pageQueriesElement}). Set on the router rather than in its options because their types cannot check
 * query keys (`unknown[]`) as serialisable. Server and browser halves are apart so the browser's bundle carries no
 * dehydrate code.
 */
export function sendQueriesWithPage(router: AnyRouter, queryClient: QueryClient): void {
  router.options.dehydrate = (): PageQueries => ({
    fetchedByBrowser: queryClient
      .getQueryCache()
      .findAll({ predicate: (q) => isFetchedByBrowser(q.meta) && q.state.status === "success" })
      .map((q) => q.queryKey),
  });
}

/**
 * Server side: the loaders' queries (a {@link DehydratedState}, data included, without those marked
 * {@link FETCHED_BY_BROWSER}) as a `<script type="application/json">` element for the end of the page's body.
 * Why not in the router's dehydrated state: that is a script (seroval's object literals), which the browser compiles
 * as the parser meets it, in one task: the ranking's 199 rows were 53 KB of script and 15-55 ms of compile on the
 * audit's host, most of a long task. An element of JSON is never compiled; JSON.parse reads it when the app starts,
 * in about a millisecond. The data is what tRPC sends over HTTP anyway (no transformer: plain JSON). Every `<` is
 * written as its JSON escape, so stored text can neither close the element nor open a comment in it.
 */
export function pageQueriesElement(queryClient: QueryClient): string {
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) && !isFetchedByBrowser(q.meta) });
  return `<script type="application/json" id="${QUERIES_ELEMENT_ID}">${JSON.stringify(queries).replace(/</g, "\\u003c")}</script>`;
}

/**
 * Browser side of {@link sendQueriesWithPage}: restores the page's queries and fetches those it carries as keys.
 * The router awaits `hydrate` before it renders, so the page hydrates once their data is in, with the same data
 * the server rendered, and React keeps the server's HTML meanwhile. A failed fetch leaves the query in error,
 * and the page shows its error state.
 */
export function receiveQueriesWithPage(router: AnyRouter, queryClient: QueryClient, trpcClient: TrpcClient): void {
  router.options.hydrate = async (page: PageQueries) => {
    const carried = document.getElementById(QUERIES_ELEMENT_ID)?.textContent;
    if (carried) hydrate(queryClient, JSON.parse(carried) as DehydratedState);
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
