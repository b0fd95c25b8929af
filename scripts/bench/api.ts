/**
 * @module The public API under load (issue #23): /api/v1/requirements/IN/TH on an edge-cache hit (the same URL
 * again) and on a miss (a new query string each request), against the static asset in the same run. Each run lasts
 * 2 s over 8 connections with a fresh partner key (time-bounded: a fixed number of requests ends on autocannon's
 * one-second ticks and quantises the rate); a run that meets the key's 600-a-minute quota shows as non-2xx answers.
 * p50 and p99 latency in ms, medians of three rounds.
 */
import autocannon from "autocannon";
import { createApiKey } from "../ops/key-store";

const PATH = "/api/v1/requirements/IN/TH";
const SECONDS = 2;
const ROUNDS = 3;

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function run(url: string, key: string | null, fresh: boolean): Promise<Run> {
  let i = 0;
  const result = await autocannon({
    url,
    connections: 8,
    duration: SECONDS,
    headers: key ? { authorization: `Bearer ${key}` } : {},
    ...(fresh ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: `${PATH}?bench=${Date.now()}-${i++}` }) }] } : {}),
  });
  return { rps: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Hit and miss rounds against the static asset; each API run gets its own key. */
export async function apiLoad(base: string, staticPath: string) {
  const rounds: { static: Run; hit: Run; miss: Run }[] = [];
  const key = () => createApiKey({ name: "bench", email: "bench@example.test", plan: "partner", requestId: null, remote: false });
  await run(base + PATH, await key(), false); // warm-up: JIT, the edge cache's first copy
  for (let r = 0; r < ROUNDS; r++) {
    const staticRun = await run(base + staticPath, null, false);
    const hit = await run(base + PATH, await key(), false);
    const miss = await run(base + PATH, await key(), true);
    rounds.push({ static: staticRun, hit, miss });
  }
  const summary = (pick: (r: (typeof rounds)[number]) => Run) => ({
    rps: median(rounds.map((r) => pick(r).rps)),
    p50: median(rounds.map((r) => pick(r).p50)),
    p99: median(rounds.map((r) => pick(r).p99)),
    ratio: median(rounds.map((r) => pick(r).rps / r.static.rps)),
    non2xx: rounds.reduce((n, r) => n + pick(r).non2xx, 0),
  });
  return {
    path: PATH,
    seconds: SECONDS,
    rounds: ROUNDS,
    static: summary((r) => r.static),
    hit: summary((r) => r.hit),
    miss: summary((r) => r.miss),
  };
}
