/**
 * @module How an ops CLI talks to the site's ops routes and says, in one line, why it could not (issue #43): a site
 * that does not answer (not started, wrong address, no network), or one that answers with something other than the
 * route's JSON (another server on the port). Node's fetch throws a bare "fetch failed" with the reason in `cause`;
 * the operator gets the address, the reason and what to do, not a stack trace.
 */

/** A request that got no usable answer: the one line to print. */
export class SiteRequestError extends Error {}

/** Node's network error codes, in words (any other code is shown as it is). */
const REASONS: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "name lookup failed",
  ETIMEDOUT: "timed out",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  UND_ERR_CONNECT_TIMEOUT: "timed out",
  UND_ERR_SOCKET: "connection closed",
};

/**
 * Why a fetch got no answer, in words, or null for an error that is not fetch's (fetch rejects every network failure
 * with a TypeError whose `cause` holds the reason: a code, a dual-stack attempt's errors, or only a message such as
 * "bad port").
 */
function failureReason(error: unknown): string | null {
  if (!(error instanceof TypeError)) return null;
  const cause = error.cause as { code?: unknown; message?: unknown; errors?: Array<{ code?: unknown }> } | undefined;
  const code = cause?.code ?? cause?.errors?.[0]?.code;
  if (typeof code === "string") return REASONS[code] ?? code;
  return typeof cause?.message === "string" && cause.message ? cause.message : error.message;
}

/**
 * The line for a site that did not answer: locally, that it is probably not running and how to start it; remotely,
 * where the address comes from.
 * @example unreachableLine("http://127.0.0.1:8787", "connection refused", false)
 *   // "Could not reach http://127.0.0.1:8787 (connection refused): is the site running? Start it with npm start."
 */
export function unreachableLine(base: string, reason: string, remote: boolean): string {
  return remote
    ? `Could not reach ${base} (${reason}): check SITE_URL in wrangler.toml and your connection.`
    : `Could not reach ${base} (${reason}): is the site running? Start it with npm start (or set OPS_BASE to where it runs).`;
}

/**
 * Fetches `path` of the site at `base` and reads its JSON (null for a refusal that is not JSON, such as the site's
 * 404 page when it has no OPS_TOKEN).
 * @throws SiteRequestError with the line to print when the site did not answer, or answered a success that is not JSON.
 */
export async function siteJson<T>(base: string, path: string, init: RequestInit, remote: boolean): Promise<{ response: Response; body: T | null }> {
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, init);
  } catch (error) {
    const reason = failureReason(error);
    if (reason === null) throw error;
    throw new SiteRequestError(unreachableLine(base, reason, remote));
  }
  const text = await response.text();
  try {
    return { response, body: JSON.parse(text) as T };
  } catch {
    if (!response.ok) return { response, body: null };
    throw new SiteRequestError(
      `${base}${path} answered ${response.status} with something other than the ops route's JSON: is this the Visa Fee Atlas site?`,
    );
  }
}

/**
 * The line for a refusal: the status and the route's message, else its error code; a 404 that is not the route's
 * says the site has no ops routes (they exist only when OPS_TOKEN is set).
 * @example refusalLine(401, { error: "unauthorized" }) // "401: unauthorized"
 */
export function refusalLine(status: number, body: { message?: string; error?: string } | null): string {
  const said = body?.message ?? body?.error;
  if (said) return `${status}: ${said}`;
  return status === 404 ? "404: the site has no ops routes (is OPS_TOKEN set for it?)" : `${status}: refused`;
}
