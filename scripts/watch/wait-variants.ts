/**
 * @module The wait sources the fixture run serves week by week (issue #46), made from the recorded State Department
 * page and IRCC file (tests/worker/fixtures/watch/) by fixed edits, so the cases stay true to the recorded shapes:
 * - State: week 1 the baseline (a later "Last updated", our posts' cells as waits.json has them); week 2 a new figure
 *   (a later date, Mumbai's next available appointment down from the bundled figure to 8 months); from week 3 a page
 *   whose B1/B2 "Next available appointment" header was renamed (a shape the reader must refuse).
 * - IRCC: every week a file dated 1 Oct 2026 with the recorded values: newer than the bundled figures, and more than
 *   45 days older than the first run (7 Dec 2026), so its figures are read once and flagged stale once.
 * Pure: the recorded files and the bundled figures come in as data.
 */
import type { WaitFigure } from "../../shared/waits/wait-figure";

/** The runs' days (Mondays, 04:00 UTC, the weekly cron's time): the fixture run triggers each week at its own. */
export const fixtureRunTime = (week: number) => Date.UTC(2026, 11, 7 * week, 4);

/** The State page's "Last updated" in weeks 1, 2 and from 3. */
export const STATE_FIXTURE_DATES = ["17-NOVEMBER-2026", "10-DECEMBER-2026", "17-DECEMBER-2026"] as const;
/** Mumbai's B1/B2 next available appointment from week 2 (the bundled figure is "11.5 Months"). */
export const STATE_NEW_MUMBAI_NEXT = "8 Months";
/** The header as renamed from week 3, and the one it replaces. */
export const STATE_RENAMED_HEADER = { from: "Next available appointment", to: "Earliest appointment" } as const;
/** IRCC's "lastupdated" every week. */
export const IRCC_FIXTURE_DATE = "October 1, 2026";

/** The recorded files, and each week's answers made from them (index 0 is week 1; the last holds for later weeks). */
export interface WaitFixtureFiles {
  state: string[];
  ircc: string[];
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The recorded page with its "Last updated" date replaced. */
function redated(page: string, date: string): string {
  return page.replace(/<p>Last updated: [0-9A-Z-]+<\/p>/, `<p>Last updated: ${date}</p>`);
}

/**
 * The page with a post's B1/B2 cell set to `value`: the recorded table's cells are post, average, next, and three
 * more, in that order.
 */
function withCell(page: string, post: string, column: "average" | "next", value: string): string {
  const row = new RegExp(`(<tr><td>${escapeRegExp(escapeHtml(post))}</td>)<td>([^<]*)</td><td>([^<]*)</td>`);
  if (!row.test(page)) throw new Error(`the recorded page has no row for ${post}`);
  return page.replace(row, (_all, start: string, average: string, next: string) =>
    column === "average" ? `${start}<td>${escapeHtml(value)}</td><td>${next}</td>` : `${start}<td>${average}</td><td>${escapeHtml(value)}</td>`,
  );
}

/** The page with our figures' cells as waits.json publishes them. */
function withBundledCells(page: string, figures: readonly WaitFigure[]): string {
  return figures.reduce(
    (out, f) =>
      f.postAsPublished ? withCell(out, f.postAsPublished, f.measure === "average-previous-month" ? "average" : "next", f.published) : out,
    page,
  );
}

/** The page with the B1/B2 "Next available appointment" header renamed (the one after "(B1/B2)"). */
function withRenamedHeader(page: string): string {
  const b1b2Next = /(\(B1\/B2\)<br>\s*)Next available appointment/;
  if (!b1b2Next.test(page)) throw new Error("the recorded page has no B1/B2 next-available header");
  return page.replace(b1b2Next, `$1${STATE_RENAMED_HEADER.to}`);
}

/**
 * The State answers of weeks 1, 2 and from 3.
 * @param figures waits.json's State Department figures (interview waits citing the page).
 */
export function stateFixturePages(recorded: string, figures: readonly WaitFigure[]): string[] {
  const baseline = withBundledCells(recorded, figures);
  const updated = withCell(baseline, "Mumbai (Bombay)", "next", STATE_NEW_MUMBAI_NEXT);
  return [
    redated(baseline, STATE_FIXTURE_DATES[0]),
    redated(updated, STATE_FIXTURE_DATES[1]),
    withRenamedHeader(redated(withCell(updated, "Mumbai (Bombay)", "next", "7 Months"), STATE_FIXTURE_DATES[2])),
  ];
}

/** The IRCC answer of every week: the recorded file with each category's "lastupdated" moved to IRCC_FIXTURE_DATE. */
export function irccFixtureFiles(recorded: string): string[] {
  return [recorded.replace(/"lastupdated":\s*"[^"]*"/g, `"lastupdated": "${IRCC_FIXTURE_DATE}"`)];
}
