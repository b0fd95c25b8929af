/**
 * @module D1 reads and writes of the alerts (issue #47; tables in db/alerts-schema.ts). D1 is the authority for the
 * limits: a follow is inserted only while its client and its address are under theirs, in the one statement that
 * inserts it, so two requests at once cannot both pass a count.
 */
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { Db } from "../client";
import { alertAddresses, alertFollows, alertSends } from "../schema";

/** An address row. */
export type AlertAddressRow = typeof alertAddresses.$inferSelect;
/** A follow row. */
export type AlertFollowRow = typeof alertFollows.$inferSelect;

/** The limits a new follow must be within (shared/alerts/limits.ts). */
export interface FollowLimits {
  /** Follows requested by one client in the window (ISO instant: the window's start). */
  clientMax: number;
  clientSince: string;
  /** Follows of one address awaiting confirmation. */
  pendingMax: number;
  /** Follows of one address in all. */
  totalMax: number;
}

/** The address stored under `emailHash`, or null. */
export async function findAddressByHash(db: Db, emailHash: string): Promise<AlertAddressRow | null> {
  const [row] = await db.select().from(alertAddresses).where(eq(alertAddresses.emailHash, emailHash)).limit(1);
  return row ?? null;
}

/** The address `id`, or null. */
export async function findAddress(db: Db, id: string): Promise<AlertAddressRow | null> {
  const [row] = await db.select().from(alertAddresses).where(eq(alertAddresses.id, id)).limit(1);
  return row ?? null;
}

/**
 * The address of `emailHash`, inserted with `fresh` when there is none (two requests at once insert one: the second
 * reads the first's).
 */
export async function ensureAddress(db: Db, fresh: typeof alertAddresses.$inferInsert): Promise<AlertAddressRow> {
  await db.insert(alertAddresses).values(fresh).onConflictDoNothing({ target: alertAddresses.emailHash });
  const row = await findAddressByHash(db, fresh.emailHash);
  if (!row) throw new Error("alert address vanished after its insert");
  return row;
}

/**
 * Inserts a follow when its client and address are within `limits` and the address does not follow it already.
 * Answers "added", "exists" (the same follow: nothing changes) or the limit it hit.
 */
export async function insertFollowWithinLimits(
  db: Db,
  follow: typeof alertFollows.$inferInsert,
  limits: FollowLimits,
): Promise<"added" | "exists" | "client-limit" | "pending-limit" | "total-limit"> {
  const rows = await db.all<{ id: string }>(sql`
    INSERT INTO alert_follows (id, address_id, kind, key, title, page, client_hash, created_at, confirmed_at, ends_on, facts, told)
    SELECT ${follow.id}, ${follow.addressId}, ${follow.kind}, ${follow.key}, ${follow.title}, ${follow.page}, ${follow.clientHash},
      ${follow.createdAt}, NULL, ${follow.endsOn ?? null}, ${follow.facts}, '[]'
    WHERE (SELECT count(*) FROM alert_follows WHERE client_hash = ${follow.clientHash} AND created_at > ${limits.clientSince}) < ${limits.clientMax}
      AND (SELECT count(*) FROM alert_follows WHERE address_id = ${follow.addressId} AND confirmed_at IS NULL) < ${limits.pendingMax}
      AND (SELECT count(*) FROM alert_follows WHERE address_id = ${follow.addressId}) < ${limits.totalMax}
    ON CONFLICT (address_id, kind, key) DO NOTHING
    RETURNING id`);
  if (rows.length > 0) return "added";
  const [counts] = await db.all<{ same: number; client: number; pending: number; total: number }>(sql`
    SELECT
      (SELECT count(*) FROM alert_follows WHERE address_id = ${follow.addressId} AND kind = ${follow.kind} AND key = ${follow.key}) AS same,
      (SELECT count(*) FROM alert_follows WHERE client_hash = ${follow.clientHash} AND created_at > ${limits.clientSince}) AS client,
      (SELECT count(*) FROM alert_follows WHERE address_id = ${follow.addressId} AND confirmed_at IS NULL) AS pending,
      (SELECT count(*) FROM alert_follows WHERE address_id = ${follow.addressId}) AS total`);
  if (!counts || counts.same > 0) return "exists";
  if (counts.client >= limits.clientMax) return "client-limit";
  if (counts.pending >= limits.pendingMax) return "pending-limit";
  return "total-limit";
}

/** Every follow of an address, oldest first. */
export function listFollows(db: Db, addressId: string): Promise<AlertFollowRow[]> {
  return db.select().from(alertFollows).where(eq(alertFollows.addressId, addressId)).orderBy(asc(alertFollows.createdAt));
}

