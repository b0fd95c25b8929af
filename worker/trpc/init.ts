/**
 * @module The only initTRPC: base procedure, router factory and caller factory. Every procedure is built on
 * `publicProcedure`, whose middleware counts the call against the site's limits (meter.ts, issue #44) and turns the
 * services' domain errors into tRPC errors (errors.ts), so no procedure catches.
 */
import { initTRPC } from "@trpc/server";
import type { Context } from "./context";
import { errorFormatter, toTrpcError } from "./errors";
import { meterCall } from "./meter";

// isDev false: on workerd process.env.NODE_ENV is not "production", and dev mode would send stacks to clients.
const t = initTRPC.context<Context>().create({ isDev: false, errorFormatter });

// tRPC hands a middleware the resolver's failure as a result whose error wraps what was thrown (as `cause`);
// throwing the mapped error replaces it. Errors that are already tRPC's (input validation) pass unchanged.
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = toTrpcError(result.error.cause);
    if (mapped) throw mapped;
  }
  return result;
});

// Every call counts against its limit before it runs (meter.ts; the one rule is shared/api/site-limits.ts).
const metered = t.middleware(async ({ ctx, path, next }) => {
  await meterCall(ctx.meter ?? null, path, ctx.now().getTime());
  return next();
});

export const router = t.router;
export const publicProcedure = t.procedure.use(metered).use(domainErrors);
export const createCallerFactory = t.createCallerFactory;
