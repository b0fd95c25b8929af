/**
 * @module The page's toast queue (spec: Toast entity; one visible at a time), without a framework: every form and
 * control raises its toasts here, on the app's pages and the static ones alike. The app's Radix region
 * (toast-region.tsx, through use-toasts.ts) and the static pages' region (static-shell/toasts.ts) draw what it holds
 * (by toast-display.ts) and dismiss through it. No DOM either (tests/unit/client/toasts.test.ts).
 */
import { TOAST_LIMIT } from "./toast-rules";

/** A toast: title, optional description, `default` or `destructive` variant; `id` tells toasts apart. */
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: "default" | "destructive";
}

/** A toast as a caller raises it (the variant defaults to `default`). */
export type ToastInput = Omit<Toast, "id" | "variant"> & { variant?: Toast["variant"] };

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a toast.
 * @returns its id, for `dismissToast`.
 * @example toast({ title: "Same Country Selected", description: "…", variant: "destructive" })
 */
export function toast(input: ToastInput): number {
  const id = nextId++;
  // Newest first, at most TOAST_LIMIT: the oldest go.
  set([{ ...input, variant: input.variant ?? "default", id }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Removes a toast (closed, swiped, timed out); an id no longer queued changes nothing. */
export function dismissToast(id: number): void {
  set(toasts.filter((t) => t.id !== id));
}

/** The toasts queued now, newest first (a new array after every change, the same one until then). */
export function currentToasts(): readonly Toast[] {
  return toasts;
}

/**
 * Calls `listener` after every change of the queue.
 * @returns a function that unsubscribes.
 */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