/**
 * Claims the day's one message for an address: sets its last mailed day to `day` unless it already is. True when
 * this call claimed it (only then may a message go out).
 */
export async function claimMailDay(db: Db, addressId: string, day: IsoDate): Promise<boolean> {
  const rows = await db
    .update(alertAddresses)
    .set({ lastMailedOn: day })
    .where(and(eq(alertAddresses.id, addressId), or(isNull(alertAddresses.lastMailedOn), lt(alertAddresses.lastMailedOn, day))))
    .returning({ id: alertAddresses.id });
  return rows.length > 0;
}

/** Gives back a claimed day (a message that could not be composed after all): the next run may mail the address. */
export async function releaseMailDay(db: Db, addressId: string, previous: IsoDate | null): Promise<void> {
  await db.update(alertAddresses).set({ lastMailedOn: previous }).where(eq(alertAddresses.id, addressId));
}

/** Stores a new confirmation token's hash, when it was sent and when it expires, on the address. */
export async function setConfirmation(db: Db, addressId: string, hash: string, sentAt: string, expiresAt: string): Promise<void> {
  await db
    .update(alertAddresses)
    .set({ confirmHash: hash, confirmSentAt: sentAt, confirmExpiresAt: expiresAt })
    .where(eq(alertAddresses.id, addressId));
}

/** The address whose pending confirmation has this token hash, or null. */
export async function findByConfirmHash(db: Db, hash: string): Promise<AlertAddressRow | null> {
  const [row] = await db.select().from(alertAddresses).where(eq(alertAddresses.confirmHash, hash)).limit(1);
  return row ?? null;
}

/**
 * Confirms the follows of the address that awaited the confirmation `hash` (those requested before it was sent) and
 * clears the token: a second use finds nothing. Answers how many it confirmed, or null when the token was not the
 * address's pending one.
 */
export async function confirmFollows(db: Db, addressId: string, hash: string, now: string): Promise<number | null> {
  const [cleared] = await db
    .update(alertAddresses)
    .set({ confirmHash: null, confirmExpiresAt: null, confirmedAt: sql`coalesce(${alertAddresses.confirmedAt}, ${now})` })
    .where(and(eq(alertAddresses.id, addressId), eq(alertAddresses.confirmHash, hash)))
    .returning({ id: alertAddresses.id, sentAt: alertAddresses.confirmSentAt });
  if (!cleared) return null;
  const rows = await db
    .update(alertFollows)
    .set({ confirmedAt: now })
    .where(and(eq(alertFollows.addressId, addressId), isNull(alertFollows.confirmedAt), sql`${alertFollows.createdAt} <= ${cleared.sentAt ?? now}`))
    .returning({ id: alertFollows.id });
  return rows.length;
}

/** Stops one follow of an address; the address goes with its last follow. True when there was such a follow. */
export async function deleteFollow(db: Db, addressId: string, followId: string): Promise<boolean> {
  const rows = await db
    .delete(alertFollows)
    .where(and(eq(alertFollows.addressId, addressId), eq(alertFollows.id, followId)))
    .returning({ id: alertFollows.id });
  await deleteAddressesWithoutFollows(db, addressId);
  return rows.length > 0;
}

/** Deletes an address and everything it follows (its sends keep their counts, with no address). */
export async function deleteAddress(db: Db, addressId: string): Promise<boolean> {
  const rows = await db.delete(alertAddresses).where(eq(alertAddresses.id, addressId)).returning({ id: alertAddresses.id });
  return rows.length > 0;
}

/** Deletes addresses that follow nothing any more (all of them, or the one given). */
export async function deleteAddressesWithoutFollows(db: Db, addressId?: string): Promise<number> {
  const orphan = sql`NOT EXISTS (SELECT 1 FROM alert_follows f WHERE f.address_id = ${alertAddresses.id})`;
  const rows = await db
    .delete(alertAddresses)
    .where(addressId ? and(eq(alertAddresses.id, addressId), orphan) : orphan)
    .returning({ id: alertAddresses.id });
  return rows.length;
}

/**
 * The daily clean-up: follows left unconfirmed since before `unconfirmedBefore` (an instant), trips whose last day
 * is before `today`, then every address left following nothing.
 */
export async function deleteExpiredFollows(
  db: Db,
  unconfirmedBefore: string,
  today: IsoDate,
): Promise<{ unconfirmed: number; tripsEnded: number; addresses: number }> {
  const unconfirmed = await db
    .delete(alertFollows)
    .where(and(isNull(alertFollows.confirmedAt), lt(alertFollows.createdAt, unconfirmedBefore)))
    .returning({ id: alertFollows.id });
  const ended = await db
    .delete(alertFollows)
    .where(and(isNotNull(alertFollows.endsOn), lt(alertFollows.endsOn, today)))
    .returning({ id: alertFollows.id });
  const addresses = await deleteAddressesWithoutFollows(db);
  return { unconfirmed: unconfirmed.length, tripsEnded: ended.length, addresses };
}

