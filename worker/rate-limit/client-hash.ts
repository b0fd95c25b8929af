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

/**
 * The network a client's address stands for, for counting calls (issue #44): an IPv4 address as it is, an IPv6
 * address as its /64 prefix ("2001:db8:1:2::/64"). One IPv6 subscriber is given a whole /64 and can use any address
 * in it, so counting single IPv6 addresses would let one client rotate past every limit. IPv4-mapped IPv6
 * ("::ffff:203.0.113.7") counts as its IPv4 address. Text that is not an address is returned trimmed and lower-cased
 * (it is only ever hashed).
 * @example clientNetworkOf("2001:DB8:1:2:aaaa::7") // "2001:db8:1:2::/64"
 * @example clientNetworkOf("203.0.113.7") // "203.0.113.7"
 */
export function clientNetworkOf(address: string): string {
  const text = address.trim().toLowerCase();
  if (!text.includes(":")) return text;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) return mapped[1]!;
  const halves = text.split("::");
  if (halves.length > 2) return text;
  const groupsOf = (part: string | undefined) => (part ? part.split(":") : []);
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return text;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return text;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
