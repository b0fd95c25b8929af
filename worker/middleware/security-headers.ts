/**
 * @module Security headers on every worker response (hono/secure-headers): a CSP whose scripts need this
 * request's nonce (no 'unsafe-inline' for scripts) and which names only the configured third parties' hosts
 * (decision 9), no framing (the app wrapper's origin only, in app mode), HSTS for two years, nosniff, a tight
 * referrer policy, COOP, and a Permissions-Policy that turns off powerful features the site never uses.
 */
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { publicThirdParties, thirdPartyConfig } from "../../shared/consent/third-party-config";
import { thirdPartyHosts } from "../../shared/consent/third-parties";
import type { AppEnv } from "../env";

/** The per-response choices that change the policy. */
export interface SecurityPolicyOptions {
  /** Origins of configured third parties (script, connect, image and frame sources). */
  thirdPartyHosts: readonly string[];
  /** Origin allowed to frame the page (the app wrapper, in app mode), or null for 'none'. */
  frameAncestor: string | null;
}

/** Builds the secure-headers middleware for one set of options. */
export function buildSecurityHeaders({ thirdPartyHosts: hosts, frameAncestor }: SecurityPolicyOptions): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...hosts],
      // Radix and react-remove-scroll set inline styles; inline CSS cannot run script, so this stays safe.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", ...hosts],
      connectSrc: ["'self'", ...hosts],
      frameSrc: hosts.length > 0 ? [...hosts] : ["'none'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: frameAncestor ? [frameAncestor] : ["'none'"],
    },
    strictTransportSecurity: "max-age=63072000; includeSubDomains; preload",
    referrerPolicy: "strict-origin-when-cross-origin",
    // X-Frame-Options cannot name an origin: in app mode with a wrapper origin, frame-ancestors alone decides.
    xFrameOptions: frameAncestor ? false : "DENY",
    crossOriginOpenerPolicy: "same-origin",
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      midi: [],
      magnetometer: [],
      gyroscope: [],
      accelerometer: [],
      browsingTopics: [],
    },
    crossOriginEmbedderPolicy: false,
  });
}

/** An HTTPS origin (scheme, host, optional port), or null: a malformed var must not open framing. */
function httpsOrigin(value: string | undefined): string | null {
  try {
    const url = new URL(value?.trim() ?? "");
    return url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

// Vars are fixed per deployment, so at most a few distinct policies exist: build each middleware once.
const cache = new Map<string, MiddlewareHandler>();

/** The middleware: the policy for this deployment's third parties and this request's app mode. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const { env } = c;
  const appMode = c.get("appMode");
  // Keyed on the raw vars, so a request only parses them (and builds the policy) the first time they are seen.
  const key = JSON.stringify([env.ANALYTICS_ID, env.ADS_CONVERSION_ID, env.AFFILIATE_FLIGHTS_WIDGET_URL, env.AFFILIATE_HOSTELS_WIDGET_URL, appMode && env.APP_FRAME_ANCESTOR]);
  let middleware = cache.get(key);
  if (!middleware) {
    middleware = buildSecurityHeaders({
      thirdPartyHosts: thirdPartyHosts(thirdPartyConfig(publicThirdParties(env))),
      frameAncestor: appMode ? httpsOrigin(env.APP_FRAME_ANCESTOR) : null,
    });
    cache.set(key, middleware);
  }
  return middleware(c, next);
});
