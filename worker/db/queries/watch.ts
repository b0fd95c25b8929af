/**
 * @module The source watch's reads and writes (issue #35): which URLs the data cites and the records citing each,
 * each URL's state (table source_checks), and the review queue (table watch_flags: raised once per dedupe key,
 * closed only by a person's acknowledgement).
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { acknowledgeSource, type SourceState } from "../../../shared/watch/source-state";
import type { Db } from "../client";
import { announcedChanges, arrivalCards, entryConcessions, feeOptions, requirementCorrections, sourceChecks, watchFlags } from "../schema";

/** Characters of a page's normalised text kept for the next diff. */
export const WATCH_TEXT_MAX_CHARS = 200_000;

/**
 * Every distinct source URL the data cites, with the records citing it ("fee:<id>", "correction:<passport>-
 * <destination>-<effective day>", "concession:<position>", "announced:<id>", "arrival-card:<destination>"), URLs in
 * order.
 */
export async function listCitedSources(db: Db): Promise<Map<string, string[]>> {
  const [fees, corrections, concessions, announced, cards] = await db.batch([
    db.select({ id: feeOptions.id, url: feeOptions.sourceUrl }).from(feeOptions).where(isNotNull(feeOptions.sourceUrl)),
    db
      .select({
        passport: requirementCorrections.passportCountryCode,
        destination: requirementCorrections.destinationCountryCode,
        on: requirementCorrections.effectiveOn,
        url: requirementCorrections.sourceUrl,
      })
      .from(requirementCorrections),
    db.select({ position: entryConcessions.position, url: entryConcessions.sourceUrl }).from(entryConcessions),
    db.select({ id: announcedChanges.id, url: announcedChanges.sourceUrl }).from(announcedChanges),
    db.select({ destination: arrivalCards.destinationCountryCode, url: arrivalCards.sourceUrl }).from(arrivalCards),
  ]);
  const cited = new Map<string, string[]>();
  const add = (url: string | null, record: string) => {
    if (url) cited.set(url, [...(cited.get(url) ?? []), record]);
  };
  for (const f of fees) add(f.url, `fee:${f.id}`);
  for (const c of corrections) add(c.url, `correction:${c.passport}-${c.destination}-${c.on}`);
  for (const c of concessions) add(c.url, `concession:${c.position}`);
  for (const a of announced) add(a.url, `announced:${a.id}`);
  for (const c of cards) add(c.url, `arrival-card:${c.destination}`);
  return new Map([...cited].sort(([a], [b]) => a.localeCompare(b)));
}

/** A URL's state and its last normalised text, or null before its first read. */
export async function loadSourceCheck(db: Db, url: string): Promise<{ state: SourceState; latestText: string | null } | null> {
  const [row] = await db.select().from(sourceChecks).where(eq(sourceChecks.url, url)).limit(1);
  if (!row) return null;
  const { host: _host, latestText, ...state } = row;
  return { state, latestText };
}

/** Writes a URL's state (and the text of this read, when it succeeded). */
export async function saveSourceCheck(db: Db, state: SourceState, host: string, text: string | null): Promise<void> {
  const row = { ...state, host, ...(text === null ? {} : { latestText: text.slice(0, WATCH_TEXT_MAX_CHARS) }) };
  await db.insert(sourceChecks).values(row).onConflictDoUpdate({ target: sourceChecks.url, set: row });
}

/** Every URL's state, for the pages' honesty notes (which records' sources changed or went unreachable). */
export async function listSourceStates(db: Db): Promise<SourceState[]> {
  return db
    .select({
      url: sourceChecks.url,
      reviewedFingerprint: sourceChecks.reviewedFingerprint,
      latestFingerprint: sourceChecks.latestFingerprint,
      changedAt: sourceChecks.changedAt,
      failures: sourceChecks.failures,
      failingSince: sourceChecks.failingSince,
      lastError: sourceChecks.lastError,
      checkedAt: sourceChecks.checkedAt,
    })
    .from(sourceChecks)
    .orderBy(asc(sourceChecks.url));
}

