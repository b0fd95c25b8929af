/**
 * @module D1 tables of the source watch (issue #35), re-exported by schema.ts (which drizzle-kit reads): each watched
 * URL's state, and the review queue of flags. The watch writes them; only a person's acknowledgement (npm run
 * ops:data -- --ack) closes a flag. One table holds figures the site shows: the waits the watch reads from their
 * publishers' own data (issue #46: an interview wait that changes monthly cannot wait for a deploy); every other figure
 * changes through the repository.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { IsoDate } from "../../shared/units/iso-date";

/**
 * Which rows of source_checks travellers are told about: the page changed and nobody re-checked it, or it failed
 * UNREACHABLE_AFTER_FAILURES (3) reads in a row. Shared by the partial index below and the query that reads it.
 */
export const FLAGGED_SOURCES_WHERE = "changed_at IS NOT NULL OR failures >= 3";

/** One row per distinct source URL the data cites (shared/watch/source-state.ts SourceState). Instants: ISO 8601 UTC. */
export const sourceChecks = sqliteTable(
  "source_checks",
  {
    url: text("url").primaryKey(),
    /** Lower-case host: the watch reads one URL at a time per host. */
    host: text("host").notNull(),
    /** SHA-256 hex of the normalised text a person last vouched for (the first read, then each acknowledgement). */
    reviewedFingerprint: text("reviewed_fingerprint"),
    /** SHA-256 hex of the normalised text of the last successful read. */
    latestFingerprint: text("latest_fingerprint"),
    /** The normalised text of the last successful read (at most 200,000 characters), for the next diff. */
    latestText: text("latest_text"),
    /** When the latest fingerprint first differed from the reviewed one; null while they agree. */
    changedAt: text("changed_at"),
    /** Failed reads in a row, when the first of them happened, and the last reason in our words. */
    failures: integer("failures").notNull().default(0),
    failingSince: text("failing_since"),
    lastError: text("last_error"),
    checkedAt: text("checked_at").notNull(),
  },
  (t) => [
    index("source_checks_host").on(t.host),
    // The flagged sources, which every page render reads (worker/db/queries/source-flags.ts): a partial index holding
    // every column that read needs, so it never touches the table, whose rows carry up to 200,000 characters of text
    // before these columns. The literal 3 is UNREACHABLE_AFTER_FAILURES (shared/watch/source-state.ts), and the
    // query's WHERE must be this one, word for word, for SQLite to use the index.
    index("source_checks_flagged").on(t.url, t.changedAt, t.failures, t.failingSince).where(sql.raw(FLAGGED_SOURCES_WHERE)),
  ],
);

/** The review queue: everything the watch noticed, newest first, until a person acknowledges it. */
export const watchFlags = sqliteTable(
  "watch_flags",
  {
    /** Random id (the --ack argument). */
    id: text("id").primaryKey(),
    /**
     * "source-changed", "source-unreachable", "rule-ending", "announced-stale", "upstream-anomaly", "upstream-changed",
     * or a wait source's (issue #46): "wait-shape-changed", "wait-figure-missing", "wait-stale", "wait-changed".
     */
    kind: text("kind").notNull(),
    /** One flag per thing noticed: the URL and fingerprint, the rule's key and day, the upstream file's hash. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    /** What it concerns: a source URL, a rule's text, the upstream file. */
    subject: text("subject").notNull(),
    /** The short diff, the failure, or the anomalies, as the reviewer reads them. */
    detail: text("detail").notNull(),
    /** JSON array of the records affected ("fee:IN-TH-tourist", "correction:MY-IN", …). */
    records: text("records").notNull().default("[]"),
    /** A link to look at (the source URL), when there is one. */
    link: text("link"),
    raisedAt: text("raised_at").notNull(),
    /** When the e-mail digest carried it; null until then. */
    notifiedAt: text("notified_at"),
    /** Who re-checked it, when, and what they found. */
    ackedBy: text("acked_by"),
    ackedAt: text("acked_at"),
    ackResult: text("ack_result"),
  },
  (t) => [index("watch_flags_raised").on(t.raisedAt)],
);

/**
 * The waits the watch read (issue #46): one row per figure of data/waits/waits.json (its `id`) and date the publisher
 * gives it, so a figure's history is kept and the newest reading is the one shown (worker/services/wait-figures.ts lays
 * it over the bundled file's). Written only from a page whose shape the parser recognised: a changed page raises a
 * flag and stores no number.
 */
export const waitReadings = sqliteTable(
  "wait_readings",
  {
    /** The figure's id in data/waits/waits.json ("us-b1b2-mumbai-next-available"). */
    figureId: text("figure_id").notNull(),
    /** The date the publisher gives the figure (YYYY-MM-DD: the State Department's "Last updated", IRCC's "lastupdated"). */
    asOf: text("as_of").$type<IsoDate>().notNull(),
    /** Whole days, counted as the figure's dayKind says. */
    days: integer("days").notNull(),
    /** Published as "< N": `days` is an upper bound. */
    lessThan: integer("less_than", { mode: "boolean" }).notNull(),
    /** The figure as published ("11.5 Months", "22 days"). */
    published: text("published").notNull(),
    /** The cells or words read. */
    evidence: text("evidence").notNull(),
    /** The day it was read (YYYY-MM-DD). */
    readOn: text("read_on").$type<IsoDate>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.figureId, t.asOf] })],
);
