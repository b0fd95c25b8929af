/** @module The React app's view of the toast queue (toast-store.ts). */
import { useSyncExternalStore } from "react";
import { currentToasts, subscribeToasts, type Toast } from "./toast-store";

const NONE: readonly Toast[] = [];

/** The toasts queued now (none during SSR: the server never shows one). */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToasts, currentToasts, () => NONE);
}
