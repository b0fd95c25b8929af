/**
 * @module The typed tRPC client without the React integration: the app builds its query utilities on it
 * (client/trpc.ts), and the static pages' Contact for API dialog calls its mutation with it, React-free.
 */
import { createTRPCClient, httpBatchLink, type TRPCLink } from "@trpc/client";
import type { AppRouter } from "../worker/trpc/routers/_app";
import { TRPC_MAX_BATCH } from "../shared/api/trpc-limits";
import { TRPC_URL } from "./trpc-wire";

/** A tRPC client over the given link: HTTP in the browser, in-process on the server. */
export function createTrpcClient(link: TRPCLink<AppRouter>) {
  return createTRPCClient<AppRouter>({ links: [link] });
}

/** The browser's link: batched HTTP to /trpc on the same origin. */
export function browserLink(): TRPCLink<AppRouter> {
  // The Worker refuses a batch of more (shared/api/trpc-limits.ts): the link splits bigger ones.
  return httpBatchLink({ url: TRPC_URL, maxItems: TRPC_MAX_BATCH });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;
export type { AppRouter };
