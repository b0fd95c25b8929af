/**
 * @module The slide-in navigation drawer (spec: Shared header, 20rem wide) on Radix Dialog: focus trap, Escape
 * and outside click close, scroll lock, focus back on the menu button. Loaded lazily by nav-mobile.tsx only. Its
 * groups fold, the Visa Tools first and open (issue #33: the tools were the last of ~25 links).
 */
import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { API_LINK, NAV_GROUPS, PRIMARY_LINKS, type NavLink } from "./nav-links";

export interface NavDrawerProps {
  /** The current path, marked with aria-current. */
  path: string;
  /** Called when the drawer closes (Escape, outside click, Close, a link); the caller unmounts it. */
  onClose: () => void;
  /** The menu button, focused again on close (it lives outside this lazy module, so Radix cannot find it). */
  returnFocus: RefObject<HTMLElement | null>;
  /** Opens the Contact for API dialog, focus going back to `returnTo` when it closes (see SiteHeader). */
  onApiContact: (returnTo: HTMLElement | null) => void;
}

export default function NavDrawer({ path, onClose, returnFocus, onApiContact }: NavDrawerProps) {
  const links = (list: readonly NavLink[], className = "nav-drawer__link") => (
    <ul className="nav-drawer__list">
      {list.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={className} aria-current={link.href === path ? "page" : undefined} onClick={onClose}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="nav-drawer__overlay" />
        <Dialog.Content
          className="nav-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <div className="nav-drawer__head">
            <Dialog.Title className="nav-drawer__title">Menu</Dialog.Title>
            <Dialog.Close className="nav-drawer__close" aria-label="Close menu">
              ×
            </Dialog.Close>
          </div>
          <nav aria-label="Menu" className="nav-drawer__body">
            {links(PRIMARY_LINKS)}
            {/* Issue #33: the groups fold (<details>, no script needed), the tools first and open, so any tool is the
                second tap; the fee pages and guides open on a tap of their heading. */}
            {NAV_GROUPS.map((group) => (
              <section key={group.id} aria-labelledby={`nav-drawer-${group.id}`}>
                <details className="nav-drawer__group" open={group.id === "tools"}>
                  <summary className="nav-drawer__summary">
                    <h2 id={`nav-drawer-${group.id}`} className="nav-drawer__heading">
                      {group.label}
                    </h2>
                  </summary>
                  {links(group.links)}
                </details>
              </section>
            ))}
            <section aria-labelledby="nav-drawer-api">
              <h2 id="nav-drawer-api" className="nav-drawer__heading">
                Developer API
              </h2>
              <ul className="nav-drawer__list">
                <li>
                  <button
                    type="button"
                    className="button button--primary nav-drawer__api"
                    aria-haspopup="dialog"
                    onClick={() => {
                      onClose();
                      onApiContact(returnFocus.current);
                    }}
                  >
                    {API_LINK.label}
                  </button>
                </li>
              </ul>
            </section>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
