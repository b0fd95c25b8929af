/**
 * @module The cookie banner's form (issue #33: a choice must never be lost before the page's JavaScript runs, or
 * without it): the banner's buttons submit `POST /consent`, which the Worker answers by setting the same `consent`
 * cookie the browser's store writes (consent.ts) and sending the visitor back to the page they were on. This holds
 * the form's fields, the consent a submission means, and the one safe way back (no zod here: the banner's chunk
 * imports the field names; the schema is shared/schemas/consent-form.ts).
 */
import { acceptAll, consentFrom, rejectAll, type StoredConsent } from "./consent";

/** Where the banner's form posts. */
export const CONSENT_FORM_ACTION = "/consent";

/**
 * The longest `back` (a page path with its query) the Worker sends a visitor to; a longer one leads to the page's
 * path without its query, or home (safeBackPath). The choice is recorded either way.
 */
export const CONSENT_BACK_MAX_LENGTH = 2000;

/**
 * The largest form body the Worker reads, in bytes. The banner sends its choice and the page's URL, which Cloudflare
 * bounds at 16 KiB (a longer one is a 414 before the Worker runs) and the form's percent-encoding at most triples
 * (each byte as %XX): 64 KiB holds any page's form, so a long URL never costs the visitor their choice (issue #44).
 */
export const CONSENT_FORM_MAX_BYTES = 64 * 1024;

/** The form's field names, shared by the banner that draws it and the Worker that reads it. */
export const CONSENT_FIELDS = { choice: "choice", back: "back" } as const;

/** What each submit button sends as `choice`: Accept All, Reject All, Save Preferences (the switches below). */
export const CONSENT_CHOICES = ["accept", "reject", "save"] as const;
/** One of CONSENT_CHOICES. */
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** A valid submission (shared/schemas/consent-form.ts): a choice, the page, the checked switches ("on"). */
export interface ConsentForm {
  choice: ConsentChoice;
  back?: string;
  analytics?: "on";
  advertising?: "on";
  functional?: "on";
}

/**
 * The consent a submission means at `now`: all, only necessary, or the checked switches for Save Preferences.
 * @example consentOfForm({ choice: "save", analytics: "on" }, now).choices.analytics // true
 */
export function consentOfForm(form: ConsentForm, now: Date): StoredConsent {
  if (form.choice === "accept") return acceptAll(now);
  if (form.choice === "reject") return rejectAll(now);
  return consentFrom({ analytics: form.analytics === "on", advertising: form.advertising === "on", functional: form.functional === "on" }, now);
}

/**
 * The page to send the visitor back to: `back` when it is a path on this site ("/", "/visa-free?passport=IN"),
 * else "/". Refused (an open redirect otherwise): anything not starting with a single "/", "//host" and "/\host"
 * (browsers read both as another host), and any backslash or control character (a URL parser drops tabs and
 * newlines, so "/<tab>/host" would become "//host"). What is left is a path on this origin. A `back` longer than
 * CONSENT_BACK_MAX_LENGTH leads to its path without the query (the same page, unfiltered), or home when even that
 * is too long (issue #44: a long URL used to cost the visitor their choice).
 * @example safeBackPath("/changes?passport=IN") // "/changes?passport=IN"
 * @example safeBackPath("//evil.example/") // "/"
 * @example safeBackPath(`/visa-free?q=${"a".repeat(2000)}`) // "/visa-free"
 */
export function safeBackPath(back: string | undefined): string {
  if (!back) return "/";
  const kept = back.length <= CONSENT_BACK_MAX_LENGTH ? back : (back.split(/[?#]/, 1)[0] ?? "");
  if (kept.length === 0 || kept.length > CONSENT_BACK_MAX_LENGTH) return "/";
  if (!kept.startsWith("/") || kept.startsWith("//")) return "/";
  if (/[\u0000-\u001f\u007f\\]/.test(kept)) return "/";
  return kept;
}
