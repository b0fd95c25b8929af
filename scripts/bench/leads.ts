/**
 * @module The consultation form's mutation under load (issue #24): POST /trpc/leads.consultation, each request from
 * its own client address (CF-Connecting-IP, which `wrangler dev` passes through) with a fresh idempotency key, so
 * every one is stored and handed to delivery rather than refused by the limit; against the static asset in the same
 * run. Five rounds of a 2 s static run then a 2 s mutation run (time-bounded: a fixed number of requests would end on
 * autocannon's one-second ticks and quantise the rate), 8 connections, after a warm-up; medians of the rounds, and a
 * sequential p50 (one connection) beside them. The ratios compare what the server spends on a stored lead with what
 * it spends on the asset, so runs at two commits compare like with like. The bench leads are erased afterwards
 * through POST /ops/leads/erase (their number is the bench's own).
 */
import autocannon from "autocannon";
import { localSecret } from "../ops/local-setting";

const PATH = "/trpc/leads.consultation";
const SECONDS = 2;
const ROUNDS = 5;
/** The number every bench lead carries, so the bench can erase exactly its own rows. */
const BENCH_NUMBER = "9000000000";

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

let client = 0;
/** A fresh documentation-range-free address per request: 10.x.y.z, counted up across rounds. */
const nextAddress = () => {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
};

async function run(url: string, lead: boolean, connections = 8): Promise<Run> {
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    ...(lead
      ? {
          method: "POST",
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                // A page of the site sends its Origin; the Worker refuses a mutation without it (middleware/same-origin.ts).
                headers: { "content-type": "application/json", "cf-connecting-ip": nextAddress(), origin: new URL(url).origin },
                body: JSON.stringify({
                  idempotencyKey: crypto.randomUUID(),
                  origin: "IN",
                  destination: "TH",
                  name: "Bench Lead",
                  phone: BENCH_NUMBER,
                }),
              }),
            },
          ],
        }
      : {}),
  });
  return { rps: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Rounds of the static asset then the mutation; the bench's leads erased at the end. */
export async function leadsLoad(base: string, staticPath: string) {
  await run(base + PATH, true); // warm-up
  const rounds: { static: Run; lead: Run }[] = [];
  for (let r = 0; r < ROUNDS; r++) rounds.push({ static: await run(base + staticPath, false), lead: await run(base + PATH, true) });
  // One request at a time: the mutation's own latency, without the queueing of concurrent requests.
  const sequential = { static: await run(base + staticPath, false, 1), lead: await run(base + PATH, true, 1) };
  const token = localSecret("OPS_TOKEN");
  let erased: number | null = null;
  if (token) {
    const res = await fetch(`${base}/ops/leads/erase`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ who: BENCH_NUMBER }),
    });
    if (res.ok) erased = ((await res.json()) as { deleted: { consultation: number } }).deleted.consultation;
  }
  return {
    path: PATH,
    seconds: SECONDS,
    rounds: ROUNDS,
    sequential: { staticP50: sequential.static.p50, leadP50: sequential.lead.p50 },
    static: { rps: median(rounds.map((r) => r.static.rps)), p50: median(rounds.map((r) => r.static.p50)) },
    lead: {
      rps: median(rounds.map((r) => r.lead.rps)),
      p50: median(rounds.map((r) => r.lead.p50)),
      p99: median(rounds.map((r) => r.lead.p99)),
      /** The mutation's throughput as a share of the asset's, median of the rounds. */
      rpsRatio: median(rounds.map((r) => r.lead.rps / r.static.rps)),
      /** The mutation's p50 over the asset's p50, median of the rounds. */
      p50Ratio: median(rounds.map((r) => r.lead.p50 / Math.max(r.static.p50, 1))),
      non2xx: rounds.reduce((n, r) => n + r.lead.non2xx, 0) + sequential.lead.non2xx,
    },
    erased,
  };
}

/** The line the bench prints. */
export function leadsLine(run: Awaited<ReturnType<typeof leadsLoad>>): string {
  return `leads.consultation (${run.rounds} rounds of ${run.seconds} s static then ${run.seconds} s of stored leads, 8 connections, each lead from its own address): static ${run.static.rps.toFixed(0)} req/s, p50 ${run.static.p50} ms; mutation ${run.lead.rps.toFixed(0)} req/s (${run.lead.rpsRatio.toFixed(2)} of static), p50 ${run.lead.p50} ms (${run.lead.p50Ratio.toFixed(1)}× static), p99 ${run.lead.p99} ms; one at a time: static p50 ${run.sequential.staticP50} ms, mutation p50 ${run.sequential.leadP50} ms${run.lead.non2xx > 0 ? `; ${run.lead.non2xx} non-2xx` : ""}${run.erased === null ? "; bench leads NOT erased (no OPS_TOKEN)" : `; ${run.erased} bench leads erased`}`;
}
