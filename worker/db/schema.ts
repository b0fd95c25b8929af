/**
 * @module D1 schema (drizzle). drizzle-kit reads this file to generate `migrations/`;
 * the seed (`scripts/seed.ts`) fills the reference tables from `data/`.
 */
import { sql } from "drizzle-orm";
import { integer, primaryKey, real, sqliteTable, text, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import type { CurrencyCode } from "../../shared/units/money";
import type { ChangeDirection } from "../../shared/history/change";
import type { ConcessionGrant, HeldDocumentKey } from "../../shared/concessions/documents";
import type { FeeDocument } from "../../shared/fees/documents";
import type { FeeRecordSet } from "../../shared/fees/resolve";
import type { RateSource } from "../../shared/money/rate-sources";

// `$type<…>()` only narrows the TypeScript type of a column to the domain's brand (no SQL changes, so no
// migration): the seed writes parsed values, and reads get the brands without casts in db/queries.

/** One row per ISO 3166-1 alpha-2 code present in the Passport Index dataset. */
export const countries = sqliteTable("countries", {
  /** ISO 3166-1 alpha-2, upper case. */
  code: text("code").$type<CountryCode>().primaryKey(),
  name: text("name").notNull(),
  flagEmoji: text("flag_emoji").notNull(),
  /** One of the spec's seven regions (see shared/countries/regions.ts). */
  region: text("region").notNull(),
  /** JSON array of alternative names (UAE, USA, Holland, …) used by search. */
  searchAliases: text("search_aliases").notNull().default("[]"),
  /** JSON array: capital first, then the largest cities by population. */
  majorCities: text("major_cities").notNull().default("[]"),
  /** The English adjective of its people ("Indian"), from world-countries `demonyms.eng.m`: "Indian passports". */
  demonym: text("demonym"),
});

/**
 * One version of the requirements matrix (a Passport Index snapshot), with its provenance; exactly one is
 * current, and every read of `visa_requirements` goes through it. Versions come from the manifest
 * `data/passport-index/versions.json` (the seed), and `npm run data:import` adds new ones there.
 */
export const requirementVersions = sqliteTable(
  "requirement_versions",
  {
    /** Calendar date YYYY-MM-DD the snapshot describes: the version's key. */
    asOn: text("as_on").$type<IsoDate>().primaryKey(),
    /** Upstream, e.g. "imorte/passport-index-data" (GitHub owner/name) or the importer's `--source`. */
    repository: text("repository").notNull(),
    sourceUrl: text("source_url").notNull(),
    /** Upstream commit (40 hex), or null when the source is not a git repository. */
    upstreamCommit: text("upstream_commit"),
    licence: text("licence").notNull(),
    /** The line the site shows ("Visa requirements: Passport Index data (MIT), as of 17 Feb 2026"). */
    attribution: text("attribution").notNull(),
    /** 1 for the version the site reads; a partial unique index allows only one. */
    isCurrent: integer("is_current", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [uniqueIndex("requirement_versions_one_current").on(t.isCurrent).where(sql`${t.isCurrent} = 1`)],
);

/**
 * Requirement for a passport → destination pair in one version of the data, as the Passport Index publishes
 * it (value in the dataset's own vocabulary: "90", "visa free", "e-visa", "-1", …). Queries read the current
 * version only (requirement_versions.is_current); the key leads with the version so they stay index reads.
 */
export const visaRequirements = sqliteTable(
  "visa_requirements",
  {
    /** requirement_versions.as_on (YYYY-MM-DD) of the snapshot this value comes from. */
    versionOn: text("version_on").$type<IsoDate>().notNull(),
    passportCountryCode: text("passport_country_code").$type<CountryCode>().notNull(),
    destinationCountryCode: text("destination_country_code").$type<CountryCode>().notNull(),
    requirement: text("requirement").notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionOn, t.passportCountryCode, t.destinationCountryCode] })],
);

/**
 * The snapshots behind the requirement history (history/snapshots.csv, then imported versions): oldest first
 * by date. A change is only known to lie between two consecutive snapshots.
 */
