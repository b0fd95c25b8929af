/**
 * @module What the upstream Passport Index file says against the current version (issue #35): the pairs changed,
 * added and missing, India's row, blank cells, countries that vanished, and whether `data:import` would accept it
 * (shared/passport-index/validate.ts, the same check). The file is read leniently here, line by line, so a broken
 * file is still described; the anomalies (blank cells, more than 5 % of pairs changed, a country gone, a file the
 * import refuses) are flagged for a person rather than trusted. Nothing here changes a figure.
 */
import { CsvLineError, readCsv } from "../data-input/csv";
import type { SourceText } from "../data-input/source-text";
import { PASSPORT_INDEX_HEADER } from "../passport-index/parse";
import { ImportError, validateSnapshot } from "../passport-index/validate";
import type { CountryCode } from "../units/country-code";

/** Share of the current version's pairs that may change in one upstream update before it is an anomaly. */
export const UPSTREAM_MAX_CHANGED_SHARE = 0.05;

/** The passport whose row the summary lists on its own (the site is for Indian travellers). */
const INDIA = "IN";

/** A pair of the current version, as D1 holds it (the dataset's own value). */
export interface CurrentPair {
  passport: CountryCode;
  destination: CountryCode;
  requirement: string;
}

/** A pair whose value differs: the current version's value, then the upstream file's. */
export interface PairChange {
  passport: string;
  destination: string;
  before: string;
  after: string;
}

/** A row whose requirement is blank, and its line in the file. */
export interface BlankCell {
  line: number;
  passport: string;
  destination: string;
}

/** The upstream file against the current version. */
export interface UpstreamSummary {
  /** Whether the file has the tidy CSV's header (without it no column can be trusted, and nothing is compared). */
  readable: boolean;
  /** Data lines in the file; those that are not three fields (or cannot be split). */
  rows: number;
  malformed: number;
  /** Pairs of the current version. */
  currentPairs: number;
  /** Pairs in both with another (non-blank) value, in file order. */
  changed: PairChange[];
  /** India's row among them. */
  india: PairChange[];
  /** Pairs the current version does not have; pairs of the current version the file lacks. */
  added: number;
  missing: number;
  blank: BlankCell[];
  /** Codes of the current version no longer in the file as a passport or as a destination, sorted. */
  vanished: string[];
  /** Codes in the file that the current version does not have, sorted. */
  newCodes: string[];
  /** data:import's reason to refuse the file (its first problem, `name:line: …`), or null when it would accept it. */
  refusal: string | null;
}

const pairKey = (passport: string, destination: string) => `${passport}-${destination}`;

/** The fields of one physical line, or null when it cannot be split (an unterminated quote, text after a quote). */
function fieldsOf(line: string): string[] | null {
  try {
    return readCsv(line)[0]?.fields ?? [""];
  } catch (error) {
    if (error instanceof CsvLineError) return null;
    throw error;
  }
}

/** data:import's verdict on the file: null, or the first problem it would stop at. */
function refusalOf(file: SourceText, current: readonly CurrentPair[]): string | null {
  try {
    validateSnapshot(file, current);
    return null;
  } catch (error) {
    if (error instanceof ImportError) return error.message;
    throw error;
  }
}

/**
 * Compares the upstream `file` (tidy CSV text) with the `current` version's pairs.
 * @example summariseUpstream(current, { name: "upstream", text }).changed.length // 0 for the current version's own file
 */
export function summariseUpstream(current: readonly CurrentPair[], file: SourceText): UpstreamSummary {
  const lines = file.text.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (lines.at(-1) === "") lines.pop();
  const before = new Map(current.map((p) => [pairKey(p.passport, p.destination), p.requirement]));
  const summary: UpstreamSummary = {
    readable: (lines[0] ?? "").trim() === PASSPORT_INDEX_HEADER.join(","),
    rows: Math.max(0, lines.length - 1),
    malformed: 0,
    currentPairs: current.length,
    changed: [],
    india: [],
    added: 0,
    missing: 0,
    blank: [],
    vanished: [],
    newCodes: [],
    refusal: refusalOf(file, current),
  };
  if (!summary.readable) return { ...summary, missing: current.length };
  const seen = new Set<string>();
  const passports = new Set<string>();
  const destinations = new Set<string>();
  lines.slice(1).forEach((text, index) => {
    const fields = fieldsOf(text);
    if (!fields || fields.length !== PASSPORT_INDEX_HEADER.length) {
      summary.malformed++;
      return;
    }
    const [passport, destination, value] = fields.map((f) => f.trim()) as [string, string, string];
    passports.add(passport);
    destinations.add(destination);
    const key = pairKey(passport, destination);
    if (seen.has(key)) return; // a pair given twice: data:import's refusal names it
    seen.add(key);
    if (value === "") {
      summary.blank.push({ line: index + 2, passport, destination });
      return;
    }
    const old = before.get(key);
    if (old === undefined) summary.added++;
    else if (old !== value) summary.changed.push({ passport, destination, before: old, after: value });
  });
  summary.india = summary.changed.filter((c) => c.passport === INDIA);
  summary.missing = current.filter((p) => !seen.has(pairKey(p.passport, p.destination))).length;
  const codes = new Set(current.flatMap((p) => [p.passport, p.destination]));
  summary.vanished = [...codes].filter((c) => !passports.has(c) || !destinations.has(c)).sort();
  summary.newCodes = [...new Set([...passports, ...destinations])].filter((c) => !codes.has(c as CountryCode)).sort();
  return summary;
}

/** The share of the current version's pairs that changed (0 to 1). */
export function changedShare(summary: UpstreamSummary): number {
  return summary.currentPairs === 0 ? 0 : summary.changed.length / summary.currentPairs;
}

/** "6.1 %", "0.01 %": two decimals under 1 %, one above. */
export function formatShare(share: number): string {
  const percent = share * 100;
  return `${percent.toFixed(percent < 1 ? 2 : 1)} %`;
}

/**
 * Why the file is not to be trusted as it is, one sentence each (empty: nothing wrong with it): not the tidy CSV,
 * blank cells, more than 5 % of pairs changed, a country vanished, or a file data:import would refuse.
 */
export function upstreamAnomalies(summary: UpstreamSummary): string[] {
  const anomalies: string[] = [];
  if (!summary.readable) anomalies.push(`it is not the tidy CSV (its first line is not ${PASSPORT_INDEX_HEADER.join(",")})`);
  const [first] = summary.blank;
  if (first) {
    const n = summary.blank.length;
    anomalies.push(`${n} blank cell${n === 1 ? "" : "s"} (first: line ${first.line}, ${first.passport} → ${first.destination})`);
  }
  const share = changedShare(summary);
  if (share > UPSTREAM_MAX_CHANGED_SHARE) {
    anomalies.push(`${formatShare(share)} of the pairs changed (more than ${UPSTREAM_MAX_CHANGED_SHARE * 100} % in one update)`);
  }
  if (summary.vanished.length > 0) {
    const n = summary.vanished.length;
    anomalies.push(`${n === 1 ? "a country" : `${n} countries`} vanished (no longer a passport or a destination): ${summary.vanished.join(", ")}`);
  }
  if (summary.refusal !== null) anomalies.push(`data:import would refuse it: ${summary.refusal}`);
  return anomalies;
}

/** Whether the file differs from the current version at all (a value, a pair, a blank, a broken line). */
export function differsFromCurrent(summary: UpstreamSummary): boolean {
  return (
    !summary.readable ||
    summary.changed.length + summary.added + summary.missing + summary.blank.length + summary.malformed > 0 ||
    summary.refusal !== null
  );
}
