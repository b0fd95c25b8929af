/**
 * @module The shared header (spec: Shared header): brand, the wide navigation, the menu button and the bottom tabs.
 * The Contact for API dialog it opens is a feature (features/leads), which the shell does not import (issue #34):
 * the root route hands it in.
 */
import { Link, useRouterState } from "@tanstack/react-router";
import { NavDesktop } from "./nav-desktop";
import { NavBottomTabs, NavMenuButton } from "./nav-mobile";
import { BRAND } from "../site";

/** `onApiContact` opens the Contact for API dialog from the drawer, focus going back to `returnTo` when it closes. */
export function SiteHeader({ onApiContact }: { onApiContact: (returnTo: HTMLElement | null) => void }) {
  const path = useRouterState({ select: (state) => state.location.pathname });
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label={`${BRAND} home`}>
          <span className="brand__mark" aria-hidden="true">
            ✈
          </span>
          {BRAND}
        </Link>
        {/* Both layouts are server-rendered; nav.css shows one per width, so the first paint is already right. */}
        <NavDesktop path={path} />
        <NavMenuButton path={path} onApiContact={onApiContact} />
      </div>
      <NavBottomTabs path={path} />
    </header>
  );
}
