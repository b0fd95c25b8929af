/**
 * @module Toasts on a static page, without React or Radix: the app's classes and spec §9's rules (toast-rules.ts).
 * One at a time (a new one replaces the current); it stays 5000 ms, paused while hovered or focused; its close
 * button, Escape or a swipe right past 50 px dismisses it; F8 focuses the region. A destructive toast is announced
 * at once (role alert), another politely (role status). Loaded with the first toast or the first F8.
 */
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from "../components/toast-rules";
import { add, element } from "./dom";

/** A toast as the lead forms raise it. */
export interface ShellToast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

let list: HTMLOListElement | null = null;
let wrapper: HTMLElement | null = null;
let current: { node: HTMLLIElement; timer: number | undefined; dismiss: () => void } | null = null;

/**
 * Where the region lives: inside the open modal dialog while there is one, else the body. A modal `<dialog>` makes
 * everything outside it inert (no click, no focus, nothing announced), top layer or not, so a toast raised by a
 * dialog's form (a failed send) must be inside the dialog to be seen, used and read out.
 */
function place(): void {
  if (!wrapper) return;
  const host = document.querySelector<HTMLDialogElement>("dialog[open]") ?? document.body;
  if (wrapper.parentElement !== host) host.appendChild(wrapper);
}

/** The region, made on first use: a labelled landmark around the focusable list, as Radix builds it. */
function region(): HTMLOListElement {
  if (list) {
    place();
    return list;
  }
  wrapper = element("section", "toast-region");
  wrapper.setAttribute("aria-label", `Notifications (${TOAST_HOTKEY})`);
  list = element("ol", "toast-viewport");
  list.tabIndex = -1;
  add(wrapper, list);
  place();
  document.addEventListener("keydown", (event) => {
    // A modal dialog's Escape closes the dialog, not the toast beneath it.
    if (event.key === "Escape" && current && !document.querySelector("dialog[open]")) current.dismiss();
  });
  // A closing dialog is removed from the page (modal.ts): the region, and the toast it shows, go back to the body
  // first. `close` does not bubble; the capture phase reaches the document before the dialog's own listeners.
  document.addEventListener(
    "close",
    (event) => {
      if (wrapper && event.target instanceof HTMLDialogElement && event.target.contains(wrapper)) document.body.appendChild(wrapper);
    },
    true,
  );
  return list;
}

/** Focuses the notification region (spec §9: F8). */
export function focusToasts(): void {
  region().focus();
}

/** Shows `toast`, replacing the one showing. */
export function showToast(toast: ShellToast): void {
  current?.dismiss();
  const node = element("li", `toast toast--${toast.variant ?? "default"}`);
  node.setAttribute("role", toast.variant === "destructive" ? "alert" : "status");
  node.setAttribute("aria-atomic", "true");
  node.tabIndex = 0;
  const text = element("div", "toast__text");
  add(text, element("div", "toast__title", toast.title));
  if (toast.description) add(text, element("div", "toast__description", toast.description));
  const close = element("button", "toast__close", "×");
  close.type = "button";
  close.setAttribute("aria-label", "Close");
  add(node, text, close);

  const entry: NonNullable<typeof current> = {
    node,
    timer: undefined,
    dismiss: () => {
      window.clearTimeout(entry.timer);
      node.remove();
      if (current === entry) current = null;
    },
  };
  const start = () => {
    window.clearTimeout(entry.timer);
    entry.timer = window.setTimeout(entry.dismiss, TOAST_DURATION_MS);
  };
  const pause = () => window.clearTimeout(entry.timer);
  close.addEventListener("click", entry.dismiss);
  node.addEventListener("pointerenter", pause);
  node.addEventListener("pointerleave", start);
  node.addEventListener("focusin", pause);
  node.addEventListener("focusout", (event) => {
    if (!node.contains(event.relatedTarget as Node | null)) start();
  });
  swipeToDismiss(node, entry.dismiss);

  current = entry;
  add(region(), node);
  start();
}

/** A rightward drag past the threshold dismisses; a shorter one springs back (the app's data-swipe styles). */
function swipeToDismiss(node: HTMLElement, dismiss: () => void): void {
  let startX: number | null = null;
  node.addEventListener("pointerdown", (event) => {
    if ((event.target as Element).closest("button")) return;
    startX = event.clientX;
    node.setPointerCapture(event.pointerId);
  });
  node.addEventListener("pointermove", (event) => {
    if (startX === null) return;
    const dx = Math.max(0, event.clientX - startX);
    node.dataset.swipe = "move";
    node.style.setProperty("--radix-toast-swipe-move-x", `${dx}px`);
  });
  const end = (event: PointerEvent) => {
    if (startX === null) return;
    const dx = event.clientX - startX;
    startX = null;
    if (dx > TOAST_SWIPE_THRESHOLD_PX) dismiss();
    else node.dataset.swipe = "cancel";
  };
  node.addEventListener("pointerup", end);
  node.addEventListener("pointercancel", end);
}
