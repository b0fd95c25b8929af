/**
 * @module The click handler that keeps plain same-site anchors under the native wrapper's base path (decision
 * 12). Loaded only under a base path (base-path-links.ts), so other visits do not ship it.
 */
import { isUnderBasePath, withBasePath } from "../../shared/units/base-path";

/** Paths served by the Worker or the platform outside the app's pages, never moved. */
const OUTSIDE_APP = /^\/(trpc|assets|ops)(\/|$)|^\/[^/]+\.[a-z0-9]+$/i;

/**
 * Installs the handler for `basePath` on the document.
 * @returns a function that removes it.
 */
export function keepLinksUnderBasePath(basePath: string): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin || isUnderBasePath(url.pathname, basePath) || OUTSIDE_APP.test(url.pathname)) return;
    event.preventDefault();
    window.location.assign(withBasePath(`${url.pathname}${url.search}${url.hash}`, basePath));
  };
  // Capture phase: before any page handler, so every plain anchor follows the same rule.
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}
