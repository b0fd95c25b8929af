/**
 * @module The bounds of /trpc (shared/api/trpc-limits.ts), enforced before tRPC reads a request and after it
 * answers: a body past the limit is refused with 413 before it is read in full (Content-Length, else counted while
 * streamed, by hono/body-limit), and an answer past its limit is replaced by a 400. The batch size is tRPC's own
 * `maxBatchSize` (worker/app.ts). Error bodies have tRPC's error shape, so its clients read the message.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { TRPC_ANSWER_MAX_BYTES, TRPC_ANSWER_TOO_LARGE_MESSAGE, TRPC_BODY_MAX_BYTES, TRPC_BODY_TOO_LARGE_MESSAGE } from "../../shared/api/trpc-limits";
import type { AppEnv } from "../env";

/** tRPC's JSON-RPC error codes for the two refusals. */
const JSON_RPC_CODES = { BAD_REQUEST: -32600, PAYLOAD_TOO_LARGE: -32013 } as const;

/** A refusal in tRPC's error shape, never cached. */
function refusal(c: Context<AppEnv>, code: keyof typeof JSON_RPC_CODES, status: 400 | 413, message: string): Response {
  return c.json({ error: { message, code: JSON_RPC_CODES[code], data: { code, httpStatus: status } } }, status, { "Cache-Control": "no-store" });
}

/** 413 for a body over TRPC_BODY_MAX_BYTES, decided before tRPC parses it. */
export const trpcBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: TRPC_BODY_MAX_BYTES,
  onError: (c) => refusal(c as Context<AppEnv>, "PAYLOAD_TOO_LARGE", 413, TRPC_BODY_TOO_LARGE_MESSAGE),
});

/** 400 instead of an answer over TRPC_ANSWER_MAX_BYTES. */
export const trpcAnswerLimit = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const body = await c.res.arrayBuffer();
  if (body.byteLength > TRPC_ANSWER_MAX_BYTES) {
    c.res = undefined;
    c.res = refusal(c, "BAD_REQUEST", 400, TRPC_ANSWER_TOO_LARGE_MESSAGE);
    return;
  }
  c.res = new Response(body, c.res);
});
