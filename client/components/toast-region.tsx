/**
 * @module The toast region (Radix Toast): 5000 ms, pause on hover/focus, swipe right 50 px, Escape and
 * the close button, F8 focuses the region. Loaded with the first toast (see toaster.tsx).
 */
import * as ToastPrimitive from "@radix-ui/react-toast";
import { useEffect, useRef } from "react";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from "./toast-rules";
import { dismissToast, useToasts } from "./toast-store";

/** `focusOnMount`: the region was mounted by an F8 press that Radix did not see yet, so focus it now. */
export default function ToastRegion({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          className={`toast toast--${t.variant}`}
          type={t.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
        >
          <div className="toast__text">
            <ToastPrimitive.Title className="toast__title">{t.title}</ToastPrimitive.Title>
            {t.description ? <ToastPrimitive.Description className="toast__description">{t.description}</ToastPrimitive.Description> : null}
          </div>
          <ToastPrimitive.Close className="toast__close" aria-label="Close">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport ref={viewport} className="toast-viewport" hotkey={[TOAST_HOTKEY]} label="Notifications ({hotkey})" />
    </ToastPrimitive.Provider>
  );
}
