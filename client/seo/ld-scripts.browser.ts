/**
 * @module The browser's stand-in for ./ld-scripts.ts (vite.config.ts aliases it): no JSON-LD is built in the browser.
 * The server's scripts stay in the head through hydration; after a client navigation the head keeps the first
 * page's, which nothing in the browser reads (crawlers read each address's own HTML).
 */
import type { LdPage, StructuredData } from "./json-ld";

/** Nothing: structured data is the server's (./ld-scripts.ts). */
export function ldScripts(_data: readonly StructuredData[], _page: LdPage): { type: string; children: string }[] {
  return [];
}
