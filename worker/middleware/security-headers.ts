/**
 * @module Security headers on every worker response (hono/secure-headers): a CSP whose inline scripts need this
 * request's nonce, or on a kept answer their hashes (no 'unsafe-inline' for scripts) and which names only the configured third parties' hosts
 * (decision 9), no framing (the app wrapper's origin only, in app mode), HSTS for two years, nosniff, a tight
 * referrer policy, COOP, and a Permissions-Policy that turns off powerful features the site never uses.
 */
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { thirdPartyConfig } from "../../shared/consent/third-party-config";
import { thirdPartyHosts } from "../../shared/consent/third-parties";
import { type AppConfig } from "../config";
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

// The configuration is fixed per env (so per isolate), and with it the two policies (web and app mode): each
// middleware is built once, on the first request that needs it.
const built = new WeakMap<AppConfig, { web?: MiddlewareHandler; app?: MiddlewareHandler }>();

/** The middleware: the policy for this deployment's third parties and this request's app mode. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const config = c.var.config;
  const mode = c.get("appMode") ? "app" : "web";
  let byMode = built.get(config);
  if (!byMode) built.set(config, (byMode = {}));
  const middleware = (byMode[mode] ??= buildSecurityHeaders({
    thirdPartyHosts: thirdPartyHosts(thirdPartyConfig(config.thirdParties)),
    // APP_FRAME_ANCESTOR was checked to be an HTTPS origin (worker/config.ts); outside app mode nothing may frame.
    frameAncestor: mode === "app" ? config.app.frameAncestor : null,
  }));
  await middleware(c, next);
  // A kept answer (a page, a fragment, a feed) is the same bytes for every request: its inline scripts carry no nonce
  // and are allowed by their hashes (ssr/script-hashes.ts), so the policy names those instead of this request's nonce.
  const hashes = c.get("scriptHashes");
  const policy = c.res.headers.get("Content-Security-Policy");
  if (hashes && policy) {
    const nonce = `'nonce-${c.get("secureHeadersNonce")}'`;
    c.res.headers.set("Content-Security-Policy", policy.replace(hashes.length > 0 ? nonce : ` ${nonce}`, hashes.join(" ")));
  }
});
