/**
 * @module The Worker as `npm run data:watch -- --fixtures` runs it (issue #35): its own local D1 (a folder of its own,
 * migrated and seeded afresh, so the fixture flags never reach the D1 of `npm start`), then `wrangler dev
 * --test-scheduled` on a free port with the vars it is given, whose log lines (the Worker's JSON events) are collected
 * so the run knows when each step is done. Stopped by its own process group.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";

/** A JSON log line of the Worker ({"level":"info","event":"watch_planned",…}). */
export type WorkerEvent = { event: string } & Record<string, unknown>;

/** The running Worker. */
export interface LocalWorker {
  base: string;
  /** Every event logged so far, in order. */
  events: WorkerEvent[];
  /** Resolves when `done(events)` holds, polling; rejects after `timeoutMs` with the log's tail. */
  waitFor(done: (events: readonly WorkerEvent[]) => boolean, timeoutMs: number): Promise<void>;
  /** Lines of wrangler's output that are not events (the last 30, for a failure's report). */
  tail(): string;
  stop(): void;
  /** Resolves once wrangler has exited (after stop()), so its database files are free. */
  exited(): Promise<void>;
}

/** Runs `npx …args`, quietly; throws with its output when it fails. */
function npx(args: string[]): void {
  const run = spawnSync("npx", args, { encoding: "utf8", env: { ...process.env, CI: "1" } });
  if (run.status !== 0) throw new Error(`npx ${args.join(" ")} failed:\n${run.stdout}\n${run.stderr}`);
}

/** A fresh local D1 in `persistTo`: the migrations, then the seed (written to `seedFile`). */
export function prepareDatabase(persistTo: string, seedFile: string): void {
  rmSync(persistTo, { recursive: true, force: true });
  npx(["tsx", "scripts/seed.ts", "--out", seedFile]);
  npx(["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
  npx(["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", seedFile]);
}

/**
 * The rows of one query on the local D1 in `persistTo` (wrangler d1 execute --json), for what the run checks that no
 * route shows. Run it with the Worker stopped: two processes never share the database file.
 */
export function queryLocalD1(persistTo: string, sql: string): Array<Record<string, unknown>> {
  const run = spawnSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql], {
    encoding: "utf8",
    env: { ...process.env, CI: "1" },
  });
  if (run.status !== 0) throw new Error(`wrangler d1 execute failed:\n${run.stdout}\n${run.stderr}`);
  const [first] = JSON.parse(run.stdout) as Array<{ results: Array<Record<string, unknown>> }>;
  return first?.results ?? [];
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/** Starts `wrangler dev` on `persistTo` with `vars`; resolves when it is ready. */
export async function startLocalWorker(persistTo: string, vars: Record<string, string>): Promise<LocalWorker> {
  const port = await freePort();
  const args = ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persistTo, "--test-scheduled"];
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  // Its own process group, so stopping it stops workerd too (and nothing else).
  const child: ChildProcess = spawn("npx", args, { detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, CI: "1" } });
  const events: WorkerEvent[] = [];
  const other: string[] = [];
  let ready = false;
  let partial = "";
  const onData = (chunk: Buffer) => {
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (line.includes("Ready on http://")) ready = true;
      const json = line.slice(line.indexOf("{"));
      try {
        const parsed = JSON.parse(json) as WorkerEvent;
        if (typeof parsed.event === "string") {
          events.push(parsed);
          continue;
        }
      } catch {
        // Not an event: wrangler's own output.
      }
      other.push(line);
      if (other.length > 200) other.shift();
    }
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  };
  const exit = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const tail = () => other.slice(-30).join("\n");
  const waitFor = async (done: (events: readonly WorkerEvent[]) => boolean, timeoutMs: number) => {
    const until = Date.now() + timeoutMs;
    while (!done(events)) {
      if (child.exitCode !== null) throw new Error(`wrangler dev stopped (exit ${child.exitCode}):\n${tail()}`);
      if (Date.now() > until) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for the Worker:\n${tail()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  try {
    await waitFor(() => ready, 180_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { base: `http://127.0.0.1:${port}`, events, waitFor, tail, stop, exited: () => exit };
}
