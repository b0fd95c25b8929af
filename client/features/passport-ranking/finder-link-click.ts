/**
 * @module Opens a finder link (`/visa-free?passport=IN`, with its `holds`) of the ranking's plain anchors through the
 * router, without a reload. The rows are plain anchors rather than router links: 199 router links cost a phone's
 * hydration its blocking-time budget. Its own module, so the finder's script, which routes check links only
 * (../passport-map/check-link-click.ts), ships none of it.
 */
import type { MouseEvent } from "react";
import type { useRouter } from "@tanstack/react-router";

/**
 * Handles a click delegated from the ranking's table: a plain left click on an anchor to `/visa-free?passport=XX`
 * navigates in the app; anything else (a modifier, another link) is left to the browser.
 */
export function openFinderLink(router: ReturnType<typeof useRouter>, event: MouseEvent<HTMLElement>): void {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  const href = link?.getAttribute("href");
  if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = new URL(href, window.location.origin);
  const passport = url.searchParams.get("passport");
  if (url.origin !== window.location.origin || url.pathname !== "/visa-free" || !passport) return;
  event.preventDefault();
  // The link's own holds: finderHref (shared/concessions/holds.ts) put them there for an Indian passport only.
  void router.navigate({ to: "/visa-free", search: { passport, holds: url.searchParams.get("holds") ?? undefined } });
}
