/**
 * @module Storing a lead within the client's rate limit (decision 4): an early refusal from the KV counter,
 * then D1's atomic count-and-insert (the authority), transient D1 failures retried, a replayed idempotency key
 * answered with the stored row, and the KV counter rewritten from D1 after every decision. One submit function
 * per form maps its parsed input to the row and answers the receipt the mutation returns.
 */
import { evaluateRateLimit, RateLimitedError, type RateLimitPolicy, type RateLimitScope } from "../../shared/leads/rate-limit";
import type { ApiContactInput, ContactMessageInput } from "../../shared/schemas/leads";
import type { ConsultationInput } from "../../shared/schemas/leads-consultation";
import type { Db } from "../db/client";
import { countryNameOf } from "../db/queries/countries";
import { clientHitsSince, findByIdempotencyKey, insertWithinLimit, type LeadFields, type LeadScope } from "../db/queries/leads";
import { withD1Retry } from "../db/retry";
import { readCounter, writeCounter } from "../kv/rate-limits";
import { CountryNotFoundError } from "../services/errors";

/**
 * An idempotency key already used by another client, or by this client for a different submission: nothing is
 * stored, the client should start again with a new key (CONFLICT, 409).
 */
export class IdempotencyConflictError extends Error {
  constructor() {
    super("This submission key is already in use.");
    this.name = "IdempotencyConflictError";
  }
}

/**
 * The stored row under a replayed key answers the replay only when it is the same submission: same client, same
 * fields (after their rules cleaned them). A key sent again with a different body is a conflict, never silently
 * answered with the first body (issue #31).
 * @throws IdempotencyConflictError otherwise.
 */
function replayOf(stored: { id: string; clientHash: string; row: Record<string, unknown> }, clientHash: string, fields: object): StoredLead {
  const same = stored.clientHash === clientHash && Object.entries(fields).every(([name, value]) => (stored.row[name] ?? null) === (value ?? null));
  if (!same) throw new IdempotencyConflictError();
  return { id: stored.id, replayed: true };
}

/** What storing a lead needs from the request (a subset of the tRPC context). */
export interface LeadDeps {
  db: Db;
  kv: KVNamespace;
  /** The request's clock (tests pass a fixed one through createCaller). */
  now: () => Date;
  /** The client's hash (worker/rate-limit/client-hash.ts); rejects when the salt is missing. */
  clientHash: () => Promise<string>;
  /** The limit per scope. */
  policies: Record<RateLimitScope, RateLimitPolicy>;
  /**
   * Hands a newly stored lead to delivery (issue #24: its delivery row and a queue message), after the mutation has
   * its answer; absent in tests that only store. A lost hand-off is caught by the hourly outbox.
   */
  deliver?: (message: { form: LeadScope; id: string }) => void;
}

