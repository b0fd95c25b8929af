/** Transient D1 failures are retried with backoff; other failures are not. */
import { describe, expect, it } from "vitest";
import { isTransientD1Error, withD1Retry } from "../../worker/db/retry";

const noSleep = { sleep: async () => {} };

describe("withD1Retry", () => {
  it("retries a transient error until the work succeeds", async () => {
    let calls = 0;
    const result = await withD1Retry(async () => {
      calls++;
      if (calls < 3) throw new Error("D1_ERROR: Network connection lost.");
      return "stored";
    }, noSleep);
    expect(result).toBe("stored");
    expect(calls).toBe(3);
  });

  it("gives up after the last attempt with the error", async () => {
    let calls = 0;
    await expect(
      withD1Retry(
        async () => {
          calls++;
          throw new Error("D1_ERROR: D1 DB is overloaded. Too many requests queued.");
        },
        { ...noSleep, attempts: 4 },
      ),
    ).rejects.toThrow(/overloaded/);
    expect(calls).toBe(4);
  });

  it("does not retry a constraint or syntax error", async () => {
    let calls = 0;
    await expect(
      withD1Retry(async () => {
        calls++;
        throw new Error("D1_ERROR: no such table: contact_messages: SQLITE_ERROR");
      }, noSleep),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });

  it("waits longer before each retry", async () => {
    const waits: number[] = [];
    await withD1Retry(
      async () => {
        if (waits.length < 2) throw new Error("Internal error in D1 DB storage caused object to be reset.");
        return 1;
      },
      { baseMs: 100, sleep: async (ms) => void waits.push(ms) },
    );
    expect(waits[0]).toBeGreaterThanOrEqual(100);
    expect(waits[0]).toBeLessThan(150);
    expect(waits[1]).toBeGreaterThanOrEqual(200);
  });

  it.each([
    ["D1_ERROR: Network connection lost.", true],
    ["UNIQUE constraint failed", false],
  ])("classifies %j as transient: %s", (message, transient) => {
    expect(isTransientD1Error(new Error(message))).toBe(transient);
  });
});
