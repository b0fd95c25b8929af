/**
 * @module The trip planner page (/trip): the plan's GET form and the server's answer from the URL. A static page: the
 * server renders it whole; with JavaScript the static shell's live form (client/static-shell/live-form.ts) asks for
 * the page again as the visitor edits the plan and swaps in the answer without a reload. Its JavaScript is the
 * calculator's: the shell and that module, nothing of the planner.
 */
import { GetAlertsForm } from "../alerts/get-alerts-form";
import { formatIsoDate } from "../../../shared/units/iso-date";
import { ShareLink } from "../share/share-link";
import { TripAnswer } from "./trip-answer";
import { showsProblems, type TripLoaderData } from "./trip-data";
import { TRIP_FORM_ID, TRIP_RESULT_ID, TRIP_STATUS_ID, TripForm } from "./trip-form";
import { TRIP_PAGE_TEXTS as T } from "./trip-page-texts";
import { tripStatus } from "./trip-status";

export { TRIP_FORM_ID };

export function TripPage({ page, failed }: TripLoaderData) {
  const reading = page?.reading ?? null;
  const view = page?.view ?? null;
  const hasProblems = reading !== null && showsProblems(reading);
  return (
    <div className="container schengen-page trip-page">
      <header className="changes__head">
        <h1>{T.title}</h1>
        <ShareLink />
        <p className="changes__lead">{T.lead}</p>
      </header>

      {page && reading ? <TripForm reading={reading} countries={page.countries} /> : null}

      <p id={TRIP_STATUS_ID} className="visually-hidden" role="status">
        {tripStatus(view, hasProblems)}
      </p>
      <div id={TRIP_RESULT_ID} className="schengen-result trip-result">
        {failed ? (
          <div className="alert alert--destructive" role="alert">
            {T.failed}
          </div>
        ) : view ? (
          <>
            <TripAnswer view={view} />
            {/* Follow the whole trip (issue #47): in the live result, so it follows the plan as it is edited. */}
            <div className="no-print">
              <GetAlertsForm follow={{ follow: "trip", trip: view.query }} page={`/trip${view.query}`} heading="Get alerts for this trip" />
            </div>
          </>
        ) : hasProblems ? (
          <div className="panel schengen-answer">
            <h2 tabIndex={-1}>{T.fixTitle}</h2>
            <p>{T.fixText}</p>
          </div>
        ) : null}
      </div>

      <section className="panel schengen-rule no-print" aria-labelledby="trip-about">
        <h2 id="trip-about">{T.aboutTitle}</h2>
        <p>{T.about}</p>
        <p className="note">
          {page ? `${T.transitCredit(formatIsoDate(page.transitRulesCompiledOn))} ` : null}See also the{" "}
          <a href="/schengen-calculator">Schengen 90/180-day calculator</a> and{" "}
          <a href="/visa-free-with-us-uk-schengen-visa">what a US, UK or Schengen visa unlocks</a>.
        </p>
      </section>
    </div>
  );
}
