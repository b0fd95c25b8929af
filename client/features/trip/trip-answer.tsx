/**
 * @module The trip's answer: at a glance, stop by stop (trip-stop.tsx), then across the trip for each passport: the
 * visas to get in the order to apply with their apply-by dates (and the calendar file of them), the Schengen
 * 90/180-day count over every Schengen stop, the total of fees and a printable checklist.
 */
import { TRIP_CALENDAR_PATH } from "../../../shared/trip/links";
import type { PassportPlanAnswer } from "../../../shared/trip/trip";
import { englishList } from "../../../shared/trip/trip-texts";
import type { TripView } from "../../../shared/trip/view";
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";
import { Checklist } from "../content/checklist";
import { capitalized, overviewText, stopsText, TRIP_PAGE_TEXTS as T } from "./trip-page-texts";
import { TripStop } from "./trip-stop";
import { TripWait } from "./trip-wait";

const d = (date: string) => formatIsoDate(date as IsoDate);

/** A passport's heading, when the plan has two. */
function PassportHeading({ plan, two }: { plan: PassportPlanAnswer; two: boolean }) {
  return two ? <h3>With your {plan.passport.name} passport</h3> : null;
}

function ApplyBy({ plan, query }: { plan: PassportPlanAnswer; query: string }) {
  if (plan.visas.length === 0) return <p>{T.nothingToGet}</p>;
  return (
    <ol className="trip-visas">
      {plan.visas.map((visa) => (
        <li key={`${visa.name}-${visa.stops.join(".")}`} data-late={visa.late || visa.waitTooLong ? "" : undefined}>
          {/* A wait that runs past the visit is said first (issue #46). */}
          {visa.waitTooLong ? (
            <>
              <strong className="trip-visas__first">{visa.text}</strong>{" "}
            </>
          ) : null}
          <strong>{capitalized(visa.name)}</strong> for {englishList(visa.countryNames)} ({stopsText(visa.stops)}).{" "}
          {visa.waitTooLong ? null : `${visa.text} `}
          {T.fee}: {visa.fee.text}.
          <TripWait visa={visa} query={query} />
        </li>
      ))}
    </ol>
  );
}

function Schengen({ plan }: { plan: PassportPlanAnswer }) {
  const schengen = plan.schengen;
  if (!schengen) return <p>{T.noSchengen}</p>;
  if (!schengen.applies) return <p>{schengen.text}</p>;
  return (
    <>
      <ul className="schengen-trips plain-list">
        {schengen.visits.map((visit) => (
          <li key={visit.entry} className="schengen-trip" data-fits={visit.fits ? "" : undefined}>
            <p className="schengen-trip__name">
              {stopsText(visit.stops)}: {d(visit.entry)} to {d(visit.exit)} ({visit.days} {visit.days === 1 ? "day" : "days"})
            </p>
            <p>{visit.text}</p>
          </li>
        ))}
      </ul>
      {schengen.notes.map((note) => (
        <p key={note} className="note">
          {note}
        </p>
      ))}
      <p>
        <a href={`/schengen-calculator${schengen.calculatorQuery}`}>{T.calculator}</a>
      </p>
    </>
  );
}

function Total({ plan }: { plan: PassportPlanAnswer }) {
  const totals = plan.totals;
  // Only priced fees add up: a plan of "Coming Soon" or unrecorded fees shows its notes, never "₹0".
  const priced = totals.items.some((item) => item.fee.status === "listed");
  return (
    <>
      {priced ? (
        <p className="trip-total">
          <strong>{totals.text}</strong>
        </p>
      ) : null}
      {totals.items.length > 0 ? (
        <ul className="trip-total__items">
          {totals.items.map((item) => (
            <li key={`${item.name}-${item.stops.join(".")}`}>
              {capitalized(item.name)} ({stopsText(item.stops)}): {item.fee.text}
            </li>
          ))}
        </ul>
      ) : null}
      {totals.notes.map((note) => (
        <p key={note} className="note">
          {note}
        </p>
      ))}
    </>
  );
}

/** The answer of a sound plan. */
export function TripAnswer({ view }: { view: TripView }) {
  const two = view.plans.length > 1;
  return (
    <>
      <section className="panel trip-section" aria-labelledby="trip-answer">
        <h2 id="trip-answer" tabIndex={-1}>
          {T.answerTitle}
        </h2>
        {view.plans.map((plan) => (
          <p key={plan.passport.code} className="trip-overview">
            {overviewText(plan, two)}
          </p>
        ))}
      </section>
      <section className="panel trip-section" aria-labelledby="trip-stops">
        <h2 id="trip-stops">{T.stopsAnswerTitle}</h2>
        <ol className="plain-list trip-stops">
          {view.stops.map((stop) => (
            <TripStop key={stop.n} stop={stop} passports={view.passports} />
          ))}
        </ol>
      </section>
      <section className="panel trip-section" aria-labelledby="trip-apply">
        <h2 id="trip-apply">{T.applyTitle}</h2>
        {view.plans.map((plan) => (
          <div key={plan.passport.code}>
            <PassportHeading plan={plan} two={two} />
            <ApplyBy plan={plan} query={view.query} />
          </div>
        ))}
        {view.plans.some((p) => p.visas.length > 0) ? (
          <p className="no-print">
            <a href={`${TRIP_CALENDAR_PATH}${view.query}`} download="">
              {T.calendar}
            </a>
          </p>
        ) : null}
      </section>
      <section className="panel trip-section" aria-labelledby="trip-schengen">
        <h2 id="trip-schengen">{T.schengenTitle}</h2>
        {view.plans.map((plan) => (
          <div key={plan.passport.code}>
            <PassportHeading plan={plan} two={two} />
            <Schengen plan={plan} />
          </div>
        ))}
      </section>
      <section className="panel trip-section" aria-labelledby="trip-total">
        <h2 id="trip-total">{T.totalTitle}</h2>
        {view.plans.map((plan) => (
          <div key={plan.passport.code}>
            <PassportHeading plan={plan} two={two} />
            <Total plan={plan} />
          </div>
        ))}
        {view.plans.some((plan) => plan.totals.items.some((item) => item.fee.status === "listed")) ? <p className="note">{view.ratesNote}</p> : null}
      </section>
      <section className="panel trip-section trip-checklist" aria-labelledby="trip-checklist">
        <h2 id="trip-checklist">{T.checklistTitle}</h2>
        {view.plans.every((plan) => plan.checklist.length === 0) ? (
          <p>{T.nothingToGet}</p>
        ) : (
          <Checklist
            id={`trip${view.query}`}
            groups={view.plans.map((plan) => ({
              id: plan.passport.code,
              title: two ? `With your ${plan.passport.name} passport` : `For your ${plan.passport.name} passport`,
              items: plan.checklist.map((item, i) => ({
                id: `${plan.passport.code}-${i + 1}`,
                label: item.text,
                ...(item.documents.length > 0 ? { detail: item.documents.join("; ") } : {}),
                ...(item.links.length > 0 ? { links: item.links.map((link) => ({ label: link.label, href: link.url })) } : {}),
              })),
            }))}
          />
        )}
      </section>
    </>
  );
}
