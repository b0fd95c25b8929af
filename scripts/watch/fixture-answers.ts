/**
 * @module What the watch's fixture server answers, week by week (issue #35): the one script of `npm run data:watch --
 * --fixtures` (scripts/watch/fixture-server.ts serves it over node:http) and of the worker tests (as a fetch), so both
 * run the same cases. Fixture mode asks for `<origin>/<host><path>` (worker/watch/fetch-policy.ts watchRequestUrl).
 * Week 1 answers every cited page with the recorded fee page and the upstream file with the current version: the
 * baseline. From week 2, seven sources, the first URL of each of the first seven hosts in order, each play one case:
 * a changed fee, the same page with a new date, script and counter, a 404, a server that never answers, a redirect
 * loop, a 20 MB page and a PDF; the upstream file is an update in weeks 2 and 3 (the same file twice) and a broken
 * file from week 4. The two wait sources (issue #46) answer as scripts/watch/wait-variants.ts makes them: a baseline,
 * a new figure, a page of another shape; a stale file. Pure: the files come in as text.
 */
import { IRCC_PTIME_URL, STATE_WAITS_URL } from "../../shared/waits/wait-sources";
import type { WaitFixtureFiles } from "./wait-variants";

/** The cases, in the order they are given to hosts. */
export const SOURCE_CASES = ["changed", "redated", "not-found", "timeout", "redirect-loop", "too-large", "not-html"] as const;
export type SourceCase = (typeof SOURCE_CASES)[number];

/** The weeks the fixture run covers: a baseline, then three failures in a row for a source to count as unreachable. */
export const FIXTURE_WEEKS = 4;

/** Bytes of the too-large page (the watch stops reading at its 2 MB cap). */
export const TOO_LARGE_BYTES = 20 * 1024 * 1024;

/** The recorded files (tests/worker/fixtures/watch/) and the upstream versions (scripts/watch/upstream-variants.ts). */
export interface FixtureFiles {
  feePage: string;
  feePageNewFee: string;
  feePageNewDate: string;
  pdf: string;
  upstream: { current: string; updated: string; anomalous: string };
  /** The wait sources' answers, week by week (wait-variants.ts). */
  waits: WaitFixtureFiles;
}

/** An answer: a body, a server that never answers, or a body of `bytes` bytes streamed in chunks. */
export type FixtureAnswer =
  | { kind: "body"; status: number; headers: Record<string, string>; body: string }
  | { kind: "hang" }
  | { kind: "stream"; bytes: number; headers: Record<string, string> };

const HTML = { "Content-Type": "text/html; charset=utf-8" };
const html = (body: string): FixtureAnswer => ({ kind: "body", status: 200, headers: HTML, body });
const redirect = (to: string): FixtureAnswer => ({ kind: "body", status: 302, headers: { Location: to }, body: "" });
const LOOP = "/__loop/";

/** The fixture path of a cited URL: `/<host><path><query>` (what the watch asks the fixture server for). */
export function fixturePathOf(cited: string): string {
  const url = new URL(cited.replace(/^http:\/\//i, "https://"));
  return `/${url.host}${url.pathname}${url.search}`;
}

/** The wait sources' fixture paths: they play their own weeks, never a source case. */
export const WAIT_FIXTURE_PATHS: ReadonlyMap<string, "state" | "ircc"> = new Map([
  [fixturePathOf(STATE_WAITS_URL), "state"],
  [fixturePathOf(IRCC_PTIME_URL), "ircc"],
]);

/** The cases for the page paths seen in week 1: the first path of each of the first seven hosts, in order. */
export function assignCases(paths: Iterable<string>): Map<string, SourceCase> {
  const firstByHost = new Map<string, string>();
  for (const path of [...paths].filter((p) => !WAIT_FIXTURE_PATHS.has(p)).sort()) {
    const host = path.split("/")[1] ?? "";
    if (!firstByHost.has(host)) firstByHost.set(host, path);
  }
  return new Map([...firstByHost.values()].slice(0, SOURCE_CASES.length).map((path, i) => [path, SOURCE_CASES[i] as SourceCase]));
}

/** A case's answer from week 2. */
function caseAnswer(kind: SourceCase, path: string, files: FixtureFiles): FixtureAnswer {
  switch (kind) {
    case "changed":
      return html(files.feePageNewFee);
    case "redated":
      return html(files.feePageNewDate);
    case "not-found":
      return { kind: "body", status: 404, headers: { "Content-Type": "text/plain" }, body: "Not found" };
    case "timeout":
      return { kind: "hang" };
    case "redirect-loop":
      return redirect(`${LOOP}a?from=${encodeURIComponent(path)}`);
    case "too-large":
      return { kind: "stream", bytes: TOO_LARGE_BYTES, headers: HTML };
    case "not-html":
      return { kind: "body", status: 200, headers: { "Content-Type": "application/pdf" }, body: files.pdf };
  }
}

/**
 * The answer to `path` in `week` (1-based).
 * @param upstreamPath the upstream file's fixture path; `cases` from assignCases (empty in week 1).
 */
export function fixtureAnswer(
  path: string,
  week: number,
  plan: { upstreamPath: string; cases: ReadonlyMap<string, SourceCase> },
  files: FixtureFiles,
): FixtureAnswer {
  if (path === plan.upstreamPath) {
    const body = week <= 1 ? files.upstream.current : week < FIXTURE_WEEKS ? files.upstream.updated : files.upstream.anomalous;
    return { kind: "body", status: 200, headers: { "Content-Type": "text/plain; charset=utf-8" }, body };
  }
  // The loop's two steps send the watch back and forth until it gives up.
  const wait = WAIT_FIXTURE_PATHS.get(path);
  if (wait) {
    const answers = files.waits[wait];
    const body = answers[Math.min(week, answers.length) - 1] ?? "";
    return { kind: "body", status: 200, headers: wait === "state" ? HTML : { "Content-Type": "application/json" }, body };
  }
  if (path.startsWith(`${LOOP}a`)) return redirect(`${LOOP}b`);
  if (path.startsWith(`${LOOP}b`)) return redirect(`${LOOP}a`);
  const kind = week > 1 ? plan.cases.get(path) : undefined;
  return kind ? caseAnswer(kind, path, files) : html(files.feePage);
}
