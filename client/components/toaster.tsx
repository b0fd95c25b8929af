/**
 * @module Mounts the toast region once the first toast is queued, so Radix Toast stays out of the page's
 * initial JavaScript; from then on the region stays mounted (F8 keeps working).
 */
import { lazy, Suspense, useState } from "react";
import { useToasts } from "./toast-store";

const ToastRegion = lazy(() => import("./toast-region"));

export function Toaster() {
  const toasts = useToasts();
  const [mounted, setMounted] = useState(false);
  if (!mounted && toasts.length > 0) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
