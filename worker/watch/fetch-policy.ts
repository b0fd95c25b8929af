/**
 * @module How the watch may read a source (issue #35): HTTPS only, public host names only (no IP literals, no
 * localhost or internal names, so a redirect cannot turn the watch on our own network), a few redirects, a timeout
 * and a size cap, and a User-Agent that names the site and says why it calls. One exception, for `npm run
 * data:watch -- --fixtures` only: with a fixture origin (WATCH_FIXTURE_ORIGIN, honoured only when DEV_MODE is "1":
 * worker/config.ts), every request goes to that local server and nothing else may be requested at all.
 */

/** Redirects followed before a read fails. */
export const WATCH_MAX_REDIRECTS = 5;
/** Milliseconds a read may take, headers and body together. */
export const WATCH_TIMEOUT_MS = 15_000;
/** Bytes of a body read at most (a fee page is tens of KB; a 20 MB answer is not a fee page). */
export const WATCH_MAX_BYTES = 2 * 1024 * 1024;

/** The User-Agent of every watch request: the site, its address and what it does. */
export function watchUserAgent(siteUrl: string): string {
  return `VisaFeeAtlasSourceWatch/1.0 (+${siteUrl.replace(/\/+$/, "")}/about-us; weekly check of the sources our figures cite)`;
}

/**
 * Why the watch will not request `url`, or null when it may: HTTPS, no credentials, a public DNS name (at least one
 * dot, not localhost, .local, .internal or an IP literal). With a `fixtureOrigin` (local fixture mode), the reverse:
 * that origin only, so a recorded redirect cannot reach the network.
 * @example refusedUrl("http://example.gov/fees") // "not HTTPS"
 */
export function refusedUrl(url: string, fixtureOrigin: string | null = null): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "not a URL";
  }
  if (fixtureOrigin !== null) return parsed.origin === fixtureOrigin && !parsed.username && !parsed.password ? null : "not the fixture server";
  if (parsed.protocol !== "https:") return "not HTTPS";
  if (parsed.username || parsed.password) return "credentials in the URL";
  const host = parsed.hostname.toLowerCase();
  if (host.startsWith("[") || /^\d+(\.\d+){3}$/.test(host) || /^\d+$/.test(host)) return "an IP address, not a host name";
  if (!host.includes(".") || host === "localhost" || /\.(local|localhost|internal|lan|home|arpa)$/.test(host)) return "not a public host name";
  return null;
}

/**
 * The URL the watch requests for a cited one: an HTTP source is asked over HTTPS (the policy reads nothing else); in
 * fixture mode, the same address on the fixture server, as `<origin>/<host><path><query>`.
 * @example watchRequestUrl("http://mea.gov.in/fees?x=1", "http://127.0.0.1:9000") // "http://127.0.0.1:9000/mea.gov.in/fees?x=1"
 */
export function watchRequestUrl(cited: string, fixtureOrigin: string | null = null): string {
  const secure = cited.replace(/^http:\/\//i, "https://");
  if (fixtureOrigin === null) return secure;
  const url = new URL(secure);
  return `${fixtureOrigin}/${url.host}${url.pathname}${url.search}`;
}

/** The host a URL is read from: the watch reads one URL at a time per host. */
export function watchHostOf(url: string): string {
  return new URL(url).hostname.toLowerCase();
}
