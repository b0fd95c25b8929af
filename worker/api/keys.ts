/**
 * @module API keys: `vfa_` and 43 base64url characters (32 random bytes), shown once; only the SHA-256 hash (hex) is
 * stored. The first 12 characters (`vfa_` and 8 more) are the key's public prefix, what ops list and revoke by.
 */

/** Every key starts with it, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "vfa_";
/** Characters of a key's public prefix. */
export const API_KEY_PREFIX_LENGTH = 12;
const KEY_PATTERN = /^vfa_[A-Za-z0-9_-]{43}$/;

function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** A new key: 32 bytes from the platform's CSPRNG. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${base64url(crypto.getRandomValues(new Uint8Array(32)))}`;
}

/** Whether a text has a key's shape (checked before any lookup). */
export function isApiKeyShape(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** The stored form of a key: SHA-256, lower-case hex. */
export async function hashApiKey(key: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key)));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The public prefix of a key ("vfa_AbCdEfGh"). */
export function apiKeyPrefix(key: string): string {
  return key.slice(0, API_KEY_PREFIX_LENGTH);
}
