/**
 * @module Toasts on a static page, without React or Radix: the app's queue (components/toast-store.ts), where the
 * static pages' code raises them as the app's does, drawn with the app's classes by spec §9's rules (toast-display.ts). It stays 5000 ms, paused while hovered or focused; its close
 * button, Escape or a swipe right past 50 px dismisses it; F8 focuses the region. A destructive toast is announced
 * at once (role alert), another politely (role status). Loaded with the first toast or the first F8.
 */
import { isUrgentToast, swipeDismisses, TOAST_DURATION_MS, TOAST_REGION_LABEL } from "../components/toast-display";
import { currentToasts, dismissToast, subscribeToasts, type Toast } from "../components/toast-store";
import { add, element } from "./dom";

let list: HTMLOListElement | null = null;
let wrapper: HTMLElement | null = null;
/** The toasts on the page, by id: their node and the timer that dismisses them. */
const shown = new Map<number, { node: HTMLLIElement; timer: number | undefined }>();

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
  wrapper.setAttribute("aria-label", TOAST_REGION_LABEL);
  list = element("ol", "toast-viewport");
  list.tabIndex = -1;
  add(wrapper, list);
  place();
  document.addEventListener("keydown", (event) => {
    // A modal dialog's Escape closes the dialog, not the toast beneath it.
    const newest = currentToasts()[0];
    if (event.key === "Escape" && newest && !document.querySelector("dialog[open]")) dismissToast(newest.id);
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
  // From now on the page shows what the queue holds.
  subscribeToasts(draw);
  return list;
}

/** Focuses the notification region (spec §9: F8). */
export function focusToasts(): void {
  region().focus();
}

/** Starts drawing the page's toast queue (once): a caller that raises toasts (toast-store.ts) calls it first. */
export function showToasts(): void {
  region();
}

/** Brings the page in line with the queue: toasts gone from it leave, new ones are drawn. */
function draw(): void {
  const queued = currentToasts();
  for (const [id, { node, timer }] of shown) {
    if (queued.some((t) => t.id === id)) continue;
    window.clearTimeout(timer);
    node.remove();
    shown.delete(id);
  }
  for (const t of queued) if (!shown.has(t.id)) add(region(), drawToast(t));
}

/** One toast's node, with its timer, pause, close button and swipe wired to dismiss it from the queue. */
function drawToast(t: Toast): HTMLLIElement {
  const node = element("li", `toast toast--${t.variant}`);
  node.setAttribute("role", isUrgentToast(t) ? "alert" : "status");
  node.setAttribute("aria-atomic", "true");
  node.tabIndex = 0;
  const text = element("div", "toast__text");
  add(text, element("div", "toast__title", t.title));
  if (t.description) add(text, element("div", "toast__description", t.description));
  const close = element("button", "toast__close", "×");
  close.type = "button";
  close.setAttribute("aria-label", "Close");
  add(node, text, close);

  const entry: { node: HTMLLIElement; timer: number | undefined } = { node, timer: undefined };
  const dismiss = () => dismissToast(t.id);
  const start = () => {
    window.clearTimeout(entry.timer);
    entry.timer = window.setTimeout(dismiss, TOAST_DURATION_MS);
  };
  const pause = () => window.clearTimeout(entry.timer);
  close.addEventListener("click", dismiss);
  node.addEventListener("pointerenter", pause);
  node.addEventListener("pointerleave", start);
  node.addEventListener("focusin", pause);
  node.addEventListener("focusout", (event) => {
    if (!node.contains(event.relatedTarget as Node | null)) start();
  });
  swipeToDismiss(node, dismiss);
  shown.set(t.id, entry);
  start();
  return node;
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
    if (swipeDismisses(dx)) dismiss();
    else node.dataset.swipe = "cancel";
  };
  node.addEventListener("pointerup", end);
  node.addEventListener("pointercancel", end);
}
