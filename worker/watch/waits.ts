/**
 * @module The weekly read of the wait sources as figures (issue #46): the State Department's Global Visa Wait Times
 * page and IRCC's processing-times file, each read once under the watch's policy and parsed by the pure readers
 * (shared/waits/). A page read as figures stores a reading for each figure of ours it gives (wait_readings, once per
 * figure and publisher's date), which the site shows at once; its `datasets` row takes the newest date, so the data
 * version changes and no kept page shows the old figure. A page whose shape changed stores nothing and raises
 * "wait-shape-changed"; a figure it no longer gives, "wait-figure-missing"; a reading that moves a figure a lot,
 * "wait-changed"; and whatever was read, the figures shown older than 45 days by their own date raise "wait-stale",
 * once per date. Three failed reads in a row raise "source-unreachable", as for any source.
 */
import { irccReadings, type PageReadings, stateReadings } from "../../shared/waits/page-readings";
import { parseIrccProcessingTimes } from "../../shared/waits/ircc-processing-times";
import { parseStateWaitTimes } from "../../shared/waits/state-wait-times";
import type { WaitFigure } from "../../shared/waits/wait-figure";
import { changedFlags, missingFiguresFlag, shapeChangedFlag, staleFlags } from "../../shared/waits/wait-flags";
import { withReadings } from "../../shared/waits/wait-reading";
import { figuresOfSource, WAIT_SOURCES, type WaitSource, type WaitSourceId } from "../../shared/waits/wait-sources";
import { formatIsoDate, type IsoDate, isoDateOf } from "../../shared/units/iso-date";
import { nextSourceState } from "../../shared/watch/source-state";
import type { Db } from "../db/client";
import { listLatestWaitReadings, saveWaitReadings, saveWaitsDataset } from "../db/queries/waits";
import { loadSourceCheck, type NewFlag, raiseFlag, saveSourceCheck } from "../db/queries/watch";
import { bundledWaits } from "../services/wait-figures";
import { forgetKeptPages } from "../ssr/page-cache";
import { watchHostOf, watchRequestUrl } from "./fetch-policy";
import { pageFingerprint } from "./fingerprint";
import { readWaitSource } from "./read-wait-source";

/** What the check did with one source, for the run's log line. */
export interface WaitSourceSummary {
  source: WaitSourceId;
  /** "unreadable": the read failed; "shape-changed": read, but not as figures; "read": figures read. */
  outcome: "unreadable" | "shape-changed" | "read";
  /** Why the read failed, or the shape's first problem. */
  reason: string | null;
  /** The page's own date, when it could be read. */
  asOf: IsoDate | null;
  bytes: number;
  /** Readings new to D1 (a page of a date already read stores none). */
  stored: number;
  missing: number;
  flagsRaised: number;
  rowsWritten: number;
}

/** The whole check: each source's summary and the totals. */
export interface WaitsCheckSummary {
  sources: WaitSourceSummary[];
  stored: number;
  flagsRaised: number;
  rowsWritten: number;
}

/** What the check needs: D1, the platform's fetch (tests pass recorded answers), our User-Agent, the run's clock. */
export interface WaitsCheckDeps {
  db: Db;
  fetch: typeof fetch;
  userAgent: string;
  /** The run's time: its UTC day dates the readings and ages the figures. */
  now: () => Date;
  timeoutMs?: number;
  fixtureOrigin?: string | null;
}

/** The source's figures as the site shows them now: bundled, with the newest readings laid over them. */
async function shownFigures(db: Db, figures: readonly WaitFigure[]): Promise<WaitFigure[]> {
  return withReadings(figures, await listLatestWaitReadings(db));
}

/** The page's readings and its date, or its problems (an unknown shape, or a date after the day it was read). */
function readPage(source: WaitSource, text: string, figures: readonly WaitFigure[], today: IsoDate) {
  const parsed = source.format === "html" ? parseStateWaitTimes(text) : parseIrccProcessingTimes(text);
  if (!parsed.ok) return { ok: false as const, asOf: parsed.asOf, problems: parsed.problems };
  const { asOf } = parsed.page;
  if (asOf > today)
    return { ok: false as const, asOf, problems: [`dated ${formatIsoDate(asOf)}, after the day it was read (${formatIsoDate(today)})`] };
  const readings: PageReadings = "rows" in parsed.page ? stateReadings(figures, parsed.page, today) : irccReadings(figures, parsed.page, today);
  return { ok: true as const, asOf, ...readings };
}

/** Raises a flag about the source (its URL as the link, the run's time); counted in the summary. */
type Raise = (flag: Omit<NewFlag, "link" | "raisedAt">) => Promise<void>;

/** A failed read: kept in the source's state; the third in a row raises "source-unreachable", once. */
async function recordFailure(db: Db, source: WaitSource, reason: string, at: string, figures: readonly WaitFigure[], raise: Raise) {
  const previous = await loadSourceCheck(db, source.url);
  const next = nextSourceState(previous?.state ?? null, source.url, { ok: false, reason }, at);
  await saveSourceCheck(db, next.state, watchHostOf(source.url), null);
  if (next.flag?.kind !== "source-unreachable") return;
  await raise({
    kind: next.flag.kind,
    dedupeKey: `source-unreachable:${source.url}:${next.flag.since}`,
    subject: source.url,
    detail: `${source.title} is unreachable since ${next.flag.since}: ${reason} (${next.state.failures} failed reads in a row). Its figures keep their last date.`,
    records: figures.map((f) => `wait:${f.id}`),
  });
}

