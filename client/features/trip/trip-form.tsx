/**
 * @module The trip page's GET form: the passports, the documents held and the stops in order, each with its message
 * beside it when the server refused its value. It submits one field per value (shared/trip/form-query.ts), which the
 * Worker answers with the compact URL; "Add a stop" and a row's "Remove" are submit buttons, so the form works
 * without a script, and the static shell's live form (client/static-shell/live-form.ts) swaps it in place with one.
 */
import { documentName, HELD_DOCUMENTS } from "../../../shared/concessions/documents";
import type { CountrySummary } from "../../../shared/countries/country";
import { MAX_STOPS, STOP_KIND_LABELS, STOP_KIND_LETTERS, STOP_KINDS } from "../../../shared/trip/plan";
import type { TripPageReading } from "../../../shared/trip/prefill";
import type { StopRow } from "../../../shared/trip/query";
import { renderToStaticMarkup } from "react-dom/server";
import { invalidProps } from "../../components/filter-field";
import { TRIP_PAGE_TEXTS as T } from "./trip-page-texts";
import { LiveFormStart } from "../../components/live-form-start";

/** The form's id, the result region's id (the live form swaps it) and the status line's id. */
export const TRIP_FORM_ID = "trip-form";
export const TRIP_RESULT_ID = "trip-result";
export const TRIP_STATUS_ID = "trip-status";

function FieldError({ id, problem }: { id: string; problem?: string }) {
  return problem ? (
    <p id={`${id}-error`} className="lead-field__error">
      {problem}
    </p>
  ) : null;
}

/**
 * The country choices as HTML, drawn once per list of countries (a plan's form has up to 14 such selects of ~200
 * options: drawn by React each time they were most of a 12-stop page's render) with `selected` set on the one chosen.
 * The page is never hydrated (a static page), so the select may take its options as markup.
 */
const drawnOptions = new Map<string, string>();
function countryOptionsHtml(countries: readonly CountrySummary[], none: string, chosen: string): string {
  const key = `${none}|${countries.map((c) => c.code).join("")}`;
  let html = drawnOptions.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(
      <>
        <option value="">{none}</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </>,
    );
    // Bounded: the keys are the data version's country list and the three "none" words.
    if (drawnOptions.size >= 8) drawnOptions.clear();
    drawnOptions.set(key, html);
  }
  const option = `<option value="${chosen}">`;
  return /^[A-Z]{2}$/.test(chosen) ? html.replace(option, `<option value="${chosen}" selected="">`) : html;
}

/** A country select (its options as markup: countryOptionsHtml). */
function CountrySelect({
  id,
  countries,
  none,
  chosen,
  problem,
}: {
  id: string;
  countries: readonly CountrySummary[];
  none: string;
  chosen: string;
  problem: string | undefined;
}) {
  return (
    <select
      id={id}
      name={id}
      className="input"
      {...invalidProps(problem, id)}
      // React's own markup of the options, drawn once (countryOptionsHtml).
      dangerouslySetInnerHTML={{ __html: countryOptionsHtml(countries, none, chosen.toUpperCase()) }}
    />
  );
}

const BLANK: StopRow = { country: "", arrive: "", depart: "", kind: STOP_KIND_LETTERS.stay, problems: {} };

