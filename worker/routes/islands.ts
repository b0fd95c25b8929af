/**
 * @module `/islands/{name}?{query}`: a server island's markup (worker/islands/islands.tsx) for the browser, which
 * fetches it when an island's `src` changes after hydration. An unknown name answers 404; the markup is kept by
 * caches for five minutes and is never indexed.
 */
import { Hono } from "hono";
import { isoDateOf } from "../../shared/units/iso-date";
import type { AppEnv } from "../env";
import { renderIsland } from "../islands/islands";

export const islandRoutes = new Hono<AppEnv>();

islandRoutes.get("/islands/:name", async (c) => {
  const url = new URL(c.req.url);
  const markup = await renderIsland(`${c.req.param("name")}${url.search}`, { db: c.var.db(), today: isoDateOf(new Date()) });
  if (markup === null) return c.text("No such island.", 404);
  return c.body(markup, 200, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "public, max-age=300",
    "X-Robots-Tag": "noindex",
  });
});
