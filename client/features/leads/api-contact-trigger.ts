/**
 * @module The header's Contact for API trigger, one implementation for every page: a link to the contact page's API
 * address (`a[data-api-contact]`, drawn by components/nav-desktop.tsx) that, with a script running, opens the dialog
 * in place. The dialog's code loads when the visitor points at or focuses the trigger, so a page that never opens it
 * never downloads it; a click with a modifier key keeps the link (a new tab), and a failed load follows it. No
 * framework: the app's pages give it their Radix dialog (api-contact.tsx), the static pages their platform one
 * (static-shell/api-contact/dialog.ts).
 */

/** Opens the dialog: focus goes back to `opener` when it closes, and `onClose` runs. */
export type ApiContactOpener = (opener: HTMLElement, onClose: () => void) => void;

/** Wires every Contact for API trigger of the page to the dialog `load` brings. Once per page. */
export function enhanceApiContact(load: () => Promise<ApiContactOpener>): void {
  for (const trigger of document.querySelectorAll<HTMLAnchorElement>("a[data-api-contact]")) {
    const preload = () => void load().catch(() => undefined);
    trigger.addEventListener("pointerenter", preload);
    trigger.addEventListener("focus", preload);
    trigger.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      load().then(
        (open) => {
          trigger.setAttribute("aria-expanded", "true");
          open(trigger, () => trigger.setAttribute("aria-expanded", "false"));
        },
        () => window.location.assign(trigger.href),
      );
    });
  }
}
