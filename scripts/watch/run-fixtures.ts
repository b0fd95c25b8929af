/**
 * @module `npm run data:watch -- --fixtures` (issue #35): the whole watch on this machine, with no network. A local
 * fixture server answers for every cited source and the upstream file (scripts/watch/fixture-answers.ts); the Worker
 * runs under `wrangler dev --test-scheduled` with its own freshly seeded D1, DEV_MODE 1 and WATCH_FIXTURE_ORIGIN
 * pointing at the server (the only case where the watch reads plain HTTP, and then nothing else). Four weekly runs go
 * through the real cron, queue and consumer, each dated a week after the last (7 to 28 Dec 2026, which the wait
 * sources' dates are set against: scripts/watch/wait-variants.ts), then the daily run; the review queue is printed as
 * `npm run ops:data` prints it, with each week's cost, and the expected flags and wait readings are checked (exit 1
 * when one does not hold).
 */
import { randomUUID } from "node:crypto";
import { WATCH_DAILY_CRON, WATCH_SOURCES_CRON } from "../../worker/scheduled/dispatch";
import { type OpsDataBody, opsDataLines } from "../ops/data-print";
import { FIXTURE_WEEKS, fixturePathOf, SOURCE_CASES } from "./fixture-answers";
import { checkFixtureFlags } from "./fixture-expectations";
import { loadFixtureFiles } from "./fixture-files";
import { startFixtureServer } from "./fixture-server";
import { type LocalWorker, prepareDatabase, startLocalWorker, type WorkerEvent } from "./local-worker";
import { checkWaitRun } from "./wait-expectations";
import { stateAttribution, storedReadings, waitsLine } from "./wait-run";
import { fixtureRunTime } from "./wait-variants";

/** The upstream URL the run configures (the fixture server answers for it; nothing is fetched from GitHub). */
export const FIXTURE_UPSTREAM_URL = "https://raw.githubusercontent.com/ilyankou/passport-index-dataset/master/passport-index-tidy-iso2.csv";
const PERSIST_TO = ".wrangler/watch-fixtures";
const SEED_FILE = ".seed/watch-fixtures.sql";
/** Seconds a weekly run may take (the timeout case alone waits 15 s). */
const RUN_TIMEOUT_MS = 180_000;

const num = (value: unknown) => (typeof value === "number" ? value : 0);
const sum = (events: readonly WorkerEvent[], field: string) => events.reduce((n, e) => n + num(e[field]), 0);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Triggers `cron` on the Worker: at `time` (milliseconds since the epoch) through the runtime's scheduled route, which
 * takes one, else now through wrangler's test route.
 */
async function trigger(worker: LocalWorker, cron: string, time?: number): Promise<void> {
  const route = time === undefined ? "/__scheduled?" : `/cdn-cgi/handler/scheduled?time=${time}&`;
  const response = await fetch(`${worker.base}${route}cron=${encodeURIComponent(cron)}`);
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
}

/** One weekly run: the cron, then every host's check, the wait sources and the upstream check; returns the run's events. */
async function weeklyRun(worker: LocalWorker, week: number): Promise<WorkerEvent[]> {
  const from = worker.events.length;
  const since = () => worker.events.slice(from);
  await trigger(worker, WATCH_SOURCES_CRON, fixtureRunTime(week));
  await worker.waitFor(() => since().some((e) => e.event === "watch_planned"), RUN_TIMEOUT_MS);
  const planned = since().find((e) => e.event === "watch_planned");
  await worker.waitFor(
    () =>
      since().filter((e) => e.event === "watch_host_checked").length >= num(planned?.hosts) &&
      since().some((e) => e.event === "watch_upstream" || e.event === "watch_upstream_failed") &&
      since().some((e) => e.event === "watch_waits" || e.event === "watch_waits_failed"),
    RUN_TIMEOUT_MS,
  );
  return since();
}

