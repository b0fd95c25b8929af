/**
 * @module Keeps the native wrapper's navigation under its base path (decision 12). Router links already carry the
 * base (TanStack's `basepath`); plain same-site anchors in pages and content do not, so a click on one is sent to
 * the same page under the base instead, where the wrapper keeps it in the app.
 */
import { useEffect } from "react";
import { isUnderBasePath, withBasePath } from "../../shared/units/base-path";

/** Paths served by the Worker or the platform outside the app's pages, never moved. */
const OUTSIDE_APP = /^\/(trpc|assets|ops)(\/|$)|^\/[^/]+\.[a-z0-9]+$/i;

/** Installs the click handler while the page is under a base path ("/" installs nothing). */
export function useKeepLinksUnderBasePath(basePath: string) {
  useEffect(() => {
    if (basePath === "/") return;
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
  }, [basePath]);
}
