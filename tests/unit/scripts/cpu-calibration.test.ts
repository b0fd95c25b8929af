/**
 * The audit's Lighthouse runs emulate the same mid-tier phone on any host: the CPU slowdown is the host's benchmark
 * index over the phone's (1,000), at least 1.
 */
import { describe, expect, it } from "vitest";
import { calibratedCpuSlowdown, MID_TIER_PHONE_INDEX } from "../../../scripts/audit/cpu-calibration";

describe("calibratedCpuSlowdown", () => {
  it("is Lighthouse's default 4 on a host of index 4,000, where the budgets were set", () => {
    expect(calibratedCpuSlowdown(4000)).toBe(4);
    expect(calibratedCpuSlowdown(3800)).toBe(3.8);
  });
  it("slows a slower host less, to the same phone", () => {
    expect(calibratedCpuSlowdown(2214)).toBe(2.21);
    expect(calibratedCpuSlowdown(MID_TIER_PHONE_INDEX)).toBe(1);
  });
  it("never speeds up a host slower than the phone", () => {
    expect(calibratedCpuSlowdown(766)).toBe(1);
    expect(calibratedCpuSlowdown(0)).toBe(1);
  });
});