/** Runs the fixture watch; resolves to the exit code. */
export async function runFixtureWatch(): Promise<number> {
  console.log("data:watch --fixtures: the whole watch on this machine, against recorded answers; nothing leaves it.");
  const files = await loadFixtureFiles();
  const server = await startFixtureServer(files, fixturePathOf(FIXTURE_UPSTREAM_URL));
  let worker: LocalWorker | null = null;
  const stop = () => {
    worker?.stop();
    void server.close();
  };
  process.once("SIGINT", () => {
    stop();
    process.exit(130);
  });
  try {
    console.log(`Fixture server: ${server.origin} (tests/worker/fixtures/watch/, upstream files made from the current version).`);
    console.log(`Local D1: ${PERSIST_TO}, migrated and seeded afresh (the database of npm start is not touched)…`);
    prepareDatabase(PERSIST_TO, SEED_FILE);
    const token = randomUUID();
    worker = await startLocalWorker(PERSIST_TO, {
      DEV_MODE: "1",
      WATCH_FIXTURE_ORIGIN: server.origin,
      UPSTREAM_PASSPORT_INDEX_URL: FIXTURE_UPSTREAM_URL,
      OPS_TOKEN: token,
      LEADS_EMAIL_FROM: "watch@visafeeatlas.example",
      LEADS_EMAIL_TO: "team@visafeeatlas.example",
    });
    console.log(`Worker: wrangler dev --test-scheduled on ${worker.base}.\n`);

    const footers: Array<string | null> = [];
    for (let week = 1; week <= FIXTURE_WEEKS; week++) {
      server.startWeek(week);
      const started = Date.now();
      const events = await weeklyRun(worker, week);
      const hosts = events.filter((e) => e.event === "watch_host_checked");
      const planned = events.find((e) => e.event === "watch_planned");
      const upstream = events.find((e) => e.event === "watch_upstream");
      const waits = events.find((e) => e.event === "watch_waits");
      const { requests, bytes } = server.counts();
      const rows = sum(hosts, "rowsWritten") + num(upstream?.rowsWritten) + num(waits?.rowsWritten);
      const flags = sum(hosts, "flagsRaised") + num(upstream?.flagsRaised) + num(waits?.flagsRaised);
      console.log(
        `Week ${week}${week === 1 ? " (baseline)" : ""}: ${num(planned?.urls)} sources on ${num(planned?.hosts)} hosts (at most ${num(planned?.largestHost)} on one): ` +
          `${sum(hosts, "read")} read, ${sum(hosts, "failed")} failed; upstream file: ${String(upstream?.outcome ?? "not checked")}. ` +
          `${requests} requests (${megabytes(bytes)} sent, ${megabytes(sum(hosts, "bytesRead") + num(upstream?.bytes))} kept under the caps); ` +
          `${rows} D1 rows written; ${flags} flag${flags === 1 ? "" : "s"} raised; ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
      console.log(`  ${waitsLine(waits)}.`);
      if (week <= 2) {
        footers.push(await stateAttribution(worker));
        console.log(`  The site's footer: ${footers.at(-1) ?? "(no State Department attribution)"}.`);
      }
      if (week === 1) {
        server.startWeek(2);
        const given = [...server.cases].map(([path, kind]) => `  ${kind}: https:/${path}`);
        console.log(`From week 2, ${SOURCE_CASES.length} sources play a case:\n${given.join("\n")}`);
      }
    }

    const from = worker.events.length;
    await trigger(worker, WATCH_DAILY_CRON);
    await worker.waitFor((events) => events.slice(from).some((e) => e.event === "watch_daily" || e.event === "watch_daily_failed"), RUN_TIMEOUT_MS);
    const daily = worker.events.slice(from).find((e) => e.event === "watch_daily");
    console.log(
      `Daily run: ${num(daily?.raised)} flags raised (rules ending, undated announcements); digest: ${num(daily?.mailed)} flags mailed through wrangler's local send_email.\n`,
    );

    const response = await fetch(`${worker.base}/ops/data?status=all`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET /ops/data answered ${response.status}`);
    const body = (await response.json()) as OpsDataBody;
    console.log("The review queue (npm run ops:data -- --all):\n");
    for (const line of opsDataLines(body, true)) console.log(line);

    // The readings are read back from the run's D1, which only one process may hold: the Worker stops first.
    worker.stop();
    await worker.exited();
    const readings = storedReadings(PERSIST_TO);
    console.log(`\nWait readings stored: ${readings.length} (${[...new Set(readings.map((r) => r.asOf))].join(", ")}).`);
    const checks = [...checkFixtureFlags(body.flags, server.cases, FIXTURE_UPSTREAM_URL), ...checkWaitRun({ flags: body.flags, readings, footers })];
    console.log("Checks:");
    for (const c of checks) console.log(`  ${c.ok ? "✓" : "✗"} ${c.what}`);
    return checks.every((c) => c.ok) ? 0 : 1;
  } finally {
    stop();
  }
}
