/**
 * @module Daily Cron Trigger: refreshes the rate table's first source from the ECB's euro reference rates (published
 * around 16:00 CET). A failed fetch, a malformed file or an implausible update is logged and the last good
 * rates stay; the shipped table (the seed) is the fallback until a refresh succeeds. The second source's rates
 * (rates-open.json, for the currencies the ECB lacks) are the seed's alone: a refresh leaves them with their own date.
 */
import { prepareRateUpdate, ratesAttribution } from "../../shared/money/ecb";
import { isoDateOf } from "../../shared/units/iso-date";
import type { Db } from "../db/client";
import { loadRateSnapshot, replaceRates } from "../db/queries/rates";
import { forgetKeptPages } from "../ssr/page-cache";

/** The ECB's daily file of euro reference rates (about 1.6 KiB of XML). */
export const ECB_DAILY_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";

/** Spec section 9: requests time out after 10 s. */
export const FETCH_TIMEOUT_MS = 10_000;

/** What a refresh needs; tests inject `fetch` and `now` so no network and no clock are involved. */
export interface RefreshDeps {
  db: Db;
  fetch: typeof fetch;
  /** When the refresh runs; its UTC day bounds the accepted rate date. */
  now: Date;
  /** Defaults to {@link ECB_DAILY_URL}; must be https. */
  url?: string;
  /** Defaults to {@link FETCH_TIMEOUT_MS}. */
  timeoutMs?: number;
}

/** The result of one refresh, also written to the log as one JSON line. */
export type RefreshOutcome =
  | { status: "updated"; asOn: string; previousAsOn: string; currencies: number }
  | { status: "kept"; code: string; reason: string; keptAsOn: string | null };

async function download(deps: RefreshDeps): Promise<{ ok: true; xml: string } | { ok: false; code: string; reason: string }> {
  const url = new URL(deps.url ?? ECB_DAILY_URL);
  if (url.protocol !== "https:") return { ok: false, code: "insecure-url", reason: `refusing to fetch rates over ${url.protocol}` };
  let response: Response;
  try {
    response = await deps.fetch(url, {
      signal: AbortSignal.timeout(deps.timeoutMs ?? FETCH_TIMEOUT_MS),
      headers: { Accept: "application/xml, text/xml" },
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return {
      ok: false,
      code: timedOut ? "timeout" : "network",
      reason: timedOut ? `no answer within ${deps.timeoutMs ?? FETCH_TIMEOUT_MS} ms` : String(error),
    };
  }
  // A redirect must not downgrade the transport either.
  if (response.url && !response.url.startsWith("https:")) return { ok: false, code: "insecure-url", reason: `redirected to ${response.url}` };
  if (response.status !== 200) return { ok: false, code: "http-status", reason: `HTTP ${response.status} from ${url.host}` };
  try {
    return { ok: true, xml: await response.text() };
  } catch (error) {
    return { ok: false, code: "network", reason: String(error) };
  }
}

function log(outcome: RefreshOutcome): RefreshOutcome {
  // No new rates is routine (the ECB publishes on TARGET working days only); anything else deserves a look.
  const routine = outcome.status === "updated" || outcome.code === "not-newer";
  const line = JSON.stringify({ level: routine ? "info" : "warn", event: `rates_refresh_${outcome.status}`, ...outcome });
  if (routine) console.log(line);
  else console.warn(line);
  return outcome;
}

/**
 * Fetches the ECB file, validates it against the rates in D1 and, when it passes, replaces the table in one
 * batch. Never throws for a bad download or a refused update: it logs one JSON line and keeps the old rows.
 * @returns what happened ("updated" with the new date, or "kept" with the refusal code and reason).
 */
export async function refreshRates(deps: RefreshDeps): Promise<RefreshOutcome> {
  const current = await loadRateSnapshot(deps.db);
  if (!current) return log({ status: "kept", code: "no-previous", reason: "no rates in D1 to compare with: seed first", keptAsOn: null });
  const downloaded = await download(deps);
  if (!downloaded.ok) return log({ status: "kept", code: downloaded.code, reason: downloaded.reason, keptAsOn: current.asOn });
  const update = prepareRateUpdate(downloaded.xml, current, isoDateOf(deps.now));
  if (!update.ok) return log({ status: "kept", code: update.code, reason: update.reason, keptAsOn: current.asOn });
  await replaceRates(deps.db, update.value, ratesAttribution(update.value.asOn));
  const currencies = Object.keys(update.value.market).length + Object.keys(update.value.pegged).length;
  return log({ status: "updated", asOn: update.value.asOn, previousAsOn: current.asOn, currencies });
}

/**
 * The rate refresh as the Cron Trigger runs it (scheduled/dispatch.ts, which opens the event's D1 session): runs
 * {@link refreshRates} with the platform's fetch, dated by the trigger's scheduled time, and after an update drops the
 * pages this isolate keeps.
 */
export function refreshRatesOnSchedule(db: Db, controller: ScheduledController, ctx: ExecutionContext): void {
  ctx.waitUntil(
    refreshRates({ db, fetch: (input, init) => fetch(input, init), now: new Date(controller.scheduledTime) }).then(
      // Pages show converted fees: the ones this isolate keeps are stale once the rates change.
      (outcome) => {
        if (outcome.status === "updated") forgetKeptPages();
      },
      // D1 itself failed (the batch rolls back, so the old rows stay): one line, like the other failures.
      (error: unknown) => console.error(JSON.stringify({ level: "error", event: "rates_refresh_failed", message: String(error) })),
    ),
  );
}
