/**
 * @module The directory's search box: a GET form to /verified-visa-fees?search=… so a search works with
 * JavaScript off; once hydrated, each keystroke filters at once and the form never submits.
 */
import { VERIFIED_ONLY } from "../../../shared/directory/verified";

/** Spec text of the search box. */
export const DIRECTORY_SEARCH_PLACEHOLDER = "Search countries...";

export interface DirectorySearchProps {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** The verified filter is on: a search submitted without JavaScript keeps it. */
  verifiedOnly: boolean;
  /** The passport the URL names, which a search submitted without JavaScript keeps; undefined for the visitor's. */
  passport?: string;
}

export function DirectorySearch({ value, onChange, maxLength, verifiedOnly, passport }: DirectorySearchProps) {
  return (
    <form className="dir-search" role="search" action="/verified-visa-fees" method="get" onSubmit={(event) => event.preventDefault()}>
      <span className="dir-search__icon" aria-hidden="true">
        ⌕
      </span>
      <input
        aria-label="Search countries"
        className="dir-search__input"
        type="search"
        name="search"
        placeholder={DIRECTORY_SEARCH_PLACEHOLDER}
        autoComplete="off"
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {verifiedOnly ? <input type="hidden" name="verified" value={VERIFIED_ONLY} /> : null}
      {passport ? <input type="hidden" name="passport" value={passport} /> : null}
    </form>
  );
}
