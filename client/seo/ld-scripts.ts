/**
 * @module A page's JSON-LD scripts, as the server renders them. Structured data is for crawlers, which read the
 * server's HTML; the browser's build replaces this module with ./ld-scripts.browser.ts (vite.config.ts), so no page's
 * JavaScript carries the builders. React 19 leaves the server's scripts in the head alone when it hydrates.
 */
import { buildJsonLd, type LdPage, serializeJsonLd, type StructuredData } from "./json-ld";

/** One `<script type="application/ld+json">` per description, built for `page`. */
export function ldScripts(data: readonly StructuredData[], page: LdPage): { type: string; children: string }[] {
  return data.map((d) => ({ type: "application/ld+json", children: serializeJsonLd(buildJsonLd(d, page)) }));
}
