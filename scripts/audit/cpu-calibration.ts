/**
 * @module The CPU slowdown that makes the audit's Lighthouse runs emulate one phone on any host (checks/lighthouse.ts
 * says why). Pure, so it is tested without a browser.
 */

/** The benchmark index of the phone the budgets emulate: DevTools' CPU calibration's mid-tier device (a Pixel 5). */
export const MID_TIER_PHONE_INDEX = 1000;

/**
 * The CPU slowdown that makes a host of benchmark index `hostIndex` run like the mid-tier phone: the ratio of the two,
 * rounded to a hundredth, at least 1 (a host slower than the phone is not sped up).
 */
export function calibratedCpuSlowdown(hostIndex: number): number {
  return Math.max(1, Math.round((hostIndex / MID_TIER_PHONE_INDEX) * 100) / 100);
}

/**
 * The benchmark index a route's runs are calibrated with: the median of the indices measured in each of its runs
 * (a lower median of an even count). One run's index is a few milliseconds of work measured once, and it moves with
 * the host's load of that moment (1,665-2,551 within minutes on the idle 2-core dev machine), while the page's trace
 * beside it may have met another moment; the median of the route's runs is the host as its page loads met it. Its
 * error matters more upwards: total blocking time counts each task's simulated length past 50 ms, so a slowdown set too
 * high adds more than one set as much too low takes away.
 * @throws RangeError for no index at all.
 */
export function routeBenchmarkIndex(indices: readonly number[]): number {
  if (indices.length === 0) throw new RangeError("no benchmark index to calibrate with");
  const sorted = [...indices].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
