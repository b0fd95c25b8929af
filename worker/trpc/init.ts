/** @module The only initTRPC: base procedure, router factory and caller factory. */
import { initTRPC } from "@trpc/server";
import type { Context } from "./context";
import { errorFormatter } from "./errors";

// isDev false: on workerd process.env.NODE_ENV is not "production", and dev mode would send stacks to clients.
const t = initTRPC.context<Context>().create({ isDev: false, errorFormatter });

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
