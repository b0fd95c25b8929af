/**
 * @module `npm run ops:data` (scripts/ops/data.ts) against a site that does not answer, or answers something else
 * (issue #43): one line saying so and exit code 1, never a stack trace; and the queue printed when it answers. Real
 * sockets on 127.0.0.1: a port nothing listens on, and small servers standing in for the site.
 */
import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../../scripts/ops/data";

const ACK = ["--ack", "3f1c0b6e-5d0a-4c55-9d7e-0f3b2a1c9e11", "--by", "asha", "--result", "EUR 90 confirmed"];

let errors: string[];
let logs: string[];
let server: Server | null = null;
const saved = { OPS_BASE: process.env.OPS_BASE, OPS_TOKEN: process.env.OPS_TOKEN };

/** A server answering every request with `status`, `type` and `body`; resolves to its base URL. */
async function serve(status: number, type: string, body: string): Promise<string> {
  server = createServer((_req, res) => res.writeHead(status, { "Content-Type": type }).end(body));
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A base URL on a port nothing listens on (a server's port, once it has closed). */
async function closedBase(): Promise<string> {
  const base = await serve(200, "text/plain", "");
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  server = null;
  return base;
}

const notRunning = (base: string) =>
  `Could not reach ${base} (connection refused): is the site running? Start it with npm start (or set OPS_BASE to where it runs).`;

beforeEach(() => {
  errors = [];
  logs = [];
  vi.spyOn(console, "error").mockImplementation((m: string) => void errors.push(m));
  vi.spyOn(console, "log").mockImplementation((m: string) => void logs.push(m));
  process.env.OPS_TOKEN = "test-ops-token";
});

afterEach(async () => {
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("ops:data against a site that is not running", () => {
  it.each([
    ["the list", []],
    ["--ack", ACK],
  ])("%s: one line naming the address and how to start the site, exit code 1", async (_what, args) => {
    process.env.OPS_BASE = await closedBase();
    expect(await main(args)).toBe(1);
    expect(errors).toEqual([notRunning(process.env.OPS_BASE)]);
    expect(logs).toEqual([]);
  });

  it("as the npm script runs it: the line on stderr, nothing else, exit status 1", async () => {
    const base = await closedBase();
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/ops/data.ts"], {
      env: { ...process.env, OPS_BASE: base, OPS_TOKEN: "test-ops-token" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(notRunning(base));
    expect(run.stdout).toBe("");
  }, 30_000);
});

describe("ops:data against something else", () => {
  it("a page that is not the route's JSON (another server on the port): one line, exit code 1", async () => {
    process.env.OPS_BASE = await serve(200, "text/html", "<!doctype html><title>Hello</title>");
    expect(await main([])).toBe(1);
    expect(errors).toEqual([
      `${process.env.OPS_BASE}/ops/data answered 200 with something other than the ops route's JSON: is this the Visa Fee Atlas site?`,
    ]);
  });

  it("the site's 404 page (no OPS_TOKEN set): says the site has no ops routes", async () => {
    process.env.OPS_BASE = await serve(404, "text/html", "<!doctype html><title>Not found</title>");
    expect(await main(ACK)).toBe(1);
    expect(errors).toEqual(["404: the site has no ops routes (is OPS_TOKEN set for it?)"]);
  });

  it("a wrong token: the status and the route's error", async () => {
    process.env.OPS_BASE = await serve(401, "application/json", JSON.stringify({ error: "unauthorized" }));
    expect(await main([])).toBe(1);
    expect(errors).toEqual(["401: unauthorized"]);
  });
});

describe("ops:data against the site", () => {
  it("prints the queue it answers", async () => {
    const body = {
      today: "2026-11-28",
      ending: [],
      sources: { watched: 256, changed: 0, unreachable: 0, lastCheckedAt: null },
      flags: [],
    };
    process.env.OPS_BASE = await serve(200, "application/json", JSON.stringify(body));
    expect(await main([])).toBe(0);
    expect(errors).toEqual([]);
    expect(logs.slice(0, 3)).toEqual([
      "Sources watched: 256 (last read never); changed since our check: 0; unreachable: 0.",
      "Rules ending within 60 days of 2026-11-28: none.",
      "0 open flags, newest first.",
    ]);
  });
});
