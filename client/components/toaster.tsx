/**
 * @module Mounts the toast region once the first toast is queued or the visitor presses F8, so Radix Toast stays
 * out of the page's initial JavaScript; from then on the region stays mounted and Radix handles F8 itself.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { TOAST_HOTKEY } from "./toast-rules";
import { useToasts } from "./use-toasts";

const ToastRegion = lazy(() => import("./toast-region"));

export function Toaster() {
  const toasts = useToasts();
  const [mounted, setMounted] = useState<false | "toast" | "hotkey">(false);
  if (!mounted && toasts.length > 0) setMounted("toast");

  useEffect(() => {
    if (mounted) return;
    // Spec §4: F8 focuses the notification region, even before any toast has loaded it.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) setMounted("hotkey");
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [mounted]);

  return mounted ? (
    <Suspense fallback={null}>
      <ToastRegion focusOnMount={mounted === "hotkey"} />
    </Suspense>
  ) : null;
}
