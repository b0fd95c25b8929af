/**
 * @module One read of the upstream Passport Index file (issue #35) under the watch's policy (policy-read.ts): the tidy
 * CSV as text. The files `data:import` has read are 606,479 bytes (17 Feb 2026) and 619,445 bytes (12 Jan 2025),
 * 199 × 199 pairs each, so the pages' 2 MB cap holds one three times over; an HTML answer (a login or error page)
 * is reported, not parsed.
 */
import { WATCH_MAX_BYTES } from "./fetch-policy";
import { type ReadDeps, readUnderPolicy } from "./policy-read";

/** Bytes of the upstream file read at most: the pages' cap (the file is ~0.6 MB; 250 × 250 pairs would be ~1 MB). */
export const UPSTREAM_MAX_BYTES = WATCH_MAX_BYTES;

/** Content types a CSV file is served with (raw.githubusercontent.com answers text/plain). */
const CSV_TYPES = /^(text\/csv|text\/plain|application\/csv|application\/octet-stream)\b/i;

/** The file's text and its size in bytes, or why it could not be read ("HTTP 404", "not a CSV file (text/html)", …). */
export type UpstreamRead = { ok: true; text: string; bytes: number } | { ok: false; reason: string };

/** Reads the upstream file at `url` once. */
export async function readUpstreamFile(url: string, deps: ReadDeps): Promise<UpstreamRead> {
  const read = await readUnderPolicy(url, deps, {
    accept: "text/csv,text/plain;q=0.9",
    types: CSV_TYPES,
    what: "a CSV file",
    maxBytes: UPSTREAM_MAX_BYTES,
    consume: (body) => new Response(body).text(),
  });
  return read.ok ? { ok: true, text: read.value, bytes: read.bytes } : read;
}
