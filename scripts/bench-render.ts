/**
 * @module Benchmark: server render time of pages on local workerd (`wrangler dev`, NODE_ENV=production),
 * measured as the median of N sequential requests over loopback, with a static asset as the baseline.
 * Usage: `npm run bench:render [-- --runs 100]`. Prints a table; not a test.
 */
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 100;
const port = Number(process.env.BENCH_PORT ?? 8797);
const base = `http://127.0.0.1:${port}`;
const targets = ["/?from=IN&to=TH", "/", "/?from=US&to=IN", "/trpc/visa.check?input=%7B%22passport%22%3A%22IN%22%2C%22destination%22%3A%22TH%22%7D", "/favicon.svg"];

const server = spawn("npx", ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), "--var", "DEV_MODE:0"], {
  env: { ...process.env, NODE_ENV: "production" },
  stdio: "ignore",
  detached: true,
});

async function waitUp() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/favicon.svg`)).ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error("wrangler dev did not start");
}

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

try {
  await waitUp();
  console.log(`runs per target: ${runs} (sequential, loopback, NODE_ENV=production)`);
  console.log(["target", "p50 ms", "p95 ms", "bytes", "load p50", "render p50"].join("\t"));
  for (const target of targets) {
    for (let i = 0; i < 10; i++) await (await fetch(base + target)).arrayBuffer();
    const times: number[] = [];
    const loads: number[] = [];
    const renders: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const res = await fetch(base + target);
      bytes = (await res.arrayBuffer()).byteLength;
      times.push(performance.now() - start);
      // Server-Timing is measured inside the Worker (ms resolution in workerd).
      const timing = res.headers.get("server-timing") ?? "";
      const load = /load;dur=([\d.]+)/.exec(timing)?.[1];
      const render = /render;dur=([\d.]+)/.exec(timing)?.[1];
      if (load) loads.push(Number(load));
      if (render) renders.push(Number(render));
    }
    const median = (values: number[]) => (values.length ? quantile([...values].sort((a, b) => a - b), 0.5).toFixed(1) : "-");
    times.sort((a, b) => a - b);
    console.log([target, quantile(times, 0.5).toFixed(2), quantile(times, 0.95).toFixed(2), bytes, median(loads), median(renders)].join("\t"));
  }
} finally {
  process.kill(-server.pid!, "SIGTERM");
}