export const requirementSnapshots = sqliteTable("requirement_snapshots", {
  /** Calendar date YYYY-MM-DD of the snapshot. */
  takenOn: text("taken_on").$type<IsoDate>().primaryKey(),
  repository: text("repository").notNull(),
  /** Upstream commit, or null for a source without one. */
  upstreamCommit: text("upstream_commit"),
  /** Pairs in the snapshot (39,601 for 199 × 199). */
  pairs: integer("pairs").notNull(),
});

/**
 * One change of a pair's value between two consecutive snapshots (history/changes.csv and the imports'
 * change files). The day of the change is unknown: it lies after `seenBeforeOn` and on or before `seenAfterOn`.
 */
export const requirementChanges = sqliteTable(
  "requirement_changes",
  {
    passportCountryCode: text("passport_country_code").$type<CountryCode>().notNull(),
    destinationCountryCode: text("destination_country_code").$type<CountryCode>().notNull(),
    /** Values in the snapshots' vocabulary (days, "visa free", …, until Apr 2023 "covid ban"). */
    before: text("before").notNull(),
    after: text("after").notNull(),
    /** Last snapshot (YYYY-MM-DD) that still showed `before`. */
    seenBeforeOn: text("seen_before_on").$type<IsoDate>().notNull(),
    /** First snapshot (YYYY-MM-DD) that showed `after`. */
    seenAfterOn: text("seen_after_on").$type<IsoDate>().notNull(),
    /** "category" | "days" | "relabel" (shared/history/change.ts). */
    kind: text("kind").notNull(),
    /** "reverted-next" | "reverts-previous" | null. */
    note: text("note"),
    /**
     * For the traveller (shared/history/change.ts's changeDirection, computed by the seed): "easier" | "harder" |
     * "neither" (relabels, equal ranks, days ↔ "visa free"). Stored so the changes page filters and counts by it.
     */
    direction: text("direction").$type<ChangeDirection>().notNull().default("neither"),
  },
  (t) => [
    // One pair changes at most once between two consecutive snapshots; the key doubles as the pair's index.
    primaryKey({ columns: [t.passportCountryCode, t.destinationCountryCode, t.seenAfterOn] }),
    index("requirement_changes_passport").on(t.passportCountryCode, t.seenAfterOn),
    index("requirement_changes_destination").on(t.destinationCountryCode, t.seenAfterOn),
    index("requirement_changes_period").on(t.seenAfterOn),
    index("requirement_changes_direction").on(t.direction, t.seenAfterOn),
  ],
);

/**
 * Each passport's mobility at each snapshot (shared/history/mobility.ts, computed by the seed): destinations it
 * entered without a visa in advance (visa free or visa on arrival) as that snapshot showed them.
 */
export const passportMobility = sqliteTable(
  "passport_mobility",
  {
    passportCountryCode: text("passport_country_code").$type<CountryCode>().notNull(),
    /** requirement_snapshots.taken_on (YYYY-MM-DD). */
    takenOn: text("taken_on").$type<IsoDate>().notNull(),
    /** No-visa destinations (visa free or visa on arrival) at that snapshot, as published. The column keeps its first name: renaming it needs a migration for no reader's gain. */
    noVisa: integer("without_visa").notNull(),
  },
  (t) => [primaryKey({ columns: [t.passportCountryCode, t.takenOn] })],
);

/** A dated change published after the dataset, applied on top of it at lookup time. */
export const requirementCorrections = sqliteTable(
  "requirement_corrections",
  {
    passportCountryCode: text("passport_country_code").$type<CountryCode>().notNull(),
    destinationCountryCode: text("destination_country_code").$type<CountryCode>().notNull(),
    requirement: text("requirement").notNull(),
    previous: text("previous"),
    /** Calendar date YYYY-MM-DD from which the change applies. */
    effectiveOn: text("effective_on").$type<IsoDate>().notNull(),
    /** Last calendar date YYYY-MM-DD of a temporary regime (inclusive), or null. */
    validUntilOn: text("valid_until_on").$type<IsoDate>(),
    /** The snapshot date (YYYY-MM-DD) a person checked the correction against: it stands over every snapshot up to it. */
    reviewedAgainstOn: text("reviewed_against_on").$type<IsoDate>().notNull(),
    /** Whether `sourceUrl` itself is a government page (a news report quoting one is not). */
    official: integer("official", { mode: "boolean" }).notNull(),
    source: text("source").notNull(),
    sourceUrl: text("source_url").notNull(),
    checkedOn: text("checked_on").$type<IsoDate>().notNull(),
    notes: text("notes"),
  },
  (t) => [primaryKey({ columns: [t.passportCountryCode, t.destinationCountryCode, t.effectiveOn] })],
);

