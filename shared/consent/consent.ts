/** @module The visitor's cookie consent (spec §3 "Cookie consent object", §4 "Cookie consent"): creation, cookie and storage codecs. */

/** Consent per category; `necessary` is always true because necessary cookies cannot be switched off (spec §5). */
export interface ConsentChoices {
  necessary: true;
  analytics: boolean;
  advertising: boolean;
  functional: boolean;
}

/** The optional categories, the ones a visitor can switch. */
export type OptionalCategory = "analytics" | "advertising" | "functional";

/** Stored consent: the choices plus when they were made (`consentedAt`, ISO 8601 UTC instant). */
export interface StoredConsent {
  choices: ConsentChoices;
  consentedAt: string;
}

/** Name of the cookie that mirrors the consent so the server renders the right state. */
export const CONSENT_COOKIE = "consent";
/** Browser local storage key of the consent (spec: consent and its date are kept in local storage). */
export const CONSENT_STORAGE_KEY = "vfa-consent";
/** Lifetime of the consent cookie: one year, in seconds. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
// Cookie format v1: flags for necessary, analytics, advertising (d), functional, then the instant.
const COOKIE_FORMAT = /^v1\.n1a([01])d([01])f([01])\.(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)$/;

/**
 * Builds stored consent from the optional choices at `now`.
 * @example consentFrom({ analytics: true, advertising: false, functional: true }, new Date("2026-11-23T10:00:00.000Z"))
 */
export function consentFrom(optional: Record<OptionalCategory, boolean>, now: Date): StoredConsent {
  return {
    choices: { necessary: true, analytics: optional.analytics, advertising: optional.advertising, functional: optional.functional },
    consentedAt: now.toISOString(),
  };
}

/** Accept All: all four categories true (spec §4). @example acceptAll(new Date()) */
export function acceptAll(now: Date): StoredConsent {
  return consentFrom({ analytics: true, advertising: true, functional: true }, now);
}

/** Reject All: only necessary true (spec §4). @example rejectAll(new Date()) */
export function rejectAll(now: Date): StoredConsent {
  return consentFrom({ analytics: false, advertising: false, functional: false }, now);
}

/** A real instant written in the exact form `Date.prototype.toISOString` produces (so "2026-02-30…" fails). */
function isIsoInstant(value: unknown): value is string {
  if (typeof value !== "string" || !ISO_INSTANT.test(value)) return false;
  const time = Date.parse(value);
  return Number.isFinite(time) && new Date(time).toISOString() === value;
}

/**
 * Cookie value of the consent, e.g. `v1.n1a1d0f1.2026-11-23T10:00:00.000Z` (only cookie-safe characters).
 * @example serializeConsentCookie(rejectAll(new Date("2026-11-23T10:00:00.000Z"))) // "v1.n1a0d0f0.2026-11-23T10:00:00.000Z"
 */
export function serializeConsentCookie(consent: StoredConsent): string {
  const flag = (on: boolean) => (on ? "1" : "0");
  const { analytics, advertising, functional } = consent.choices;
  return `v1.n1a${flag(analytics)}d${flag(advertising)}f${flag(functional)}.${consent.consentedAt}`;
}

/**
 * Parses a consent cookie value strictly: anything not exactly in the v1 form (a tampered or foreign value,
 * necessary off, an impossible date) is no consent at all, so the visitor is asked again.
 * @returns the consent, or null.
 * @example parseConsentCookie("v1.n1a1d1f1.2026-11-23T10:00:00.000Z")?.choices.analytics // true
 */
export function parseConsentCookie(value: string | null | undefined): StoredConsent | null {
  if (typeof value !== "string") return null;
  const match = COOKIE_FORMAT.exec(value);
  if (!match || !isIsoInstant(match[4])) return null;
  return {
    choices: { necessary: true, analytics: match[1] === "1", advertising: match[2] === "1", functional: match[3] === "1" },
    consentedAt: match[4],
  };
}

/**
 * Local-storage form of the consent: the consent object with its date, as JSON.
 * @example serializeConsentStorage(acceptAll(now)) // '{"necessary":true,"analytics":true,…,"consentedAt":"…"}'
 */
export function serializeConsentStorage(consent: StoredConsent): string {
  return JSON.stringify({ ...consent.choices, consentedAt: consent.consentedAt });
}

const STORAGE_KEYS = ["advertising", "analytics", "consentedAt", "functional", "necessary"];

/**
 * Parses the local-storage JSON strictly: exactly the five keys, booleans, necessary true, a real ISO instant.
 * Anything else (edited by hand, older shapes, not JSON) is no consent.
 * @returns the consent, or null.
 * @example parseConsentStorage(serializeConsentStorage(c)) // equals c
 */
export function parseConsentStorage(text: string | null | undefined): StoredConsent | null {
  if (typeof text !== "string") return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  if (Object.keys(record).sort().join() !== STORAGE_KEYS.join()) return null;
  const { necessary, analytics, advertising, functional, consentedAt } = record;
  if (necessary !== true || typeof analytics !== "boolean" || typeof advertising !== "boolean" || typeof functional !== "boolean") return null;
  if (!isIsoInstant(consentedAt)) return null;
  return { choices: { necessary: true, analytics, advertising, functional }, consentedAt };
}

/**
 * Of two stored consents (cookie and local storage), the one given last; either may be missing.
 * @example latestConsent(null, c) // c
 */
export function latestConsent(a: StoredConsent | null, b: StoredConsent | null): StoredConsent | null {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(b.consentedAt) > Date.parse(a.consentedAt) ? b : a;
}

/**
 * The `document.cookie` assignment that stores the consent for one year, site-wide, SameSite=Lax
 * (Secure when the page is served over HTTPS).
 * @example consentCookieString(c, true) // "consent=v1.…; Max-Age=31536000; Path=/; SameSite=Lax; Secure"
 */
export function consentCookieString(consent: StoredConsent, secure: boolean): string {
  const base = `${CONSENT_COOKIE}=${serializeConsentCookie(consent)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
  return secure ? `${base}; Secure` : base;
}
