/**
 * @module One read of a watched source (issue #35): the request under the watch's policy (policy-read.ts: HTTPS to
 * public names, redirects followed by hand and checked at every hop, a timeout, a size cap, our User-Agent), then the
 * page's main text through HTMLRewriter: scripts, styles, navigation, headers, footers, forms and embedded media left
 * out, a space at every element boundary so words never run together. The caller normalises and fingerprints the text.
 */
import { WATCH_MAX_BYTES } from "./fetch-policy";
import { type ReadDeps, readUnderPolicy } from "./policy-read";

/** A read: the page's text, the final URL and the bytes received, or why it failed. */
export type SourceRead = { ok: true; text: string; finalUrl: string; bytes: number } | { ok: false; reason: string };

/** Elements whose text is not the page's content. */
const SKIPPED = "script, style, noscript, template, nav, header, footer, form, svg, iframe, object, select, button";

/** Content types read as pages; anything else (a PDF, an image, JSON) is reported, not parsed. */
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml|text\/plain)\b/i;

/** The text of an HTML (or plain-text) response, through HTMLRewriter. */
async function textOf(response: Response): Promise<string> {
  const parts: string[] = [];
  let skipping = 0;
  const rewritten = new HTMLRewriter()
    .on(SKIPPED, {
      element(element) {
        skipping++;
        // A skipped element the page never closes would hide the rest; lol-html calls this at its real or implied end.
        element.onEndTag(() => {
          skipping--;
        });
      },
    })
    .on("*", {
      element() {
        parts.push(" ");
      },
    })
    .onDocument({
      text(text) {
        if (skipping === 0) parts.push(text.text);
      },
    })
    .transform(response);
  await rewritten.arrayBuffer();
  return decodeEntities(parts.join(""));
}

/** The character references HTMLRewriter passes through as written in text. */
function decodeEntities(text: string): string {
  const named: Record<string, string> = {
    amp: "&",
    lt: "<",
    gt: ">",
    quot: '"',
    apos: "'",
    nbsp: " ",
    euro: "€",
    pound: "£",
    yen: "¥",
    rsquo: "’",
    lsquo: "‘",
    ndash: "–",
    mdash: "—",
  };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return named[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Reads `url` once.
 * @param deps the platform's fetch (tests pass recorded pages), the User-Agent, the timeout and, in fixture mode only,
 *   the fixture origin.
 * @returns the text, the final URL and the bytes read, or a reason: "not HTTPS", "HTTP 404", "timed out after 15 s",
 *   "more than 5 redirects", "larger than 2 MB", "not a web page (application/pdf)", "could not connect".
 */
export async function readSource(url: string, deps: ReadDeps): Promise<SourceRead> {
  const read = await readUnderPolicy(url, deps, {
    accept: "text/html,application/xhtml+xml;q=0.9,text/plain;q=0.5",
    types: HTML_TYPES,
    what: "a web page",
    maxBytes: WATCH_MAX_BYTES,
    consume: (body, type) => textOf(new Response(body, { headers: { "Content-Type": type } })),
  });
  return read.ok ? { ok: true, text: read.value, finalUrl: read.finalUrl, bytes: read.bytes } : read;
}
