/**
 * @module Retries of transient D1 failures (Cloudflare's documented retryable errors: a lost connection, a reset
 * storage object, an overloaded database), with exponential backoff and jitter. Only for idempotent work: every
 * lead write carries a unique idempotency key, so a retry after a commit whose answer was lost stores nothing new.
 */

// Fragments of the messages Cloudflare documents as safe to retry.
const TRANSIENT = [
  /network connection lost/i,
  /storage caused object to be reset/i,
  /reset because its code was updated/i,
  /transient issue/i,
  /overloaded/i,
  /internal error in d1/i,
  /D1 DB .*(unavailable|timed out)/i,
];

/** Whether a D1 error is worth retrying. @example isTransientD1Error(new Error("D1_ERROR: Network connection lost.")) // true */
export function isTransientD1Error(error: unknown): boolean {
  const message = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : String(error);
  return TRANSIENT.some((re) => re.test(message));
}

/**
 * Runs `work`, retrying transient D1 errors up to `attempts` times in all, waiting `baseMs`·2^(n−1) plus up to
 * 50% jitter between tries. Other errors, and the last transient one, are thrown.
 * @param attempts total tries (default 3)
 * @param baseMs first wait in ms (default 50)
 * @example await withD1Retry(() => insertWithinLimit(db, "contact", fields, opts))
 */
export async function withD1Retry<T>(
  work: () => Promise<T>,
  { attempts = 3, baseMs = 50, sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransientD1Error(error)) throw error;
      const wait = baseMs * 2 ** (attempt - 1);
      await sleep(wait + Math.random() * wait * 0.5);
    }
  }
}
