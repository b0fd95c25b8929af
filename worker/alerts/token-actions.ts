/**
 * @module What the alerts' links do (issue #47), each with its own token: the confirmation (random, single use, 7
 * days), the manage page (list, stop one, stop all) and the unsubscribe link (stop all: the address is deleted). A
 * token of one purpose is never accepted for another; a replayed or expired one gets the page that says so.
 */
import { followOfKey } from "../../shared/alerts/follow";
import { followPath } from "../../shared/alerts/messages";
import type { Db } from "../db/client";
import { confirmFollows, deleteAddress, deleteFollow, findAddress, findByConfirmHash, listFollows } from "../db/queries/alerts";
import { type AddressTokenPurpose, addressIdOfToken, addressToken, isAddressToken, sameSecret, tokenHash } from "./tokens";

/** An address as a page shows it: never in full. "p•••@example.com" */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/** The address a derived token is for, when it is that address's token of `purpose`. */
async function addressOf(db: Db, key: string, purpose: AddressTokenPurpose, token: string) {
  const id = addressIdOfToken(token);
  const address = id ? await findAddress(db, id) : null;
  if (!address) return null;
  return (await isAddressToken(key, purpose, token, address.id, address.tokenSeed)) ? address : null;
}

/** The confirmation page's state: what the token confirms, or why it cannot. */
export type ConfirmState = { state: "pending"; email: string; follows: string[] } | { state: "expired" } | { state: "unknown" };

/** The address awaiting the confirmation `token`, with the token's hash, or why there is none. */
async function pendingConfirmation(db: Db, token: string, now: Date) {
  const hash = await tokenHash(token);
  const address = await findByConfirmHash(db, hash);
  if (!address?.confirmHash || !(await sameSecret(address.confirmHash, hash))) return { state: "unknown" as const };
  if (!address.confirmExpiresAt || address.confirmExpiresAt <= now.toISOString()) return { state: "expired" as const };
  return { state: "pending" as const, address, hash };
}

/** What the confirmation token `token` would confirm now. */
export async function confirmState(db: Db, token: string, now: Date): Promise<ConfirmState> {
  const pending = await pendingConfirmation(db, token, now);
  if (pending.state !== "pending") return { state: pending.state };
  const { address } = pending;
  const sentAt = address.confirmSentAt ?? now.toISOString();
  const follows = (await listFollows(db, address.id)).filter((f) => f.confirmedAt === null && f.createdAt <= sentAt).map((f) => f.title);
  return { state: "pending", email: maskedEmail(address.email), follows };
}

/** Confirms with `token`: the manage token to go on with, or why not. */
export async function confirmWithToken(
  db: Db,
  key: string,
  token: string,
  now: Date,
): Promise<{ state: "confirmed"; manageToken: string } | { state: "expired" | "unknown" }> {
  const pending = await pendingConfirmation(db, token, now);
  if (pending.state !== "pending") return { state: pending.state };
  const { address, hash } = pending;
  if ((await confirmFollows(db, address.id, hash, now.toISOString())) === null) return { state: "unknown" };
  return { state: "confirmed", manageToken: await addressToken(key, "manage", address.id, address.tokenSeed) };
}

/** One follow as the manage page lists it. */
export interface ManagedFollow {
  id: string;
  title: string;
  /** The site's page of it (relative). */
  path: string;
  confirmed: boolean;
  /** A trip's last day: it ends by itself after it. */
  endsOn: string | null;
}

/** The manage page's state. */
export type ManageState = { state: "valid"; email: string; follows: ManagedFollow[] } | { state: "unknown" };

/** What the manage token `token` shows. */
export async function manageState(db: Db, key: string, token: string): Promise<ManageState> {
  const address = await addressOf(db, key, "manage", token);
  if (!address) return { state: "unknown" };
  const follows = (await listFollows(db, address.id)).flatMap((f): ManagedFollow[] => {
    const follow = followOfKey(f.kind, f.key);
    return follow ? [{ id: f.id, title: f.title, path: followPath(follow), confirmed: f.confirmedAt !== null, endsOn: f.endsOn }] : [];
  });
  return { state: "valid", email: maskedEmail(address.email), follows };
}

/** Stops one follow (`followId`) or `"all"` with the manage token. */
export async function stopWithToken(db: Db, key: string, token: string, followId: string | "all"): Promise<"stopped" | "all-stopped" | "unknown"> {
  const address = await addressOf(db, key, "manage", token);
  if (!address) return "unknown";
  if (followId === "all") {
    await deleteAddress(db, address.id);
    return "all-stopped";
  }
  const stopped = await deleteFollow(db, address.id, followId);
  // The last follow stopped takes the address with it: nothing is left to manage.
  if (stopped && !(await findAddress(db, address.id))) return "all-stopped";
  return stopped ? "stopped" : "unknown";
}

/** The unsubscribe page's state: whose alerts the token stops. */
export async function unsubscribeState(db: Db, key: string, token: string): Promise<{ state: "valid"; email: string } | { state: "unknown" }> {
  const address = await addressOf(db, key, "unsubscribe", token);
  return address ? { state: "valid", email: maskedEmail(address.email) } : { state: "unknown" };
}

/** Unsubscribes with the unsubscribe token: the address and everything it follows are deleted. */
export async function unsubscribeWithToken(db: Db, key: string, token: string): Promise<boolean> {
  const address = await addressOf(db, key, "unsubscribe", token);
  return address ? deleteAddress(db, address.id) : false;
}
