/**
 * @module Benchmark of the data watch's CPU in Node (issue #35), for the README's cost figures: the pure work per page
 * (normalise + SHA-256 fingerprint; the word diff when a page changed) on the recorded fee page and on a page at the
 * 2 MB cap (the first 2 MB of the fixtures' 20 MB page, as the watch would hold it, made of real page text), and the
 * weekly upstream comparison (parse, data:import's validation and the summary of the 39,601-pair file). The median of
 * several runs after a warm-up; HTMLRewriter runs only in workerd and is not timed here. Usage: `npm run bench:watch`.
 */
import { parsePassportIndexCsv } from "../shared/passport-index/parse";
import { normalisePageText } from "../shared/watch/page-text";
import { textDiff } from "../shared/watch/text-diff";
import { summariseUpstream } from "../shared/watch/upstream-diff";
import { pageFingerprint } from "../worker/watch/fingerprint";
import { WATCH_MAX_BYTES } from "../worker/watch/fetch-policy";
import { WATCH_TEXT_MAX_CHARS } from "../worker/db/queries/watch";
import { loadFixtureFiles } from "./watch/fixture-files";

const RUNS = 9;

/** The median of `RUNS` timings of `work` (ms), after one warm-up run. */
async function median(work: () => unknown): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
}

/** The text of a page with its tags dropped (what HTMLRewriter hands on, roughly). */
const textOf = (html: string) => html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]+>/g, " ");

const files = await loadFixtureFiles();
const small = textOf(files.feePage);
const capped = textOf(files.feePage.repeat(Math.ceil(WATCH_MAX_BYTES / files.feePage.length)).slice(0, WATCH_MAX_BYTES));
const kept = normalisePageText(capped).slice(0, WATCH_TEXT_MAX_CHARS);
const changed = kept.replace("EUR 80", "EUR 90");
const fingerprint = async (text: string) => pageFingerprint(normalisePageText(text));

const rows: Array<[string, number]> = [
  [`normalise + fingerprint, recorded fee page (${files.feePage.length} B)`, await median(() => fingerprint(small))],
  [
    `normalise + fingerprint, a 2 MB page, at the cap (${capped.length.toLocaleString("en-US")} chars of its text)`,
    await median(() => fingerprint(capped)),
  ],
  [`word diff of the kept text (${kept.length.toLocaleString("en-US")} chars), one change`, await median(() => textDiff(kept, changed))],
];
const current = { name: "current", text: files.upstream.current };
const pairs = parsePassportIndexCsv(current);
const upstream = { name: "upstream", text: files.upstream.updated };
rows.push(
  [
    `upstream: parse the current version (${files.upstream.current.length.toLocaleString("en-US")} B)`,
    await median(() => parsePassportIndexCsv(current)),
  ],
  ["upstream: validate as data:import + summarise the update against it", await median(() => summariseUpstream(pairs, upstream))],
);
for (const [what, ms] of rows) console.log(`${ms.toFixed(2).padStart(9)} ms  ${what}`);
