/**
 * @module `/maps/requirements.svg?passports=IN` (one passport) or `?passports=IN,AE,SG` (2–4, combined: each
 * destination's easiest requirement for any of them): the same SVG the pages draw (worker/maps/draw-map.ts), which
 * the browser fetches when a page's passports change after hydration. Malformed lists answer 400 and passports not in
 * the data 404, each with a plain-text reason. A drawn map is kept in the isolate's page cache: it changes only with
 * the data and the day.
 */
import { Hono } from "hono";
import { mapTitle } from "../../shared/passport/map-titles";
import { COMPARE_MESSAGES, readCompareList } from "../../shared/passport/compare-list";
import { type IsoDate, isoDateOf } from "../../shared/units/iso-date";
import type { HeldDocumentKey } from "../../shared/concessions/documents";
import type { Db } from "../db/client";
import type { CountryCode } from "../../shared/units/country-code";
import { readHolds } from "../../shared/concessions/holds";
import { withUpgrades } from "../../shared/concessions/concession";
import type { AppEnv } from "../env";
import { drawRequirementMap } from "../maps/draw-map";
import { CountryNotFoundError, InvalidFilterError } from "../services/errors";
import { loadUnlocked } from "../services/concessions";
import { loadPassportComparison, loadPassportProfile } from "../services/passport-power";
import { cachedAnswer } from "../ssr/cached-answer";
import { keptPage, newNonceToken } from "../ssr/page-cache";

const SVG_HEADERS: Array<[string, string]> = [
  ["Content-Type", "image/svg+xml; charset=utf-8"],
  ["Cache-Control", "public, max-age=3600"],
];

export const mapRoutes = new Hono<AppEnv>();

/** One passport's map: its categories, upgraded where the documents held give easier entry. */
async function passportMap(db: Db, today: IsoDate, passport: CountryCode, holds: readonly HeldDocumentKey[]) {
  const [profile, unlocked] = await Promise.all([loadPassportProfile(db, today, passport), loadUnlocked(db, today, passport, holds)]);
  return {
    destinations: withUpgrades(profile.destinations, unlocked.upgraded),
    title: mapTitle([profile.passport.country.name]),
  };
}

mapRoutes.get("/maps/requirements.svg", async (c) => {
  const value = c.req.query("passports") ?? "";
  const list = readCompareList(value);
  if (!list.ok) return c.text(list.message, 400);
  const { passports } = list;
  const single = passports.length === 1 ? (passports[0] ?? null) : null;
  // One Indian passport's map may include the concessions of the documents held (as the finder shows them); on a
  // combined map they only go along on the links to an Indian passport's checks.
  const holds = readHolds(c.req.query("holds"), single ?? "IN").holds;
  const today = isoDateOf(new Date());
  const key = `map\n${passports.join(",")}\n${holds.join(",")}\n${today}`;
  return cachedAnswer(c, key, "", async () => {
    const db = c.var.db();
    try {
      const started = performance.now();
      const map = single
        ? await passportMap(db, today, single, holds)
        : await loadPassportComparison(db, today, passports).then((p) => ({
            destinations: p.combined,
            title: mapTitle(p.passports.map((x) => x.country.name)),
          }));
      const svg = drawRequirementMap({ id: `map-${passports.join("-").toLowerCase()}`, ...map, holds: holds.join(",") });
      // Kept whole: a map has no nonce, so the stand-in token never occurs and the body is one part.
      return { page: keptPage(200, SVG_HEADERS, svg, newNonceToken()), timing: `render;dur=${(performance.now() - started).toFixed(2)}` };
    } catch (error) {
      if (error instanceof CountryNotFoundError) return c.text(COMPARE_MESSAGES.unknown(error.codes), 404);
      if (error instanceof InvalidFilterError) return c.text(error.message, 404);
      throw error;
    }
  });
});
