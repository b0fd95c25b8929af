/**
 * @module Opens a same-site check link (`/?from=IN&to=TH`, with its `holds`) of a server-drawn map or a long table through the router,
 * without a reload. Such links are plain anchors rather than router links: the map is SVG markup, and hundreds of
 * router links cost the server's render more than its budget (a comparison has ~450).
 */
import type { MouseEvent } from "react";
import type { useRouter } from "@tanstack/react-router";

/**
 * Handles a click delegated from a container: a plain left click on an anchor to `/?from=XX&to=YY` navigates in the
 * app; anything else (a modifier, another link) is left to the browser.
 */
export function openCheckLink(router: ReturnType<typeof useRouter>, event: MouseEvent<HTMLElement>): void {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  const href = link?.getAttribute("href");
  if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = new URL(href, window.location.origin);
  const from = url.searchParams.get("from");
  const to = url.searchParams.get("to");
  if (url.pathname !== "/" || !from || !to) return;
  // Under the router's base path too (decision 12), keeping the documents held (shared/concessions/holds-links.ts).
  event.preventDefault();
  // The link's own holds: checkHref (shared/concessions/holds-links.ts) put them there for an Indian passport only.
  void router.navigate({ to: "/", search: { from, to, holds: url.searchParams.get("holds") ?? undefined } });
}
