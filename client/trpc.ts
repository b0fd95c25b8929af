/**
 * @module The typed tRPC client and its @trpc/react-query query utilities (components use them through
 * client/trpc-react.tsx). This file and worker/ssr/render.tsx are the only places that name AppRouter, so a
 * switch of integration touches two files.
 */
import { createTRPCClient, httpBatchLink, type TRPCLink } from "@trpc/client";
import { createTRPCQueryUtils } from "@trpc/react-query";
import type { QueryClient } from "@tanstack/react-query";
import type { AppRouter } from "../worker/trpc/routers/_app";
import { TRPC_URL } from "./trpc-wire";

/** A tRPC client over the given link: HTTP in the browser, in-process on the server. */
export function createTrpcClient(link: TRPCLink<AppRouter>) {
  return createTRPCClient<AppRouter>({ links: [link] });
}

/** The browser's link: batched HTTP to /trpc on the same origin. */
export function browserLink(): TRPCLink<AppRouter> {
  return httpBatchLink({ url: TRPC_URL });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** Query utilities (`ensureData`, `prefetch`, `queryOptions`) over the request's (or page's) QueryClient. */
export function createTrpcUtils(queryClient: QueryClient, client: TrpcClient) {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}

export type TrpcUtils = ReturnType<typeof createTrpcUtils>;
export type { AppRouter };
