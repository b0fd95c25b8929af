/**
 * @module The bench's page measurements (issue #34): a page's throughput against the small static asset and against
 * its same-size copy (the page's own HTML served as a static file, the fair limit for a 300 KB page) in alternating
 * rounds, and its render time on requests that miss the page cache (Server-Timing).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";

export const LOAD = { connections: 8, rounds: 7, seconds: 2, warmUpSeconds: 1, timeoutSeconds: 10 };
export const RENDER_RUNS = 200;

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** One time-bounded run. */
async function load(url: string, seconds: number): Promise<LoadResult> {
  // Bounded by time, not count: a count-bounded run ends on autocannon's one-second tick, so its rate moves in
  // steps (3000/5 s, 3000/6 s…) instead of with the server's speed. Requests over the measured duration.
  const result = await autocannon({ url, connections: LOAD.connections, duration: seconds, timeout: LOAD.timeoutSeconds });
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * A page against the small static asset and its same-size copy, in alternating short runs. The load generator shares
 * the machine's cores with workerd, so rates drift by ±10 % within a minute: one long static run then one long page
 * run compared two different moments. Alternating rounds compare like with like, and the median of the round ratios
 * drops an unlucky round. Rates, p50 and p99 are the medians of the rounds; errors are summed.
 */
export async function paired(pageUrl: string, staticUrl: string, sameSizeUrl: string) {
  await load(staticUrl, LOAD.warmUpSeconds);
  await load(sameSizeUrl, LOAD.warmUpSeconds);
  await load(pageUrl, LOAD.warmUpSeconds); // JIT, the page cache, connection pools
  const rounds: Array<{ page: LoadResult; static: LoadResult; sameSize: LoadResult }> = [];
  for (let i = 0; i < LOAD.rounds; i++) {
    const staticRun = await load(staticUrl, LOAD.seconds);
    const sameSizeRun = await load(sameSizeUrl, LOAD.seconds);
    rounds.push({ static: staticRun, sameSize: sameSizeRun, page: await load(pageUrl, LOAD.seconds) });
  }
  const of = (pick: (r: (typeof rounds)[number]) => number) => median(rounds.map(pick));
  return {
    page: {
      rps: of((r) => r.page.rps),
      p50: of((r) => r.page.p50),
      p99: of((r) => r.page.p99),
      errors: sum(rounds.map((r) => r.page.errors)),
      non2xx: sum(rounds.map((r) => r.page.non2xx)),
    },
    static: { rps: of((r) => r.static.rps), p50: of((r) => r.static.p50), p99: of((r) => r.static.p99) },
    ratio: of((r) => r.page.rps / r.static.rps),
    sameSize: { rps: of((r) => r.sameSize.rps), ratio: of((r) => r.page.rps / r.sameSize.rps) },
  };
}

/** Where the same-size copies are served from: a folder of the client build, which wrangler dev serves as written. */
export const ANCHOR_DIR = "dist/client/__bench";

/**
 * Writes each page's HTML as a static file (`.txt`: the asset server redirects `.html` paths) and returns their
 * URLs, in the order of `paths`. The copies go with the next build, and the bench removes them when it ends.
 */
export async function sameSizeAnchors(base: string, paths: readonly string[]): Promise<string[]> {
  mkdirSync(ANCHOR_DIR, { recursive: true });
  const urls: string[] = [];
  for (const [i, path] of paths.entries()) {
    writeFileSync(`${ANCHOR_DIR}/${i}.txt`, Buffer.from(await (await fetch(base + path)).arrayBuffer()));
    urls.push(`${base}/__bench/${i}.txt`);
  }
  // The asset server notices new files within a moment; wait until the last one answers.
  for (let i = 0; i < 40 && (await fetch(urls.at(-1)!)).status !== 200; i++) await new Promise((r) => setTimeout(r, 250));
  return urls;
}

export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : Number.NaN;
}

/**
 * Load and render times of real renders, on a site started with its page cache off (PAGE_CACHE_SECONDS 0): a page's
 * cache key is its canonical address since issue #44, so no query parameter can make a request miss it, and a kept
 * page reports no render time. The run fails if a sample was not a render with the cache off.
 */
export async function renderTimes(url: string) {
  const loads: number[] = [];
  const renders: number[] = [];
  for (let i = 0; i < RENDER_RUNS; i++) {
    const res = await fetch(url);
    await res.arrayBuffer();
    const timing = res.headers.get("server-timing") ?? "";
    if (!timing.includes("page-cache;desc=off")) throw new Error(`${url}: a render sample was not a render with the page cache off (${timing})`);
    loads.push(Number(/load;dur=([\d.]+)/.exec(timing)?.[1] ?? Number.NaN));
    // A page's server fragments drawn after the render (worker/fragments/fill.ts) are part of its render.
    const fragments = Number(/fragments;dur=([\d.]+)/.exec(timing)?.[1] ?? 0);
    renders.push(Number(/render;dur=([\d.]+)/.exec(timing)?.[1] ?? Number.NaN) + fragments);
  }
  return { loadP50: median(loads), renderP50: median(renders) };
}

/** Removes the same-size copies (the bench's `finally`). */
export function removeSameSizeAnchors(): void {
  rmSync(ANCHOR_DIR, { recursive: true, force: true });
}
