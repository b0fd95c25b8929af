/**
 * @module The wide navigation's dropdowns on a static page, as the app's (components/nav-desktop.tsx) work: the ARIA
 * disclosure pattern, a button with aria-expanded showing its list of links, one open at a time; Escape closes and
 * refocuses the button, leaving the navigation or pointing outside it closes. Without a script, nav.css opens a group
 * on hover and focus instead; the shell's `data-shell` mark turns that off, so its links are not Tab stops until opened.
 */

/** Wires the dropdowns of the wide navigation (`nav.nav-desktop`). */
export function enhanceNavMenus(root: ParentNode = document): void {
  const nav = root.querySelector<HTMLElement>("nav.nav-desktop");
  if (!nav) return;
  const buttons = [...nav.querySelectorAll<HTMLButtonElement>(".nav-menu__button")];
  const listOf = (button: HTMLButtonElement) => document.getElementById(button.getAttribute("aria-controls") ?? "");
  const setOpen = (button: HTMLButtonElement, open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    const list = listOf(button);
    if (list) list.hidden = !open;
  };
  const openButton = () => buttons.find((button) => button.getAttribute("aria-expanded") === "true");
  const closeAll = () => {
    for (const button of buttons) setOpen(button, false);
  };

  for (const button of buttons) {
    button.addEventListener("click", () => {
      const expanded = button.getAttribute("aria-expanded") === "true";
      closeAll();
      setOpen(button, !expanded);
    });
  }
  nav.addEventListener("keydown", (event) => {
    const open = openButton();
    if (event.key === "Escape" && open) {
      closeAll();
      open.focus();
    }
  });
  nav.addEventListener("focusout", (event) => {
    if (!nav.contains(event.relatedTarget as Node | null)) closeAll();
  });
  document.addEventListener("pointerdown", (event) => {
    if (openButton() && !nav.contains(event.target as Node)) closeAll();
  });
}
