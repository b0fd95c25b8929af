/**
 * One read of a watched source in workerd, against recorded pages (issue #35): the main text of a page, an unchanged
 * page with a new date and script, a 404, a timeout, a redirect loop, a redirect off HTTPS, a 20 MB page, a PDF.
 */
import { describe, expect, it } from "vitest";
import { normalisePageText } from "../../shared/watch/page-text";
import { pageFingerprint } from "../../worker/watch/fingerprint";
import { readSource } from "../../worker/watch/read-source";
import page from "./fixtures/watch/fee-page.html?raw";

const UA = "VisaFeeAtlasSourceWatch/1.0 (test)";
type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A fetch that answers from `routes` by URL and records each request. */
function recorded(routes: Record<string, Handler>) {
  const calls: Array<{ url: string; userAgent: string | null; redirect: string | undefined }> = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, userAgent: new Headers(init.headers).get("User-Agent"), redirect: init.redirect });
    const handler = routes[url];
    if (!handler) throw new TypeError("fetch failed: ENOTFOUND");
    return handler(url, init);
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

describe("readSource", () => {
  it("reads the main text: no scripts, styles, navigation, header or footer; entities decoded; words kept apart", async () => {
    const { fetchImpl, calls } = recorded({ "https://embassy.example.gov/fees": () => html(page) });
    const read = await readSource("https://embassy.example.gov/fees", { fetch: fetchImpl, userAgent: UA });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const text = normalisePageText(read.text);
    expect(text).toBe("Visa fees | Embassy Tourist visa fees The tourist visa fee is EUR 80 per person. Processing time: 15 days Validity: 90 days");
    expect(calls).toEqual([{ url: "https://embassy.example.gov/fees", userAgent: UA, redirect: "manual" }]);
  });

  it("the same page with a new date, a new script and a new counter has the same fingerprint; a new fee does not", async () => {
    const variant = page
      .replace("3 December 2026", "10 December 2026")
      .replace('var t="2026-12-03T10:00:00Z"', 'var t="2026-12-10T09:00:00Z";var build=42')
      .replace("12,345", "13,001");
    const feeRose = page.replace("EUR&nbsp;80", "EUR&nbsp;90");
    const { fetchImpl } = recorded({
      "https://a.example.gov/": () => html(page),
      "https://b.example.gov/": () => html(variant),
      "https://c.example.gov/": () => html(feeRose),
    });
    const fingerprint = async (url: string) => {
      const read = await readSource(url, { fetch: fetchImpl, userAgent: UA });
      if (!read.ok) throw new Error(read.reason);
      return pageFingerprint(normalisePageText(read.text));
    };
    const [a, b, c] = await Promise.all(["https://a.example.gov/", "https://b.example.gov/", "https://c.example.gov/"].map(fingerprint));
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it("a 404 is a failure named by its status", async () => {
    const { fetchImpl } = recorded({ "https://x.example.gov/gone": () => new Response("Not found", { status: 404 }) });
    expect(await readSource("https://x.example.gov/gone", { fetch: fetchImpl, userAgent: UA })).toEqual({ ok: false, reason: "HTTP 404" });
  });

  it("a server that never answers times out", async () => {
    const { fetchImpl } = recorded({
      "https://slow.example.gov/": (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    });
    expect(await readSource("https://slow.example.gov/", { fetch: fetchImpl, userAgent: UA, timeoutMs: 50 })).toEqual({
      ok: false,
      reason: "timed out after 0 s",
    });
  });

  it("a redirect loop stops after five redirects", async () => {
    const { fetchImpl, calls } = recorded({
      "https://loop.example.gov/a": () => new Response(null, { status: 302, headers: { Location: "/b" } }),
      "https://loop.example.gov/b": () => new Response(null, { status: 301, headers: { Location: "https://loop.example.gov/a" } }),
    });
    expect(await readSource("https://loop.example.gov/a", { fetch: fetchImpl, userAgent: UA })).toEqual({
      ok: false,
      reason: "more than 5 redirects",
    });
    expect(calls).toHaveLength(6);
  });

  it("follows a redirect to HTTPS and reports the final URL; refuses one to HTTP or to an internal host", async () => {
    const { fetchImpl } = recorded({
      "https://old.example.gov/": () => new Response(null, { status: 301, headers: { Location: "https://new.example.gov/fees" } }),
      "https://new.example.gov/fees": () => html("<main><p>Fee USD 185</p></main>"),
      "https://down.example.gov/": () => new Response(null, { status: 302, headers: { Location: "http://new.example.gov/fees" } }),
      "https://in.example.gov/": () => new Response(null, { status: 302, headers: { Location: "https://169.254.169.254/latest" } }),
    });
    const read = await readSource("https://old.example.gov/", { fetch: fetchImpl, userAgent: UA });
    expect(read).toMatchObject({ ok: true, finalUrl: "https://new.example.gov/fees" });
    expect(await readSource("https://down.example.gov/", { fetch: fetchImpl, userAgent: UA })).toEqual({
      ok: false,
      reason: "redirected to a URL we do not read (not HTTPS)",
    });
    expect(await readSource("https://in.example.gov/", { fetch: fetchImpl, userAgent: UA })).toEqual({
      ok: false,
      reason: "redirected to a URL we do not read (an IP address, not a host name)",
    });
  });

  it("a 20 MB page stops at the 2 MB cap, declared or not", async () => {
    const chunk = new TextEncoder().encode(`<p>${"x".repeat(64 * 1024)}</p>`);
    let sent = 0;
    const streamed = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent >= 20 * 1024 * 1024) return controller.close();
            sent += chunk.byteLength;
            controller.enqueue(chunk);
          },
        }),
        { headers: { "Content-Type": "text/html" } },
      );
    const { fetchImpl } = recorded({
      "https://big.example.gov/": streamed,
      "https://declared.example.gov/": () => html("<p>small</p>", { "Content-Length": String(20 * 1024 * 1024) }),
    });
    expect(await readSource("https://big.example.gov/", { fetch: fetchImpl, userAgent: UA })).toEqual({ ok: false, reason: "larger than 2 MB" });
    expect(sent).toBeLessThan(3 * 1024 * 1024);
    expect(await readSource("https://declared.example.gov/", { fetch: fetchImpl, userAgent: UA })).toEqual({ ok: false, reason: "larger than 2 MB" });
  });

  it("a PDF or JSON answer is reported, not parsed; a host that does not resolve cannot connect", async () => {
    const { fetchImpl } = recorded({
      "https://docs.example.gov/fees.pdf": () => new Response("%PDF-1.7", { headers: { "Content-Type": "application/pdf" } }),
    });
    expect(await readSource("https://docs.example.gov/fees.pdf", { fetch: fetchImpl, userAgent: UA })).toEqual({
      ok: false,
      reason: "not a web page (application/pdf)",
    });
    expect(await readSource("https://nowhere.example.gov/", { fetch: fetchImpl, userAgent: UA })).toEqual({ ok: false, reason: "could not connect" });
  });

  it("never requests a URL the policy refuses", async () => {
    const { fetchImpl, calls } = recorded({});
    expect(await readSource("http://plain.example.gov/", { fetch: fetchImpl, userAgent: UA })).toEqual({ ok: false, reason: "not HTTPS" });
    expect(calls).toEqual([]);
  });
});
