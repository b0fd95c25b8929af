/**
 * @module Opens a same-site check link (`/?from=IN&to=TH`) or finder link (`/visa-free?passport=IN`), with its
 * `holds`, of a server-drawn map or a long table through the router, without a reload. Such links are plain anchors
 * rather than router links: the map is SVG markup, and hundreds of router links cost the server's render more than
 * its budget (a comparison has ~450) and the browser's hydration its blocking-time budget (the ranking's 199 rows).
 */
import type { MouseEvent } from "react";
import type { useRouter } from "@tanstack/react-router";

/**
 * Handles a click delegated from a container: a plain left click on an anchor to `/?from=XX&to=YY` or
 * `/visa-free?passport=XX` navigates in the app; anything else (a modifier, another link) is left to the browser.
 */
export function openCheckLink(router: ReturnType<typeof useRouter>, event: MouseEvent<HTMLElement>): void {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  const href = link?.getAttribute("href");
  if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = new URL(href, window.location.origin);
  if (url.origin !== window.location.origin) return;
  // The link's own holds: checkHref and finderHref (shared/concessions/holds.ts) put them there for an Indian passport only.
  const holds = url.searchParams.get("holds") ?? undefined;
  const from = url.searchParams.get("from");
  const to = url.searchParams.get("to");
  const passport = url.searchParams.get("passport");
  // Under the router's base path too (decision 12), keeping the documents held (shared/concessions/holds.ts).
  if (url.pathname === "/" && from && to) {
    event.preventDefault();
    void router.navigate({ to: "/", search: { from, to, holds } });
  } else if (url.pathname === "/visa-free" && passport) {
    event.preventDefault();
    void router.navigate({ to: "/visa-free", search: { passport, holds } });
  }
}