/**
 * An entry concession (data/exemptions/in-exemptions.json): an Indian passport holder who holds
 * `heldDocument` gets `grants` at the destination. Seeded whole; `position` keeps the file's order.
 */
export const entryConcessions = sqliteTable(
  "entry_concessions",
  {
    position: integer("position").primaryKey(),
    passportCountryCode: text("passport_country_code").$type<CountryCode>().notNull(),
    destinationCountryCode: text("destination_country_code").$type<CountryCode>().notNull(),
    /** A held document's key (shared/concessions/documents.ts), e.g. "us-visa". */
    heldDocument: text("held_document").$type<HeldDocumentKey>().notNull(),
    /** visa-free, visa-on-arrival, eta, e-visa or transit-visa-free. */
    grants: text("grants").$type<ConcessionGrant>().notNull(),
    /** Days per stay, or null where no source states it. */
    maxStayDays: integer("max_stay_days"),
    conditions: text("conditions").notNull(),
    /** Calendar date YYYY-MM-DD the rule took effect, where a source gives it. */
    validFrom: text("valid_from").$type<IsoDate>(),
    /** The rule's last day (YYYY-MM-DD, inclusive) for a temporary measure (exemptions/end-dates.json), else null. */
    validUntilOn: text("valid_until_on").$type<IsoDate>(),
    source: text("source").notNull(),
    sourceUrl: text("source_url").notNull(),
    /** True only for a page on a government website. */
    official: integer("official", { mode: "boolean" }).notNull(),
    evidence: text("evidence").notNull(),
  },
  (t) => [index("entry_concessions_pair").on(t.passportCountryCode, t.destinationCountryCode)],
);

