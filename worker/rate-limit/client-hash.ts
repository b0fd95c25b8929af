/**
 * @module Who the client is, for rate limits: HMAC-SHA-256 of the `CF-Connecting-IP` address keyed with the
 * IP_HASH_SALT secret. Only the hash is stored (D1 rows, KV keys); without the salt it cannot be reversed by
 * trying every IPv4 address.
 */

/** Hex characters kept of the HMAC (128 bits: collisions between clients are negligible). */
const HASH_HEX_LENGTH = 32;

/** Raised when IP_HASH_SALT is not configured: lead procedures refuse to store rather than hash without a key. */
export class MissingSaltError extends Error {
  constructor() {
    super("IP_HASH_SALT is not configured");
    this.name = "MissingSaltError";
  }
}

/**
 * The client's hash: 32 hex characters of HMAC-SHA-256(salt, address). A request without the header (only
 * possible outside Cloudflare) is hashed as "unknown", so all such requests share one limit.
 * @throws MissingSaltError when `salt` is empty.
 * @example await hashClient("203.0.113.7", "dev-salt") // "5c1e…" (32 hex characters)
 */
export async function hashClient(address: string | null | undefined, salt: string | null | undefined): Promise<string> {
  if (!salt) throw new MissingSaltError();
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", enc.encode(salt), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, enc.encode((address ?? "").trim().toLowerCase() || "unknown"));
  return [...new Uint8Array(mac)]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, HASH_HEX_LENGTH);
}
