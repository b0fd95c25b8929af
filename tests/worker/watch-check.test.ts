/**
 * The source watch over four weekly runs in workerd, against recorded pages and the seeded data (issue #35): the
 * cited URLs (D1's records' and the transit data's, issue #43) grouped by host, within a consumer's time; a baseline read; the same page with a new date and script (nothing flagged); a
 * changed fee (one flag, with the diff and the records citing it); three failures (unreachable, once); a person's
 * acknowledgement.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { acknowledgeFlag, listCitedSources, listFlags, loadSourceCheck } from "../../worker/db/queries/watch";
import { checkHost, type WatchHostMessage } from "../../worker/watch/check-host";
import { transitRuleSet } from "../../worker/services/transit-rules";
import { WATCH_TIMEOUT_MS } from "../../worker/watch/fetch-policy";
import { hostMessages, MAX_SOURCES_PER_MESSAGE } from "../../worker/watch/plan";
import { listWatchedSources } from "../../worker/watch/watched-sources";
import page from "./fixtures/watch/fee-page.html?raw";

const UA = "VisaFeeAtlasSourceWatch/1.0 (test)";

describe("the cited sources", () => {
  it("lists every distinct URL the data cites with its records, the transit data's too, one message per host", async () => {
    const cited = await listWatchedSources(createDb(env.DB));
    expect(cited.size).toBeGreaterThan(200);
    const records = [...cited.values()].flat();
    for (const prefix of ["fee:", "correction:", "concession:", "announced:", "transit:", "transit-atv:"])
      expect(records.some((r) => r.startsWith(prefix))).toBe(true);
    const { messages, unreadable } = hostMessages(cited);
    expect(unreadable).toEqual([]);
    expect(messages.reduce((n, m) => n + m.sources.length, 0)).toBe(cited.size);
    // One message per host, or a few in a row for a host cited more than MAX_SOURCES_PER_MESSAGE times (GOV.UK).
    const hosts = messages.map((m) => m.host);
    expect(hosts).toEqual([...hosts].sort((a, b) => a.localeCompare(b)));
    expect(messages.every((m) => m.sources.length <= MAX_SOURCES_PER_MESSAGE)).toBe(true);
    const big = new Map(Array.from({ length: 23 }, (_, i) => [`https://big.example/page-${i}`, [`fee:${i}`]]));
    expect(hostMessages(big).messages.map((m) => m.sources.length)).toEqual([10, 10, 3]);
    expect(hostMessages(big).messages.flatMap((m) => m.sources.map((x) => x.url))).toEqual([...big.keys()]);
  });

  it("keeps the D1 records' URLs and adds the transit data's (a page both cite is read once, for both)", async () => {
    const db = createDb(env.DB);
    const fromD1 = await listCitedSources(db);
    const watched = await listWatchedSources(db);
    for (const [url, records] of fromD1) expect(watched.get(url)?.slice(0, records.length)).toEqual(records);
    const gbAirside = transitRuleSet().rules.find((r) => r.transitCountry === "GB" && r.mode === "airside");
    expect(watched.get(gbAirside?.sourceUrl ?? "")).toContain("transit:GB-airside");
  });

  it("keeps each host within one consumer invocation: a batch of hosts all timing out on every URL ends before 15 minutes", async () => {
    const { messages } = hostMessages(await listWatchedSources(createDb(env.DB)));
    // wrangler.toml: the watch queue's max_batch_size; a consumer reads its hosts one after another.
    const hostsPerBatch = 5;
    const largestHost = Math.max(...messages.map((m) => m.sources.length));
    expect(hostsPerBatch * largestHost * WATCH_TIMEOUT_MS).toBeLessThan(15 * 60_000);
  });
});

describe("checkHost over four weeks", () => {
  const url = "https://embassy.watch-test.example/fees";
  const message: WatchHostMessage = { host: "embassy.watch-test.example", sources: [{ url, records: ["fee:test-1", "announced:test-2"] }] };
  let answer: () => Response = () => new Response(page, { headers: { "Content-Type": "text/html" } });
  const fetchImpl = (async () => answer()) as typeof fetch;
  let day = 3;
  const deps = () => ({ db: createDb(env.DB), fetch: fetchImpl, userAgent: UA, now: () => new Date(Date.UTC(2026, 11, day)) });

  it("flags a changed page once, with its diff and records; not a new date or script; then three failures; then the acknowledgement", async () => {
    const db = createDb(env.DB);
    // Week 1: the baseline.
    expect(await checkHost(message, deps())).toEqual({ read: 1, failed: 0, flagsRaised: 0, rowsWritten: 1, bytesRead: page.length });
    // Week 2: the same page with a new date, build number and counter.
    day = 10;
    const redated = page
      .replace("3 December 2026", "10 December 2026")
      .replace("12,345", "12,999")
      .replace("window.dataLayer=[]", "window.dataLayer=[1]");
    answer = () => new Response(redated, { headers: { "Content-Type": "text/html" } });
    expect((await checkHost(message, deps())).flagsRaised).toBe(0);
    // Week 3: the fee rose.
    day = 17;
    answer = () => new Response(page.replace("EUR&nbsp;80", "EUR&nbsp;90"), { headers: { "Content-Type": "text/html" } });
    expect((await checkHost(message, deps())).flagsRaised).toBe(1);
    // Week 4: still changed: not flagged again.
    day = 24;
    expect((await checkHost(message, deps())).flagsRaised).toBe(0);
    const [changed] = await listFlags(db, { open: true, limit: 10 });
    expect(changed).toMatchObject({
      kind: "source-changed",
      subject: url,
      link: url,
      records: ["fee:test-1", "announced:test-2"],
      detail: "…The tourist visa fee is EUR [−80] [+90] per person. Processing time: 15 days…",
      raisedAt: "2026-12-17T00:00:00.000Z",
    });
    expect((await loadSourceCheck(db, url))?.state.changedAt).toBe("2026-12-17T00:00:00.000Z");

    // Three failures in a row: one "unreachable" flag, since the first.
    answer = () => new Response("gone", { status: 404 });
    for (const d of [31, 38, 45]) {
      day = d;
      await checkHost(message, deps());
    }
    const open = await listFlags(db, { open: true, limit: 10 });
    expect(open.map((f) => f.kind)).toEqual(["source-unreachable", "source-changed"]);
    expect(open[0]?.detail).toBe("Unreachable since 2026-12-31T00:00:00.000Z: HTTP 404 (3 failed reads in a row).");

    // A person re-checks the changed page: the flag closes and the source reads as reviewed again.
    expect(
      await acknowledgeFlag(db, changed!.id, { by: "asha", at: "2027-01-20T09:00:00.000Z", result: "EUR 90 confirmed; fee record updated in #99" }),
    ).toBe(true);
    expect(await acknowledgeFlag(db, changed!.id, { by: "asha", at: "2027-01-20T09:00:00.000Z", result: "again" })).toBe(false);
    expect((await loadSourceCheck(db, url))?.state.changedAt).toBeNull();
    expect((await listFlags(db, { open: true, limit: 10 })).map((f) => f.kind)).toEqual(["source-unreachable"]);
    const [acked] = (await listFlags(db, { open: false, limit: 10 })).filter((f) => f.id === changed!.id);
    expect(acked).toMatchObject({ ackedBy: "asha", ackResult: "EUR 90 confirmed; fee record updated in #99" });
  });
});
