/**
 * @module The compare page: the pickers, each passport's rank, score and counts side by side, the combined
 * (dual citizen) and shared (family) scores, the combined map and the destinations where the passports differ, with
 * a jump list to those sections (a phone page of 25,000 px had no way down but scrolling, issue #33).
 */
import { useQuery } from "@tanstack/react-query";
import type { CSSProperties } from "react";
import { getRouteApi, Link, useRouter } from "@tanstack/react-router";
import { UNEXPECTED_ERROR_MESSAGE } from "../../../shared/messages";
import { CATEGORY_LABELS } from "../../../shared/passport/category-labels";
import { mapTitle } from "../../../shared/passport/map-titles";
import { COMPARE_MESSAGES } from "../../../shared/passport/compare-list";
import { LaterHydration } from "../../components/later-hydration";
import { ServerFragment } from "../../components/server-fragment";
import { useTrpc } from "../../trpc-react";
import { checkHref } from "../../../shared/concessions/holds";
import { openCheckLink } from "../passport-map/check-link-click";
import { RequirementMap } from "../passport-map/requirement-map";
import { PowerDates } from "../passport-ranking/power-dates";
import { PowerMethod } from "../passport-ranking/power-method";
import { ComparePickers } from "./compare-pickers";
import { SideBySide } from "./side-by-side";
import { ShareLink } from "../share/share-link";
import { placeholderHint } from "../../components/placeholder-hint";

const route = getRouteApi("/compare-passports");

/**
 * The passports' names as the custom properties a phone's cells label themselves from (passport.css: `--p1` for the
 * first column, …), CSS strings: one attribute on the table instead of one per cell (up to 600, a sixth of the page).
 */
function passportLabels(names: readonly string[]): CSSProperties {
  return Object.fromEntries(names.map((name, i) => [`--p${i + 1}`, `"${name.replace(/["\\]/g, "\\$&").replace(/[\n\r]/g, " ")}"`]));
}

export default function ComparePage() {
  const data = route.useLoaderData();
  const search = route.useSearch();
  const router = useRouter();
  const { utils } = useTrpc();
  const comparison = useQuery(utils.passport.compare.queryOptions({ passports: data.passports }, { enabled: data.status === "ok" })).data;
  // One passport: the ranking's and the finder's figures for it (passport.profile), so removing down to one loses nothing.
  const profile = useQuery(utils.passport.profile.queryOptions({ passport: data.passports[0] ?? "" }, { enabled: data.status === "one" })).data;

  return (
    <div className="container passport-page compare-page">
      <h1>Compare passports</h1>
      <ShareLink />
      <p className="passport-page__lead">
        Put 2 to 4 passports side by side: their rank and mobility score, what a dual citizen holding them reaches, what a family travelling together
        can all enter, and every destination where they differ. See every passport in the{" "}
        <Link to="/passport-ranking" search={{ holds: search.holds }}>
          passport ranking
        </Link>
        .
      </p>
      <ComparePickers passports={data.passports} />

      {data.status === "empty" ? <p className="compare-page__prompt">{COMPARE_MESSAGES.empty}</p> : null}
      {data.status === "one" && profile ? (
        <>
          <p className="compare-page__prompt">{COMPARE_MESSAGES.another(profile.passport.country.name)}</p>
          <PowerDates {...profile} />
          <section aria-labelledby="compare-side">
            <h2 id="compare-side">Passport power</h2>
            <p>{profile.sentence}</p>
            <SideBySide passports={[profile.passport]} holds={search.holds} />
          </section>
        </>
      ) : null}
      {data.status === "invalid" ? (
        <div className="alert alert--destructive" role="alert">
          <h2>These passports cannot be compared</h2>
          <p>{data.message}</p>
        </div>
      ) : null}
      {data.status === "failed" ? (
        <div className="alert alert--destructive" role="alert">
          <h2>Something went wrong</h2>
          <p>{UNEXPECTED_ERROR_MESSAGE}</p>
        </div>
      ) : null}

      {data.status === "ok" && comparison ? (
        <>
          <PowerDates {...comparison} />
          <nav className="jump-list" aria-label="On this page">
            <a href="#compare-side">Side by side</a>
            <a href="#compare-together">Together</a>
            <a href="#compare-map">Map</a>
            <a href="#compare-differences">Where they differ ({comparison.differences.length})</a>
          </nav>
          <section aria-labelledby="compare-side">
            <h2 id="compare-side">Side by side</h2>
            <SideBySide passports={comparison.passports} holds={search.holds} />
          </section>

          {/* With India among them: its score with the documents held, beside the standard one (client/features/concessions/). */}
          <ServerFragment name="personal-score" params={{ on: "/compare-passports", passports: search.passports, holds: search.holds }} />
          <section className="compare-together compare-later" aria-labelledby="compare-together">
            <h2 id="compare-together">Together</h2>
            <dl className="compare-together__scores">
              <div className="compare-together__tile">
                <dt>Combined score (a dual citizen holding them all)</dt>
                <dd>
                  <strong>{comparison.unionCount}</strong> destinations at least one of these passports enters without a visa in advance
                </dd>
              </div>
              <div className="compare-together__tile">
                <dt>Shared score (a family travelling together)</dt>
                <dd>
                  <strong>{comparison.intersectionCount}</strong> destinations every one of these passports enters without a visa in advance
                </dd>
              </div>
            </dl>
            {/* The map's legend and its 200-row table, hydrated after the rest like the differences below. */}
            <LaterHydration>
              <RequirementMap
                id="compare-map"
                passports={data.passports}
                holds={search.holds}
                title={mapTitle(comparison.passports.map((p) => p.country.name))}
                destinations={comparison.combined}
                tableCaption="The easiest requirement any of these passports gets, by destination"
              />
            </LaterHydration>
          </section>

          <section
            className="compare-later compare-later--rows"
            aria-labelledby="compare-differences"
            style={placeholderHint({ rows: comparison.differences.length, passports: comparison.passports.length })}
          >
            <h2 id="compare-differences">Where they differ</h2>
            <p>
              {comparison.differences.length} destinations where the passports' requirements are not the same. Select a requirement to check it for
              that passport.
            </p>
            {/* The links inside open the check; the container only routes their clicks (Enter on a link is a click). */}
            <LaterHydration>
              <div
                className="table-scroll compare-differences-scroll"
                style={placeholderHint({ rows: comparison.differences.length, passports: comparison.passports.length })}
                onClick={(event) => openCheckLink(router, event)}
              >
                <table className="table compare-differences" style={passportLabels(comparison.passports.map((p) => p.country.name))}>
                  <thead>
                    <tr>
                      <th scope="col">Destination</th>
                      {comparison.passports.map((p) => (
                        <th key={p.passport} scope="col">
                          {p.country.name}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {comparison.differences.map((row) => (
                      <tr key={row.destination.code}>
                        <th scope="row">
                          <span aria-hidden="true">{row.destination.flagEmoji}</span>
                          {` ${row.destination.name}`}
                        </th>
                        {row.categories.map((category, i) => {
                          const p = comparison.passports[i];
                          return p ? (
                            <td key={p.passport}>
                              <a href={checkHref(p.passport, row.destination.code, search.holds)}>{CATEGORY_LABELS[category]}</a>
                            </td>
                          ) : null;
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </LaterHydration>
          </section>
        </>
      ) : null}
      <PowerMethod />
    </div>
  );
}
