/** @module What every route's loader and component can reach through the router context. */
import type { QueryClient } from "@tanstack/react-query";
import type { TrpcUtils } from "./trpc";
import type { ConsentChoices } from "../shared/consent/consent";
import type { PublicThirdParties } from "../shared/consent/third-party-config";
import type { ApiOperation } from "../shared/api/reference";

/** Per-request (server) or per-page (browser) context of the router. */
export interface RouterContext {
  queryClient: QueryClient;
  /** tRPC query utilities over this request's QueryClient. */
  trpc: TrpcUtils;
  /** Server only: what the worker knows of the request; absent in the browser, where it comes from loader data. */
  server?: ServerFacts;
  /** Server only: the public API's operations, read from its OpenAPI document (/developers). */
  apiReference?: () => ApiOperation[];
}

/** Request facts the server renders into the page (they reach the browser as root loader data). */
export interface ServerFacts {
  /** Visitor's country from request.cf (decision 3), null when unknown. */
  country: string | null;
  /** The client build's hashed stylesheets (Vite manifest); its scripts are started by worker/ssr/app-loader.ts. */
  assets: { styles: string[] };
  /**
   * The visitor's consent choices, read strictly from the `consent` cookie; null shows the banner (server-rendered).
   * Choices only, not the date: the page then depends on eight states, so a cached page never carries another
   * visitor's consent date (worker/ssr/page-cache.ts).
   */
  consent: ConsentChoices | null;
  /** Native-app wrapper mode (decision 12), detected by the server: mobile navigation and the splash. */
  appMode: boolean;
  /** The router's base path ("/" except under the app wrapper's APP_BASE_PATH). */
  basePath: string;
  /** The configured third parties (decision 9): loaded only with the matching consent. */
  thirdParties: PublicThirdParties;
  /** Public contact details from [vars]. */
  site: { url: string; contactEmail: string; apiEmail: string; contactPhone: string; leadRetentionDays: number };
}

/**
 * What a route's loader data may add for the page's scripts: the Vite manifest keys (source paths, e.g.
 * "client/features/visa-check/check-result.tsx") of lazy modules the loader made ready and the server rendered,
 * beyond the route's own chunks, so the page preloads them for hydration (worker/ssr/page-chunks.ts).
 */
export interface HydrationModules {
  hydrationModules?: readonly string[];
}
