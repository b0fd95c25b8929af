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
