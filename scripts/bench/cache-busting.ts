/**
 * @module What a cache-busting burst costs and how much of it reaches the renderer (issue #44): N distinct addresses
 * of one page from one client (a stray parameter, its value changing each time, the codes' case and the parameters'
 * order mixed in), each answer's Server-Timing read for whether it was rendered (`render;dur`), answered from the
 * isolate's memory (`page-cache;desc=hit`) or from the location's Cache API (`desc=edge`). And a fresh isolate answering
 * a page another one rendered: the site restarted over the same local state, its first answer timed.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { LocalSite } from "../audit/local-site";

/** A burst's outcome: how many answers were rendered, served from memory or from the Cache API, and its rate. */
export interface BurstResult {
  requests: number;
  concurrency: number;
  rendered: number;
  memory: number;
  edge: number;
  non200: number;
  seconds: number;
  rps: number;
  /** Worker render time of the rendered answers, ms (Server-Timing `render;dur`), their sum. */
  renderMsTotal: number;
}

const outcomeOf = (timing: string) => /page-cache;desc=(\w+)/.exec(timing)?.[1] ?? "none";
const renderMsOf = (timing: string) => Number(/render;dur=([\d.]+)/.exec(timing)?.[1] ?? 0);

/** The i-th address of the burst: one page, a changing stray parameter, the passport in either case, either order. */
export function burstAddress(i: number): string {
  const passport = i % 2 === 0 ? "IN" : "in";
  return i % 3 === 0 ? `/visa-free?cb=${i}&passport=${passport}` : `/visa-free?passport=${passport}&cb=${i}&utm_source=b${i}`;
}

/** Sends `requests` distinct addresses ({@link burstAddress}) from `concurrency` connections; reads each answer's Server-Timing. */
export async function cacheBustingBurst(base: string, requests = 500, concurrency = 8): Promise<BurstResult> {
  const result: BurstResult = { requests, concurrency, rendered: 0, memory: 0, edge: 0, non200: 0, seconds: 0, rps: 0, renderMsTotal: 0 };
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      const i = next++;
      const res = await fetch(base + burstAddress(i));
      await res.arrayBuffer();
      const timing = res.headers.get("server-timing") ?? "";
      if (res.status !== 200) result.non200 += 1;
      const outcome = outcomeOf(timing);
      if (outcome === "hit") result.memory += 1;
      else if (outcome === "edge") result.edge += 1;
      if (/render;dur=/.test(timing)) {
        result.rendered += 1;
        result.renderMsTotal += renderMsOf(timing);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  result.seconds = (performance.now() - started) / 1000;
  result.rps = requests / result.seconds;
  return result;
}

/** A fresh isolate's first answer for a page another isolate rendered, and for one nobody rendered. */
export interface FreshIsolateResult {
  path: string;
  /** The first isolate's answer: its outcome and round trip, ms. */
  first: { outcome: string; ms: number; renderMs: number };
  /** The restarted site's first answer for the same page. */
  shared: { outcome: string; ms: number; renderMs: number };
  /** The restarted site's first answer for a page no isolate rendered (the cost the Cache API saved). */
  unshared: { outcome: string; ms: number; renderMs: number };
}

async function timed(url: string): Promise<{ outcome: string; ms: number; renderMs: number }> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  const timing = res.headers.get("server-timing") ?? "";
  return { outcome: outcomeOf(timing), ms: performance.now() - started, renderMs: renderMsOf(timing) };
}

/**
 * Renders `path` on `site`, stops it, starts a new one over the same local state (`restart`), and times that one's
 * first answer for `path` and for `otherPath` (never asked before).
 */
export async function freshIsolate(
  site: LocalSite,
  restart: () => Promise<LocalSite>,
  path: string,
  otherPath: string,
): Promise<{ result: FreshIsolateResult; site: LocalSite }> {
  const first = await timed(site.base + path);
  // The Cache API copy is written after the answer (waitUntil).
  await sleep(500);
  site.stop();
  await sleep(1000);
  const again = await restart();
  // One request to wake the new isolate on a path that keeps nothing, so the timings below are a warm isolate's.
  await (await fetch(`${again.base}/robots.txt`)).arrayBuffer();
  const shared = await timed(again.base + path);
  const unshared = await timed(again.base + otherPath);
  return { result: { path, first, shared, unshared }, site: again };
}

/** The burst as one line of the bench's report. */
export function burstLine(r: BurstResult): string {
  return `cache-busting burst (${r.requests} distinct addresses of /visa-free?passport=IN: a changing stray parameter, the code's case and the order mixed; ${r.concurrency} connections, one client): ${r.rps.toFixed(0)} req/s over ${r.seconds.toFixed(1)} s; rendered ${r.rendered} (${r.renderMsTotal.toFixed(0)} ms of render), from memory ${r.memory}, from the Cache API ${r.edge}${r.non200 ? `, ${r.non200} non-200` : ""}`;
}

/** The fresh-isolate measure as one line of the bench's report. */
export function freshIsolateLine(r: FreshIsolateResult): string {
  const part = (x: { outcome: string; ms: number; renderMs: number }) =>
    `${x.outcome}, ${x.ms.toFixed(1)} ms${x.renderMs ? ` (render ${x.renderMs.toFixed(1)} ms)` : ""}`;
  return `fresh isolate, ${r.path}: first isolate ${part(r.first)}; after a restart, the same page ${part(r.shared)}; a page no isolate rendered ${part(r.unshared)}`;
}
