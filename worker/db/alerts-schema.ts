/**
 * @module D1 tables of the alerts (issue #47), re-exported by schema.ts (which drizzle-kit reads): the addresses that
 * follow something, what each follows with the facts last told, and each message sent. An address is kept only while
 * it follows something: stopping the last follow, unsubscribing, a trip that ended or a request left unconfirmed for 7
 * days deletes it and everything below it (ON DELETE CASCADE).
 */
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { IsoDate } from "../../shared/units/iso-date";

/** One e-mail address. Instants: ISO 8601 UTC; days: YYYY-MM-DD UTC. */
export const alertAddresses = sqliteTable(
  "alert_addresses",
  {
    /** Random id (16 bytes, base64url): the first part of every token of the address. */
    id: text("id").primaryKey(),
    /** The address as validated (trimmed, lower case): what the messages are sent to, shown back only masked. */
    email: text("email").notNull(),
    /** HMAC-SHA-256 of the address under the ALERTS_TOKEN_KEY secret: finds an address without reading every one. */
    emailHash: text("email_hash").notNull(),
    /**
     * Random 16 bytes (base64url) the manage and unsubscribe tokens are derived from (an HMAC under the Worker's
     * secret): a copy of the table alone cannot make a token. Replaced to revoke every link sent before.
     */
    tokenSeed: text("token_seed").notNull(),
    /**
     * SHA-256 (base64url) of the pending confirmation's token, when it was sent and when it stops working; null once
     * used. It confirms only the follows requested before it was sent: a request made after cannot ride on it.
     */
    confirmHash: text("confirm_hash"),
    confirmSentAt: text("confirm_sent_at"),
    confirmExpiresAt: text("confirm_expires_at"),
    createdAt: text("created_at").notNull(),
    /** When the address first confirmed; null: nothing but a confirmation is ever sent to it. */
    confirmedAt: text("confirmed_at"),
    /** The UTC day of the last message sent to it (a confirmation or the day's alerts): at most one a day. */
    lastMailedOn: text("last_mailed_on").$type<IsoDate>(),
  },
  (t) => [uniqueIndex("alert_addresses_email").on(t.emailHash)],
);

/** One followed thing of an address. */
export const alertFollows = sqliteTable(
  "alert_follows",
  {
    id: text("id").primaryKey(),
    addressId: text("address_id")
      .notNull()
      .references(() => alertAddresses.id, { onDelete: "cascade" }),
    /** "pair", "passport" or "trip" (shared/alerts/follow.ts). */
    kind: text("kind").notNull(),
    /** The follow's canonical key (followKey): "IN-TH", "IN", or the trip's canonical query. */
    key: text("key").notNull(),
    /** How the messages name it ("India → Thailand"). */
    title: text("title").notNull(),
    /** The site's page the request came from (a path), named in the confirmation: who asked. */
    page: text("page").notNull(),
    /** The requesting client's hash (worker/rate-limit/client-hash.ts), for its limit; never an address. */
    clientHash: text("client_hash").notNull(),
    createdAt: text("created_at").notNull(),
    /** Null until its address confirms it: nothing about it is sent before. */
    confirmedAt: text("confirmed_at"),
    /** A trip's last day: the follow ends by itself after it. Null for a pair or a passport. */
    endsOn: text("ends_on").$type<IsoDate>(),
    /** JSON ToldFacts (shared/alerts/diff.ts): the facts as the page said them when last told (or when followed). */
    facts: text("facts").notNull(),
    /** JSON array of the event keys already told (shared/alerts/events.ts). */
    told: text("told").notNull().default("[]"),
  },
  (t) => [uniqueIndex("alert_follows_address_key").on(t.addressId, t.kind, t.key), index("alert_follows_client").on(t.clientHash, t.createdAt)],
);

/** One message: queued, sent, failed (retrying) or dead (the dead-letter queue gave up). */
export const alertSends = sqliteTable(
  "alert_sends",
  {
    id: text("id").primaryKey(),
    /** Null once the address is deleted: the row stays for the operators' counts, with no way back to it. */
    addressId: text("address_id").references(() => alertAddresses.id, { onDelete: "set null" }),
    /** "confirm" or "digest". */
    kind: text("kind").notNull(),
    /** The UTC day it is for: one digest per address and day. */
    day: text("day").$type<IsoDate>().notNull(),
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** Changes and reminders it told (a digest), or follows it asked to confirm. */
    items: integer("items").notNull().default(0),
    lastError: text("last_error"),
    createdAt: text("created_at").notNull(),
    sentAt: text("sent_at"),
  },
  (t) => [uniqueIndex("alert_sends_address_day_kind").on(t.addressId, t.day, t.kind), index("alert_sends_created").on(t.createdAt)],
);
