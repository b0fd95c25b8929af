/**
 * @module The header's Contact for API trigger on a static page: a link to the contact page's API form
 * (`data-api-contact`, components/nav-desktop.tsx) that, with the shell running, opens the dialog in place as on
 * the app's pages. Its code (dialog, rules, tRPC client, toasts) loads when the visitor points at or focuses the
 * trigger, so a page that never opens it never downloads it; a click with a modifier key keeps the link (a new
 * tab), and a failed load follows it.
 */

const loadDialog = () => import("./dialog");

/** Wires every Contact for API trigger of the page. */
export function enhanceApiContact(root: ParentNode = document): void {
  for (const trigger of root.querySelectorAll<HTMLAnchorElement>("a[data-api-contact]")) {
    const preload = () => void loadDialog().catch(() => undefined);
    trigger.addEventListener("pointerenter", preload);
    trigger.addEventListener("focus", preload);
    trigger.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      loadDialog().then(
        ({ openApiContactDialog }) => {
          trigger.setAttribute("aria-expanded", "true");
          openApiContactDialog(trigger, () => trigger.setAttribute("aria-expanded", "false"));
        },
        () => window.location.assign(trigger.href),
      );
    });
  }
}
