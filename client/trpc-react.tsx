/**
 * @module tRPC for components, through its query utilities rather than the classic hooks proxy: a component asks
 * `useTrpc()` for `utils` and calls TanStack Query's own hooks with `utils.x.y.queryOptions(input, opts)`, and
 * mutates with `client.x.y.mutate(input)`. The keys are the ones the loaders' `ensureData` writes, so the
 * server-dehydrated cache is reused. (The hooks proxy of `createTRPCReact` would ship every hook kind, useQueries
 * and the subscription machinery to every page: 3–4 KiB gzip of the shared entry.)
 */
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createContext, useContext, type ReactNode } from "react";
import type { TrpcClient, TrpcUtils } from "./trpc";

/** What components reach: the query utilities over the page's QueryClient and the typed client for mutations. */
export interface TrpcReact {
  utils: TrpcUtils;
  client: TrpcClient;
}

const TrpcContext = createContext<TrpcReact | null>(null);

/** Provides the QueryClient to TanStack Query's hooks and the tRPC utilities and client to `useTrpc()`. */
export function TrpcProvider({ queryClient, value, children }: { queryClient: QueryClient; value: TrpcReact; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TrpcContext.Provider value={value}>{children}</TrpcContext.Provider>
    </QueryClientProvider>
  );
}

/** The tRPC utilities and client of the page (inside the router's `TrpcProvider`). */
export function useTrpc(): TrpcReact {
  const value = useContext(TrpcContext);
  if (!value) throw new Error("useTrpc() outside TrpcProvider");
  return value;
}
