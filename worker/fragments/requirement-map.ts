/**
 * @module The requirement map's fragment: one passport's map (its categories, upgraded where the documents held give
 * easier entry) or 2–4 passports' combined map (each destination's easiest requirement for any of them), drawn as
 * SVG by worker/maps/draw-map.ts. The finder and the comparison seed it with what they loaded; the browser fetches it
 * when a page's passports change.
 */
import { withUpgrades } from "../../shared/concessions/concession";
import { readHolds } from "../../shared/concessions/holds";
import type { FragmentParams } from "../../shared/fragments/address";
import { COMPARE_MESSAGES, readCompareList } from "../../shared/passport/compare-list";
import { mapTitle } from "../../shared/passport/map-titles";
import { drawRequirementMap } from "../maps/draw-map";
import { loadUnlocked } from "../services/concessions";
import { CountryNotFoundError, InvalidFilterError } from "../services/errors";
import { loadPassportComparison, loadPassportProfile } from "../services/passport-power";
import type { FragmentContext } from "./registry";
import { FragmentRefusal } from "./refusal";

/**
 * The map of `passports` ("IN" or "IN,AE,SG") as SVG. One Indian passport's map includes the concessions of `holds`
 * (as the finder shows them); on a combined map they only go along on the links to an Indian passport's checks.
 * @throws FragmentRefusal 400 for a malformed list (COMPARE_MESSAGES), 404 for passports not in the data.
 */
export async function requirementMap({ passports: value, holds: held }: FragmentParams["requirement-map"], ctx: FragmentContext): Promise<string> {
  const list = readCompareList(value);
  if (!list.ok) throw new FragmentRefusal(400, list.message);
  const { passports } = list;
  const single = passports.length === 1 ? (passports[0] ?? null) : null;
  const holds = readHolds(held, single ?? "IN").holds;
  const db = ctx.db();
  try {
    const map = single
      ? await Promise.all([loadPassportProfile(db, ctx.today, single), loadUnlocked(db, ctx.today, single, holds)]).then(([profile, unlocked]) => ({
          destinations: withUpgrades(profile.destinations, unlocked.upgraded),
          title: mapTitle([profile.passport.country.name]),
        }))
      : await loadPassportComparison(db, ctx.today, passports).then((p) => ({
          destinations: p.combined,
          title: mapTitle(p.passports.map((x) => x.country.name)),
        }));
    return drawRequirementMap({ id: `map-${passports.join("-").toLowerCase()}`, ...map, holds: holds.join(",") });
  } catch (error) {
    if (error instanceof CountryNotFoundError) throw new FragmentRefusal(404, COMPARE_MESSAGES.unknown(error.codes));
    if (error instanceof InvalidFilterError) throw new FragmentRefusal(404, error.message);
    throw error;
  }
}
