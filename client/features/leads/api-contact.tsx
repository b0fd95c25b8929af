/**
 * @module The Contact for API entry points (spec: Contact for API dialog, opened from the header's Developer API
 * / Contact for API): a button for the wide navigation, an `openApiContact()` the drawer calls, and the host
 * that mounts the dialog. The dialog (Radix) loads on the first hover, focus or click, outside the initial JS.
 */
import { lazy, Suspense, useSyncExternalStore } from "react";

const loadDialog = () => import("./api-contact-dialog");
const ApiContactDialog = lazy(loadDialog);

/** Starts loading the dialog's code (hover, focus, touch of a trigger). */
export function preloadApiContact() {
  void loadDialog();
}

// Open state shared by the triggers (wide navigation, drawer) and the one host.
let state: { open: boolean; returnTo: HTMLElement | null } = { open: false, returnTo: null };
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Opens the dialog; focus returns to `returnTo` (or the element focused now) when it closes. */
export function openApiContact(returnTo: HTMLElement | null = document.activeElement as HTMLElement | null) {
  preloadApiContact();
  state = { open: true, returnTo };
  emit();
}

function closeApiContact() {
  state = { ...state, open: false };
  emit();
}

function useApiContactState() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}

/** Where the trigger leads before the page hydrates, or without JavaScript: the contact page's API address. */
const API_CONTACT_FALLBACK_HREF = "/contact-us#api";

/**
 * The wide navigation's 'Contact for API' trigger. A link to the contact page's Developer API address, so a click
 * before hydration (or without JavaScript) still gets somewhere; once hydrated, a plain click opens the dialog
 * instead, while a click with a modifier key or another button keeps the link's own behaviour (a new tab).
 */
export function ApiContactButton({ className }: { className: string }) {
  const open = useApiContactState().open;
  return (
    <a
      href={API_CONTACT_FALLBACK_HREF}
      className={className}
      aria-haspopup="dialog"
      aria-expanded={open}
      // The static pages' shell opens its own dialog from this link (static-shell/api-contact/trigger.ts).
      data-api-contact=""
      onPointerEnter={preloadApiContact}
      onFocus={preloadApiContact}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        openApiContact(event.currentTarget);
      }}
    >
      Contact for API
    </a>
  );
}

/** Mounts the dialog while it is open; render it once per page. */
export function ApiContactHost() {
  const { open, returnTo } = useApiContactState();
  return open ? (
    <Suspense fallback={null}>
      <ApiContactDialog onClose={closeApiContact} returnTo={returnTo} />
    </Suspense>
  ) : null;
}
