/**
 * @module The narrow-screen navigation (spec: Shared header, width under 768): the menu button of the top bar,
 * which opens the slide-in drawer, and the fixed bottom tab bar. The drawer (Radix Dialog) loads on the
 * button's first hover, focus or touch, keeping it out of the pages' initial JavaScript.
 */
import { lazy, Suspense, useRef, useState } from "react";
import { NAV_FALLBACK_ID, PRIMARY_LINKS } from "./nav-links";

const loadDrawer = () => import("./nav-drawer");
const NavDrawer = lazy(loadDrawer);

/**
 * The top bar's menu trigger and, once opened, the drawer. The trigger is a link to the wide navigation
 * (`#site-nav`), which nav.css shows on narrow screens while the page is not hydrated: before the JavaScript
 * runs, or without it, every section stays reachable. Once hydrated a click opens the drawer instead.
 */
export function NavMenuButton({ path, onApiContact }: { path: string; onApiContact: (returnTo: HTMLElement | null) => void }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={trigger}
        href={`#${NAV_FALLBACK_ID}`}
        className="nav-menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDrawer}
        onTouchStart={loadDrawer}
        onFocus={loadDrawer}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <span className="nav-menu-button__icon" aria-hidden="true" />
        Menu
      </a>
      {open ? (
        <Suspense fallback={null}>
          <NavDrawer path={path} returnFocus={trigger} onClose={() => setOpen(false)} onApiContact={onApiContact} />
        </Suspense>
      ) : null}
    </>
  );
}

const TAB_ICONS: Record<string, string> = { "/": "⌂", "/visa-consultation": "✎", "/contact-us": "✆" };

/** The fixed bottom tab bar: Home, Visa Consultation, Contact Us. */
export function NavBottomTabs({ path }: { path: string }) {
  return (
    <nav aria-label="Quick links" className="nav-tabs">
      {PRIMARY_LINKS.map((link) => (
        <a key={link.href} href={link.href} className="nav-tabs__link" aria-current={link.href === path ? "page" : undefined}>
          <span className="nav-tabs__icon" aria-hidden="true">
            {TAB_ICONS[link.href]}
          </span>
          {link.label}
        </a>
      ))}
    </nav>
  );
}
