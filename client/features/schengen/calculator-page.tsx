/**
 * @module The Schengen 90/180-day calculator (/schengen-calculator): a GET form of stays, control date, planned entry
 * and optional visa, and the server's answers from the URL. A static page: the server renders it whole; with
 * JavaScript the static shell's live form (client/static-shell/live-form.ts) asks for the page again as the visitor
 * types and swaps in the answers, without a reload.
 */
import { EES_NOTICE, FREE_MOVEMENT_CALCULATOR_TEXT } from "../../../shared/schengen/free-movement";
import type { CalculatorResult } from "../../../shared/schengen/calculate";
import { type CalculatorReading, MAX_STAYS } from "../../../shared/schengen/calculator-query";
import { MAX_STAY_DAYS } from "../../../shared/schengen/stay";
import { type HandedStay, schengenStaysForTrip, TRIP_LINK_TEXTS, tripHrefWithSchengenStays } from "../../../shared/trip/links";
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";
import { invalidProps } from "../../components/filter-field";
import { CalculatorAnswers } from "./calculator-answers";
import { ShareLink } from "../share/share-link";
import { calculatorStatus } from "./calculator-status";
import { LiveFormStart } from "../../components/live-form-start";

/** The form's and the live form's id; the result region's id (the live form swaps it); the status line's id. */
export const CALCULATOR_FORM_ID = "schengen-form";
export const CALCULATOR_RESULT_ID = "schengen-result";
export const CALCULATOR_STATUS_ID = "schengen-status";

const d = (date: IsoDate) => formatIsoDate(date);

function FieldError({ id, problem }: { id: string; problem?: string }) {
  return problem ? (
    <p id={`${id}-error`} className="lead-field__error">
      {problem}
    </p>
  ) : null;
}

/** One stay row; `n` is 1-based. The last, blank row adds a stay. */
function StayRowFields({
  n,
  entry,
  exit,
  excluded,
  problems,
}: {
  n: number;
  entry: string;
  exit: string;
  excluded: boolean;
  problems: { entry?: string; exit?: string };
}) {
  const blank = !entry && !exit;
  return (
    <li className="stay-row">
      <fieldset className="stay-row__fields">
        <legend className="stay-row__legend">{blank ? "New stay" : `Stay ${n}`}</legend>
        <div className="stay-row__dates">
          <div className="field">
            <label htmlFor={`e${n}`}>Entry</label>
            <input id={`e${n}`} name={`e${n}`} type="date" className="input" defaultValue={entry} {...invalidProps(problems.entry, `e${n}`)} />
            <FieldError id={`e${n}`} problem={problems.entry} />
          </div>
          <div className="field">
            <label htmlFor={`x${n}`}>Exit</label>
            <input id={`x${n}`} name={`x${n}`} type="date" className="input" defaultValue={exit} {...invalidProps(problems.exit, `x${n}`)} />
            <FieldError id={`x${n}`} problem={problems.exit} />
          </div>
        </div>
        <label className="stay-row__excluded">
          <input type="checkbox" name={`r${n}`} value="1" defaultChecked={excluded} /> Under a residence permit or long-stay (D) visa: not counted
        </label>
        {blank ? null : (
          <button type="submit" name="remove" value={n} className="button button--secondary stay-row__remove" aria-label={`Remove stay ${n}`}>
            Remove
          </button>
        )}
      </fieldset>
    </li>
  );
}

/**
 * The way on to the trip planner, with the stays still ahead (schengenStaysForTrip). In the result region, so the live
 * form's swap keeps it in step with the stays as the visitor edits them; drawn by the server, so it carries them
 * without a script too.
 */
function TripPlanLink({ stays }: { stays: readonly HandedStay[] }) {
  const n = stays.length;
  return (
    <p className="note" data-testid="trip-link">
      <a href={tripHrefWithSchengenStays(stays)}>{TRIP_LINK_TEXTS.plan}</a>
      {n > 0 ? ` with ${n === 1 ? "your stay" : `your ${n} stays`} from today on` : ""}: every stop's visa or transit rule, the Schengen days across
      it, the total and the dates to apply by.{n > 0 ? " There you choose each stay's country." : ""}
    </p>
  );
}

