/**
 * @module The typed tRPC client for React (classic @trpc/react-query integration). This file and
 * worker/ssr/render.tsx are the only places that name AppRouter, so a switch of integration touches two files.
 */
import { createTRPCClient, httpBatchLink, type TRPCLink } from "@trpc/client";
import { createTRPCQueryUtils, createTRPCReact } from "@trpc/react-query";
import type { QueryClient } from "@tanstack/react-query";
import type { AppRouter } from "../worker/trpc/routers/_app";

/** React hooks (`trpc.visa.check.useQuery(…)`) over the app router. */
export const trpc = createTRPCReact<AppRouter>();

/** A tRPC client over the given link: HTTP in the browser, in-process on the server. */
export function createTrpcClient(link: TRPCLink<AppRouter>) {
  return createTRPCClient<AppRouter>({ links: [link] });
}

/** The browser's link: batched HTTP to /trpc on the same origin. */
export function browserLink(): TRPCLink<AppRouter> {
  return httpBatchLink({ url: "/trpc" });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** Loader-side helpers (`ensureData`, `prefetch`) writing into the request's QueryClient. */
export function createTrpcUtils(queryClient: QueryClient, client: TrpcClient) {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}

export type TrpcUtils = ReturnType<typeof createTrpcUtils>;
export type { AppRouter };