/**
 * The addresses due a look on `today`: those with a confirmed follow, or a follow awaiting a confirmation not yet
 * sent, not mailed today. Ids only, in a stable order.
 */
export async function dueAddresses(db: Db, today: IsoDate): Promise<{ id: string; confirm: boolean }[]> {
  // A confirmation is due when a follow awaits one that was not sent after it was requested.
  return db
    .all<{ id: string; confirm: number }>(sql`
    SELECT a.id AS id, EXISTS (SELECT 1 FROM alert_follows f WHERE f.address_id = a.id AND f.confirmed_at IS NULL
      AND (a.confirm_sent_at IS NULL OR f.created_at > a.confirm_sent_at)) AS confirm
    FROM alert_addresses a
    WHERE (a.last_mailed_on IS NULL OR a.last_mailed_on < ${today})
      AND EXISTS (SELECT 1 FROM alert_follows f WHERE f.address_id = a.id)
    ORDER BY a.id`)
    .then((rows) => rows.map((r) => ({ id: r.id, confirm: Boolean(r.confirm) })));
}

/** Stores the facts told and the events told of a follow after its message went. */
export async function markTold(db: Db, followId: string, facts: string, told: string): Promise<void> {
  await db.update(alertFollows).set({ facts, told }).where(eq(alertFollows.id, followId));
}

/** A message's row: inserted when composed (queued), then sent, failed or dead. */
export async function recordSend(
  db: Db,
  row: { id: string; addressId: string; kind: "confirm" | "digest"; day: IsoDate; items: number; createdAt: string },
): Promise<boolean> {
  const rows = await db
    .insert(alertSends)
    .values({ ...row, status: "queued", attempts: 0 })
    .onConflictDoNothing()
    .returning({ id: alertSends.id });
  return rows.length > 0;
}

/** The send of an address, day and kind, or null. */
export async function findSend(db: Db, addressId: string, day: IsoDate, kind: "confirm" | "digest") {
  const [row] = await db
    .select()
    .from(alertSends)
    .where(and(eq(alertSends.addressId, addressId), eq(alertSends.day, day), eq(alertSends.kind, kind)))
    .limit(1);
  return row ?? null;
}

/** Records an attempt: sent (with its instant), failed (with the error in our words), or dead. */
export async function updateSend(db: Db, id: string, outcome: { status: "sent" | "failed" | "dead"; at: string; error?: string }): Promise<void> {
  await db
    .update(alertSends)
    .set({
      status: outcome.status,
      attempts: sql`${alertSends.attempts} + 1`,
      lastError: outcome.error ?? null,
      ...(outcome.status === "sent" ? { sentAt: outcome.at } : {}),
    })
    .where(eq(alertSends.id, id));
}

/**
 * The operators' counts (issue #47; never an address): addresses confirmed and awaiting, follows by kind and state,
 * and the last `limit` sends with their status and error.
 */
export async function alertCounts(db: Db, limit: number) {
  const [addresses] = await db.all<{ confirmed: number; awaiting: number }>(sql`
    SELECT count(*) FILTER (WHERE confirmed_at IS NOT NULL) AS confirmed, count(*) FILTER (WHERE confirmed_at IS NULL) AS awaiting
    FROM alert_addresses`);
  const follows = await db.all<{ kind: string; confirmed: number; awaiting: number }>(sql`
    SELECT kind, count(*) FILTER (WHERE confirmed_at IS NOT NULL) AS confirmed, count(*) FILTER (WHERE confirmed_at IS NULL) AS awaiting
    FROM alert_follows GROUP BY kind ORDER BY kind`);
  const sends = await db
    .select({
      kind: alertSends.kind,
      day: alertSends.day,
      status: alertSends.status,
      attempts: alertSends.attempts,
      items: alertSends.items,
      lastError: alertSends.lastError,
      createdAt: alertSends.createdAt,
      sentAt: alertSends.sentAt,
    })
    .from(alertSends)
    .orderBy(sql`${alertSends.createdAt} DESC`)
    .limit(limit);
  const [failures] = await db.all<{ failed: number; dead: number }>(sql`
    SELECT count(*) FILTER (WHERE status = 'failed') AS failed, count(*) FILTER (WHERE status = 'dead') AS dead FROM alert_sends`);
  return { addresses: addresses ?? { confirmed: 0, awaiting: 0 }, follows, failures: failures ?? { failed: 0, dead: 0 }, sends };
}
