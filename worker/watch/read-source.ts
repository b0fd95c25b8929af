/**
 * @module One read of a watched source (issue #35): the request under the watch's policy (shared/watch/
 * fetch-policy.ts: HTTPS to public names, redirects followed by hand and checked at every hop, a timeout, a size cap,
 * our User-Agent), then the page's main text through HTMLRewriter: scripts, styles, navigation, headers, footers,
 * forms and embedded media left out, a space at every element boundary so words never run together. The caller
 * normalises and fingerprints the text. A failure is a reason in our words, never the platform's error text.
 */
import { refusedUrl, WATCH_MAX_BYTES, WATCH_MAX_REDIRECTS, WATCH_TIMEOUT_MS } from "./fetch-policy";

/** A read: the page's text and the final URL, or why it failed. */
export type SourceRead = { ok: true; text: string; finalUrl: string } | { ok: false; reason: string };

/** Elements whose text is not the page's content. */
const SKIPPED = "script, style, noscript, template, nav, header, footer, form, svg, iframe, object, select, button";

/** Content types read as pages; anything else (a PDF, an image, JSON) is reported, not parsed. */
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml|text\/plain)\b/i;

/**
 * The body cut at `limit` bytes: once more arrive, the stream ends (the source is cancelled, so a 20 MB answer stops
 * at the cap, not at its end) and `over()` says so. Ending rather than erroring keeps the failure ours to word.
 */
function capped(body: ReadableStream<Uint8Array>, limit: number): { stream: ReadableStream<Uint8Array>; over: () => boolean } {
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
  return { stream, over: () => over };
}

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
 * @param fetchImpl the platform's fetch (tests pass recorded pages).
 * @returns the text and the final URL, or a reason: "not HTTPS", "HTTP 404", "timed out after 15 s", "more than 5
 *   redirects", "larger than 2 MB", "not a web page (application/pdf)", "could not connect".
 */
export async function readSource(url: string, deps: { fetch: typeof fetch; userAgent: string; timeoutMs?: number }): Promise<SourceRead> {
  const timeoutMs = deps.timeoutMs ?? WATCH_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = url;
  try {
    for (let hop = 0; ; hop++) {
      const refused = refusedUrl(current);
      if (refused) return { ok: false, reason: hop === 0 ? refused : `redirected to a URL we do not read (${refused})` };
      const response = await deps.fetch(current, {
        redirect: "manual",
        signal,
        headers: { "User-Agent": deps.userAgent, Accept: "text/html,application/xhtml+xml;q=0.9,text/plain;q=0.5" },
      });
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
      if (!HTML_TYPES.test(type)) {
        await response.body?.cancel();
        return { ok: false, reason: `not a web page (${type.split(";")[0]?.trim().slice(0, 60)})` };
      }
      const declared = Number(response.headers.get("Content-Length") ?? "0");
      if (declared > WATCH_MAX_BYTES) {
        await response.body?.cancel();
        return { ok: false, reason: `larger than ${WATCH_MAX_BYTES / 1024 / 1024} MB` };
      }
      const body = response.body ? capped(response.body, WATCH_MAX_BYTES) : null;
      const text = await textOf(new Response(body?.stream ?? null, { headers: { "Content-Type": type } }));
      if (body?.over()) return { ok: false, reason: `larger than ${WATCH_MAX_BYTES / 1024 / 1024} MB` };
      return { ok: true, text, finalUrl: current };
    }
  } catch {
    if (signal.aborted) return { ok: false, reason: `timed out after ${Math.round(timeoutMs / 1000)} s` };
    return { ok: false, reason: "could not connect" };
  }
}
