/**
 * @module Server islands: parts of an app page whose markup only the Worker draws. The page holds
 * `<div data-island="{src}">` (client/components/server-island.tsx); the Worker fills it before answering
 * (fill.ts), and the browser fetches `/islands/{src}` when the island's `src` changes after hydration. `src` is a
 * name and a query: `home-cards`, `home-tools`, `pair-answer?from=IN&to=MX&holds=us-visa`, `pair-extras?from=IN&to=MX&holds=us-visa`.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { readHolds } from "../../shared/concessions/holds";
import { parseCountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import { GuideCards, LinkCards } from "../../client/features/home/link-cards";
import { ToolCards } from "../../client/features/home/tool-cards";
import type { Db } from "../db/client";
import { loadPairConcessions } from "../services/concessions";
import { loadPersonalScore } from "../services/personal-score";
import { CountryNotFoundError } from "../services/errors";
import { SCHENGEN_STATE_CODES } from "../../shared/schengen/states";
import { PairConcessionsSection } from "./pair-concessions";
import { PersonalAnswerLead } from "./personal-answer";
import { SchengenNote } from "./schengen-note";
import { PersonalScoreSection } from "./personal-score";

/** The pages with "India with my documents", and the parameters of theirs its form keeps. */
const PERSONAL_SCORE_PAGES: Readonly<Record<string, readonly string[]>> = {
  // The name filter changes as the visitor types: it is not part of the island, so choosing documents clears it.
  "/passport-ranking": [],
  "/compare-passports": ["passports"],
};

/** What an island may read. */
export interface IslandContext {
  db: Db;
  /** The request's day (UTC), which picks the requirement corrections in force. */
  today: IsoDate;
}

type Island = (query: URLSearchParams, ctx: IslandContext) => Promise<string>;

const ISLANDS: Readonly<Record<string, Island>> = {
  /** Home's fee-page and guide cards: static links, no data. */
  "home-cards": async () =>
    renderToStaticMarkup(
      <>
        <LinkCards />
        <GuideCards />
      </>,
    ),
  /** Home's "Visa tools" block under the check (issue #33): static links, no data. */
  "home-tools": async () => renderToStaticMarkup(<ToolCards />),
  /**
   * What the home check adds under a result for `from` → `to` (ISO 3166-1 alpha-2) with `holds`: the Schengen
   * calculator for a Schengen destination (any passport), and for an Indian passport the concessions section; empty for
   * a malformed pair or one with neither; a note alone when `holds` was given for a passport other than India's.
   */
  "pair-extras": async (query, ctx) => {
    const from = parseCountryCode(query.get("from") ?? "");
    const to = parseCountryCode(query.get("to") ?? "");
    if (!from || !to || from === to) return "";
    const schengen = SCHENGEN_STATE_CODES.has(to) ? renderToStaticMarkup(<SchengenNote />) : "";
    const { holds, note } = readHolds(query.get("holds") ?? undefined, from);
    if (from !== "IN") return schengen + (note ? renderToStaticMarkup(<PairConcessionsSection pair={null} note={note} />) : "");
    try {
      const pair = await loadPairConcessions(ctx.db, ctx.today, to, holds);
      return schengen + (pair || note ? renderToStaticMarkup(<PairConcessionsSection pair={pair} note={note} />) : "");
    } catch (error) {
      if (error instanceof CountryNotFoundError) return "";
      throw error;
    }
  },
  /**
   * The personal answer a check of `from` → `to` leads with when `holds` changes it (Indian passports only; empty
   * otherwise, and for a malformed pair: the result below still answers).
   */
  "pair-answer": async (query, ctx) => {
    const to = parseCountryCode(query.get("to") ?? "");
    if (query.get("from") !== "IN" || !to || to === "IN") return "";
    const { holds } = readHolds(query.get("holds") ?? undefined, "IN");
    if (holds.length === 0) return "";
    try {
      const pair = await loadPairConcessions(ctx.db, ctx.today, to, holds);
      return pair ? renderToStaticMarkup(<PersonalAnswerLead pair={pair} />) : "";
    } catch (error) {
      if (error instanceof CountryNotFoundError) return "";
      throw error;
    }
  },
  /**
   * "India with my documents" for the page `on` (a key of PERSONAL_SCORE_PAGES) with `holds`; on the comparison, only
   * when India is among `passports`.
   */
  "personal-score": async (query, ctx) => {
    const on = query.get("on") ?? "";
    const kept = Object.hasOwn(PERSONAL_SCORE_PAGES, on) ? PERSONAL_SCORE_PAGES[on] : undefined;
    if (!kept) return "";
    if (on === "/compare-passports" && !(query.get("passports") ?? "").toUpperCase().split(",").includes("IN")) return "";
    const { holds, note } = readHolds(query.get("holds") ?? undefined, "IN");
    const keep = kept.flatMap((name): [string, string][] => {
      const value = query.get(name);
      return value ? [[name, value.slice(0, 200)]] : [];
    });
    const score = await loadPersonalScore(ctx.db, ctx.today, holds);
    return renderToStaticMarkup(<PersonalScoreSection score={score} action={on} keep={keep} note={note} />);
  },
};

/**
 * The markup of island `src` ("name?query"), or null for an unknown name.
 * @throws whatever the island's data load throws (a D1 failure): callers answer it as a server error.
 */
export async function renderIsland(src: string, ctx: IslandContext): Promise<string | null> {
  const at = src.indexOf("?");
  const name = at === -1 ? src : src.slice(0, at);
  const island = Object.hasOwn(ISLANDS, name) ? ISLANDS[name] : undefined;
  if (!island) return null;
  return island(new URLSearchParams(at === -1 ? "" : src.slice(at + 1)), ctx);
}
