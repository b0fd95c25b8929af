/**
 * @module The changes page's filters: a GET form to /changes (so it works without any script and its URL is the
 * result's), passport, destination, easier/harder and the period, each with its message when the server refused it.
 */
import type { CountrySummary } from "../../../shared/countries/country";
import { FilterField, invalidProps } from "../../components/filter-field";
import type { ChangesSearch } from "./changes-search";

/** The form, filled with `search` (the URL's values, as typed). */
export function ChangesFilters({
  search,
  countries,
  problems,
}: {
  search: ChangesSearch;
  countries: readonly CountrySummary[];
  problems: Record<string, string>;
}) {
  const countrySelect = (field: "passport" | "destination", label: string, any: string) => (
    <FilterField id={`changes-${field}`} label={label} problem={problems[field]}>
      <select
        id={`changes-${field}`}
        name={field}
        className="input"
        defaultValue={search[field]?.toUpperCase() ?? ""}
        {...invalidProps(problems[field], `changes-${field}`)}
      >
        <option value="">{any}</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    </FilterField>
  );
  return (
    <form className="panel changes-filters" method="get" action="/changes" aria-label="Filter the changes" data-clean-query="">
      {countrySelect("passport", "Passport", "Any passport")}
      {countrySelect("destination", "Destination", "Any destination")}
      <FilterField id="changes-direction" label="For travellers" problem={problems.direction}>
        <select
          id="changes-direction"
          name="direction"
          className="input"
          defaultValue={search.direction ?? ""}
          {...invalidProps(problems.direction, "changes-direction")}
        >
          <option value="">Easier or harder</option>
          <option value="easier">Easier</option>
          <option value="harder">Harder</option>
        </select>
      </FilterField>
      <FilterField id="changes-from" label="Seen from" problem={problems.from}>
        <input
          id="changes-from"
          name="from"
          type="date"
          className="input"
          defaultValue={search.from ?? ""}
          {...invalidProps(problems.from, "changes-from")}
        />
      </FilterField>
      <FilterField id="changes-to" label="Seen until" problem={problems.to}>
        <input id="changes-to" name="to" type="date" className="input" defaultValue={search.to ?? ""} {...invalidProps(problems.to, "changes-to")} />
      </FilterField>
      <div className="changes-filters__actions">
        <button type="submit" className="button button--primary">
          Show changes
        </button>
        <a className="button button--secondary" href="/changes">
          Clear filters
        </a>
      </div>
    </form>
  );
}
