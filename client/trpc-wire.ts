/**
 * @module Everything the app knows of tRPC's formats beyond its public API, in one place: the URL httpBatchLink
 * asks for a query, how @trpc/react-query keys a query, and a batched mutation's request and answer. tRPC
 * documents none of them as stable, and no public API gives the first two (the link builds its URL internally; the
 * integration offers key-from-procedure, not the reverse), so tests/unit/client/trpc-wire.test.ts runs the real
 * libraries against these functions and fails when an upgrade changes any of these formats.
 */
import type { QueryKey } from "@tanstack/react-query";
import type { TrpcErrorData } from "./trpc-error-data";

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

/** The head link that preloads `href` (a {@link trpcGetUrl}) for the page's own fetch of it, which then reuses it. */
export function fetchPreload(href: string) {
  return { rel: "preload", as: "fetch", href, crossOrigin: "anonymous" as const };
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

/**
 * A refused or failed procedure call as the server answered it: tRPC's error message and `data` (code, httpStatus,
 * and zodIssues for a refused input), the two fields of a TRPCClientError that the lead forms read.
 */
export class TrpcWireError extends Error {
  constructor(
    message: string,
    readonly data: Partial<TrpcErrorData> | undefined,
  ) {
    super(message);
    this.name = "TrpcWireError";
  }
}

/**
 * Calls the mutation at `path` as httpBatchLink does (a POST of a batch of one) and returns its output; for the static
 * pages' Contact for API dialog, where the tRPC client would be 5.5 KiB gzip of a 20 KiB budget.
 * @throws TrpcWireError with the server's message and data when the server refuses or fails the call; the fetch's
 *   own error (network down), or an Error when the answer is not tRPC's JSON.
 */
export async function trpcMutate(path: string, input: unknown, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  const response = await fetchImpl(`${TRPC_URL}/${path}?batch=1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ 0: input }),
  });
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new Error(`Unreadable answer (HTTP ${response.status}) from ${path}`);
  }
  const [first] = Array.isArray(answer) ? answer : [answer];
  const item = first as { result?: { data?: unknown }; error?: { message?: string; data?: TrpcWireError["data"] } } | undefined;
  if (item?.error) throw new TrpcWireError(item.error.message ?? `HTTP ${response.status}`, item.error.data);
  if (!item?.result) throw new Error(`Unreadable answer (HTTP ${response.status}) from ${path}`);
  return item.result.data;
}
