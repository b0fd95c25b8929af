/**
 * The whole weekly watch over four weeks in workerd, against the fixture server's answers (issue #35): the same
 * cases `npm run data:watch -- --fixtures` serves (scripts/watch/fixture-answers.ts), on the seeded cited sources and
 * the upstream file. A changed page is flagged once with its diff; the same page with a new date, script and counter
 * is not; a 404, a server that never answers, a redirect loop, a 20 MB page and a PDF are each unreachable after three
 * weeks; the upstream update is flagged once, and the broken upstream file as an anomaly. Outside development the
 * fixture origin is ignored and nothing but HTTPS to public hosts is read; in fixture mode nothing but the fixture
 * server is.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { assignCases, FIXTURE_WEEKS, fixturePathOf, type SourceCase } from "../../scripts/watch/fixture-answers";
import { getConfig } from "../../worker/config";
import { createDb } from "../../worker/db/client";
import { listFlags } from "../../worker/db/queries/watch";
import { checkHost, type HostCheckSummary } from "../../worker/watch/check-host";
import { watchRequestUrl } from "../../worker/watch/fetch-policy";
import { hostMessages } from "../../worker/watch/plan";
import { readSource } from "../../worker/watch/read-source";
import { listWatchedSources } from "../../worker/watch/watched-sources";
import { checkUpstream, type UpstreamCheckSummary } from "../../worker/watch/upstream";
import { FIXTURE_ORIGIN, fixtureFetch } from "./fixture-fetch";

const UA = "VisaFeeAtlasSourceWatch/1.0 (test)";
const UPSTREAM = "https://raw.githubusercontent.com/ilyankou/passport-index-dataset/master/passport-index-tidy-iso2.csv";
const day = (week: number) => new Date(Date.UTC(2026, 11, 7 * week, 4));

describe("the fixture run", () => {
  it("flags each case once, as a reviewer reads it, and nothing for a page that only changed its date", async () => {
    const db = createDb(env.DB);
    // The first ten hosts in order: the seven that play a case, and three more that stay as they were.
    const hosts = hostMessages(await listWatchedSources(db)).messages.slice(0, 10);
    const plan = { upstreamPath: fixturePathOf(UPSTREAM), cases: new Map<string, SourceCase>() };
    let week = 1;
    const asked: string[] = [];
    const deps = {
      db,
      fetch: fixtureFetch(() => week, plan, asked),
      userAgent: UA,
      now: () => day(week),
      timeoutMs: 500,
      fixtureOrigin: FIXTURE_ORIGIN,
    };
    const runs: Array<{ hosts: HostCheckSummary[]; upstream: UpstreamCheckSummary; requests: number }> = [];
    for (week = 1; week <= FIXTURE_WEEKS; week++) {
      asked.length = 0;
      const checked: HostCheckSummary[] = [];
      for (const message of hosts) checked.push(await checkHost(message, deps));
      const upstream = await checkUpstream(UPSTREAM, deps);
      if (week === 1) for (const [path, kind] of assignCases(asked.filter((p) => p !== plan.upstreamPath))) plan.cases.set(path, kind);
      runs.push({ hosts: checked, upstream, requests: asked.length });
    }
    const urls = hosts.flatMap((m) => m.sources.map((s) => s.url));
    const urlOf = (kind: SourceCase) => urls.find((u) => plan.cases.get(fixturePathOf(u)) === kind) as string;
    expect([...plan.cases.values()]).toEqual(["changed", "redated", "not-found", "timeout", "redirect-loop", "too-large", "not-html"]);

    // Week 1 reads every page and the file once; from week 2 the redirect loop adds its five hops.
    expect(runs.map((r) => r.requests)).toEqual([urls.length + 1, urls.length + 6, urls.length + 6, urls.length + 6]);
    expect(runs.map((r) => r.hosts.reduce((n, h) => n + h.failed, 0))).toEqual([0, 5, 5, 5]);
    expect(runs.map((r) => r.upstream.outcome)).toEqual(["same", "changed", "changed", "anomaly"]);
    expect(runs.map((r) => r.upstream.flagsRaised)).toEqual([0, 1, 0, 1]);

    const flags = await listFlags(db, { open: true, limit: 100 });
    const byKind = (kind: string) => flags.filter((f) => f.kind === kind);
    const changed = byKind("source-changed");
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({
      subject: urlOf("changed"),
      detail: "…The tourist visa fee is EUR [−80] [+90] per person. Processing time: 15 days…",
      raisedAt: day(2).toISOString(),
    });
    expect(changed[0]?.records.length).toBeGreaterThan(0);
    expect(flags.some((f) => f.subject === urlOf("redated"))).toBe(false);

    const since = day(2).toISOString();
    const unreachable = new Map(byKind("source-unreachable").map((f) => [f.subject, f.detail]));
    expect(unreachable).toEqual(
      new Map([
        [urlOf("not-found"), `Unreachable since ${since}: HTTP 404 (3 failed reads in a row).`],
        [urlOf("timeout"), `Unreachable since ${since}: timed out after 1 s (3 failed reads in a row).`],
        [urlOf("redirect-loop"), `Unreachable since ${since}: more than 5 redirects (3 failed reads in a row).`],
        [urlOf("too-large"), `Unreachable since ${since}: larger than 2 MB (3 failed reads in a row).`],
        [urlOf("not-html"), `Unreachable since ${since}: not a web page (application/pdf) (3 failed reads in a row).`],
      ]),
    );

    const [update] = byKind("upstream-changed");
    expect(update).toMatchObject({
      subject: "Upstream Passport Index file changed: 3 pairs differ from the current version, 2 in India's row",
      link: UPSTREAM,
      raisedAt: day(2).toISOString(),
    });
    expect(update?.detail.split("\n").slice(0, 3)).toEqual([
      "Against the current version (17 Feb 2026): 3 of 39,601 pairs changed (0.01 %), 0 added, 0 missing; 0 blank cells.",
      "India's row: 2 changes: IN → PH 14 → 30; IN → TH 60 → 30.",
      "Other changes: US → CN visa required → 30.",
    ]);
    const [anomaly] = byKind("upstream-anomaly");
    expect(anomaly?.subject).toBe("Upstream Passport Index file looks wrong: 4 anomalies");
    expect(anomaly?.detail.split("\n").slice(0, 5)).toEqual([
      "Not to be trusted as it is:",
      "- 3 blank cells (first: line 2, AF → AL)",
      expect.stringMatching(/^- 6\.\d % of the pairs changed \(more than 5 % in one update\)$/),
      "- a country vanished (no longer a passport or a destination): TV",
      expect.stringMatching(/^- data:import would refuse it: passport-index-tidy-iso2\.csv:2: requirement: unknown requirement ""/),
    ]);
    expect(flags).toHaveLength(8);
    // Four weeks over ten hosts and four comparisons of the 39,601-pair file: ~3 s alone, more beside other files.
  }, 30_000);
});

describe("the fixture origin", () => {
  const recording = () => {
    const asked: string[] = [];
    const fetchImpl = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response(null, { status: 302, headers: { Location: "https://embassy.example.gov/fees" } });
    }) as typeof fetch;
    return { asked, fetchImpl };
  };

  it("is ignored outside development: the watch asks the cited HTTPS URL and refuses plain HTTP before any request", async () => {
    const fixtureOrigin = getConfig({ ...env, DEV_MODE: "0", WATCH_FIXTURE_ORIGIN: FIXTURE_ORIGIN }).watch.fixtureOrigin;
    expect(fixtureOrigin).toBeNull();
    expect(watchRequestUrl("http://embassy.example.gov/fees", fixtureOrigin)).toBe("https://embassy.example.gov/fees");
    const { asked, fetchImpl } = recording();
    expect(await readSource(`${FIXTURE_ORIGIN}/embassy.example.gov/fees`, { fetch: fetchImpl, userAgent: UA, fixtureOrigin })).toEqual({
      ok: false,
      reason: "not HTTPS",
    });
    expect(asked).toEqual([]);
  });

  it("in development, sends every request to the fixture server and refuses anything else, even after a redirect", async () => {
    const fixtureOrigin = getConfig({ ...env, DEV_MODE: "1", WATCH_FIXTURE_ORIGIN: FIXTURE_ORIGIN }).watch.fixtureOrigin;
    expect(fixtureOrigin).toBe(FIXTURE_ORIGIN);
    expect(watchRequestUrl("https://embassy.example.gov/fees?lang=en", fixtureOrigin)).toBe(`${FIXTURE_ORIGIN}/embassy.example.gov/fees?lang=en`);
    const { asked, fetchImpl } = recording();
    expect(await readSource("https://embassy.example.gov/fees", { fetch: fetchImpl, userAgent: UA, fixtureOrigin })).toEqual({
      ok: false,
      reason: "not the fixture server",
    });
    expect(await readSource(`${FIXTURE_ORIGIN}/old.example.gov/fees`, { fetch: fetchImpl, userAgent: UA, fixtureOrigin })).toEqual({
      ok: false,
      reason: "redirected to a URL we do not read (not the fixture server)",
    });
    expect(asked).toEqual([`${FIXTURE_ORIGIN}/old.example.gov/fees`]);
  });
});
