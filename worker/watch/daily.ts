/**
 * @module The watch's daily run (issue #35): the ends check (rules and concessions ending within 60 days,
 * announcements older than 90 days with no date: shared/watch/ends.ts, read by ./ends.ts) raised as flags once each, then the digest of
 * every flag no digest has carried yet, by e-mail when the team's addresses are configured.
 */
import type { IsoDate } from "../../shared/units/iso-date";
import type { Db } from "../db/client";
import { listUnnotifiedFlags, markFlagsNotified, raiseFlag } from "../db/queries/watch";
import { watchDigestEmail } from "./digest";
import { loadEndFlags } from "./ends";

/** Where the digest goes; null when e-mail is not configured (the flags wait in /ops/data). */
export interface DigestTarget {
  binding: SendEmail;
  from: string;
  to: string;
  siteUrl: string;
}

/** Runs the ends check for `today` and sends the digest; returns how many flags it raised and mailed. */
export async function runWatchDaily(deps: {
  db: Db;
  today: IsoDate;
  now: Date;
  digest: DigestTarget | null;
}): Promise<{ raised: number; mailed: number }> {
  const { db, today } = deps;
  const flags = await loadEndFlags(db, today);
  let raised = 0;
  for (const f of flags) {
    const fresh = await raiseFlag(db, {
      kind: f.kind,
      dedupeKey: f.key,
      subject: f.text,
      detail: f.kind === "rule-ending" ? `Last day ${f.on}: re-check the source before then.` : "Re-check whether a start date has been set.",
      records: [],
      link: f.sourceUrl,
      raisedAt: deps.now.toISOString(),
    });
    raised += Number(fresh);
  }
  if (!deps.digest) return { raised, mailed: 0 };
  const unsent = await listUnnotifiedFlags(db);
  if (unsent.length === 0) return { raised, mailed: 0 };
  await deps.digest.binding.send(watchDigestEmail(unsent, deps.digest));
  await markFlagsNotified(
    db,
    unsent.map((f) => f.id),
    deps.now.toISOString(),
  );
  return { raised, mailed: unsent.length };
}
