/** @module Processing-time display (spec section 9). */

/** Processing time in calendar days, both ends inclusive. */
export interface ProcessingDays {
  min: number;
  max: number;
}

/**
 * "min-max days", a single number when both ends are equal, or "Contact embassy" when unknown.
 * @example formatProcessingTime({ min: 3, max: 5 }) // "3-5 days"
 * @example formatProcessingTime({ min: 1, max: 1 }) // "1 day"
 * @example formatProcessingTime(null) // "Contact embassy"
 */
export function formatProcessingTime(days: ProcessingDays | null | undefined): string {
  if (!days || !Number.isFinite(days.min) || !Number.isFinite(days.max)) return "Contact embassy";
  const min = Math.min(days.min, days.max);
  const max = Math.max(days.min, days.max);
  if (min === max) return `${min} ${min === 1 ? "day" : "days"}`;
  return `${min}-${max} days`;
}
