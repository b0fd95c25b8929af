/**
 * @module Security headers on every worker response (hono/secure-headers): a strict CSP whose scripts
 * need this request's nonce, no framing, no sniffing, a tight referrer policy.
 */
import { NONCE, secureHeaders } from "hono/secure-headers";

/** The middleware; the nonce reaches SSR as `c.get("secureHeadersNonce")`. */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    // Radix and react-remove-scroll set inline styles; inline CSS cannot run script, so this stays safe.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  strictTransportSecurity: "max-age=63072000; includeSubDomains; preload",
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  crossOriginEmbedderPolicy: false,
});
