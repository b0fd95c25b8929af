/** @module How the calculator names each day of the window (rule.ts's TimelineDay states). */
import type { TimelineDay } from "./rule";

/** The legend's and the summary's words for each state. */
export const DAY_STATE_LABELS: Readonly<Record<TimelineDay["state"], string>> = {
  used: "Days used",
  planned: "Planned stay",
  over: "Over the 90 days",
  free: "Days free",
};
