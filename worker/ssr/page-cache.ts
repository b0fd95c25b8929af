/**
 * @module Rendered pages kept in the isolate's memory for a short time (issue: measured quality, page throughput).
 *
 * Every page is a function of a few request facts: the URL, the visitor's country (which also decides the currency its
 * fees show in, decision 17: shared/money/visitor-currency.ts, so a US visitor never gets a page kept in rupees), the
 * consent choices, app mode with its base path, and the day (which picks the requirement corrections in force). Data changes only with a
 * seed or the daily rate refresh, so a page rendered for one visitor is right for every other visitor with the
 * same facts for minutes. The key holds exactly those facts; nothing else of the request reaches the HTML.
 *
 * A kept page is the same bytes for every request: its inline scripts are allowed by their hashes, not by a nonce
 * (script-hashes.ts), so an answer copies and rewrites nothing.
 * Only 200 answers are kept: a 404 must log each time, and redirects and errors are not worth keeping.
 * This is the first tier; the location's Cache API is the second (edge-page-cache.ts, cached-answer.ts reads both).
 */
import { LRUCache } from "lru-cache";
import type { ConsentChoices } from "../../shared/consent/consent";
import { hashInlineScripts } from "./script-hashes";

/** A rendered answer as kept: status, headers of the render (no Set-Cookie), and its body, the same for every request. */
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  /** The body as UTF-8. */
  body: Uint8Array<ArrayBuffer>;
  /** The script-src sources ("'sha256-…'") of the body's inline scripts; empty for an answer without any. */
  scriptHashes: string[];
}

const utf8 = new TextEncoder();

/**
 * Keeps a rendered answer: `body` as rendered with `nonceToken` (from {@link newNonceToken}) where the CSP nonce goes,
 * kept without the token and with its inline scripts' hashes instead (script-hashes.ts).
 * @throws Error when the token occurs outside a nonce attribute (hashInlineScripts).
 */
export async function keptPage(status: number, headers: Array<[string, string]>, body: string, nonceToken: string): Promise<CachedPage> {
  const { html, hashes } = await hashInlineScripts(body, nonceToken);
  return { status, headers, body: utf8.encode(html), scriptHashes: hashes };
}

/** The request facts a page depends on (see the module comment). */
export interface PageKeyFacts {
  /** The page's canonical address (seo/page-address.ts): its path and the query of the fields its routes read. */
  url: URL;
  /** The visitor's country; it decides the fees' third currency too, so no fact of its own is needed for that. */
  country: string | null;
  consent: ConsentChoices | null;
  appMode: boolean;
  basePath: string;
  /** ISO date (UTC) of the request. */
  today: string;
}

/** The cache key of a page: one line per fact, so no value can run into the next. */
export function pageCacheKey(facts: PageKeyFacts): string {
  const consent = facts.consent ? `${+facts.consent.analytics}${+facts.consent.advertising}${+facts.consent.functional}` : "none";
  return [facts.url.pathname + facts.url.search, facts.country ?? "-", consent, facts.appMode ? "app" : "web", facts.basePath, facts.today].join(
    "\n",
  );
}

/** Upper bound of the memory the kept pages take, in bytes: 32 MiB of the isolate's 128 MB. */
const MAX_SIZE_BYTES = 32 * 1024 * 1024;

/** An LRU of rendered pages bounded in size, each kept `seconds` at most; `now` (ms) is the clock tests may set. */
export function createPageCache(seconds: number, now: () => number = () => performance.now()) {
  return new LRUCache<string, CachedPage>({
    perf: { now },
    max: 2_000,
    maxSize: MAX_SIZE_BYTES,
    sizeCalculation: (page) => page.body.byteLength + 512,
    ttl: seconds * 1000,
    // Read the clock on every check (workerd's clock only moves with I/O, so this costs nothing).
    ttlResolution: 0,
    // Ages are checked on read: a page is never served past its lifetime, and no timer runs in the isolate.
    ttlAutopurge: false,
  });
}

let isolateCache: { seconds: number; cache: ReturnType<typeof createPageCache> } | undefined;

/**
 * This isolate's page cache, built on first use; null when `seconds` is 0 (off).
 * @param seconds lifetime of a kept page (PAGE_CACHE_SECONDS, worker/config.ts); a change builds a new cache.
 */
export function isolatePageCache(seconds: number) {
  if (!isolateCache || isolateCache.seconds !== seconds) isolateCache = { seconds, cache: createPageCache(seconds) };
  return seconds > 0 ? isolateCache.cache : null;
}

/**
 * Drops every page this isolate keeps (after the rate refresh changed the data). Other isolates keep theirs until
 * their lifetime ends, at most PAGE_CACHE_SECONDS.
 */
export function forgetKeptPages(): void {
  isolateCache?.cache.clear();
}

/** A stand-in nonce token: 128 random bits, base64url, so it cannot occur in a page by chance. */
export function newNonceToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
