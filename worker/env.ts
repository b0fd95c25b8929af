/** @module Hono environment: the generated Env bindings plus per-request variables. */
import type { CountryCode } from "../shared/units/country-code";

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
  };
}
