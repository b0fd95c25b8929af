/**
 * @module The concessions page: what each document unlocks, the filters (a GET form), and every concession, folded
 * by destination (./concessions-rules.tsx), with its source marked official or secondary, the destination's caveat
 * and the compilation date.
 * Rendered by the server only (a static page).
 */
import { useQuery } from "@tanstack/react-query";
import { ruleCountText } from "../../../shared/concessions/rule-counts";
import { CONCESSION_GRANTS, documentName, GRANT_LABELS, HELD_DOCUMENTS, SOURCE_MARKS } from "../../../shared/concessions/documents";
import { withArticle } from "../../../shared/units/english-article";
import { UNEXPECTED_ERROR_MESSAGE } from "../../../shared/messages";
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";
import { FilterField, invalidProps } from "../../components/filter-field";
import { useTrpc } from "../../trpc-react";
import { ConcessionRules, OPEN_ALL_UP_TO } from "./concessions-rules";
import type { ConcessionsLoaderData, ConcessionsSearch } from "./concessions-search";

/**
 * The lead's count, by the same rule as the list's heading (ruleCounts): the rules in force, and the ended or not yet
 * started ones the list also shows.
 */
function leadCount(totals: { records: number; destinations: number; ended: number; notYet: number }): string {
  const others = [totals.ended ? `${totals.ended} that ended` : "", totals.notYet ? `${totals.notYet} not yet in force` : ""].filter(Boolean);
  const rules = `${totals.records} ${totals.records === 1 ? "rule" : "rules"} in force for ${totals.destinations} destinations, each with its source`;
  return others.length ? `${rules} (the list also shows ${others.join(" and ")}, counted nowhere).` : `${rules}.`;
}

/** The three documents most Indian travellers hold, shown first. */
const HEADLINE = ["us-visa", "uk-visa", "schengen-visa"] as const;

export function ConcessionsPage({ search, loaderData }: { search: ConcessionsSearch; loaderData: ConcessionsLoaderData }) {
  const { utils } = useTrpc();
  const table = useQuery({ ...utils.concessions.table.queryOptions(search), enabled: Object.keys(loaderData.problems).length === 0 }).data;
  const problems = loaderData.problems;
  const field = (id: string, label: string, name: keyof ConcessionsSearch, options: { value: string; label: string }[], any: string) => (
    <FilterField id={id} label={label} problem={problems[name]}>
      <select id={id} name={name} className="input" defaultValue={search[name] ?? ""} {...invalidProps(problems[name], id)}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FilterField>
  );

  // Every destination folded unless one is chosen or the filtered list is short (issue #33).
  const folded = !search.destination && (table?.rows.length ?? 0) > OPEN_ALL_UP_TO;

  return (
    <div className="container concessions-page">
      <header className="changes__head">
        <h1>Visa free with a US, UK or Schengen visa</h1>
        <p className="changes__lead">
          Holding a US, UK, Schengen, Canadian or another country's visa or residence permit opens easier entry for Indian passport holders elsewhere:
          visa free, on arrival, or with an e-Visa that is otherwise closed to them.
          {table ? ` ${leadCount(table.totals)}` : ""}
        </p>
        {table?.compiledOn ? (
          <p className="note">
            Compiled {formatIsoDate(table.compiledOn)} from stored copies of public pages, not checked on a live government page that day.{" "}
            {table.totals.official} rules come from a government website ({SOURCE_MARKS.official}); the others are marked “{SOURCE_MARKS.secondary}”.
            Admission is always at the border officer's discretion.
          </p>
        ) : null}
      </header>

      {table ? (
        <section aria-labelledby="unlocks" className="concessions-unlocks">
          <h2 id="unlocks">What each document unlocks</h2>
          <ul className="stat-tiles">
            {HEADLINE.map((key) => {
              const unlock = table.unlocks.find((u) => u.document === key);
              return unlock ? (
                <li key={key} className="stat-tile">
                  <span className="stat-tile__value">{unlock.extraWithoutVisa}</span>
                  <span className="stat-tile__label">With {withArticle(documentName(key))}</span>
                  <span className="stat-tile__note">
                    more destinations without a visa in advance; {unlock.destinations} destinations have a rule for it
                  </span>
                </li>
              ) : null;
            })}
          </ul>
          <details className="concessions-unlocks__all">
            <summary>Every document</summary>
            <table className="compact-table">
              <thead>
                <tr>
                  <th scope="col">Document</th>
                  <th scope="col">Destinations with a rule</th>
                  <th scope="col">More without a visa in advance</th>
                </tr>
              </thead>
              <tbody>
                {table.unlocks.map((u) => (
                  <tr key={u.document}>
                    <th scope="row">{documentName(u.document)}</th>
                    <td>{u.destinations}</td>
                    <td>{u.extraWithoutVisa}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
          {table.requirementsAsOn ? (
            <p className="note">
              “More without a visa in advance” counts destinations that need a visa or an e-Visa with an Indian passport alone (requirements as of{" "}
              {formatIsoDate(table.requirementsAsOn as IsoDate)}) and admit visa free, on arrival or with an eTA with the document.
            </p>
          ) : null}
        </section>
      ) : null}

      <form
        className="panel changes-filters"
        method="get"
        action="/visa-free-with-us-uk-schengen-visa"
        aria-label="Filter the rules"
        data-clean-query=""
      >
        {field(
          "concessions-document",
          "I hold",
          "document",
          HELD_DOCUMENTS.map((d) => ({ value: d.key, label: withArticle(documentName(d.key), { capital: true }) })),
          "Any document",
        )}
        {field(
          "concessions-destination",
          "Destination",
          "destination",
          (table?.destinations ?? []).map((c) => ({ value: c.code, label: c.name })),
          "Any destination",
        )}
        {field(
          "concessions-grants",
          "Entry",
          "grants",
          CONCESSION_GRANTS.map((g) => ({ value: g, label: GRANT_LABELS[g] })),
          "Any entry",
        )}
        <div className="changes-filters__actions">
          <button type="submit" className="button button--primary">
            Show rules
          </button>
        </div>
      </form>

      {Object.keys(problems).length > 0 ? (
        <div className="alert alert--destructive" role="alert">
          <h2>These filters cannot be shown</h2>
          <ul>
            {Object.entries(problems).map(([name, message]) => (
              <li key={name}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {loaderData.failed ? (
        <div className="alert alert--destructive" role="alert">
          <h2>Something went wrong</h2>
          <p>{UNEXPECTED_ERROR_MESSAGE}</p>
        </div>
      ) : null}

      {table ? (
        <section aria-labelledby="concessions-rules">
          <h2 id="concessions-rules">{ruleCountText(table.shown)}</h2>
          {table.rows.length === 0 ? (
            <p className="panel empty-note">No rule matches these filters.</p>
          ) : (
            <>
              {folded ? <p className="note">Open a destination to read its rules, or choose a document or destination above.</p> : null}
              <ConcessionRules table={table} open={!folded} />
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
