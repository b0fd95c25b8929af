/**
 * @module The wide-screen navigation (spec: Shared header): Home, Visa Consultation, the dropdowns, Contact for
 * API (a link the feature's script opens its dialog from: features/leads/api-contact-trigger.ts), Contact Us. The dropdowns follow the ARIA disclosure navigation pattern (a button with aria-expanded
 * that shows a list of links) instead of Radix NavigationMenu, which would add ~11.5 KiB gzip to every page's
 * first JavaScript. This draws them closed; once hydrated, nav-menus.ts runs them, the same code as on the static
 * pages: one open at a time, Escape closes and refocuses the button, leaving the navigation or clicking outside
 * closes. Before hydration, or without JavaScript, the buttons do nothing: nav.css then shows a group's links while
 * it is hovered or holds focus, and shows this navigation on narrow screens when the menu link targets it.
 */
import { useEffect } from "react";
import { API_LINK, NAV_FALLBACK_ID, NAV_GROUPS, PRIMARY_LINKS, type NavLink } from "./nav-links";
import { enhanceNavMenus } from "./nav-menus";

/** One top-level link, marked as the current page when the visitor is on it. */
export function NavAnchor({ link, path, className }: { link: NavLink; path: string; className: string }) {
  return (
    <a href={link.href} className={className} aria-current={link.href === path ? "page" : undefined}>
      {link.label}
    </a>
  );
}

export function NavDesktop({ path }: { path: string }) {
  // The buttons' state is nav-menus.ts's from here on: React never renders them with another.
  useEffect(enhanceNavMenus, []);
  const [home, consultation, contact] = PRIMARY_LINKS as [NavLink, NavLink, NavLink];
  return (
    <nav id={NAV_FALLBACK_ID} aria-label="Main" className="nav-desktop">
      <ul className="nav-desktop__list">
        <li>
          <NavAnchor link={home} path={path} className="nav-desktop__link" />
        </li>
        <li>
          <NavAnchor link={consultation} path={path} className="nav-desktop__link" />
        </li>
        {NAV_GROUPS.map((group) => (
          <li key={group.id} className="nav-menu">
            <button type="button" className="nav-desktop__link nav-menu__button" aria-expanded="false" aria-controls={`nav-${group.id}`}>
              {group.label}
              <span className="nav-menu__chevron" aria-hidden="true">
                ▾
              </span>
            </button>
            <ul id={`nav-${group.id}`} className="nav-menu__list" hidden>
              {group.links.map((link) => (
                <li key={link.href}>
                  <NavAnchor link={link} path={path} className="nav-menu__link" />
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li>
          {/* A link to the contact page's API address, so a click before the scripts, or without them, still gets
              somewhere; with them, the Contact for API feature opens its dialog from it (data-api-contact). */}
          <a href={API_LINK.href} className="nav-desktop__link" aria-haspopup="dialog" aria-expanded="false" data-api-contact="">
            {API_LINK.label}
          </a>
        </li>
        <li>
          <NavAnchor link={contact} path={path} className="nav-desktop__link" />
        </li>
      </ul>
    </nav>
  );
}
