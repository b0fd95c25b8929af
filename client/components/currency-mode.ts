/**
 * @module The visitor's currency display mode (USD, Local, their own currency), remembered in localStorage and shared by
 * every component that shows fees. The server and the hydration pass render the default; the stored choice
 * applies right after hydration (useSyncExternalStore's server snapshot), so the HTML never mismatches.
 */
import { useCallback, useSyncExternalStore } from "react";
import { DEFAULT_CURRENCY_MODE, parseCurrencyMode, type CurrencyMode } from "../../shared/money/display";

/** localStorage key; the value is "usd", "local" or "visitor" ("inr", stored before decision 17, reads as "visitor"). */
export const CURRENCY_MODE_KEY = "vfa:currency-mode";

const listeners = new Set<() => void>();
// Where storage is unavailable (private modes, blocked cookies) the choice still holds for this page.
let memory: CurrencyMode | null = null;

function read(): CurrencyMode {
  if (memory) return memory;
  try {
    return parseCurrencyMode(window.localStorage.getItem(CURRENCY_MODE_KEY)) ?? DEFAULT_CURRENCY_MODE;
  } catch {
    return DEFAULT_CURRENCY_MODE;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the choice: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CURRENCY_MODE_KEY) return;
    memory = null;
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * Chooses the display mode for every fee on the page and remembers it.
 * @example setCurrencyMode("visitor")
 */
export function setCurrencyMode(mode: CurrencyMode) {
  memory = mode;
  try {
    window.localStorage.setItem(CURRENCY_MODE_KEY, mode);
  } catch {
    // Storage refused: the in-memory choice still applies until the page is left.
  }
  for (const listener of listeners) listener();
}

/**
 * The current mode and its setter. Renders "usd" on the server and while hydrating, then the stored mode.
 * @example const [mode, setMode] = useCurrencyMode();
 */
export function useCurrencyMode(): [CurrencyMode, (mode: CurrencyMode) => void] {
  const mode = useSyncExternalStore(subscribe, read, () => DEFAULT_CURRENCY_MODE);
  return [mode, useCallback((next: CurrencyMode) => setCurrencyMode(next), [])];
}
