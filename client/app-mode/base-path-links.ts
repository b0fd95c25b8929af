/**
 * @module Keeps the native wrapper's navigation under its base path (decision 12). Router links already carry the
 * base (TanStack's `basepath`); plain same-site anchors in pages and content do not, so a click on one is sent to
 * the same page under the base instead, where the wrapper keeps it in the app. The handler is its own chunk
 * (base-path-click.ts): only pages opened under a base path fetch it.
 */
import { useEffect } from "react";

/** Installs the click handler while the page is under a base path ("/" installs nothing). */
export function useKeepLinksUnderBasePath(basePath: string) {
  useEffect(() => {
    if (basePath === "/") return;
    let remove: (() => void) | null = null;
    let active = true;
    void import("./base-path-click").then(({ keepLinksUnderBasePath }) => {
      if (active) remove = keepLinksUnderBasePath(basePath);
    });
    return () => {
      active = false;
      remove?.();
    };
  }, [basePath]);
}
