/**
 * @module The alerts' tokens (issue #47): random, single-purpose, compared in constant time.
 *
 * - A confirmation token is 32 random bytes; only its SHA-256 is stored, with its expiry, and it is cleared once used.
 * - The manage and unsubscribe tokens of an address are derived, `{address id}.{HMAC-SHA-256(key, purpose | id |
 *   seed)}`, from the address's random seed under the ALERTS_TOKEN_KEY secret: every message can carry them without
 *   the table holding them, a copy of the table cannot make one, and a token of one purpose is never one of another.
 *   A new seed revokes every link sent before.
 *
 * Every comparison is of two SHA-256 digests, 32 bytes each, all of them read whatever differs, so the time taken
 * says nothing of how much of a guess was right (and hashing first hides even the lengths).
 */

/** The purposes of the derived tokens. */
export type AddressTokenPurpose = "manage" | "unsubscribe";

/** Raised when ALERTS_TOKEN_KEY is not configured: the alerts refuse to run rather than sign with no key. */
export class MissingAlertsKeyError extends Error {
  constructor() {
    super("ALERTS_TOKEN_KEY is not configured");
    this.name = "MissingAlertsKeyError";
  }
}

const encoder = new TextEncoder();

/** base64url without padding. */
export function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** `n` random bytes as base64url (16 bytes: ids and seeds; 32: confirmation tokens). */
export function randomToken(n = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(n)));
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

/** SHA-256 of a token, base64url: what the table stores of a confirmation token. */
export async function tokenHash(token: string): Promise<string> {
  return base64url(await sha256(token));
}

/** Whether two texts are equal, in time that depends on neither (their SHA-256 digests compared in constant time). */
export async function sameSecret(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([sha256(a), sha256(b)]);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}

async function hmac(key: string, message: string): Promise<string> {
  const k = await crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return base64url(new Uint8Array(await crypto.subtle.sign("HMAC", k, encoder.encode(message))));
}

/**
 * The address's token for `purpose`: "{id}.{mac}".
 * @throws MissingAlertsKeyError when `key` is empty.
 */
export async function addressToken(key: string | null, purpose: AddressTokenPurpose, addressId: string, seed: string): Promise<string> {
  if (!key) throw new MissingAlertsKeyError();
  return `${addressId}.${await hmac(key, `${purpose}|${addressId}|${seed}`)}`;
}

/** The address id a derived token names, or null for text that is not one (checked against its seed after). */
export function addressIdOfToken(token: string): string | null {
  const match = /^([A-Za-z0-9_-]{16,32})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? match[1]! : null;
}

/**
 * Whether `token` is the address's token for `purpose` (a manage token is no unsubscribe token).
 * @throws MissingAlertsKeyError when `key` is empty.
 */
export async function isAddressToken(
  key: string | null,
  purpose: AddressTokenPurpose,
  token: string,
  addressId: string,
  seed: string,
): Promise<boolean> {
  return sameSecret(token, await addressToken(key, purpose, addressId, seed));
}

/** HMAC of an e-mail address under the key: finds its row without storing a lookup that anyone could recompute. */
export async function emailHash(key: string | null, email: string): Promise<string> {
  if (!key) throw new MissingAlertsKeyError();
  return hmac(key, `email|${email}`);
}
