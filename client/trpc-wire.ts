/**
 * @module Everything the app knows of tRPC's formats beyond its public API, in one place: the URL httpBatchLink
 * asks for a query, and how @trpc/react-query keys a query. tRPC documents neither as stable, and no public API
 * gives them (the link builds its URL internally; the integration offers key-from-procedure, not the reverse), so
 * tests/unit/trpc-wire.test.ts runs the real libraries against these functions and fails when an upgrade changes
 * either format.
 */
import type { QueryKey } from "@tanstack/react-query";

/** Where the browser's link sends procedure calls: /trpc on the same origin (the Worker mounts tRPC there). */
export const TRPC_URL = "/trpc";

/**
 * The GET URL httpBatchLink asks for one query called alone, e.g. `trpcGetUrl("directory.list")` is
 * `/trpc/directory.list?batch=1&input=%7B%7D`: a batch of one, inputs keyed by position. A preload link for it
 * is then reused by the link's own request (tests/e2e/directory.spec.ts checks the page makes it once).
 * @param path Procedure path, dot-separated ("directory.list").
 * @param input The query's input; `undefined` for none.
 */
export function trpcGetUrl(path: string, input?: unknown): string {
  return `${TRPC_URL}/${path}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
}

/**
 * The procedure path and input of a @trpc/react-query query key: `[["directory", "list"], { input?, type: "query" }]`
 * (its `getQueryKey` format), so the browser can ask the procedure the server's loader asked. Only for keys of
 * tRPC queries: the contract test, not a runtime check, guards the format (this runs in every page's entry).
 */
export function procedureOfQueryKey(queryKey: QueryKey): { path: string; input: unknown } {
  const [segments, params] = queryKey as [string[], { input?: unknown } | undefined];
  return { path: segments.join("."), input: params?.input };
}
