/** @module Hono environment: the generated Env bindings plus per-request variables. */
import type { CountryCode } from "../shared/units/country-code";
import type { AppConfig } from "./config";
import type { Db } from "./db/client";

export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** Visitor's country (request.cf.country, or the dev override), null when unknown. */
    country: CountryCode | null;
    /** Native-app wrapper mode (decision 12): mobile navigation at every width, splash, wrapper framing. */
    appMode: boolean;
    /** The router's base path: APP_BASE_PATH for requests under it (app mode), else "/". */
    basePath: string;
    /** Random id of this request, echoed in logs and the X-Request-Id header. */
    requestId: string;
    /** The parsed configuration (worker/config.ts), set by middleware/request-data.ts. */
    config: AppConfig;
    /** The request's one drizzle handle over D1, built on first call (middleware/request-data.ts). */
    db: () => Db;
    /**
     * A kept answer's inline-script hash sources (ssr/cached-answer.ts), which the security headers put in script-src in
     * place of the request's nonce; unset for any other answer.
     */
    scriptHashes?: string[];
  };
}