/** A visa option (fee record) for Indian passport holders. */
export const feeOptions = sqliteTable(
  "fee_options",
  {
    id: text("id").primaryKey(),
    /** Order of the record in the source file: the spec's "first" means this order. */
    position: integer("position").notNull(),
    /**
     * JSON of the passports the record applies to (shared/fees/scope.ts FeeScope): `{"scope":"all"}`, `only` or
     * `all-except` a list of ISO 3166-1 alpha-2 codes; India's detailed records are `only` ["IN"] (issue #45).
     */
    appliesTo: text("applies_to").notNull(),
    /** Which file the record comes from: "detailed" (india-fees.v2.json) or "world" (world-fees.json, the desk's). */
    recordSet: text("record_set").$type<FeeRecordSet>().notNull(),
    /** What the fee pays for (shared/fees/documents.ts): visa, e-visa, visa-on-arrival, eta, visa-free, levy. */
    document: text("document").$type<FeeDocument>().notNull(),
    /** The world records' "high", "medium" or "low"; null for a detailed record (its isVerified says it). */
    confidence: text("confidence").$type<"high" | "medium" | "low">(),
    destinationCountryCode: text("destination_country_code").$type<CountryCode>().notNull(),
    visaType: text("visa_type").notNull(),
    subtype: text("subtype").notNull(),
    eVisa: integer("e_visa", { mode: "boolean" }).notNull(),
    /** Fee in minor units of feeCurrency (0 = free). */
    feeMinor: integer("fee_minor").notNull(),
    /** ISO 4217. */
    feeCurrency: text("fee_currency").$type<CurrencyCode>().notNull(),
    processingMinDays: integer("processing_min_days"),
    processingMaxDays: integer("processing_max_days"),
    validityDays: integer("validity_days"),
    maxStayDays: integer("max_stay_days"),
    /** "single", "double" or "multiple", or null (the source does not say). */
    entries: text("entries"),
    /** JSON array of short requirement lines. */
    requirements: text("requirements").notNull().default("[]"),
    applyUrl: text("apply_url"),
    source: text("source"),
    sourceUrl: text("source_url"),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull(),
    checkedOn: text("checked_on").$type<IsoDate>().notNull(),
    /** The date the source itself states (publication, update, or the day the fee applies from), or null (undated). */
    sourceDateOn: text("source_date_on").$type<IsoDate>(),
    /** First day the fee applies, where known. */
    effectiveOn: text("effective_on").$type<IsoDate>(),
    /** Last day the fee is announced to apply (inclusive), or null (open-ended). */
    validUntilOn: text("valid_until_on").$type<IsoDate>(),
    /**
     * JSON array of held-document keys (shared/concessions/documents.ts), any one of which the option needs
     * (data/visa-fees/fee-conditions.json); "[]" for an option open to every Indian passport holder.
     */
    needsDocuments: text("needs_documents").notNull().default("[]"),
    notes: text("notes"),
    /**
     * Why the figure is weak, where the data desk marked it so (data/desk/: a low-confidence source, a figure no
     * official page confirms), shown beside it; null for a figure with no doubt on record.
     */
    doubt: text("doubt"),
    /**
     * Whether the amount is charged by the embassy or consulate where the traveller applies, so it may differ from
     * mission to mission (data/visa-fees/fee-places.json, an explicit list of world records): said beside the amount.
     */
    chargedByMission: integer("charged_by_mission", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [index("fee_options_destination").on(t.destinationCountryCode)],
);

/**
 * A destination's online arrival card (data/visa-fees/arrival-cards.json, issue #45): Thailand's TDAC, the SG Arrival
 * Card. Filled in before arrival whatever the visa; listed with the pair's documents, with its source.
 */
export const arrivalCards = sqliteTable("arrival_cards", {
  /** ISO 3166-1 alpha-2 of the country entered: one card per destination. */
  destinationCountryCode: text("destination_country_code").$type<CountryCode>().primaryKey(),
  /** "Thailand Digital Arrival Card (TDAC)". */
  name: text("name").notNull(),
  /** How the fee records' requirement lines name it ("TDAC"), so a list never names it twice. */
  shortName: text("short_name").notNull(),
  /** The official site where it is filled in. */
  url: text("url").notNull(),
  /** Whether entry needs it (Visit Japan Web does not: paper forms on arrival do the same). */
  mandatory: integer("mandatory", { mode: "boolean" }).notNull(),
  /** First day it was required, or null when the source gives no day. */
  sinceOn: text("since_on").$type<IsoDate>(),
  /** JSON array of ISO 3166-1 alpha-2 passports that need not file it (Malaysia: Singapore). */
  exemptPassports: text("exempt_passports").notNull().default("[]"),
  /** JSON array of documents (shared/visa/entry-documents.ts) whose holders need not file it (Korea: "eta"). */
  exemptWith: text("exempt_with").notNull().default("[]"),
  source: text("source").notNull(),
  sourceUrl: text("source_url").notNull(),
  /** Whether the source is the destination government's own page. */
  official: integer("official", { mode: "boolean" }).notNull(),
  /** The date the source itself carries, or null (undated). */
  sourceDateOn: text("source_date_on").$type<IsoDate>(),
  /** The day we read the source. */
  checkedOn: text("checked_on").$type<IsoDate>().notNull(),
  evidence: text("evidence").notNull(),
  notes: text("notes"),
});

/**
 * A change announced but not in force (corrections.v2.json `announced`, visa-fees/announced-fees.json): shown on its
 * pairs as "Announced, not yet in force" and on /changes, never counted in today's figures.
 */
export const announcedChanges = sqliteTable("announced_changes", {
  /** "requirement-{index}" or "fee-{index}": the record's place in its file. */
  id: text("id").primaryKey(),
  /** Order for lists: the requirement announcements first, then the fees, each in file order. */
  position: integer("position").notNull(),
  /** "requirement" (a pair's rule will change) or "fee" (a fee will be added or changed). */
  kind: text("kind").$type<"requirement" | "fee">().notNull(),
  /** JSON array of ISO 3166-1 alpha-2 destination codes. */
  destinations: text("destinations").notNull(),
  /**
   * "list" (the codes in `passports`), "all", "visa-exempt" (nationals entering visa free, except `passports`) or
   * "all-except" (every passport but `passports`).
   */
  passportScope: text("passport_scope").$type<"list" | "all" | "visa-exempt" | "all-except">().notNull(),
  /** JSON array of passport codes: those covered ("list") or those excluded ("visa-exempt", "all-except"); "[]" for "all". */
  passports: text("passports").notNull(),
  /** The source's own words for who is covered, e.g. "visa-exempt nationals (not India)". */
  passportsText: text("passports_text").notNull(),
  /** What the change applies to, e.g. "ETIAS travel authorisation". */
  appliesTo: text("applies_to").notNull(),
  /** The announced requirement (Passport Index vocabulary) for "requirement", else null. */
  requirement: text("requirement"),
  /** JSON object passport → today's requirement, for "requirement"; null otherwise. */
  previous: text("previous"),
  /** The announced fee in minor units of `feeCurrency`, or null where no amount is announced. */
  feeMinor: integer("fee_minor"),
  feeCurrency: text("fee_currency").$type<CurrencyCode>(),
  /** Calendar date YYYY-MM-DD of the announcement, where a source gives it. */
  announcedOn: text("announced_on").$type<IsoDate>(),
  /** Calendar date YYYY-MM-DD the change is expected to apply from, where a source gives it. */
  expectedOn: text("expected_on").$type<IsoDate>(),
  source: text("source").notNull(),
  sourceUrl: text("source_url").notNull(),
  /** True only for a page on a government website. */
  official: integer("official", { mode: "boolean" }).notNull(),
  /** The day we read the source. */
  checkedOn: text("checked_on").$type<IsoDate>().notNull(),
  evidence: text("evidence").notNull(),
  notes: text("notes"),
  /**
   * "announced" (not in force: never in a figure) or "in force" (a rule or fee that took force, shown as such on
   * the dates it applies, from `inForceOn`; data/desk/ records it when an announcement takes force, issue #43).
   */
  status: text("status").$type<"announced" | "in force">().notNull().default("announced"),
  /** First day (YYYY-MM-DD) an "in force" entry applies; null when in force on a date the source does not give. */
  inForceOn: text("in_force_on").$type<IsoDate>(),
});

/**
 * Units of `currency` per 1 USD, from the dated rate table: one rate per currency, from the first source that has it
 * (the ECB reference rates and official pegs, then fawazahmed0/exchange-api for the currencies they lack), each row
 * with its own date and source.
 */
export const exchangeRates = sqliteTable("exchange_rates", {
  /** ISO 4217. Plain text: the domain keys rate tables by string (RateTable.unitsPerUsd), so a brand gains nothing. */
  currency: text("currency").primaryKey(),
  unitsPerUsd: real("units_per_usd").notNull(),
  /** "market" (a market rate: the ECB's reference rate, or the second source's) or "pegged" (fixed official peg). */
  kind: text("kind").notNull(),
  /** Calendar date YYYY-MM-DD of this rate (the second source's rates keep their own, older or newer than the ECB's). */
  asOn: text("as_on").$type<IsoDate>().notNull(),
  /**
   * Where the rate comes from: the id of its `datasets` row, "rates-usd" (ECB and pegs, replaced by the daily refresh)
   * or "rates-open" (data/visa-fees/rates-open.json, seeded only). Rows from before the column were all "rates-usd".
   */
  source: text("source").$type<RateSource>().notNull().default("rates-usd"),
});

/** Provenance of each seeded dataset, shown as attribution on the site. */
export const datasets = sqliteTable("datasets", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  attribution: text("attribution").notNull(),
  sourceUrl: text("source_url"),
  licence: text("licence"),
  /** Calendar date YYYY-MM-DD the data describes. */
  asOn: text("as_on").$type<IsoDate>().notNull(),
});

// Lead tables (spec: Consultation request, API contact request; decision 8: contact page messages). Each row
// carries `client_hash` (HMAC-SHA-256 of the client address with a secret salt, never the address) for the rate
// limit, whose check reads (client_hash, created_at); and the client's `idempotency_key`, unique, so a retried
// submission stores one row. `created_at` is an ISO 8601 UTC instant with milliseconds (text order = time order).

/** A consultation lead: name and contact number for a destination. */
export const consultationRequests = sqliteTable(
  "consultation_requests",
  {
    id: text("id").primaryKey(),
    createdAt: text("created_at").notNull(),
    /** Sanitised name (shared/leads/name.ts). */
    name: text("name").notNull(),
    /** Contact number, digits only. */
    number: text("number").notNull(),
    /** ISO 3166-1 alpha-2 of the visitor's country, whose phone rule checked `number`. */
    originCode: text("origin_code").$type<CountryCode>().notNull(),
    /** ISO 3166-1 alpha-2 of the destination, and its name at the time (the spec's `country`). */
    destinationCode: text("destination_code").$type<CountryCode>().notNull(),
    destinationName: text("destination_name").notNull(),
    clientHash: text("client_hash").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
  },
  (t) => [uniqueIndex("consultation_requests_idempotency").on(t.idempotencyKey), index("consultation_requests_client").on(t.clientHash, t.createdAt)],
);

/** A request for developer API access (the Contact for API dialog). */
export const apiContactRequests = sqliteTable(
  "api_contact_requests",
  {
    id: text("id").primaryKey(),
    createdAt: text("created_at").notNull(),
    name: text("name").notNull(),
    companyName: text("company_name").notNull(),
    /** Digits only, 10 to 12. */
    mobileNumber: text("mobile_number").notNull(),
    /** Trimmed, lower-cased. */
    email: text("email").notNull(),
    clientHash: text("client_hash").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
  },
  (t) => [uniqueIndex("api_contact_requests_idempotency").on(t.idempotencyKey), index("api_contact_requests_client").on(t.clientHash, t.createdAt)],
);

/** A message from the contact page form (decision 8). */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    createdAt: text("created_at").notNull(),
    name: text("name").notNull(),
    /** Trimmed, lower-cased. */
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    clientHash: text("client_hash").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
  },
  (t) => [uniqueIndex("contact_messages_idempotency").on(t.idempotencyKey), index("contact_messages_client").on(t.clientHash, t.createdAt)],
);

