/**
 * @module A tiny toast queue (spec: Toast entity; one visible at a time). Rendering, timing, swipe and the
 * F8 hotkey are Radix Toast's (components/toaster.tsx).
 */
import { useSyncExternalStore } from "react";
import { TOAST_LIMIT } from "./toast-rules";

/** A toast: title, optional description, `default` or `destructive` variant. */
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: "default" | "destructive";
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Shows a toast.
 * @example toast({ title: "Same Country Selected", description: "…", variant: "destructive" })
 */
export function toast(input: Omit<Toast, "id" | "variant"> & { variant?: Toast["variant"] }): number {
  const id = nextId++;
  const next: Toast = { ...input, variant: input.variant ?? "default", id };
  toasts = [next, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

/** Removes a toast once Radix has closed it. */
export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

const EMPTY: Toast[] = [];

/** The toasts currently queued (empty during SSR). */
export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => EMPTY,
  );
}
