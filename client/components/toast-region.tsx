/**
 * @module The app's toast region on Radix Toast, drawing the shared queue (toast-store.ts) by spec §9's rules
 * (toast-display.ts): Radix runs the 5000 ms, the pause on hover or focus, the swipe right past 50 px, Escape, the close
 * button and F8. Loaded with the first toast (see toaster.tsx).
 */
import * as ToastPrimitive from "@radix-ui/react-toast";
import { useEffect, useRef } from "react";
import { isUrgentToast, TOAST_DURATION_MS, TOAST_REGION_LABEL, TOAST_SWIPE_THRESHOLD_PX } from "./toast-display";
import { TOAST_HOTKEY } from "./toast-rules";
import { dismissToast } from "./toast-store";
import { useToasts } from "./use-toasts";

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
          type={isUrgentToast(t) ? "foreground" : "background"}
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
      <ToastPrimitive.Viewport ref={viewport} className="toast-viewport" hotkey={[TOAST_HOTKEY]} label={TOAST_REGION_LABEL} />
    </ToastPrimitive.Provider>
  );
}
