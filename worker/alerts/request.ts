/**
 * @module A request to follow something (issue #47), from the "Get alerts" form: the follow read as its page says it
 * now (its facts are what later messages compare against: what the traveller saw), the address found or stored, the
 * follow inserted within the limits, and the confirmation queued. Nothing is sent inside the request: the queue's
 * consumer sends (worker/alerts/mailer.ts), and only if the address has had no message today.
 */
import { ALERT_LIMITS, type AlertErrorCode } from "../../shared/alerts/limits";
import { type Follow, followKey } from "../../shared/alerts/follow";
import { toldFacts } from "../../shared/alerts/diff";
import type { IsoDate } from "../../shared/units/iso-date";
import type { Db } from "../db/client";
import { ensureAddress, insertFollowWithinLimits } from "../db/queries/alerts";
import { type AlertMessage } from "./mailer";
import { followSnapshot } from "./snapshot";
import { emailHash, randomToken } from "./tokens";

/** What a request needs besides its input. */
export interface FollowRequestDeps {
  db: Db;
  queue: Pick<Queue, "send">;
  /** ALERTS_TOKEN_KEY. */
  key: string;
  clientHash: string;
  now: Date;
  today: IsoDate;
}

/** A request's input, validated (shared/schemas/alerts.ts). */
export interface FollowRequest {
  email: string;
  follow: Follow;
  /** The page it was asked on (a path of this site). */
  page: string;
}

/** The request's outcome: queued (or already followed: the same answer, so the form tells nobody what an address follows), or refused. */
export type FollowOutcome = { ok: true; title: string } | { ok: false; status: 400 | 429; code: AlertErrorCode; retryAfterSeconds?: number };

/**
 * Follows `request.follow` for `request.email` within the limits (shared/alerts/limits.ts) and queues the confirmation.
 * A follow the address has already is answered as a new one (nothing changes).
 */
export async function requestFollow(deps: FollowRequestDeps, request: FollowRequest): Promise<FollowOutcome> {
  const snapshot = await followSnapshot(deps.db, request.follow, deps.today);
  if (typeof snapshot === "string") return { ok: false, status: 400, code: snapshot };
  const nowIso = deps.now.toISOString();
  const address = await ensureAddress(deps.db, {
    id: randomToken(16),
    email: request.email,
    emailHash: await emailHash(deps.key, request.email),
    tokenSeed: randomToken(16),
    createdAt: nowIso,
  });
  const outcome = await insertFollowWithinLimits(
    deps.db,
    {
      id: randomToken(16),
      addressId: address.id,
      kind: snapshot.follow.kind,
      key: followKey(snapshot.follow),
      title: snapshot.title,
      page: request.page,
      clientHash: deps.clientHash,
      createdAt: nowIso,
      endsOn: snapshot.endsOn,
      facts: JSON.stringify(toldFacts(snapshot.facts)),
    },
    {
      clientMax: ALERT_LIMITS.clientPerHour,
      clientSince: new Date(deps.now.getTime() - 3600_000).toISOString(),
      pendingMax: ALERT_LIMITS.pendingPerAddress,
      totalMax: ALERT_LIMITS.followsPerAddress,
    },
  );
  if (outcome === "client-limit") return { ok: false, status: 429, code: "client-limit", retryAfterSeconds: 3600 };
  if (outcome === "pending-limit" || outcome === "total-limit") return { ok: false, status: 429, code: "address-limit" };
  if (outcome === "added") {
    const message: AlertMessage = { kind: "confirm", addressId: address.id, day: deps.today };
    await deps.queue.send(message);
  }
  return { ok: true, title: snapshot.title };
}
