/** @module The shared header (spec: Shared header): brand, the wide navigation, the menu button and the bottom tabs. */
import { Link, useRouterState } from "@tanstack/react-router";
import { NavDesktop } from "./nav-desktop";
import { NavBottomTabs, NavMenuButton } from "./nav-mobile";
import { BRAND } from "../site";

export function SiteHeader() {
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
        <NavMenuButton path={path} />
      </div>
      <NavBottomTabs path={path} />
    </header>
  );
}
