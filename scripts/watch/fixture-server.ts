/**
 * @module The local fixture server of `npm run data:watch -- --fixtures` (issue #35): node:http on 127.0.0.1 (a free
 * port), answering as scripts/watch/fixture-answers.ts says for the current week, counting the requests and bytes of
 * each week. After week 1 it gives the cases to the pages the watch asked for. It never reaches the network.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assignCases, type FixtureFiles, fixtureAnswer, type SourceCase } from "./fixture-answers";

/** The running server: its origin, the week it answers for, and what it served this week. */
export interface FixtureServer {
  origin: string;
  /** The cases given after week 1 (fixture path → case). */
  cases: ReadonlyMap<string, SourceCase>;
  /** Starts `week`: resets the counts; from week 2, the cases follow the pages asked in week 1. */
  startWeek(week: number): void;
  /** This week's requests and bytes handed to the sockets. */
  counts(): { requests: number; bytes: number };
  close(): Promise<void>;
}

const CHUNK = Buffer.alloc(64 * 1024, "x");

/** `bytes` bytes in 64 KiB chunks, counting each as it is handed on. */
function* chunks(bytes: number, sent: (n: number) => void): Generator<Buffer> {
  for (let written = 0; written < bytes; written += CHUNK.byteLength) {
    sent(CHUNK.byteLength);
    yield CHUNK;
  }
}

/** Starts the server for `files`; `upstreamPath` is the upstream file's fixture path. */
export async function startFixtureServer(files: FixtureFiles, upstreamPath: string): Promise<FixtureServer> {
  let week = 1;
  let requests = 0;
  let bytes = 0;
  const asked = new Set<string>();
  const cases = new Map<string, SourceCase>();
  const server = createServer((req, res) => {
    const path = req.url ?? "/";
    requests++;
    if (week === 1 && path !== upstreamPath && !path.startsWith("/__")) asked.add(path);
    const answer = fixtureAnswer(path, week, { upstreamPath, cases }, files);
    if (answer.kind === "hang") return; // the watch times out and closes the socket
    res.writeHead(answer.kind === "body" ? answer.status : 200, answer.headers);
    if (answer.kind === "stream") {
      // pipeline waits for the socket to drain and stops when the watch hangs up at its size cap.
      const body = Readable.from(chunks(answer.bytes, (n) => (bytes += n)));
      pipeline(body, res).catch(() => undefined);
      return;
    }
    bytes += Buffer.byteLength(answer.body);
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    cases,
    startWeek(next) {
      if (week === 1 && next > 1) for (const [path, kind] of assignCases(asked)) cases.set(path, kind);
      week = next;
      requests = 0;
      bytes = 0;
    },
    counts: () => ({ requests, bytes }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
