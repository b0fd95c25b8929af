/** @module The React app's view of the stored cookie consent (consent-store.ts). */
import { useSyncExternalStore } from "react";
import type { ConsentChoices } from "../../shared/consent/consent";
import { currentConsent, subscribeConsent } from "./consent-store";

/**
 * The current consent choices; before `loadConsent` runs (server render and hydration) they are `serverValue`, the
 * choices the server read from the cookie, so hydration matches the server's HTML. null: no consent yet.
 */
export function useConsent(serverValue: ConsentChoices | null): ConsentChoices | null {
  const value = useSyncExternalStore(subscribeConsent, currentConsent, () => undefined);
  return value === undefined ? serverValue : (value?.choices ?? null);
}
