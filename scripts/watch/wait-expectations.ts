/**
 * @module What the fixture run's wait sources must end with (issue #46), from the review queue (GET /ops/data's
 * flags), the readings stored (D1's wait_readings) and the site's footer after weeks 1 and 2: the new figure stored
 * with its date and shown, the page of another shape flagged once with nothing stored from it, the stale file's
 * figures flagged once, and no other wait flag. Pure: `npm run data:watch -- --fixtures` prints each line and fails
 * when one does not hold.
 */
import type { OpsDataFlag } from "../ops/data-print";
import type { Expectation } from "./fixture-expectations";

/** A stored reading as the run reads it back from D1. */
export interface StoredReading {
  figureId: string;
  asOf: string;
  days: number;
  published: string;
}

/** What the run saw: the flags, the readings, and the State attribution in the footer after weeks 1 and 2. */
export interface WaitRunFacts {
  flags: readonly OpsDataFlag[];
  readings: readonly StoredReading[];
  footers: readonly (string | null)[];
}

const MUMBAI = "us-b1b2-mumbai-next-available";
const STATE_URL = "https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/global-visa-wait-times.html";
const IRCC_URL = "https://www.canada.ca/content/dam/ircc/documents/json/data-ptime-en.json";

/** Checks the wait sources' part of the run (the dates are scripts/watch/wait-variants.ts's). */
export function checkWaitRun({ flags, readings, footers }: WaitRunFacts): Expectation[] {
  const waitFlags = (kind: string, link: string) => flags.filter((f) => f.kind === kind && f.link === link);
  const mumbai = readings.filter((r) => r.figureId === MUMBAI).map((r) => `${r.asOf} ${r.published} ${r.days}`);
  const changed = waitFlags("wait-changed", STATE_URL);
  const shape = waitFlags("wait-shape-changed", STATE_URL);
  const stale = waitFlags("wait-stale", IRCC_URL);
  const irccRead = readings.filter((r) => r.figureId.startsWith("ca-visitor-visa-"));
  const known = new Set([...changed, ...shape, ...stale]);
  const others = flags.filter((f) => f.kind.startsWith("wait-") && !known.has(f));
  return [
    {
      what: "the State page's baseline and new figure: Mumbai's wait stored with each page's date (17 Nov: 11.5 Months; 10 Dec: 8 Months, 240 days)",
      ok: mumbai.join(", ") === "2026-11-17 11.5 Months 345, 2026-12-10 8 Months 240",
    },
    {
      what: "the new figure shown: the footer's State Department date moves from 17 Nov 2026 to 10 Dec 2026 (the data version changed)",
      ok: (footers[0] ?? "").includes("17 Nov 2026") && (footers[1] ?? "").includes("10 Dec 2026"),
    },
    {
      what: "the large move flagged once for a person to confirm (wait-changed: Mumbai 345 → 240 days)",
      ok: changed.length === 1 && changed[0]?.subject.includes("from 345 to 240 days") === true,
    },
    {
      what: "the State page of another shape: one wait-shape-changed flag naming the missing header, and nothing stored from it",
      ok:
        shape.length === 1 &&
        shape[0]?.detail.includes('the header "Interview Required (B1/B2) Next available appointment" is missing') === true &&
        !readings.some((r) => r.asOf === "2026-12-17"),
    },
    {
      what: "IRCC's file of 1 Oct 2026 (older than 45 days on 7 Dec): its 19 figures stored once and one wait-stale flag for them, not raised again",
      ok: irccRead.length === 19 && irccRead.every((r) => r.asOf === "2026-10-01") && stale.length === 1 && stale[0]?.records.length === 19,
    },
    { what: "no other wait flag (no figure missing, nothing of the State page stale)", ok: others.length === 0 },
  ];
}
