/**
 * @module The typed tRPC client (trpc-client.ts) and its @trpc/react-query query utilities (components use them
 * through client/trpc-react.tsx). These two files and worker/ssr/render.tsx are the only places that name
 * AppRouter, so a switch of integration touches three files.
 */
import { createTRPCQueryUtils } from "@trpc/react-query";
import type { QueryClient } from "@tanstack/react-query";
import type { AppRouter, TrpcClient } from "./trpc-client";

export { browserLink, createTrpcClient, type AppRouter, type TrpcClient } from "./trpc-client";

/** Query utilities (`ensureData`, `prefetch`, `queryOptions`) over the request's (or page's) QueryClient. */
export function createTrpcUtils(queryClient: QueryClient, client: TrpcClient) {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}

export type TrpcUtils = ReturnType<typeof createTrpcUtils>;
