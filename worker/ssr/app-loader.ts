/**
 * @module The inline script that starts the client app once the page has painted.
 *
 * Why after the first paint: a server-rendered page is complete without its scripts, so nothing the visitor sees
 * should wait for them. A module script and its modulepreload links in the HTML are fetched at high priority while
 * the document still parses; on a phone over a slow network the 110+ KiB of framework then competes with the
 * stylesheet for the first paint (Lighthouse counts such scripts as render-blocking: its FCP and LCP on the
 * interactive pages were 2.3–2.9 s with them, about 1 s without). Started after the paint, the same chunks load
 * at once (every one is named, so no import waterfall) while the visitor is already reading.
 *
 * The script sits at the end of `<body>`, so the document it hydrates is parsed when it runs. It names the entry
 * and each chunk in data attributes, which tests and the audit read (`appScriptsOf`). Pages of static text start
 * the static shell (client/static-shell/entry.ts) the same way, instead of the app.
 */
import type { PublicThirdParties } from "../../shared/consent/third-party-config";

/** What the loader starts: the entry module and the chunks it imports, absolute paths. */
export interface AppScripts {
  entry: string;
  preloads: readonly string[];
  /**
   * For the static pages' script, which has no router data to read it from: the public third-party configuration,
   * JSON in `data-third-parties` (client/static-shell/entry.ts). Absent when nothing is configured.
   */
  thirdParties?: PublicThirdParties;
}

// A page opened in a background tab gets no animation frame until it is shown; it starts at once instead, so the
// app is ready when the tab is. The entry goes first, then one chunk's preload per task: a dozen requests started in
// one task took 14-51 ms of the main thread under Lighthouse (each request goes through DevTools), a long task after
// the first paint on the phone run (stop 53). Plain ES5: it runs before any of the app's code, in every browser the
// site serves.
const LOADER_CODE =
  '(function(s){function go(){var h=document.head,p=(s.dataset.preload||"").split(" "),e=document.createElement("script");' +
  'e.type="module";e.src=s.dataset.entry;h.appendChild(e);' +
  '(function next(i){if(i>=p.length)return;if(p[i]){var l=document.createElement("link");l.rel="modulepreload";l.href=p[i];h.appendChild(l)}' +
  "setTimeout(function(){next(i+1)},0)})(0)}" +
  'if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})(document.currentScript)';

/** Escapes a path for a double-quoted HTML attribute (the build's file names never need it; a guard, not a path). */
const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The loader's `<script>` element for `scripts`, with `nonce` (the page's CSP nonce, or its stand-in token). */
export function appLoaderTag(scripts: AppScripts, nonce: string): string {
  const parties = scripts.thirdParties ? ` data-third-parties="${attr(JSON.stringify(scripts.thirdParties))}"` : "";
  return `<script id="app-loader" nonce="${attr(nonce)}" data-entry="${attr(scripts.entry)}" data-preload="${attr(scripts.preloads.join(" "))}"${parties}>${LOADER_CODE}</script>`;
}

/** The page with `markup` as the last element of its body; a body-less answer (a redirect) as it is. */
export function atBodyEnd(html: string, markup: string): string {
  const at = html.lastIndexOf("</body>");
  return at < 0 ? html : html.slice(0, at) + markup + html.slice(at);
}

/** The page with the loader as the last element of its body; a body-less answer (a redirect) as it is. */
export function withAppLoader(html: string, scripts: AppScripts, nonce: string): string {
  return atBodyEnd(html, appLoaderTag(scripts, nonce));
}

/**
 * The entry and chunks a page's loader names, read back from its HTML (for tests and the audit).
 * @returns null when the page has no loader (a page that ships no app).
 */
export function appScriptsOf(html: string): AppScripts | null {
  const tag = /<script id="app-loader"[^>]*>/.exec(html)?.[0];
  if (!tag) return null;
  const entry = /data-entry="([^"]*)"/.exec(tag)?.[1] ?? "";
  const preloads = (/data-preload="([^"]*)"/.exec(tag)?.[1] ?? "").split(" ").filter(Boolean);
  return { entry, preloads };
}
