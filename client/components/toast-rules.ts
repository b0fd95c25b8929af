/**
 * @module Spec §9's toast rules that the pages' first scripts need: the hotkey (the app's Toaster and the static
 * pages' entry listen for it before any region is loaded) and how many toasts show at once (toast-store.ts). How a
 * region shows a toast is toast-display.ts's, which only the regions load.
 */

/** The key that focuses the notification region. */
export const TOAST_HOTKEY = "F8";
/** How many toasts show at once: a new one replaces the current. */
export const TOAST_LIMIT = 1;