/** A stored lead: its id, and whether it had been stored before under the same idempotency key. */
export interface StoredLead {
  id: string;
  replayed: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();

async function mirrorToKv(deps: LeadDeps, scope: LeadScope, clientHash: string, hits: readonly string[], policy: RateLimitPolicy, now: Date) {
  try {
    await writeCounter(deps.kv, scope, clientHash, hits, policy, now);
  } catch (error) {
    // KV is a mirror for operators: D1 already decided, so a failed write must not fail the submission.
    console.error(JSON.stringify({ level: "error", event: "ratelimit_kv_write_failed", scope, message: String(error) }));
  }
}

/**
 * Stores one lead for the requesting client if its limit allows.
 * @returns the row id; `replayed` when the idempotency key was already stored by this client (nothing new stored).
 * @throws RateLimitedError (TOO_MANY_REQUESTS) with the limiter's message and seconds; IdempotencyConflictError
 *   when another client used the key, or this client sent it with different fields; MissingSaltError when IP_HASH_SALT is unset; D1 errors after retries.
 */
export async function storeLead<S extends LeadScope>(deps: LeadDeps, scope: S, idempotencyKey: string, fields: LeadFields<S>): Promise<StoredLead> {
  const clientHash = await deps.clientHash();
  const policy = deps.policies[scope];
  const now = deps.now();
  const nowMs = now.getTime();
  const windowStartAt = iso(nowMs - policy.windowSeconds * 1000);

  // Early refusal: the KV mirror says the client is over its limit, and this is not a retry of a stored key.
  const counter = await readCounter(deps.kv, scope, clientHash);
  if (counter) {
    const verdict = evaluateRateLimit(counter.hits.map(Date.parse), nowMs, policy);
    if (!verdict.allowed) {
      const stored = await withD1Retry(() => findByIdempotencyKey(deps.db, scope, idempotencyKey));
      if (stored?.clientHash === clientHash) return replayOf(stored, clientHash, fields);
      throw new RateLimitedError(scope, verdict.reason, verdict.retryAfterSeconds, verdict.message);
    }
  }

  // Twice at most: a second try only when the limit freed up between the refused insert and the lookup.
  for (let attempt = 0; attempt < 2; attempt++) {
    const id = await withD1Retry(() =>
      insertWithinLimit(deps.db, scope, fields, {
        id: crypto.randomUUID(),
        clientHash,
        idempotencyKey,
        createdAt: now.toISOString(),
        windowStartAt,
        cooldownStartAt: iso(nowMs - policy.cooldownSeconds * 1000),
        max: policy.max,
      }),
    );
    if (id) {
      await mirrorToKv(deps, scope, clientHash, await withD1Retry(() => clientHitsSince(deps.db, scope, clientHash, windowStartAt)), policy, now);
      deps.deliver?.({ form: scope, id });
      return { id, replayed: false };
    }
    const stored = await withD1Retry(() => findByIdempotencyKey(deps.db, scope, idempotencyKey));
    if (stored) return replayOf(stored, clientHash, fields);
    const hits = await withD1Retry(() => clientHitsSince(deps.db, scope, clientHash, windowStartAt));
    await mirrorToKv(deps, scope, clientHash, hits, policy, now);
    const verdict = evaluateRateLimit(hits.map(Date.parse), nowMs, policy);
    if (!verdict.allowed) throw new RateLimitedError(scope, verdict.reason, verdict.retryAfterSeconds, verdict.message);
  }
  throw new Error("lead insert refused twice without a rate-limit reason");
}

/** What every lead mutation answers: the stored row's id (the same id when a retry replays a stored key). */
export interface LeadReceipt {
  id: string;
}

/**
 * Stores a consultation request (name, digits of the number, origin code, destination code and the
 * destination's name as the data has it today) within the client's limit.
 * @throws CountryNotFoundError when the destination is not a seeded country (nothing stored); else as storeLead.
 */
export async function submitConsultation(deps: LeadDeps, input: ConsultationInput): Promise<LeadReceipt> {
  const destinationName = await withD1Retry(() => countryNameOf(deps.db, input.destination));
  if (!destinationName) throw new CountryNotFoundError([input.destination]);
  const { id } = await storeLead(deps, "consultation", input.idempotencyKey, {
    name: input.name,
    number: input.phone,
    originCode: input.origin,
    destinationCode: input.destination,
    destinationName,
  });
  return { id };
}

/** Stores a Contact for API request within the client's limit. @throws as storeLead. */
export async function submitApiContact(deps: LeadDeps, input: ApiContactInput): Promise<LeadReceipt> {
  const { id } = await storeLead(deps, "api-contact", input.idempotencyKey, {
    name: input.name,
    companyName: input.companyName,
    mobileNumber: input.mobileNumber,
    email: input.email,
  });
  return { id };
}

/** Stores a contact page message within the client's limit. @throws as storeLead. */
export async function submitContactMessage(deps: LeadDeps, input: ContactMessageInput): Promise<LeadReceipt> {
  const { id } = await storeLead(deps, "contact", input.idempotencyKey, {
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
  });
  return { id };
}
