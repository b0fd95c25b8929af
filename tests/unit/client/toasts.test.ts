/**
 * Spec §9's toasts without a DOM: the rules (components/toast-rules.ts, toast-display.ts) and the one queue
 * (components/toast-store.ts) that the app's Radix region and the static pages' region both draw.
 */
import { describe, expect, it } from "vitest";
import { isUrgentToast, swipeDismisses, TOAST_DURATION_MS, TOAST_REGION_LABEL } from "../../../client/components/toast-display";
import { TOAST_HOTKEY, TOAST_LIMIT } from "../../../client/components/toast-rules";
import { currentToasts, dismissToast, subscribeToasts, toast } from "../../../client/components/toast-store";

describe("toast rules", () => {
  it("F8 names and focuses the region; a toast stays 5000 ms; one shows at a time", () => {
    expect(TOAST_HOTKEY).toBe("F8");
    expect(TOAST_REGION_LABEL).toBe("Notifications (F8)");
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_LIMIT).toBe(1);
  });

  it("errors are announced at once, the rest politely", () => {
    expect(isUrgentToast({ variant: "destructive" })).toBe(true);
    expect(isUrgentToast({ variant: "default" })).toBe(false);
  });

  it("a swipe right dismisses past 50 px, and springs back at 50 or less", () => {
    expect(swipeDismisses(51)).toBe(true);
    expect(swipeDismisses(50)).toBe(false);
    expect(swipeDismisses(-80)).toBe(false);
  });
});

describe("toast queue", () => {
  it("a new toast replaces the one showing, with the default variant unless told; each change is told", () => {
    let changes = 0;
    const unsubscribe = subscribeToasts(() => changes++);
    const first = toast({ title: "Validation Error", description: "Please fix the errors below and try again.", variant: "destructive" });
    expect(currentToasts()).toEqual([
      { id: first, title: "Validation Error", description: "Please fix the errors below and try again.", variant: "destructive" },
    ]);
    const second = toast({ title: "Request Submitted", description: "Thank you! We'll contact you soon regarding API access." });
    expect(second).toBeGreaterThan(first);
    expect(currentToasts()).toEqual([
      { id: second, title: "Request Submitted", description: "Thank you! We'll contact you soon regarding API access.", variant: "default" },
    ]);
    expect(changes).toBe(2);
    unsubscribe();
    dismissToast(second);
  });

  it("dismissing removes that toast only; an id no longer queued changes nothing", () => {
    const id = toast({ title: "Link copied" });
    const queued = currentToasts();
    dismissToast(id - 1);
    expect(currentToasts()).toEqual(queued);
    dismissToast(id);
    expect(currentToasts()).toEqual([]);
  });

  it("a listener that unsubscribed hears nothing more", () => {
    let changes = 0;
    const unsubscribe = subscribeToasts(() => changes++);
    unsubscribe();
    dismissToast(toast({ title: "Same Country Selected", variant: "destructive" }));
    expect(changes).toBe(0);
  });
});
