/**
 * @module A static page's modal dialogs on the platform's `<dialog>`, behaving as the app's Radix dialogs do: the
 * page is inert while it is open, Tab wraps inside it, Escape or a click outside closes it, it leaves the document
 * once closed, and focus returns to the element that opened it.
 */

import { add, element } from "./dom";

/**
 * A dialog's heading block (the app's `dialog__head` markup): its title and description, with the ids the dialog's
 * aria-labelledby and aria-describedby name (`${id}-title`, `${id}-description`).
 */
export function dialogHead(dialog: HTMLDialogElement, id: string, titleText: string, descriptionText: string): HTMLDivElement {
  dialog.setAttribute("aria-labelledby", `${id}-title`);
  dialog.setAttribute("aria-describedby", `${id}-description`);
  const head = element("div", "dialog__head");
  const title = element("h2", "dialog__title", titleText);
  title.id = `${id}-title`;
  const description = element("p", "dialog__description", descriptionText);
  description.id = `${id}-description`;
  add(head, title, description);
  return head;
}

const FOCUSABLE = "button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), a[href]";

/** The dialog's controls that take focus, in order. */
export function focusables(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * Adds `dialog` to the page and shows it as a modal, focusing its first control; `opener` gets focus back however
 * it closes (`dialog.close()`).
 */
export function showModal(dialog: HTMLDialogElement, opener: HTMLElement | null): void {
  // A modal dialog makes the page inert, but Tab would still leave it for the browser's own controls: wrap instead.
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const items = focusables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  // The dialog has no padding: a click whose target is the dialog itself landed on the backdrop.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener("close", () => {
    dialog.remove();
    opener?.focus();
  });
  document.body.appendChild(dialog);
  dialog.showModal();
  // As the React dialogs do: focus starts on the first control (the platform would pick the scrolling body).
  focusables(dialog)[0]?.focus();
}
