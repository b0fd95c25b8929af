/**
 * @module The bound on every operators' route's body (/ops/*, issue #44): a request over OPS_BODY_MAX_BYTES is
 * refused with 413 before its body is read, by its Content-Length, or, without one, once the bytes counted while
 * streamed pass the bound (hono/body-limit). It runs after the ops token (middleware/ops-token.ts), so a caller
 * without the token still learns nothing about the route, not even its bound.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../env";

/** The largest body an ops route reads, in bytes: an erasure or an acknowledgement is a few hundred. */
export const OPS_BODY_MAX_BYTES = 8 * 1024;

/** 413 with a JSON problem (the ops routes' error shape) for a body over OPS_BODY_MAX_BYTES, never cached. */
export const opsBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: OPS_BODY_MAX_BYTES,
  onError: (c) =>
    c.json({ error: "too_large", message: `The body is over ${OPS_BODY_MAX_BYTES / 1024} KiB; no ops route reads more.` }, 413, {
      "Cache-Control": "no-store",
    }),
});