/** The page: `reading` is the URL read as of `today`; `result` its answers (null when the reading has problems). */
export function CalculatorPage({
  reading,
  result,
  today,
  localToday,
}: {
  reading: CalculatorReading;
  result: CalculatorResult | null;
  today: IsoDate;
  /** Whether `today` is the visitor's local date (the browser sent it), not the server's UTC date. */
  localToday: boolean;
}) {
  const rows = reading.rows.length < MAX_STAYS ? [...reading.rows, { entry: "", exit: "", excluded: false, problems: {} }] : reading.rows;
  const hasProblems =
    reading.formProblems.length > 0 || Object.keys(reading.problems).length > 0 || reading.rows.some((r) => r.problems.entry || r.problems.exit);
  // While some value has a problem, no stay is read: the planner is offered without any.
  const input = reading.input;
  const staysAhead = input ? schengenStaysForTrip(input.stays, input.plan ? { entry: input.plan, days: input.wanted } : null, today) : [];
  return (
    <div className="container schengen-page">
      <header className="changes__head">
        <h1>Schengen 90/180-day calculator</h1>
        <ShareLink />
        <p className="changes__lead">
          How many days you have used, how many are left, how long you can stay on your next trip and when you can go back: exact to the Schengen
          Borders Code. Enter each stay's entry and exit dates from your passport stamps or your Entry/Exit System record.
        </p>
        {/* Who the rule is for, and the EES in force (issue #43): the same words and source as the Schengen pairs. */}
        <p className="note" data-testid="ees-notice">
          {EES_NOTICE.text} Source:{" "}
          <a href={EES_NOTICE.sourceUrl} target="_blank" rel="noopener noreferrer">
            {EES_NOTICE.source}
          </a>
          .
        </p>
        <p className="note" data-testid="free-movement">
          {FREE_MOVEMENT_CALCULATOR_TEXT}
        </p>
      </header>

      <form
        id={CALCULATOR_FORM_ID}
        className="panel schengen-form"
        method="get"
        action="/schengen-calculator"
        aria-label="Your stays"
        data-live={CALCULATOR_RESULT_ID}
        data-live-status={CALCULATOR_STATUS_ID}
        data-today={today}
      >
        <LiveFormStart label="Calculate" problems={reading.formProblems} />
        <h2 className="schengen-form__title">Your stays in the Schengen area</h2>
        <p className="note">Past and planned, in any order, up to {MAX_STAYS}. The entry and exit days both count.</p>
        <ol className="plain-list stay-rows">
          {rows.map((row, i) => (
            <StayRowFields key={`${i}-${row.entry}-${row.exit}`} n={i + 1} {...row} />
          ))}
        </ol>
        {reading.notes.map((note) => (
          <p key={note} className="note" role="status">
            {note}
          </p>
        ))}
        <div className="schengen-form__grid">
          <div className="field">
            <label htmlFor="on">Control date</label>
            <input id="on" name="on" type="date" className="input" defaultValue={reading.control} {...invalidProps(reading.problems.on, "on")} />
            <p className="note">Blank: today, {d(today)}.</p>
            <FieldError id="on" problem={reading.problems.on} />
          </div>
          <div className="field">
            <label htmlFor="plan">Planned entry date</label>
            <input id="plan" name="plan" type="date" className="input" defaultValue={reading.plan} {...invalidProps(reading.problems.plan, "plan")} />
            <FieldError id="plan" problem={reading.problems.plan} />
          </div>
          <div className="field">
            <label htmlFor="n">Days wanted for a new stay</label>
            <input
              id="n"
              name="n"
              type="number"
              min={1}
              max={MAX_STAY_DAYS}
              inputMode="numeric"
              className="input"
              defaultValue={reading.wanted}
              {...invalidProps(reading.problems.n, "n")}
            />
            <FieldError id="n" problem={reading.problems.n} />
          </div>
        </div>
        <details className="schengen-form__visa" open={reading.visa.validFrom !== "" || reading.problems.visa !== undefined}>
          <summary>My Schengen visa (optional)</summary>
          <FieldError id="visa" problem={reading.problems.visa} />
          <div className="schengen-form__grid">
            <div className="field">
              <label htmlFor="vf">Valid from</label>
              <input
                id="vf"
                name="vf"
                type="date"
                className="input"
                defaultValue={reading.visa.validFrom}
                {...invalidProps(reading.problems.visa, "visa")}
              />
            </div>
            <div className="field">
              <label htmlFor="vu">Valid until</label>
              <input
                id="vu"
                name="vu"
                type="date"
                className="input"
                defaultValue={reading.visa.validUntil}
                {...invalidProps(reading.problems.visa, "visa")}
              />
            </div>
            <div className="field">
              <label htmlFor="vd">Duration of stay (days)</label>
              <input
                id="vd"
                name="vd"
                type="number"
                min={1}
                max={MAX_STAY_DAYS}
                inputMode="numeric"
                className="input"
                defaultValue={reading.visa.durationDays}
              />
            </div>
            <div className="field">
              <label htmlFor="ve">Number of entries</label>
              <select id="ve" name="ve" className="input" defaultValue={reading.visa.entries}>
                <option value="">Choose</option>
                <option value="1">1</option>
                <option value="2">2</option>
                <option value="m">Multiple</option>
              </select>
            </div>
          </div>
        </details>
        <div className="schengen-form__actions">
          <button type="submit" className="button button--primary">
            Calculate
          </button>
          <button type="submit" name="add" value="1" className="button button--secondary">
            Add a stay
          </button>
        </div>
      </form>

      <p id={CALCULATOR_STATUS_ID} className="visually-hidden" role="status">
        {calculatorStatus(result, hasProblems)}
      </p>
      <div id={CALCULATOR_RESULT_ID} className="schengen-result">
        {result ? (
          <CalculatorAnswers reading={reading} result={result} />
        ) : hasProblems ? (
          <div className="panel schengen-answer">
            <h2 tabIndex={-1}>Check the dates</h2>
            <p>Some values above need a fix (each says how); the answers appear once they are all readable.</p>
          </div>
        ) : null}
        <TripPlanLink stays={staysAhead} />
      </div>

      <section className="panel schengen-rule" aria-labelledby="schengen-rule">
        <h2 id="schengen-rule">The rule</h2>
        <p>
          Article 6(1) of the Schengen Borders Code, Regulation (EU) 2016/399, allows a short stay of 90 days in any 180-day period. For each day of
          stay, look back at that day and the 179 before it: they may hold at most 90 days in the Schengen area. The day of entry and the day of exit
          both count; a day you leave and come back counts once. Stays in every Schengen state add up. Days under a residence permit or a long-stay
          (D) visa do not count. A visa can allow fewer days, or end sooner: its limits apply too.
        </p>
        <p className="note">
          Today is taken as {d(today)},{" "}
          {localToday ? "your device's date" : "our server's date in UTC (with JavaScript on, your device's date is used)"}. Dates before{" "}
          {d("2013-10-18" as IsoDate)}, when the rule took this form, are not read. This tool helps you plan; the border guard's decision is final.
          Sources:{" "}
          <a href="https://eur-lex.europa.eu/eli/reg/2016/399/oj" rel="noopener noreferrer" target="_blank">
            Regulation (EU) 2016/399, Article 6
          </a>{" "}
          and the{" "}
          <a href="https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/border-crossing_en" rel="noopener noreferrer" target="_blank">
            European Commission's short-stay calculator
          </a>
          . See also <a href="/schengen-visa-fees">Schengen visa fees</a>.
        </p>
      </section>
    </div>
  );
}
