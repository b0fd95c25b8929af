/**
 * @module The page cache's second tier (issue #44): the Cache API (`caches.default`, one cache per Cloudflare location),
 * behind each isolate's memory (page-cache.ts). A page one isolate rendered then answers every isolate of the
 * location, a fresh one included, for PAGE_CACHE_SECONDS, without a render.
 *
 * The key is the memory key (the canonical address and every request fact a page depends on: country, consent, app
 * mode and base path, the day) plus the data's version (the datasets' dates and the flagged sources' version,
 * services/public-api.ts `apiDataVersion`), hashed into one URL on the request's origin as the API's and the social
 * images' keys are (api/cache.ts, routes/og.ts). Memory can do without the version, because a rate refresh clears the
 * isolate it ran in and the lifetime bounds the others; a shared copy outlives any one isolate, so it is retired by its
 * key instead: a reseed, a rate refresh or a flag raised makes new keys, and the old copies expire unread.
 *
 * A page that depends on a cookie (consent, app mode, the dev country) has that cookie's meaning in its key, as in
 * memory, and a kept page never holds a Set-Cookie (render.tsx drops it; middleware adds its own to each answer), so
 * no visitor's page or cookie reaches another with other facts. The copy is `public` to the Cache API only: what a
 * visitor receives keeps the personal policy (middleware/cache-policy.ts).
 */
import { clientBuildFiles } from "./assets";
import type { CachedPage } from "./page-cache";

/** Bumped when the kept form below changes, so a deployment never reads a copy the previous one wrote otherwise. */
const EDGE_FORMAT = "1";

/** The header of a copy that carries what the response cannot: the page's own status, headers and script hashes. */
const KEPT_HEADER = "X-Kept-Page";

interface KeptMeta {
  status: number;
  headers: Array<[string, string]>;
  scriptHashes: string[];
}

/** Raised by {@link retireEdgePages}; part of every key this isolate makes. */
let generation = 0;

/**
 * Test hook: this isolate stops reading every copy kept so far (its later keys differ), as a new data version would
 * make it. For tests that change D1 behind the data version's back (a row inserted by hand, not by the seed); never
 * called in production, where it would leave this isolate sharing nothing with the others of its location.
 */
export function retireEdgePages(): void {
  generation += 1;
}

function cacheOf(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/**
 * The Cache API key of a kept answer: `{origin}/__page-cache/{format}/{sha-256 of key, version and client build, hex}`.
 * The client build's files are in it because a copy outlives the deployment that rendered it (assets.ts
 * `clientBuildFiles`).
 * @param origin the request's origin (the Cache API keeps entries per zone; a copy is shared by every hostname of it only if the key says so, and ours does not need to).
 * @param key the memory key (cached-answer.ts): one line per fact.
 * @param dataVersion services/public-api.ts `apiDataVersion` of the request.
 * @param build the client build the page's markup names (this deployment's; a parameter for the tests).
 */
export async function edgeKeyOf(origin: string, key: string, dataVersion: string, build = clientBuildFiles): Promise<Request> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${key}\n${dataVersion}\n${generation}\n${build}`)));
  const hex = [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
  return new Request(`${origin}/__page-cache/${EDGE_FORMAT}/${hex}`);
}

/** The answer kept under `edgeKey` in this location, or null (none, expired, or not readable as ours). */
export async function readEdgePage(edgeKey: Request): Promise<CachedPage | null> {
  const hit = await cacheOf().match(edgeKey);
  if (!hit) return null;
  try {
    const meta = JSON.parse(hit.headers.get(KEPT_HEADER) ?? "") as KeptMeta;
    return { status: meta.status, headers: meta.headers, scriptHashes: meta.scriptHashes, body: new Uint8Array(await hit.arrayBuffer()) };
  } catch {
    await hit.body?.cancel();
    return null;
  }
}

/**
 * Keeps `page` under `edgeKey` for `seconds` (the Cache API honours the copy's max-age). Resolves when stored; the
 * caller hands the promise to `waitUntil`, so the visitor never waits for it.
 */
export function keepEdgePage(edgeKey: Request, page: CachedPage, seconds: number): Promise<void> {
  const meta: KeptMeta = { status: page.status, headers: page.headers, scriptHashes: page.scriptHashes };
  const copy = new Response(page.body, {
    status: 200,
    headers: { "Cache-Control": `public, max-age=${seconds}`, [KEPT_HEADER]: JSON.stringify(meta) },
  });
  return cacheOf().put(edgeKey, copy);
}
