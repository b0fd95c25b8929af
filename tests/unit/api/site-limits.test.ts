/**
 * The site's limits as a rule (shared/api/site-limits.ts, issue #44), on a stub of the Rate Limiting binding: which
 * limit a procedure counts against, the refusal's seconds and message, and a missing binding allowing the call.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type CallCounter, meterSiteCall, siteLimitOf, SITE_CALL_LIMITS } from "../../../shared/api/site-limits";
import { API_PLANS } from "../../../shared/api/plans";

/** A counter allowing `max` calls per key, recording the keys it was asked about. */
function stubCounter(max: number): CallCounter & { keys: string[] } {
  const counts = new Map<string, number>();
  const keys: string[] = [];
  return {
    keys,
    async limit({ key }) {
      keys.push(key);
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      return { success: n <= max };
    },
  };
}

/** 2026-11-28 10:00:43 UTC: 17 seconds left of the minute. */
const AT_43_SECONDS = Date.UTC(2026, 10, 28, 10, 0, 43, 500);

describe("siteLimitOf", () => {
  it.each([
    ["trip.plan", "plan"],
    ["visa.check", "read"],
    ["history.pair", "read"],
    ["concessions.list", "read"],
    ["leads.consultation", "read"],
    ["a.procedureAddedLater", "read"],
    ["toString", "read"],
  ])("counts %s against %s", (path, limit) => {
    expect(siteLimitOf(path)).toBe(limit);
  });
});

describe("SITE_CALL_LIMITS", () => {
  it("prices a trip plan as the API's starter plan does", () => {
    expect(SITE_CALL_LIMITS.plan.perMinute).toBe(API_PLANS.starter.perMinute);
  });

  it("match the Rate Limiting bindings of wrangler.toml", () => {
    const toml = readFileSync("wrangler.toml", "utf8");
    const limit = (name: string) => Number(new RegExp(`name = "${name}"[^\\[]*?limit = (\\d+), period = 60`).exec(toml)?.[1]);
    expect(limit("SITE_RATE_READ")).toBe(SITE_CALL_LIMITS.read.perMinute);
    expect(limit("SITE_RATE_PLAN")).toBe(SITE_CALL_LIMITS.plan.perMinute);
  });
});

describe("meterSiteCall", () => {
  it("counts the call on its own limit's counter, under the client's key", async () => {
    const read = stubCounter(10);
    const plan = stubCounter(10);
    await meterSiteCall("trip.plan", "client-a", { read, plan }, AT_43_SECONDS);
    await meterSiteCall("visa.check", "client-b", { read, plan }, AT_43_SECONDS);
    expect(plan.keys).toEqual(["client-a"]);
    expect(read.keys).toEqual(["client-b"]);
  });

  it("refuses past the counter's limit with the rest of the minute and the message naming the limit", async () => {
    const plan = stubCounter(2);
    const verdicts = [];
    for (let i = 0; i < 3; i++) verdicts.push(await meterSiteCall("trip.plan", "k", { plan }, AT_43_SECONDS));
    expect(verdicts.slice(0, 2)).toEqual([{ allowed: true }, { allowed: true }]);
    expect(verdicts[2]).toEqual({
      allowed: false,
      limit: "plan",
      retryAfterSeconds: 17,
      message:
        "Too many trip plans from your connection (the site allows 60 a minute). Please try again in 17 seconds. For more, use the API: /developers.",
    });
  });

  it("never asks a client to wait 0 seconds, at the minute's first instant", async () => {
    const verdict = await meterSiteCall("visa.check", "k", { read: stubCounter(0) }, Date.UTC(2026, 10, 28, 10, 1, 0, 0));
    expect(verdict).toMatchObject({ allowed: false, limit: "read", retryAfterSeconds: 60 });
  });

  it("allows the call when the limit's binding is missing", async () => {
    expect(await meterSiteCall("trip.plan", "k", { read: stubCounter(0) }, AT_43_SECONDS)).toEqual({ allowed: true });
  });
});
