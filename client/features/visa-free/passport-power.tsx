/**
 * @module The finder's passport power: the passport's rank and mobility score (computed from the requirement data,
 * shared/passport/power.ts), links to the ranking and to a comparison, and its world map.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { withUpgrades } from "../../../shared/concessions/concession";
import { withArticle } from "../../../shared/units/english-article";
import type { HeldDocumentKey } from "../../../shared/concessions/documents";
import { holdsParam } from "../../../shared/concessions/holds";
import { mapTitle } from "../../../shared/passport/map-titles";
import type { RequirementCategory } from "../../../shared/visa/requirement";
import { useTrpc } from "../../trpc-react";
import { RequirementMap } from "../passport-map/requirement-map";
import { PowerDates } from "../passport-ranking/power-dates";

/** The passport this one is compared with first: the top of the ranking (the second when it is the top). */
function comparePartner(passport: string, top: readonly string[]): string | undefined {
  return top.find((code) => code !== passport);
}

/**
 * "Rank 74 · mobility score 53 · See the map" for the summary, above the cards: links to the section and to its map;
 * nothing until the profile is loaded.
 */
export function PowerSummary({ passport }: { passport: string }) {
  const { utils } = useTrpc();
  const profile = useQuery(utils.passport.profile.queryOptions({ passport })).data;
  if (!profile) return null;
  return (
    <p className="note">
      <a href="#vf-power">
        Rank {profile.passport.rank} · mobility score {profile.passport.mobility}
      </a>
      {/* The map comes after every card: on a phone that is thousands of pixels down (issue #33). */}
      <a href="#vf-map" className="dot-before">
        See the map
      </a>
    </p>
  );
}

export function PassportPower({
  passport,
  holds,
  upgraded,
}: {
  passport: string;
  /** The documents held (Indian passports): the map shows what they change. */
  holds: readonly HeldDocumentKey[];
  upgraded: readonly { destination: { code: string }; category: RequirementCategory }[];
}) {
  const { utils } = useTrpc();
  const profile = useQuery(utils.passport.profile.queryOptions({ passport })).data;
  if (!profile) return null;
  const { country } = profile.passport;
  const partner = comparePartner(passport, profile.leaders);
  // The finder's holds are already India's only (readHolds leaves them out for another passport).
  const kept = holdsParam(holds);
  return (
    <section className="section vf-power" aria-labelledby="vf-power">
      <h2 id="vf-power" className="section__title">
        Passport power
      </h2>
      <p>{profile.sentence}</p>
      <p className="vf-power__links">
        {/* Lands on this passport's row (#rank-IN), not at the top of a long table. */}
        <Link to="/passport-ranking" search={{ holds: kept }} hash={`rank-${passport}`}>
          See the passport ranking
        </Link>
        {partner ? (
          <>
            {" · "}
            <Link to="/compare-passports" search={{ passports: `${passport},${partner}`, holds: kept }}>
              Compare the {country.name} passport with others
            </Link>
          </>
        ) : null}
      </p>
      <PowerDates {...profile} />
      <RequirementMap
        id="vf-map"
        passports={[passport]}
        holds={kept}
        title={mapTitle([country.name])}
        destinations={withUpgrades(profile.destinations, upgraded)}
        tableCaption={`What ${withArticle(`${country.name} passport holder`)} needs, by destination`}
      />
    </section>
  );
}
