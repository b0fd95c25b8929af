/**
 * history.pair and history.byPassport through the real Worker, on the seeded history (history/changes.csv).
 * Expected rows are read from D1 with plain SQL, not through the code under test. The file applies the seed's
 * history statements itself (the shared setup leaves them out to keep every other file's setup short).
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { trpcQuery } from "./helpers";

// The shared setup leaves the history out (vitest.config.ts): this file loads its real rows.
beforeAll(async () => {
  await env.DB.batch(env.TEST_SEED_HISTORY.map((sql) => env.DB.prepare(sql)));
});

type Entry = {
  passportCountryCode: string;
  destinationCountryCode: string;
  before: string;
  after: string;
  seenBeforeOn: string;
  seenAfterOn: string;
  kind: string;
  note: string | null;
  direction: string;
  sentence: string;
};

async function sqlRows(where: string, ...binds: string[]) {
  const rows = await env.DB.prepare(
    `SELECT passport_country_code AS p, destination_country_code AS d, seen_after_on AS on_ FROM requirement_changes WHERE ${where} ORDER BY seen_after_on DESC, destination_country_code`,
  )
    .bind(...binds)
    .all<{ p: string; d: string; on_: string }>();
  return rows.results.map((r) => `${r.p}-${r.d}-${r.on_}`);
}

const key = (e: Entry) => `${e.passportCountryCode}-${e.destinationCountryCode}-${e.seenAfterOn}`;

describe("history.pair", () => {
  it("returns Indian passports' changes for Iran, most recent first", async () => {
    const { status, body } = await trpcQuery("history.pair", { passport: "in", destination: "ir" });
    expect(status).toBe(200);
    const entries = body.result?.data as Entry[];
    // The snapshots' changes, and the dated rule the answer follows (issue #43), newest first.
    const changes = entries.filter((e) => !e.sentence.startsWith("Dated rule"));
    expect(changes.map(key)).toEqual((await sqlRows("passport_country_code = 'IN' AND destination_country_code = 'IR'")).slice(0, changes.length));
    expect(entries.find((e) => e.sentence.startsWith("Dated rule"))?.sentence).toMatch(
      /^Dated rule from 22 Nov 2025: visa on arrival → visa required, from India Ministry of External Affairs/,
    );
  });

  it("agrees with the answer: Malaysia's latest line is its 30-day rule, not the snapshot's 90 days", async () => {
    const entries = (await trpcQuery("history.pair", { passport: "IN", destination: "MY" })).body.result?.data as Entry[];
    expect(entries[0]?.sentence).toMatch(/^Dated rule from 1 Jan 2025 to 31 Dec 2026: visa free \(\d+ days\) → visa free \(30 days\), from /);
  });

  it("words each change over its interval and says whether it is easier or harder", async () => {
    const entries = (await trpcQuery("history.pair", { passport: "IN", destination: "IR" })).body.result?.data as Entry[];
    const latest = entries.find((e) => !e.sentence.startsWith("Dated rule"))!;
    expect(latest.sentence).toMatch(/^Changed between \d{1,2} \w{3} \d{4} and \d{1,2} \w{3} \d{4}: /);
    expect(["easier", "harder", "neither"]).toContain(latest.direction);
  });

  it("returns an empty list for a pair that never changed", async () => {
    const { status, body } = await trpcQuery("history.pair", { passport: "IN", destination: "IN" });
    expect(status).toBe(200);
    expect(body.result?.data).toEqual([]);
  });

  it("keeps to the limit asked for", async () => {
    const entries = (await trpcQuery("history.pair", { passport: "IN", destination: "IR", limit: 1 })).body.result?.data as Entry[];
    expect(entries).toHaveLength(1);
  });

  it("rejects a malformed code with 400", async () => {
    const { status, body } = await trpcQuery("history.pair", { passport: "India", destination: "IR" });
    expect(status).toBe(400);
    expect(body.error?.data.code).toBe("BAD_REQUEST");
  });
});

describe("history.byPassport", () => {
  it("returns a passport's changes newest first, a page at a time", async () => {
    const entries = (await trpcQuery("history.byPassport", { passport: "IN", limit: 100 })).body.result?.data as Entry[];
    expect(entries.map(key)).toEqual((await sqlRows("passport_country_code = 'IN'")).slice(0, 100));
  });

  it("pages back with before=", async () => {
    const entries = (await trpcQuery("history.byPassport", { passport: "IN", before: "2025-01-12", limit: 100 })).body.result?.data as Entry[];
    expect(entries.map(key)).toEqual((await sqlRows("passport_country_code = 'IN' AND seen_after_on < ?", "2025-01-12")).slice(0, 100));
    expect(entries.every((e) => e.seenAfterOn < "2025-01-12")).toBe(true);
  });

  it("calls the Jan 2025 e-Visa → eTA relabels neither easier nor harder", async () => {
    const entries = (await trpcQuery("history.byPassport", { passport: "IN", limit: 100 })).body.result?.data as Entry[];
    const relabels = entries.filter((e) => e.kind === "relabel");
    expect(relabels.length).toBeGreaterThan(0);
    expect(relabels.every((e) => e.direction === "neither" && e.sentence.startsWith("Relabelled between"))).toBe(true);
  });

  it("rejects an impossible date with 400", async () => {
    const { status, body } = await trpcQuery("history.byPassport", { passport: "IN", before: "2025-02-30" });
    expect(status).toBe(400);
    expect(body.error?.message).toBe("Enter a date as YYYY-MM-DD.");
  });

  it("rejects a limit above 100 with 400", async () => {
    const { status } = await trpcQuery("history.byPassport", { passport: "IN", limit: 101 });
    expect(status).toBe(400);
  });
});
