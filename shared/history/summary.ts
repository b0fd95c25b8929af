/** @module The changes page's one-line summary of a passport's changes since the previous data version. */
import type { IsoDate } from "../units/iso-date";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Jan 2025" for 2025-01-12: the month a version was taken, as a summary names it. */
export function monthOf(date: IsoDate): string {
  const [year, month] = date.split("-");
  return `${MONTHS[Number(month) - 1]} ${year}`;
}

const changes = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "change" : "changes"}`;

/**
 * "India: 12 changes since Jan 2025: 5 easier, 6 harder, 1 neither": the parts add up to the total (issue #32); the
 * changes that are neither (relabels, equal ranks, days ↔ unknown days) are named when there are any.
 * @param since the previous version's date (YYYY-MM-DD): changes first seen after it are counted.
 */
export function passportSummaryText(passportName: string, since: IsoDate, counts: { total: number; easier: number; harder: number }): string {
  const neither = counts.total - counts.easier - counts.harder;
  const parts = [`${counts.easier.toLocaleString("en-US")} easier`, `${counts.harder.toLocaleString("en-US")} harder`];
  if (neither > 0) parts.push(`${neither.toLocaleString("en-US")} neither`);
  return `${passportName}: ${changes(counts.total)} since ${monthOf(since)}: ${parts.join(", ")}`;
}
