/**
 * @module The wide-screen navigation (spec: Shared header): Home, Visa Consultation, the dropdowns, Contact for
 * API, Contact Us. The dropdowns follow the ARIA disclosure navigation pattern (a button with aria-expanded
 * that shows a list of links) instead of Radix NavigationMenu, which would add ~11.5 KiB gzip to every page's
 * first JavaScript; Escape closes and refocuses the button, leaving the navigation or clicking outside closes.
 * Before hydration, or without JavaScript, the buttons do nothing: nav.css then shows a group's links while it
 * is hovered or holds focus, and shows this navigation on narrow screens when the menu link targets it.
 */
import { useEffect, useRef, useState } from "react";
import { ApiContactButton, ApiContactHost } from "../features/leads/api-contact";
import { NAV_FALLBACK_ID, NAV_GROUPS, PRIMARY_LINKS, type NavLink } from "./nav-links";

/** One top-level link, marked as the current page when the visitor is on it. */
export function NavAnchor({ link, path, className }: { link: NavLink; path: string; className: string }) {
  return (
    <a href={link.href} className={className} aria-current={link.href === path ? "page" : undefined}>
      {link.label}
    </a>
  );
}

export function NavDesktop({ path }: { path: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const [home, consultation, contact] = PRIMARY_LINKS as [NavLink, NavLink, NavLink];
  return (
    <nav
      ref={nav}
      id={NAV_FALLBACK_ID}
      aria-label="Main"
      className="nav-desktop"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(null);
          nav.current?.querySelector<HTMLElement>(`#nav-${open}-button`)?.focus();
        }
      }}
      onBlur={(event) => {
        if (!nav.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <ul className="nav-desktop__list">
        <li>
          <NavAnchor link={home} path={path} className="nav-desktop__link" />
        </li>
        <li>
          <NavAnchor link={consultation} path={path} className="nav-desktop__link" />
        </li>
        {NAV_GROUPS.map((group) => {
          const expanded = open === group.id;
          return (
            <li key={group.id} className="nav-menu">
              <button
                type="button"
                id={`nav-${group.id}-button`}
                className="nav-desktop__link nav-menu__button"
                aria-expanded={expanded}
                aria-controls={`nav-${group.id}`}
                onClick={() => setOpen(expanded ? null : group.id)}
              >
                {group.label}
                <span className="nav-menu__chevron" aria-hidden="true">
                  ▾
                </span>
              </button>
              <ul id={`nav-${group.id}`} className="nav-menu__list" hidden={!expanded}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <NavAnchor link={link} path={path} className="nav-menu__link" />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
        <li>
          <ApiContactButton className="nav-desktop__link" />
          {/* The one host of the dialog, also opened from the drawer: it portals to <body>, so it shows at any width. */}
          <ApiContactHost />
        </li>
        <li>
          <NavAnchor link={contact} path={path} className="nav-desktop__link" />
        </li>
      </ul>
    </nav>
  );
}
