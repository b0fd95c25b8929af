/**
 * @module The visitor's cookie consent in the browser (spec §4 Cookie consent): kept in local storage with its
 * date (the spec's store) and mirrored in the `consent` cookie so the server renders the banner only when no
 * consent exists. The rules (accept, reject, parsing) are in shared/consent/consent.ts. No framework: the React
 * app reads it through use-consent.ts, the static pages' shell (client/static-shell/) directly.
 */
import {
  CONSENT_STORAGE_KEY,
  consentCookieString,
  latestConsent,
  parseConsentCookie,
  parseConsentStorage,
  serializeConsentStorage,
  type StoredConsent,
} from "../../shared/consent/consent";

/** The consent state: `undefined` until the browser's stores are read (the server's value is used until then). */
let current: StoredConsent | null | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function readStorage(): StoredConsent | null {
  try {
    return parseConsentStorage(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    // Storage blocked (privacy mode, sandboxed frame): the cookie alone carries the consent.
    return null;
  }
}

function readCookie(): StoredConsent | null {
  const entry = document.cookie.split("; ").find((part) => part.startsWith("consent="));
  return parseConsentCookie(entry?.slice("consent=".length));
}

function persist(consent: StoredConsent) {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsentStorage(consent));
  } catch {
    // Storage blocked: the cookie still records the choice.
  }
  document.cookie = consentCookieString(consent, window.location.protocol === "https:");
}

/**
 * Reads the consent from local storage and the cookie once the page is hydrated, keeps the later of the two,
 * and writes it back to both so they agree (a cleared cookie is restored from storage and vice versa).
 */
export function loadConsent(): StoredConsent | null {
  const stored = readStorage();
  const cookie = readCookie();
  const latest = latestConsent(cookie, stored);
  if (latest && (latest !== stored || latest !== cookie)) persist(latest);
  current = latest;
  emit();
  return latest;
}

/** Stores a choice (Accept All, Reject All or Save Preferences) in both stores and notifies subscribers. */
export function saveConsent(consent: StoredConsent) {
  persist(consent);
  current = consent;
  emit();
}

/**
 * Subscribes to consent changes (a load or a save).
 * @returns a function that unsubscribes.
 */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The consent as last loaded or saved; `undefined` before `loadConsent` has run, null when there is none. */
export function currentConsent(): StoredConsent | null | undefined {
  return current;
}
