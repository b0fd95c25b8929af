/** @module The fingerprint of a watched page's normalised text (shared/watch/page-text.ts), issue #35. */

/**
 * SHA-256 of the normalised text, lower-case hex (64 characters): the page's fingerprint. Web Crypto, so the same
 * in the Worker, Node and the tests.
 */
export async function pageFingerprint(normalised: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normalised));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
