/**
 * @module Every page the weekly source watch reads (issues #35, #43), with the records citing each: the URLs D1's
 * records cite (fees, corrections, concessions, announced changes: listCitedSources) and those of the transit data
 * bundled with the Worker (each transit rule's sources and the Schengen lists': shared/watch/transit-citations.ts).
 */
import { mergeCitations, transitCitations } from "../../shared/watch/transit-citations";
import type { Db } from "../db/client";
import { listCitedSources } from "../db/queries/watch";
import { schengenAtvCitations, transitRuleSet } from "../services/transit-rules";

/** URL → records citing it ("fee:…", "correction:…", "concession:…", "announced:…", "arrival-card:…", "transit:…", "transit-atv:…"), URLs in order. */
export async function listWatchedSources(db: Db): Promise<Map<string, string[]>> {
  return mergeCitations(await listCitedSources(db), transitCitations(transitRuleSet().rules, schengenAtvCitations()));
}
