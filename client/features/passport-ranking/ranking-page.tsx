/**
 * @module The passport ranking page: the filters (a GET form that works without JavaScript and filters as the
 * visitor types once hydrated, keeping the URL in step), a jump to the visitor's own passport, the ranked table
 * (each row an anchor, `#rank-IN`) with a "Back to top" link that stays in view, and how the score is computed.
 */
import { useQuery } from "@tanstack/react-query";
import { finderHref } from "../../../shared/concessions/holds";
import { getRouteApi, Link, useNavigate, useRouter } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { REGIONS } from "../../../shared/countries/regions";
import { UNEXPECTED_ERROR_MESSAGE } from "../../../shared/messages";
import { CATEGORY_LABELS } from "../../../shared/passport/category-labels";
import { POWER_CATEGORIES } from "../../../shared/passport/power";
import { filterRanking } from "../../../shared/passport/ranking-filter";
import { parseRegion } from "../../../shared/countries/regions";
import { RANKING_QUERY_MAX } from "../../../shared/passport/ranking-limits";
import { LaterHydration } from "../../components/later-hydration";
import { ServerFragment } from "../../components/server-fragment";
import { useRootData } from "../../root-data";
import { useTrpc } from "../../trpc-react";
import { PowerDates } from "./power-dates";
import { PowerMethod } from "./power-method";
import { ShareLink } from "../share/share-link";
import { openFinderLink } from "./finder-link-click";

const route = getRouteApi("/passport-ranking");

/** Rows past which the table is longer than a screen or two, and "Back to top" is offered. */
const BACK_TO_TOP_AFTER = 10;

export default function RankingPage() {
  const { failed } = route.useLoaderData();
  const search = route.useSearch();
  const navigate = useNavigate({ from: "/passport-ranking" });
  const router = useRouter();
  const { utils } = useTrpc();
  const ranking = useQuery(utils.passport.ranking.queryOptions()).data;
  // The visitor's country (request.cf): its row is a hash link away, with no script (issue #33).
  const { country: visitor } = useRootData();
  const count = useRef<HTMLParagraphElement>(null);
  // The field shows what is typed at once; the URL follows without a new history entry per key.
  const [typed, setTyped] = useState<{ for: string; q: string } | null>(null);
  const q = typed?.for === (search.q ?? "") ? typed.q : (search.q ?? "");
  const region = search.region ?? null;
  const rows = ranking ? filterRanking(ranking.passports, q, region) : [];
  const mine = visitor ? rows.find((p) => p.passport === visitor) : undefined;

  const setFilters = (next: { q?: string; region?: string }) => {
    const nextQ = (next.q ?? q).slice(0, RANKING_QUERY_MAX);
    const nextRegion = next.region === undefined ? region : parseRegion(next.region);
    setTyped({ for: nextQ.trim() ? nextQ : "", q: nextQ });
    void navigate({
      search: { ...(nextQ.trim() ? { q: nextQ } : {}), ...(nextRegion ? { region: nextRegion } : {}), holds: search.holds },
      replace: true,
      resetScroll: false,
    });
  };

  return (
    <div className="container passport-page">
      <h1 id="ranking-top">Passport ranking</h1>
      <ShareLink />
      <p className="passport-page__lead">
        Every passport ranked by its mobility score: the destinations its holders can enter without applying for a visa in advance. Choose a passport
        to see where it takes you, or{" "}
        <Link to="/compare-passports" search={{ passports: "IN,AE,SG", holds: search.holds }}>
          compare passports
        </Link>
        .
      </p>
      {ranking ? <PowerDates {...ranking} /> : null}
      {/* India's score with the documents held, beside its standard one (client/features/concessions/personal-score.tsx). */}
      <ServerFragment name="personal-score" params={{ on: "/passport-ranking", holds: search.holds }} />

      <form
        className="panel ranking-filters"
        method="get"
        action="/passport-ranking"
        role="search"
        aria-label="Filter the ranking"
        // Enter filters nothing more (the table follows the typing): it takes the visitor to the result, whose count
        // is read out, so the next Tab goes into the table.
        onSubmit={(e) => {
          e.preventDefault();
          count.current?.focus();
        }}
      >
        <div className="field">
          <label htmlFor="ranking-q">Passport</label>
          <input
            id="ranking-q"
            name="q"
            type="search"
            className="input"
            placeholder="e.g. India"
            maxLength={RANKING_QUERY_MAX}
            autoComplete="off"
            value={q}
            onChange={(e) => setFilters({ q: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="ranking-region">Region</label>
          <select id="ranking-region" name="region" className="input" value={region ?? ""} onChange={(e) => setFilters({ region: e.target.value })}>
            <option value="">All regions</option>
            {REGIONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className="button button--primary">
            Filter
          </button>
        </noscript>
      </form>

      {failed && !ranking ? (
        <div className="alert alert--destructive" role="alert">
          <h2>Something went wrong</h2>
          <p>{UNEXPECTED_ERROR_MESSAGE}</p>
        </div>
      ) : null}

      {ranking ? (
        <>
          {/* Said politely as the visitor types; the focus stays in the name field, where the typing is. */}
          <p className="ranking-count" role="status" aria-live="polite" tabIndex={-1} ref={count}>
            {rows.length === ranking.passports.length ? `${rows.length} passports` : `${rows.length} of ${ranking.passports.length} passports`}
          </p>
          {mine ? (
            <p className="ranking-jump">
              <a href={`#rank-${mine.passport}`}>
                Jump to {mine.country.name} (rank {mine.rank})
              </a>
            </p>
          ) : null}
          {rows.length === 0 ? (
            <p className="alert">No passport matches these filters. Clear the name or choose another region.</p>
          ) : (
            // The wrapper bounds "Back to top": it shows once the table is in view, not above it.
            <div className="ranking-list">
              {/* Plain anchors, routed from here (199 router links cost the phone's hydration its blocking-time budget). */}
              <LaterHydration>
                <div className="table-scroll" onClick={(event) => openFinderLink(router, event)}>
                  <table className="table ranking-table">
                    <caption className="visually-hidden">Passports by mobility score, highest first</caption>
                    <thead>
                      <tr>
                        <th scope="col">Rank</th>
                        <th scope="col">Passport</th>
                        <th scope="col">Mobility score</th>
                        {POWER_CATEGORIES.map((c) => (
                          <th key={c} scope="col">
                            {CATEGORY_LABELS[c]}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    {/* A phone shows each cell's heading above it from passport.css (RANKING_CELL_LABELS), not from 1,990
                        data-label attributes: a third of the page's HTML, parsed after its first paint. */}
                    <tbody>
                      {rows.map((p) => (
                        <tr key={p.passport} id={`rank-${p.passport}`}>
                          <td className="ranking-table__rank">{p.rank}</td>
                          <th scope="row">
                            <a href={finderHref(p.passport, search.holds)} className="ranking-table__passport">
                              <span aria-hidden="true">{p.country.flagEmoji}</span>
                              {` ${p.country.name}`}
                            </a>
                          </th>
                          <td className="ranking-table__score">{p.mobility}</td>
                          {POWER_CATEGORIES.map((c) => (
                            <td key={c}>{p.counts[c]}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </LaterHydration>
              {rows.length > BACK_TO_TOP_AFTER ? (
                // Stays at the foot of the screen while the table passes (passport.css), then rests after it.
                <p className="back-to-top">
                  <a href="#ranking-top">Back to top</a>
                </p>
              ) : null}
            </div>
          )}
        </>
      ) : null}
      <PowerMethod />
    </div>
  );
}
