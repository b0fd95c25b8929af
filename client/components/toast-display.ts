/**
 * @module How a toast region shows a toast (spec §9), one source for the two regions: the app's on Radix Toast
 * (toast-region.tsx) and the static pages' own (static-shell/toasts.ts), both drawing the queue of toast-store.ts.
 * Pure, and loaded only with a region (tests/unit/client/toasts.test.ts).
 */
import { TOAST_HOTKEY } from "./toast-rules";

/** The region's accessible name (Radix takes it as given: it has no `{hotkey}` to fill in). */
export const TOAST_REGION_LABEL = `Notifications (${TOAST_HOTKEY})`;
/** How long a toast stays (ms) while not hovered or focused. */
export const TOAST_DURATION_MS = 5000;
/** How far a rightward swipe must go to dismiss a toast (CSS px). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** Whether a toast is announced at once (an error: Radix's foreground, the shell's role alert) or politely. */
export function isUrgentToast(toast: { variant: "default" | "destructive" }): boolean {
  return toast.variant === "destructive";
}

/** Whether a rightward drag of `dx` CSS px dismisses the toast (a shorter one springs back). */
export function swipeDismisses(dx: number): boolean {
  return dx > TOAST_SWIPE_THRESHOLD_PX;
}