/** One stop row; `n` is 1-based. A blank row adds a stop. */
function StopRowFields({ n, row, countries }: { n: number; row: StopRow; countries: readonly CountrySummary[] }) {
  const blank = !row.country && !row.arrive && !row.depart;
  const id = (prefix: string) => `${prefix}${n}`;
  return (
    <li className="stay-row">
      <fieldset className="stay-row__fields">
        <legend className="stay-row__legend">{blank ? T.newStop : `Stop ${n}`}</legend>
        <div className="trip-row">
          <div className="field trip-row__wide">
            <label htmlFor={id("c")}>{T.country}</label>
            <CountrySelect id={id("c")} countries={countries} none={T.chooseCountry} chosen={row.country} problem={row.problems.country} />
            <FieldError id={id("c")} problem={row.problems.country} />
          </div>
          <div className="field">
            <label htmlFor={id("a")}>{T.arrive}</label>
            <input
              id={id("a")}
              name={id("a")}
              type="date"
              className="input"
              defaultValue={row.arrive}
              {...invalidProps(row.problems.arrive, id("a"))}
            />
            <FieldError id={id("a")} problem={row.problems.arrive} />
          </div>
          <div className="field">
            <label htmlFor={id("d")}>{T.depart}</label>
            <input
              id={id("d")}
              name={id("d")}
              type="date"
              className="input"
              defaultValue={row.depart}
              {...invalidProps(row.problems.depart, id("d"))}
            />
            <FieldError id={id("d")} problem={row.problems.depart} />
          </div>
          <div className="field trip-row__wide">
            <label htmlFor={id("k")}>{T.kind}</label>
            <select id={id("k")} name={id("k")} className="input" defaultValue={row.kind} {...invalidProps(row.problems.kind, id("k"))}>
              {STOP_KINDS.map((kind) => (
                <option key={kind} value={STOP_KIND_LETTERS[kind]}>
                  {STOP_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
            <FieldError id={id("k")} problem={row.problems.kind} />
          </div>
        </div>
        {blank ? null : (
          <button type="submit" name="remove" value={n} className="button button--secondary stay-row__remove" aria-label={`Remove stop ${n}`}>
            {T.remove}
          </button>
        )}
      </fieldset>
    </li>
  );
}

/** The form, filled with `reading` (the URL's values, as typed) and `countries` to choose from. */
export function TripForm({ reading, countries }: { reading: TripPageReading; countries: readonly CountrySummary[] }) {
  // A blank row to add a stop (two on an empty form: a trip has at least a stay and the way home or on).
  const blanks = Math.min(MAX_STOPS - reading.rows.length, reading.rows.length === 0 ? 2 : 1);
  const rows = [...reading.rows, ...Array.from({ length: Math.max(0, blanks) }, () => BLANK)];
  const held = new Set<string>(reading.holds);
  const [first = "", second = ""] = reading.passports;
  return (
    <form
      id={TRIP_FORM_ID}
      className="panel schengen-form no-print"
      method="get"
      action="/trip"
      aria-label={T.formLabel}
      data-live={TRIP_RESULT_ID}
      data-live-status={TRIP_STATUS_ID}
      data-live-rows='select[name^="c"]'
    >
      <LiveFormStart label={T.plan} problems={reading.formProblems} />
      <div className="schengen-form__grid trip-form__passports">
        <div className="field">
          <label htmlFor="passport">{T.passport}</label>
          <CountrySelect id="passport" countries={countries} none={T.choosePassport} chosen={first} problem={reading.problems.passport} />
          <FieldError id="passport" problem={reading.problems.passport} />
        </div>
        <div className="field">
          <label htmlFor="passport2">{T.passport2}</label>
          <CountrySelect id="passport2" countries={countries} none={T.noSecond} chosen={second} problem={reading.problems.passport2} />
          <FieldError id="passport2" problem={reading.problems.passport2} />
        </div>
      </div>
      <details className="schengen-form__visa" open={held.size > 0 || reading.notes.length > 0}>
        <summary>{T.holds}</summary>
        <p className="note">{T.holdsNote}</p>
        <div className="pair-concessions__choices">
          {HELD_DOCUMENTS.map(({ key }) => (
            <label key={key} className="pair-concessions__choice">
              <input type="checkbox" name="holds" value={key} defaultChecked={held.has(key)} /> {documentName(key)}
            </label>
          ))}
        </div>
      </details>
      {reading.notes.map((note) => (
        <p key={note} className="note" role="status">
          {note}
        </p>
      ))}
      <h2 className="schengen-form__title trip-form__stops">{T.stopsTitle}</h2>
      <p className="note">{T.stopsNote}</p>
      {reading.beginNote ? (
        <p className="note" role="status">
          {reading.beginNote}
        </p>
      ) : null}
      <ol className="plain-list stay-rows">
        {rows.map((row, i) => (
          <StopRowFields key={`${i}-${row.country}-${row.arrive}-${row.depart}`} n={i + 1} row={row} countries={countries} />
        ))}
      </ol>
      <div className="schengen-form__actions">
        <button type="submit" className="button button--primary">
          {T.plan}
        </button>
        {reading.rows.length < MAX_STOPS ? (
          <button type="submit" name="add" value="1" className="button button--secondary">
            {T.add}
          </button>
        ) : null}
      </div>
    </form>
  );
}
