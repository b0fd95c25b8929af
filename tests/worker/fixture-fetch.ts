/**
 * The watch's fixture answers (scripts/watch/fixture-answers.ts) as a fetch, for the worker tests (issue #35): what
 * `npm run data:watch -- --fixtures` serves over node:http, answered in workerd without a socket. A server that never
 * answers waits for the request's signal; the 20 MB page is streamed in 64 KiB chunks, as the server sends it.
 */
import { type FixtureAnswer, type FixtureFiles, fixtureAnswer, type SourceCase } from "../../scripts/watch/fixture-answers";
import { anomalousUpstream, updatedUpstream } from "../../scripts/watch/upstream-variants";
import feePageNewDate from "./fixtures/watch/fee-page-new-date.html?raw";
import feePageNewFee from "./fixtures/watch/fee-page-new-fee.html?raw";
import feePage from "./fixtures/watch/fee-page.html?raw";
import pdf from "./fixtures/watch/fees.pdf?raw";
import current from "../../data/passport-index/snapshots/2026-02-17/passport-index-tidy-iso2.csv?raw";
import irccFile from "./fixtures/watch/ircc-data-ptime-en.json?raw";
import statePage from "./fixtures/watch/state-wait-times.html?raw";
import { irccFixtureFiles, stateFixturePages } from "../../scripts/watch/wait-variants";
import { bundledWaits } from "../../worker/services/wait-figures";
import { figuresOfSource, STATE_WAIT_SOURCE } from "../../shared/waits/wait-sources";

/** The recorded wait sources as served: the State Department's page and IRCC's file, as recorded (issue #46). */
export const RECORDED_WAITS = { statePage, irccFile };

/** The recorded files and the upstream versions made from the current one, as the fixture server has them. */
export const FIXTURE_FILES: FixtureFiles = {
  feePage,
  feePageNewFee,
  feePageNewDate,
  pdf,
  upstream: { current, updated: updatedUpstream(current), anomalous: anomalousUpstream(current) },
  waits: {
    state: stateFixturePages(statePage, figuresOfSource(bundledWaits().figures, STATE_WAIT_SOURCE)),
    ircc: irccFixtureFiles(irccFile),
  },
};

/** The fixture origin the tests use (nothing listens there: the fetch below answers). */
export const FIXTURE_ORIGIN = "http://127.0.0.1:9100";

/** An answer as a Response (a hang: a promise that rejects when the request is aborted). */
function respond(answer: FixtureAnswer, signal: AbortSignal | null | undefined): Promise<Response> | Response {
  if (answer.kind === "body") return new Response(answer.status === 302 ? null : answer.body, { status: answer.status, headers: answer.headers });
  if (answer.kind === "hang") {
    return new Promise((_resolve, reject) => signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
  }
  const chunk = new Uint8Array(64 * 1024).fill(0x78);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= answer.bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return new Response(body, { headers: answer.headers });
}

/**
 * A fetch answering as the fixture server in `week()`; records every path asked (`asked`), for the cases and counts.
 * @param plan the upstream file's path and the cases (assignCases over week 1's paths).
 */
export function fixtureFetch(week: () => number, plan: { upstreamPath: string; cases: ReadonlyMap<string, SourceCase> }, asked: string[]) {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (!url.startsWith(`${FIXTURE_ORIGIN}/`)) throw new TypeError(`fetch failed: ${url} is not the fixture server`);
    const path = url.slice(FIXTURE_ORIGIN.length);
    asked.push(path);
    return respond(fixtureAnswer(path, week(), plan, FIXTURE_FILES), init.signal);
  }) as typeof fetch;
}
