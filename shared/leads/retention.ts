/**
 * @module How long lead rows are kept (issue #24): LEAD_RETENTION_DAYS, by default the privacy policy's 24 months,
 * and the words the policy says it in, from the same number, so the policy and the daily deletion cannot part ways.
 */

/** The default: 24 months of 365 days. */
export const DEFAULT_LEAD_RETENTION_DAYS = 730;

/**
 * The retention period as the privacy policy words it: whole years as months, else days.
 * @example retentionWords(730) // "24 months"
 * @example retentionWords(90) // "90 days"
 */
export function retentionWords(days: number): string {
  return days % 365 === 0 ? `${(days / 365) * 12} months` : `${days} days`;
}
