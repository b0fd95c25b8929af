/**
 * @module One request of the watch under its policy (worker/watch/fetch-policy.ts, issue #35), whatever it reads: the
 * URL checked before every hop (HTTPS to public names, or the fixture server only in fixture mode), redirects followed
 * by hand up to the limit, one timeout over headers and body together, our User-Agent, the answer's type checked and
 * its body cut at a size cap. A source page (read-source.ts) and the upstream file (read-upstream.ts) differ only in
 * what they accept and how they read the body. A failure is a reason in our words, never the platform's error text.
 */
import { refusedUrl, WATCH_MAX_REDIRECTS, WATCH_TIMEOUT_MS } from "./fetch-policy";

/** What a read needs: the platform's fetch (tests pass recorded answers), our User-Agent, and the fixture origin. */
export interface ReadDeps {
  fetch: typeof fetch;
  userAgent: string;
  /** Milliseconds for the whole read (default WATCH_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Local fixture mode only (worker/config.ts): the one origin that may be requested. */
  fixtureOrigin?: string | null;
}

/** What a kind of read accepts and how it reads the body. */
export interface ReadKind<T> {
  /** The Accept header. */
  accept: string;
  /** Content types read; anything else is reported as `not ${what} (type)`. */
  types: RegExp;
  /** What the read expects, for that failure ("a web page", "a CSV file"). */
  what: string;
  /** Bytes of a body read at most. */
  maxBytes: number;
  /** Reads the (capped) body; `type` is the answer's Content-Type. */
  consume: (body: ReadableStream<Uint8Array> | null, type: string) => Promise<T>;
}

/** A read: the value and where it came from, or why it failed. `bytes`: the body's size as received. */
export type PolicyRead<T> = { ok: true; value: T; finalUrl: string; bytes: number } | { ok: false; reason: string };

/** "2 MB" for a cap in bytes. */
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * The body cut at `limit` bytes: once more arrive, the stream ends (the source is cancelled, so a 20 MB answer stops
 * at the cap, not at its end) and `over()` says so. Ending rather than erroring keeps the failure ours to word.
 */
function capped(body: ReadableStream<Uint8Array>, limit: number): { stream: ReadableStream<Uint8Array>; over: () => boolean; seen: () => number } {
  let seen = 0;
  let over = false;
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen <= limit) return controller.enqueue(chunk);
        over = true;
        controller.terminate();
      },
    }),
  );
  return { stream, over: () => over, seen: () => Math.min(seen, limit) };
}

/**
 * Reads `url` once under the policy.
 * @returns the consumed body, the final URL and the bytes read, or a reason: "not HTTPS", "HTTP 404", "timed out
 *   after 15 s", "more than 5 redirects", "larger than 2 MB", "not a web page (application/pdf)", "could not connect".
 */
export async function readUnderPolicy<T>(url: string, deps: ReadDeps, kind: ReadKind<T>): Promise<PolicyRead<T>> {
  const timeoutMs = deps.timeoutMs ?? WATCH_TIMEOUT_MS;
  const fixtureOrigin = deps.fixtureOrigin ?? null;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = url;
  try {
    for (let hop = 0; ; hop++) {
      const refused = refusedUrl(current, fixtureOrigin);
      if (refused) return { ok: false, reason: hop === 0 ? refused : `redirected to a URL we do not read (${refused})` };
      const response = await deps.fetch(current, { redirect: "manual", signal, headers: { "User-Agent": deps.userAgent, Accept: kind.accept } });
      if (response.status >= 300 && response.status < 400 && response.headers.has("Location")) {
        await response.body?.cancel();
        if (hop >= WATCH_MAX_REDIRECTS) return { ok: false, reason: `more than ${WATCH_MAX_REDIRECTS} redirects` };
        current = new URL(response.headers.get("Location") ?? "", current).toString();
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { ok: false, reason: `HTTP ${response.status}` };
      }
      const type = response.headers.get("Content-Type") ?? "text/html";
      if (!kind.types.test(type)) {
        await response.body?.cancel();
        return { ok: false, reason: `not ${kind.what} (${type.split(";")[0]?.trim().slice(0, 60)})` };
      }
      const declared = Number(response.headers.get("Content-Length") ?? "0");
      if (declared > kind.maxBytes) {
        await response.body?.cancel();
        return { ok: false, reason: `larger than ${megabytes(kind.maxBytes)}` };
      }
      const body = response.body ? capped(response.body, kind.maxBytes) : null;
      const value = await kind.consume(body?.stream ?? null, type);
      if (body?.over()) return { ok: false, reason: `larger than ${megabytes(kind.maxBytes)}` };
      return { ok: true, value, finalUrl: current, bytes: body?.seen() ?? 0 };
    }
  } catch {
    if (signal.aborted) return { ok: false, reason: `timed out after ${Math.round(timeoutMs / 1000)} s` };
    return { ok: false, reason: "could not connect" };
  }
}
