/**
 * @module Spec §9's toast rules, shared by the app's Radix toasts (toast-region.tsx) and the static pages' own
 * (static-shell/toasts.ts).
 */

/** The key that focuses the notification region. */
export const TOAST_HOTKEY = "F8";
/** How long a toast stays (ms) while not hovered or focused. */
export const TOAST_DURATION_MS = 5000;
/** How far a rightward swipe must go to dismiss a toast (CSS px). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** How many toasts show at once: a new one replaces the current. */
export const TOAST_LIMIT = 1;
