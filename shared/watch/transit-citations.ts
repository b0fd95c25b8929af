/**
 * @module The pages the transit data cites, for the source watch (issue #43): each transit rule's source and its
 * additional sources (data/transit/in-transit-rules.json), and the sources of the Schengen airport-transit-visa lists
 * (schengen-atv-lists.json). The rules ship with the Worker rather than D1, so the weekly watch adds these to the
 * records D1 cites (worker/watch/watched-sources.ts); a change to one of these pages then flags the rules citing it
 * and shows beside the trip planner's transit rule, as it does for a fee or a correction.
 */
import type { TransitRule } from "../trip/transit-rule";

/** A page the Schengen lists file cites, and the part of the file citing it ("legal-basis", "common-list", "annex-7b", "national-FR", "national-others"). */
export interface AtvCitation {
  part: string;
  sourceUrl: string;
}

/** A URL → the records citing it, in the order the watch plans them. */
export type Citations = Map<string, string[]>;

/**
 * Every page the transit data cites, with the records citing it: `transit:<country>-<mode>` for a rule (its main
 * source and its additional sources alike; the second rule of one country and mode, Türkiye's airside e-visa,
 * is `transit:TR-airside-2`), `transit-atv:<part>` for the Schengen lists. A record cites a page once, however
 * many times it names it. URLs in order.
 * @example transitCitations([gbAirside], []).get("https://www.gov.uk/transit-visa") // ["transit:GB-airside"]
 */
export function transitCitations(
  rules: readonly Pick<TransitRule, "transitCountry" | "mode" | "sourceUrl" | "additionalSources">[],
  atv: readonly AtvCitation[],
): Citations {
  const cited: Citations = new Map();
  const seenRules = new Map<string, number>();
  for (const rule of rules) {
    const base = `transit:${rule.transitCountry}-${rule.mode}`;
    const n = (seenRules.get(base) ?? 0) + 1;
    seenRules.set(base, n);
    const record = n === 1 ? base : `${base}-${n}`;
    for (const url of [rule.sourceUrl, ...rule.additionalSources.map((s) => s.sourceUrl)]) cite(cited, url, record);
  }
  for (const c of atv) cite(cited, c.sourceUrl, `transit-atv:${c.part}`);
  return sortedByUrl(cited);
}

/**
 * One set of citations from several: a URL cited in more than one keeps every record (a fee and a transit rule
 * citing one page are both named when it changes), each once. URLs in order.
 * @example mergeCitations(new Map([["https://a.gov", ["fee:1"]]]), new Map([["https://a.gov", ["transit:AE-airside"]]])).get("https://a.gov")
 *   // ["fee:1", "transit:AE-airside"]
 */
export function mergeCitations(...sets: readonly ReadonlyMap<string, readonly string[]>[]): Citations {
  const merged: Citations = new Map();
  for (const set of sets) for (const [url, records] of set) for (const record of records) cite(merged, url, record);
  return sortedByUrl(merged);
}

function cite(cited: Citations, url: string, record: string): void {
  const records = cited.get(url);
  if (!records) cited.set(url, [record]);
  else if (!records.includes(record)) records.push(record);
}

/** URLs in order, as listCitedSources gives them. */
function sortedByUrl(cited: Citations): Citations {
  return new Map([...cited].sort(([a], [b]) => a.localeCompare(b)));
}
