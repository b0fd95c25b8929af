/**
 * @module Starts the site on local workerd for measurements: `wrangler dev` on loopback with NODE_ENV=production
 * (React's production build), local D1/KV migrated and seeded, the client built. Or uses AUDIT_URL when given.
 */
import { execSync, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

/** A running site: its base URL and how to stop it. */
export interface LocalSite {
  base: string;
  stop: () => void;
}

/**
 * Builds, seeds and starts `wrangler dev` on `port` (or returns AUDIT_URL's site, which it does not stop).
 * `cpus` (a taskset CPU list such as "0") keeps the server and every process it starts on those CPUs; `prepared` skips
 * the build and the seed (a restart over what an earlier start prepared); `vars` sets Worker variables over
 * wrangler.toml's (the bench's render times: PAGE_CACHE_SECONDS 0, so every request renders).
 */
export async function startLocalSite(
  port: number,
  opts: { cpus?: string; prepared?: boolean; vars?: Record<string, string> } = {},
): Promise<LocalSite> {
  if (process.env.AUDIT_URL) return { base: process.env.AUDIT_URL.replace(/\/$/, ""), stop: () => {} };
  // A server left on the port (an earlier run that was killed) would be measured in place of this build.
  if (await answers(`http://127.0.0.1:${port}/robots.txt`)) throw new Error(`port ${port} already answers: stop that server first`);
  // `prepared`: a restart of a site this process built and seeded (a fresh isolate over the same local state).
  if (!opts.prepared) execSync("npm run build && npm run db:seed", { stdio: "ignore", env: { ...process.env, NODE_ENV: "production" } });
  const vars = Object.entries({ DEV_MODE: "1", DEV_COUNTRY: "IN", ...opts.vars }).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  const wrangler = ["npx", "wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), ...vars];
  const command = opts.cpus ? ["taskset", "-c", opts.cpus, ...wrangler] : wrangler;
  const server = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: "ignore",
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return { base, stop: () => stopGroup(server.pid!) };
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  stopGroup(server.pid!);
  throw new Error(`wrangler dev did not answer on ${base} within 120 s`);
}

/** Whether anything answers at `url`. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** Ends the server's process group; one already gone (it exited on its own) is not an error. */
function stopGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGTERM");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}
