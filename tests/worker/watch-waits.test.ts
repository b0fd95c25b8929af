/**
 * The weekly read of the wait sources as figures in workerd (issue #46), over four weeks of the fixture run's answers
 * (scripts/watch/wait-variants.ts), each run a week after the last from 7 Dec 2026: a new State Department figure is
 * stored with its date, shown at once and dated in the data version; a page whose shape changed raises one flag and
 * stores nothing; IRCC's figures older than 45 days are flagged once; three failed reads raise "source-unreachable".
 * The tests of a file share its D1: the four weeks run once, before the tests that read what they left.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureRunTime } from "../../scripts/watch/wait-variants";
import { IRCC_PTIME_URL, STATE_WAITS_URL } from "../../shared/waits/wait-sources";
import { createDb } from "../../worker/db/client";
import { loadDataVersion } from "../../worker/db/queries/datasets";
import { listFlags } from "../../worker/db/queries/watch";
import { loadWaitFigures } from "../../worker/services/wait-figures";
import { checkWaitSources, type WaitsCheckSummary } from "../../worker/watch/waits";
import { FIXTURE_ORIGIN, fixtureFetch } from "./fixture-fetch";

const UA = "VisaFeeAtlasSourceWatch/1.0 (test)";
const plan = { upstreamPath: "/none", cases: new Map() };
const readings = async () =>
  (
    await env.DB.prepare("SELECT figure_id AS id, as_of AS asOf, days, published FROM wait_readings ORDER BY id, asOf").all<{
      id: string;
      asOf: string;
      days: number;
      published: string;
    }>()
  ).results;

describe("four weekly runs against the fixture answers", () => {
  const runs: WaitsCheckSummary[] = [];
  const versions: string[] = [];
  beforeAll(async () => {
    let week = 1;
    const deps = {
      fetch: fixtureFetch(() => week, plan, []),
      userAgent: UA,
      now: () => new Date(fixtureRunTime(week)),
      fixtureOrigin: FIXTURE_ORIGIN,
    };
    for (week = 1; week <= 4; week++) {
      // A fresh handle each week, as each cron run has its own session: nothing read before is kept.
      runs.push(await checkWaitSources({ ...deps, db: createDb(env.DB) }));
      versions.push(await loadDataVersion(createDb(env.DB)));
    }
  });
  const bySource = (source: string) => runs.map((r) => r.sources.find((s) => s.source === source));

  it("reads the State page each week: a baseline, a new figure, then a page of another shape twice", () => {
    expect(bySource("us-state").map((s) => [s?.outcome, s?.asOf, s?.stored])).toEqual([
      ["read", "2026-11-17", 24],
      ["read", "2026-12-10", 24],
      ["shape-changed", "2026-12-17", 0],
      ["shape-changed", "2026-12-17", 0],
    ]);
  });

  it("stores the new figure with the page's date, and the site shows it at once", async () => {
    const mumbai = (await readings()).filter((r) => r.id === "us-b1b2-mumbai-next-available");
    expect(mumbai).toEqual([
      { id: "us-b1b2-mumbai-next-available", asOf: "2026-11-17", days: 345, published: "11.5 Months" },
      { id: "us-b1b2-mumbai-next-available", asOf: "2026-12-10", days: 240, published: "8 Months" },
    ]);
    const shown = (await loadWaitFigures(createDb(env.DB))).find((f) => f.id === "us-b1b2-mumbai-next-available");
    expect(shown).toMatchObject({ days: 240, published: "8 Months", asOf: "2026-12-10", readOn: "2026-12-14", readVia: null });
  });

  it("dates each source's dataset row by its newest figure, so the data version changes with a new figure only", () => {
    expect(versions.map((v) => v.split("|").filter((part) => part.startsWith("waits-")))).toEqual([
      ["waits-ircc:2026-10-01", "waits-us-state:2026-11-17"],
      ["waits-ircc:2026-10-01", "waits-us-state:2026-12-10"],
      ["waits-ircc:2026-10-01", "waits-us-state:2026-12-10"],
      ["waits-ircc:2026-10-01", "waits-us-state:2026-12-10"],
    ]);
  });

  it("flags the large move once for a person to confirm", async () => {
    const changed = (await listFlags(createDb(env.DB), { open: true, limit: 100 })).filter((f) => f.kind === "wait-changed");
    expect(changed.map((f) => [f.subject, f.link, f.raisedAt])).toEqual([
      [
        "Global Visa Wait Times (US State Department): Mumbai, next available appointment moved from 345 to 240 days (10 Dec 2026)",
        STATE_WAITS_URL,
        new Date(fixtureRunTime(2)).toISOString(),
      ],
    ]);
  });

  it("refuses the page of another shape: one flag naming the missing header, and no reading of its date", async () => {
    const shape = (await listFlags(createDb(env.DB), { open: true, limit: 100 })).filter((f) => f.kind === "wait-shape-changed");
    expect(shape).toHaveLength(1);
    expect(shape[0]?.detail.split("\n").slice(0, 2)).toEqual([
      "The page of 17 Dec 2026 is not the one the reader knows:",
      expect.stringMatching(/^- the header "Interview Required \(B1\/B2\) Next available appointment" is missing/),
    ]);
    expect(bySource("us-state").map((s) => s?.flagsRaised)).toEqual([0, 1, 1, 0]);
    expect((await readings()).some((r) => r.asOf === "2026-12-17")).toBe(false);
  });

  it("stores IRCC's figures once and flags them stale once: dated 1 Oct 2026, 67 days old on 7 Dec", async () => {
    expect(bySource("ircc").map((s) => [s?.outcome, s?.stored, s?.flagsRaised])).toEqual([
      ["read", 19, 1],
      ["read", 0, 0],
      ["read", 0, 0],
      ["read", 0, 0],
    ]);
    const stale = (await listFlags(createDb(env.DB), { open: true, limit: 100 })).filter((f) => f.kind === "wait-stale");
    expect(stale).toHaveLength(1);
    expect(stale[0]).toMatchObject({
      subject: "19 figures from Processing times data (IRCC) are 67 days old (dated 1 Oct 2026)",
      link: IRCC_PTIME_URL,
      raisedAt: new Date(fixtureRunTime(1)).toISOString(),
    });
    expect(stale[0]?.records).toContain("wait:ca-visitor-visa-in");
  });

  it("raises nothing else", async () => {
    const kinds = (await listFlags(createDb(env.DB), { open: true, limit: 100 })).map((f) => f.kind).sort();
    expect(kinds).toEqual(["wait-changed", "wait-shape-changed", "wait-stale"]);
  });
});

describe("a source that cannot be read", () => {
  it("is recorded each week and flagged unreachable once, after the third failed read; its figures stay", async () => {
    const failing = (async () => new Response("<!doctype html><title>Access denied</title>", { status: 403 })) as typeof fetch;
    const summaries: WaitsCheckSummary[] = [];
    const before = await readings();
    for (let week = 1; week <= 4; week++) {
      const deps = { db: createDb(env.DB), fetch: failing, userAgent: UA, now: () => new Date(Date.UTC(2027, 0, 4 + 7 * week, 4)) };
      summaries.push(await checkWaitSources(deps));
    }
    expect(summaries.map((s) => s.sources.map((x) => [x.outcome, x.reason]))).toEqual(
      Array(4).fill([
        ["unreadable", "HTTP 403"],
        ["unreadable", "HTTP 403"],
      ]),
    );
    const flags = await listFlags(createDb(env.DB), { open: true, limit: 100 });
    const unreachable = flags.filter((f) => f.kind === "source-unreachable");
    expect(unreachable.map((f) => f.subject).sort()).toEqual([STATE_WAITS_URL, IRCC_PTIME_URL]);
    expect(unreachable[0]?.detail).toMatch(
      /is unreachable since 2027-01-11T04:00:00\.000Z: HTTP 403 \(3 failed reads in a row\)\. Its figures keep their last date\.$/,
    );
    expect(await readings()).toEqual(before);
  });
});
