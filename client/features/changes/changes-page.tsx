/**
 * @module What changed (/changes): the filters, a passport's summary and mobility chart, one page of changes and
 * the links to the others and to the Atom feeds. Rendered by the server only (a static page): every control is a
 * link or the GET form.
 */
import { GetAlertsForm } from "../alerts/get-alerts-form";
import { useQuery } from "@tanstack/react-query";
import { passportSummaryText } from "../../../shared/history/summary";
import { formatIsoDate } from "../../../shared/units/iso-date";
import type { ChangesLoaderData, ChangesSearch } from "./changes-search";
import { useTrpc } from "../../trpc-react";
import { ChangeList, Pagination, pageHref } from "./change-list";
import { ChangesFilters } from "./changes-filters";
import { DatedRulesList } from "./dated-rules-list";
import { MobilityChart } from "./mobility-chart";
import { ShareLink } from "../share/share-link";

/** Credit of the history (data/passport-index/history/SOURCE.md). */
const HISTORY_SOURCE =
  "Passport Index snapshots: ilyankou/passport-index-dataset (Dec 2021 – Jan 2025) and imorte/passport-index-data (Feb 2026), MIT licence, from passportindex.org.";

export function ChangesPage({ search, loaderData }: { search: ChangesSearch; loaderData: ChangesLoaderData }) {
  const { utils } = useTrpc();
  const list = useQuery({ ...utils.history.changes.queryOptions(search), enabled: Object.keys(loaderData.problems).length === 0 }).data;
  const passport = list?.summary?.passport.code;
  const profile = useQuery({ ...utils.passport.profile.queryOptions({ passport: passport ?? "" }), enabled: passport !== undefined }).data;
  const today = profile
    ? { on: profile.resolvedOn, noVisa: profile.passport.noVisa, mobility: profile.passport.mobility, rank: profile.passport.rank }
    : null;
  const problems = Object.entries(loaderData.problems);
  const feed = list?.summary
    ? { href: `/changes/${list.summary.passport.code}.xml`, label: `Atom feed for ${list.summary.passport.name} passports` }
    : null;

  return (
    <div className="container changes-page">
      <header className="changes__head">
        <h1>What changed</h1>
        <ShareLink />
        <p className="changes__lead">
          Every change of visa requirements between Passport Index snapshots
          {list?.firstSnapshotOn && list.latestSnapshotOn
            ? `, from ${formatIsoDate(list.firstSnapshotOn)} to ${formatIsoDate(list.latestSnapshotOn)}`
            : ""}
          . Snapshots do not say the day a rule changed, so each change is dated by the last snapshot before it and the first one after it.
        </p>
        <p className="changes__feeds">
          Subscribe: <a href="/changes.xml">Atom feed of all changes</a>
          {feed ? (
            <>
              {" · "}
              <a href={feed.href}>{feed.label}</a>
            </>
          ) : null}
        </p>
      </header>

      <ChangesFilters search={search} countries={list?.countries ?? []} problems={loaderData.problems} />

      {problems.length > 0 ? (
        <div className="alert alert--destructive" role="alert">
          <h2>These filters cannot be shown</h2>
          <ul>
            {problems.map(([field, message]) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
          {loaderData.problems.page ? (
            <p>
              <a href={pageHref({ ...search, page: undefined }, 1)}>Go to the first page</a>
            </p>
          ) : null}
        </div>
      ) : null}
      {loaderData.failed ? (
        <div className="alert alert--destructive" role="alert">
          <h2>Something went wrong</h2>
          <p>The changes could not be loaded. Please try again.</p>
        </div>
      ) : null}

      {list ? (
        <>
          {list.summary ? (
            <section className="panel changes__summary" aria-labelledby="changes-summary">
              <h2 id="changes-summary" className="changes__summary-text">
                {passportSummaryText(list.summary.passport.name, list.summary.since, list.summary)}
              </h2>
              <MobilityChart passportName={list.summary.passport.name} points={list.mobility} today={today} />
            </section>
          ) : null}
          {list.filter.page === 1 ? <DatedRulesList dated={list.dated} /> : null}
          <section aria-labelledby="changes-results">
            <h2 id="changes-results" className="changes__count">
              {list.total === 0
                ? "No changes match these filters."
                : `${list.total.toLocaleString("en-US")} ${list.total === 1 ? "change" : "changes"}, newest first`}
              {list.pageCount > 1 ? ` (page ${list.filter.page} of ${list.pageCount})` : ""}
            </h2>
            <ChangeList rows={list.rows} />
            <Pagination search={search} page={list.filter.page} pageCount={list.pageCount} />
          </section>
          {/* Follow what this view shows (issue #47): a passport's changes, or one pair's with a destination chosen. */}
          {list.summary ? (
            <GetAlertsForm
              follow={
                search.destination
                  ? { follow: "pair", passport: list.summary.passport.code, to: search.destination }
                  : { follow: "passport", passport: list.summary.passport.code }
              }
              page={`/changes?passport=${list.summary.passport.code}${search.destination ? `&destination=${search.destination}` : ""}`}
            />
          ) : null}
        </>
      ) : null}
      <p className="changes__source">Source: {HISTORY_SOURCE}</p>
    </div>
  );
}
