/**
 * @module One read of a wait source (issue #46) under the watch's policy (policy-read.ts): the State Department's page
 * as HTML, IRCC's data file as JSON, each body as UTF-8 text for the pure readers (shared/waits/). An answer of another
 * type (a bot-check page instead of the JSON, a PDF) is reported, not parsed. The 2 MB cap holds either several
 * times over: the page's table is about 250 rows, the file about 60 KB (June 2026).
 */
import type { WaitSource } from "../../shared/waits/wait-sources";
import { WATCH_MAX_BYTES } from "./fetch-policy";
import { type ReadDeps, readUnderPolicy } from "./policy-read";

/** The body's text and its size in bytes, or why it could not be read ("HTTP 403", "not a JSON file (text/html)", …). */
export type WaitSourceRead = { ok: true; text: string; bytes: number } | { ok: false; reason: string };

const KINDS = {
  html: { accept: "text/html,application/xhtml+xml;q=0.9", types: /^(text\/html|application\/xhtml\+xml)\b/i, what: "a web page" },
  // canada.ca serves its JSON as application/json; a CDN may say text/plain or octet-stream for the same bytes.
  json: {
    accept: "application/json,text/plain;q=0.5",
    types: /^(application\/json|text\/json|text\/plain|application\/octet-stream)\b/i,
    what: "a JSON file",
  },
} as const;

/**
 * Reads `url` (the source's own, or its fixture address) once as the source's format.
 * @param deps the platform's fetch (tests pass recorded answers), the User-Agent, the timeout, the fixture origin.
 */
export async function readWaitSource(url: string, format: WaitSource["format"], deps: ReadDeps): Promise<WaitSourceRead> {
  const read = await readUnderPolicy(url, deps, {
    ...KINDS[format],
    maxBytes: WATCH_MAX_BYTES,
    // UTF-8, as both publishers serve it; decoding drops a leading byte-order mark.
    consume: (body) => new Response(body).text(),
  });
  return read.ok ? { ok: true, text: read.value, bytes: read.bytes } : read;
}
