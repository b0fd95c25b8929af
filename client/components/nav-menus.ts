/**
 * @module The wide navigation's dropdowns (spec: Shared header), one implementation for every page: the app's
 * (nav-desktop.tsx starts it once hydrated) and the static pages' (static-shell/entry.ts). No framework: React draws
 * the buttons and lists closed and never renders them otherwise, so their state is this module's. The ARIA disclosure
 * pattern, a button with aria-expanded showing the list of links after it, one open at a time; Escape closes and
 * refocuses the button, leaving the navigation or pointing outside it closes. Without a script, nav.css opens a group
 * on hover and focus instead; the `data-hydrated` and `data-shell` marks turn that off, so its links are not Tab stops
 * until opened.
 */

/**
 * Wires the dropdowns of the page's wide navigation (`nav.nav-desktop`), if it has one. Once per page: the header
 * lives as long as the page.
 */
export function enhanceNavMenus(): void {
  const nav = document.querySelector<HTMLElement>("nav.nav-desktop");
  if (!nav) return;
  // The button of the group open now.
  let open: HTMLButtonElement | null = null;
  const show = (next: HTMLButtonElement | null) => {
    for (const button of [open, next]) {
      if (!button) continue;
      button.setAttribute("aria-expanded", String(button === next));
      (button.nextElementSibling as HTMLElement).hidden = button !== next;
    }
    open = next;
  };
  // Focus moving out of the navigation, or a press outside it, closes the group.
  const leave = (to: EventTarget | null) => nav.contains(to as Node | null) || show(null);
  nav.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(".nav-menu__button");
    if (button) show(button === open ? null : button);
  });
  nav.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !open) return;
    open.focus();
    show(null);
  });
  nav.addEventListener("focusout", (event) => leave(event.relatedTarget));
  document.addEventListener("pointerdown", (event) => leave(event.target));
}
