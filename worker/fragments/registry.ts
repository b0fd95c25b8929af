/**
 * @module The server fragments' registry (issue #34): every fragment named in shared/fragments/address.ts, how it is
 * drawn from its address, and how it is served. The one road for markup only the Worker draws: a page's fill after
 * its render (fill.ts) and the browser's fetch of an address (routes/fragments.ts) both draw through here. The mapped types make a fragment without an entry, or an entry
 * reading a parameter its address does not carry, a compile error.
 */
import { passportAlerts } from "./alerts";
import type { FragmentName, FragmentParams } from "../../shared/fragments/address";
import type { IsoDate } from "../../shared/units/iso-date";
import type { Db } from "../db/client";
import { pairAnswer, pairExtras, personalScore } from "./concessions";
import { homeCards, homeTools } from "./home";
import { requirementMap } from "./requirement-map";

/** What a fragment may read. */
export interface FragmentContext {
  /** The request's database handle (worker/middleware/request-data.ts), made on first use. */
  db: () => Db;
  /** The request's day (UTC), which picks the requirement corrections and concessions in force. */
  today: IsoDate;
}

/** How one fragment is drawn and served. */
interface FragmentEntry<N extends FragmentName> {
  /**
   * Its markup ("" for nothing to show).
   * @throws FragmentRefusal (refusal.ts) for parameters it cannot use, when it says why rather than showing nothing.
   */
  draw: (params: FragmentParams[N], ctx: FragmentContext) => Promise<string>;
  /** Its media type at its address (the map is an SVG image there too). */
  contentType: string;
  /** Seconds a browser or CDN may keep it: it changes only with the data and the day. */
  maxAgeSeconds: number;
}

const HTML = "text/html; charset=utf-8";

const FRAGMENTS: { [N in FragmentName]: FragmentEntry<N> } = {
  "home-cards": { draw: homeCards, contentType: HTML, maxAgeSeconds: 300 },
  "home-tools": { draw: homeTools, contentType: HTML, maxAgeSeconds: 300 },
  "pair-answer": { draw: pairAnswer, contentType: HTML, maxAgeSeconds: 300 },
  "pair-extras": { draw: pairExtras, contentType: HTML, maxAgeSeconds: 300 },
  "personal-score": { draw: personalScore, contentType: HTML, maxAgeSeconds: 300 },
  "passport-alerts": { draw: passportAlerts, contentType: HTML, maxAgeSeconds: 3600 },
  "requirement-map": { draw: requirementMap, contentType: "image/svg+xml; charset=utf-8", maxAgeSeconds: 3600 },
};

/**
 * Draws the fragment at a read address.
 * @throws FragmentRefusal for parameters the fragment refuses; whatever its data load throws (a D1 failure).
 */
export function drawFragment<N extends FragmentName>(address: { name: N; params: FragmentParams[N] }, ctx: FragmentContext): Promise<string> {
  const entry: FragmentEntry<N> = FRAGMENTS[address.name];
  return entry.draw(address.params, ctx);
}

/** How a fragment is served at its address. */
export function fragmentServing(name: FragmentName): { contentType: string; maxAgeSeconds: number } {
  return FRAGMENTS[name];
}