/**
 * API keys (issue #23): only the SHA-256 (hex) of a key is stored, with its public prefix (`vfa_` and 8 characters),
 * who it is for, its plan (shared/api/plans.ts), when it was created, last used and revoked, and the
 * `api_contact_requests` row it answers (kept as text: a lead's retention must not be held up by a key).
 */
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    plan: text("plan").notNull(),
    createdAt: text("created_at").notNull(),
    lastUsedAt: text("last_used_at"),
    revokedAt: text("revoked_at"),
    requestId: text("request_id"),
  },
  (t) => [uniqueIndex("api_keys_hash").on(t.keyHash), uniqueIndex("api_keys_prefix").on(t.prefix)],
);

/** Requests per API key per UTC day (YYYY-MM-DD): the day quota's counter, incremented atomically. */
export const apiUsage = sqliteTable(
  "api_usage",
  {
    keyId: text("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    requests: integer("requests").notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);

/**
 * Delivery of each lead to the team (issue #24): one row per lead (`form` is its rate-limit scope, `lead_id` its
 * row's id), written when the lead is enqueued and updated by every attempt of the queue consumer; `webhook_at` and
 * `emailed_at` once each configured channel took it, `delivered_at` once every configured channel had, `dead_at` when
 * the queue last gave up (its dead-letter queue). The outbox re-enqueues rows left undelivered for an hour. Deleted
 * with its lead by the retention run.
 */
export const leadDeliveries = sqliteTable(
  "lead_deliveries",
  {
    form: text("form").notNull(),
    leadId: text("lead_id").notNull(),
    createdAt: text("created_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastAttemptAt: text("last_attempt_at"),
    /** The last failure, in our words (a status or "timeout"), never the receiver's body. */
    lastError: text("last_error"),
    /** When the webhook took it (a later attempt then sends only what is still missing). */
    webhookAt: text("webhook_at"),
    /** When the send_email binding took it. */
    emailedAt: text("emailed_at"),
    deliveredAt: text("delivered_at"),
    deadAt: text("dead_at"),
    /** When the outbox last put it back on the queue. */
    requeuedAt: text("requeued_at"),
  },
  (t) => [primaryKey({ columns: [t.form, t.leadId] }), index("lead_deliveries_pending").on(t.deliveredAt, t.createdAt)],
);

// The source watch's tables (issue #35) live in their own file; drizzle-kit reads them through this export.
export * from "./watch-schema";
export * from "./alerts-schema";
