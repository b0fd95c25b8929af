/**
 * @module The typed tRPC client and its @trpc/react-query query utilities (components use them through
 * client/trpc-react.tsx). This file and worker/ssr/render.tsx are the only places that name AppRouter, so a
 * switch of integration touches two files.
 */
import { createTRPCClient, httpBatchLink, type TRPCLink } from "@trpc/client";
import { createTRPCQueryUtils } from "@trpc/react-query";
import type { QueryClient } from "@tanstack/react-query";
import type { AppRouter } from "../worker/trpc/routers/_app";

/** A tRPC client over the given link: HTTP in the browser, in-process on the server. */
export function createTrpcClient(link: TRPCLink<AppRouter>) {
  return createTRPCClient<AppRouter>({ links: [link] });
}

/** Where the browser's link sends procedure calls: /trpc on the same origin. */
const TRPC_URL = "/trpc";

/** The browser's link: batched HTTP to /trpc on the same origin. */
export function browserLink(): TRPCLink<AppRouter> {
  return httpBatchLink({ url: TRPC_URL });
}

/**
 * The GET URL the browser's link asks for one query called alone, e.g. `trpcGetUrl("directory.list")` is
 * `/trpc/directory.list?batch=1&input=%7B%7D`, for a preload link that the link's own request then reuses.
 * The form is httpBatchLink's (a batch of one, inputs keyed by position); tests/e2e/directory.spec.ts checks
 * that the page makes that request once.
 */
export function trpcGetUrl(path: string, input?: unknown): string {
  return `${TRPC_URL}/${path}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** Query utilities (`ensureData`, `prefetch`, `queryOptions`) over the request's (or page's) QueryClient. */
export function createTrpcUtils(queryClient: QueryClient, client: TrpcClient) {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}

export type TrpcUtils = ReturnType<typeof createTrpcUtils>;
export type { AppRouter };
