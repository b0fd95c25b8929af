/**
 * @module The wait sources' part of `npm run data:watch -- --fixtures` (issue #46): each week's line (what each source
 * read, with its date, and how many readings were new), the State Department attribution the site's footer shows (the
 * proof that a new figure changed the data version, so no kept page hides it), and the readings read back from the
 * run's D1 once the Worker has stopped.
 */
import { htmlText } from "../../shared/waits/html-table";
import type { LocalWorker, WorkerEvent } from "./local-worker";
import { queryLocalD1 } from "./local-worker";
import type { StoredReading } from "./wait-expectations";

/** One source's part of the watch_waits event (worker/watch/waits.ts WaitSourceSummary). */
interface SourceDone {
  source: string;
  outcome: string;
  reason: string | null;
  asOf: string | null;
  stored: number;
  flagsRaised: number;
}

/** The week's wait line: "State page read (2026-11-17): 24 readings new; …". */
export function waitsLine(event: WorkerEvent | undefined): string {
  if (!event) return "wait sources: not checked";
  const sources = (event.sources ?? []) as SourceDone[];
  const parts = sources.map((s) => {
    const what = s.source === "us-state" ? "State page" : "IRCC file";
    const dated = s.asOf ? ` (${s.asOf})` : "";
    if (s.outcome === "read") return `${what} read${dated}: ${s.stored} readings new`;
    // The first problem, without the page's whole header row (the review queue below has it).
    if (s.outcome === "shape-changed")
      return `${what} of another shape${dated}: nothing stored (${(s.reason ?? "?").replace(/ \(headers: .*\)$/, "")})`;
    return `${what} unreadable: ${s.reason ?? "?"}`;
  });
  return `wait sources: ${parts.join("; ")}`;
}

/** The footer's State Department attribution on the home page now, or null when the page has none. */
export async function stateAttribution(worker: LocalWorker): Promise<string | null> {
  const response = await fetch(`${worker.base}/`);
  if (!response.ok) throw new Error(`GET / answered ${response.status}`);
  const text = htmlText(await response.text());
  return /US visa interview waits: U\.S\. Department of State, Global Visa Wait Times, last updated \d{1,2} \w+ \d{4}/.exec(text)?.[0] ?? null;
}

/** Every reading in the run's D1, by figure and date (the Worker must have stopped). */
export function storedReadings(persistTo: string): StoredReading[] {
  return queryLocalD1(persistTo, "SELECT figure_id, as_of, days, published FROM wait_readings ORDER BY figure_id, as_of").map((r) => ({
    figureId: String(r.figure_id),
    asOf: String(r.as_of),
    days: Number(r.days),
    published: String(r.published),
  }));
}
