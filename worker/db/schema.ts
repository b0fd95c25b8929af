/**
 * @module D1 schema (drizzle). drizzle-kit reads this file to generate `migrations/`;
 * the seed (`scripts/seed.ts`) fills the reference tables from `../shared/data/`.
 */
import { integer, primaryKey, real, sqliteTable, text, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import type { CurrencyCode } from "../../shared/units/money";

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
});

/**
 * Requirement for a passport → destination pair, as published by the Passport Index dataset
 * (value in the dataset's own vocabulary: "90", "visa free", "e-visa", "-1", …).
 */
export const visaRequirements = sqliteTable(
  "visa_requirements",
  {
    passportCountryCode: text("passport_country_code").$type<CountryCode>().notNull(),
    destinationCountryCode: text("destination_country_code").$type<CountryCode>().notNull(),
    requirement: text("requirement").notNull(),
  },
  (t) => [primaryKey({ columns: [t.passportCountryCode, t.destinationCountryCode] })],
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
    source: text("source").notNull(),
    sourceUrl: text("source_url").notNull(),
    checkedOn: text("checked_on").$type<IsoDate>().notNull(),
    notes: text("notes"),
  },
  (t) => [primaryKey({ columns: [t.passportCountryCode, t.destinationCountryCode, t.effectiveOn] })],
);

/** A visa option (fee record) for Indian passport holders. */
export const feeOptions = sqliteTable(
  "fee_options",
  {
    id: text("id").primaryKey(),
    /** Order of the record in the source file: the spec's "first" means this order. */
    position: integer("position").notNull(),
    passportCountryCode: text("passport_country_code").$type<CountryCode>().notNull(),
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
    entries: text("entries"),
    /** JSON array of short requirement lines. */
    requirements: text("requirements").notNull().default("[]"),
    applyUrl: text("apply_url"),
    source: text("source"),
    sourceUrl: text("source_url"),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull(),
    checkedOn: text("checked_on").$type<IsoDate>().notNull(),
    notes: text("notes"),
  },
  (t) => [index("fee_options_destination").on(t.passportCountryCode, t.destinationCountryCode)],
);

/** Units of `currency` per 1 USD, from the dated rate table. */
export const exchangeRates = sqliteTable("exchange_rates", {
  /** ISO 4217. Plain text: the domain keys rate tables by string (RateTable.unitsPerUsd), so a brand gains nothing. */
  currency: text("currency").primaryKey(),
  unitsPerUsd: real("units_per_usd").notNull(),
  /** "market" (ECB reference rate) or "pegged" (fixed official peg). */
  kind: text("kind").notNull(),
  /** Calendar date YYYY-MM-DD of the rates. */
  asOn: text("as_on").$type<IsoDate>().notNull(),
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
