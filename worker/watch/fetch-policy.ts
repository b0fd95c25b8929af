/**
 * @module How the watch may read a source (issue #35): HTTPS only, public host names only (no IP literals, no
 * localhost or internal names, so a redirect cannot turn the watch on our own network), a few redirects, a timeout
 * and a size cap, and a User-Agent that names the site and says why it calls.
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
 * dot, not localhost, .local, .internal or an IP literal).
 * @example refusedUrl("http://example.gov/fees") // "not HTTPS"
 */
export function refusedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "not a URL";
  }
  if (parsed.protocol !== "https:") return "not HTTPS";
  if (parsed.username || parsed.password) return "credentials in the URL";
  const host = parsed.hostname.toLowerCase();
  if (host.startsWith("[") || /^\d+(\.\d+){3}$/.test(host) || /^\d+$/.test(host)) return "an IP address, not a host name";
  if (!host.includes(".") || host === "localhost" || /\.(local|localhost|internal|lan|home|arpa)$/.test(host)) return "not a public host name";
  return null;
}

/** The host a URL is read from: the watch reads one URL at a time per host. */
export function watchHostOf(url: string): string {
  return new URL(url).hostname.toLowerCase();
}
