/**
 * @module The router's dehydrated state in a rendered page: the inline scripts TanStack Router writes for the browser's
 * router (`data-tsr-stream-part`, and the stream-boundary script after them), and the loaders' queries beside them
 * (a JSON element, client/page-queries.ts). Only a hydrating app reads them, so
 * a static page (client/static-shell/) drops them: 3–4 KB of HTML and a script to run that nothing uses.
 * tests/worker/page-chunks.test.ts pins the format: an upgrade that changes it fails there, not in a browser.
 */

const ROUTER_DATA = /<script nonce="[^"]*" data-tsr-stream-part="">[\s\S]*?<\/script>/g;
const STREAM_BOUNDARY = /<script nonce="[^"]*">document\.currentScript\.remove\(\);\/\*\$tsr-stream-boundary\*\/<\/script>/g;

/** The page without the router's dehydrated state. */
export function withoutRouterData(html: string): string {
  return html.replace(ROUTER_DATA, "").replace(STREAM_BOUNDARY, "");
}

/** Whether the page carries the router's dehydrated state (for tests). */
export function hasRouterData(html: string): boolean {
  return /data-tsr-stream-part=|\$_TSR|id="page-queries"/.test(html);
}