/** A successful read: the source's state keeps it, never "changed since our check" (its news is in readings and flags). */
async function recordRead(db: Db, source: WaitSource, text: string, at: string) {
  const sha256 = await pageFingerprint(text);
  const state = { url: source.url, reviewedFingerprint: sha256, latestFingerprint: sha256, changedAt: null, failures: 0, failingSince: null };
  await saveSourceCheck(db, { ...state, lastError: null, checkedAt: at }, watchHostOf(source.url), null);
}

/**
 * The source's `datasets` row, dated by the newest figure the site shows from the publisher's own page (a reading
 * clears readVia; the bundled figures were read through transcriptions, which keep their own attribution). Returns
 * the rows written: none before the first reading.
 */
async function saveSourceDataset(db: Db, source: WaitSource, shown: readonly WaitFigure[]): Promise<number> {
  const newest = shown.reduce<IsoDate | null>((a, f) => (f.readVia === null && f.asOf !== null && (a === null || f.asOf > a) ? f.asOf : a), null);
  if (!newest) return 0;
  const { datasetId: id, datasetName: name, url: sourceUrl, licence } = source;
  await saveWaitsDataset(db, { id, name, attribution: source.attribution(newest), sourceUrl, licence, asOn: newest });
  return 1;
}

/** Checks one source once; never throws for what the source answers (D1 failures propagate). */
export async function checkWaitSource(source: WaitSource, deps: WaitsCheckDeps): Promise<WaitSourceSummary> {
  const { db } = deps;
  const at = deps.now().toISOString();
  const today = isoDateOf(deps.now());
  const fixtureOrigin = deps.fixtureOrigin ?? null;
  const figures = figuresOfSource(bundledWaits().figures, source);
  const summary: WaitSourceSummary = {
    source: source.id,
    outcome: "unreadable",
    reason: null,
    asOf: null,
    bytes: 0,
    stored: 0,
    missing: 0,
    flagsRaised: 0,
    rowsWritten: 1,
  };
  const raise: Raise = async (flag) => {
    const fresh = await raiseFlag(db, { ...flag, link: source.url, raisedAt: at });
    summary.flagsRaised += Number(fresh);
    summary.rowsWritten += Number(fresh);
  };

  const readDeps = { fetch: deps.fetch, userAgent: deps.userAgent, timeoutMs: deps.timeoutMs, fixtureOrigin };
  const read = await readWaitSource(watchRequestUrl(source.url, fixtureOrigin), source.format, readDeps);
  // What this week's read found, for a stale figure's flag.
  let lastRead: string;
  if (!read.ok) {
    summary.reason = read.reason;
    lastRead = `not read (${read.reason})`;
    await recordFailure(db, source, read.reason, at, figures, raise);
  } else {
    summary.bytes = read.bytes;
    await recordRead(db, source, read.text, at);
    const page = readPage(source, read.text, figures, today);
    summary.asOf = page.asOf;
    if (!page.ok) {
      summary.outcome = "shape-changed";
      summary.reason = page.problems[0] ?? null;
      lastRead = "read, but its shape changed (no figure stored)";
      await raise(shapeChangedFlag(source, page.problems, page.asOf, figures));
    } else {
      summary.outcome = "read";
      summary.missing = page.missing.length;
      lastRead = `read as figures (dated ${formatIsoDate(page.asOf)})`;
      const before = await shownFigures(db, figures);
      summary.stored = await saveWaitReadings(db, page.readings);
      summary.rowsWritten += summary.stored;
      const missing = missingFiguresFlag(source, page.missing, page.asOf);
      for (const flag of [...(missing ? [missing] : []), ...changedFlags(source, before, page.readings)]) await raise(flag);
    }
  }

  const shown = await shownFigures(db, figures);
  summary.rowsWritten += await saveSourceDataset(db, source, shown);
  for (const flag of staleFlags(source, shown, today, lastRead)) await raise(flag);
  return summary;
}

/**
 * Checks every wait source once, one after the other (they are on different hosts, but D1's writes need no race).
 * After new readings, this isolate's kept pages are dropped (the other isolates' and the edge's copies are keyed by
 * the data version, which the datasets rows just changed).
 */
export async function checkWaitSources(deps: WaitsCheckDeps): Promise<WaitsCheckSummary> {
  const sources: WaitSourceSummary[] = [];
  for (const source of WAIT_SOURCES) sources.push(await checkWaitSource(source, deps));
  const total = (field: "stored" | "flagsRaised" | "rowsWritten") => sources.reduce((n, s) => n + s[field], 0);
  if (total("stored") > 0) forgetKeptPages();
  return { sources, stored: total("stored"), flagsRaised: total("flagsRaised"), rowsWritten: total("rowsWritten") };
}