/** A flag to raise. */
export interface NewFlag {
  kind: string;
  dedupeKey: string;
  subject: string;
  detail: string;
  records: readonly string[];
  link: string | null;
  raisedAt: string;
}

/** Raises a flag unless one with its dedupe key exists; true when it was new. */
export async function raiseFlag(db: Db, flag: NewFlag): Promise<boolean> {
  const inserted = await db
    .insert(watchFlags)
    .values({ ...flag, id: crypto.randomUUID(), records: JSON.stringify(flag.records) })
    .onConflictDoNothing({ target: watchFlags.dedupeKey })
    .returning({ id: watchFlags.id });
  return inserted.length > 0;
}

/** Flags as the review lists them, newest first; `open` only those nobody acknowledged. */
export async function listFlags(db: Db, opts: { open: boolean; limit: number }) {
  const rows = await db
    .select()
    .from(watchFlags)
    .where(opts.open ? isNull(watchFlags.ackedAt) : undefined)
    .orderBy(desc(watchFlags.raisedAt), asc(watchFlags.id))
    .limit(opts.limit);
  return rows.map((r) => ({ ...r, records: JSON.parse(r.records) as string[] }));
}

/** The flags raised under `keys` (a rule-ending flag's key is the rule's and its last day's), by key: id and acknowledgement. */
export async function listFlagsByDedupeKey(db: Db, keys: readonly string[]): Promise<Map<string, { id: string; ackedAt: string | null }>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: watchFlags.dedupeKey, id: watchFlags.id, ackedAt: watchFlags.ackedAt })
    .from(watchFlags)
    .where(inArray(watchFlags.dedupeKey, [...keys]));
  return new Map(rows.map((r) => [r.key, { id: r.id, ackedAt: r.ackedAt }]));
}

/** Flags no digest has carried yet, newest first. */
export async function listUnnotifiedFlags(db: Db) {
  const rows = await db.select().from(watchFlags).where(isNull(watchFlags.notifiedAt)).orderBy(desc(watchFlags.raisedAt), asc(watchFlags.id));
  return rows.map((r) => ({ ...r, records: JSON.parse(r.records) as string[] }));
}

/** Marks flags as carried by the digest sent at `at` (after it was sent: a failed send leaves them for the next). */
export async function markFlagsNotified(db: Db, ids: readonly string[], at: string): Promise<void> {
  if (ids.length > 0)
    await db
      .update(watchFlags)
      .set({ notifiedAt: at })
      .where(inArray(watchFlags.id, [...ids]));
}

/** Concessions with a last day: their destination and document, the day and the source (for the ends check). */
export async function listDatedConcessions(db: Db) {
  return db
    .select({
      position: entryConcessions.position,
      destination: entryConcessions.destinationCountryCode,
      document: entryConcessions.heldDocument,
      validUntilOn: entryConcessions.validUntilOn,
      sourceUrl: entryConcessions.sourceUrl,
    })
    .from(entryConcessions)
    .where(isNotNull(entryConcessions.validUntilOn));
}

/**
 * Records that a person re-checked flag `id`: who, when and what they found. For a changed source, its reviewed
 * fingerprint becomes the latest (the page says "checked" again). Returns false for an unknown or closed flag.
 */
export async function acknowledgeFlag(db: Db, id: string, ack: { by: string; at: string; result: string }): Promise<boolean> {
  const [flag] = await db
    .update(watchFlags)
    .set({ ackedBy: ack.by, ackedAt: ack.at, ackResult: ack.result })
    .where(and(eq(watchFlags.id, id), isNull(watchFlags.ackedAt)))
    .returning({ kind: watchFlags.kind, link: watchFlags.link });
  if (!flag) return false;
  const check = flag.kind === "source-changed" && flag.link ? await loadSourceCheck(db, flag.link) : null;
  if (check) {
    const { reviewedFingerprint, changedAt } = acknowledgeSource(check.state);
    await db.update(sourceChecks).set({ reviewedFingerprint, changedAt }).where(eq(sourceChecks.url, check.state.url));
  }
  return true;
}
