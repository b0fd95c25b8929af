/**
 * @module One page of changes, newest first: each change names the pair, its interval sentence (the two snapshot
 * dates, never one day) and whether it made travel easier or harder; then the links to the other pages.
 */
import type { ChangeDirection } from "../../../shared/history/change";
import { DirectionBadge } from "../history/direction-badge";
import type { ChangesSearch } from "./changes-search";

/** A change as the list receives it (the history.changes procedure's row). */
export interface ListedChange {
  passportCountryCode: string;
  destinationCountryCode: string;
  seenAfterOn: string;
  direction: ChangeDirection;
  sentence: string;
  passport: { name: string; flagEmoji: string };
  destination: { name: string; flagEmoji: string };
}

/** The URL of another page of the same filters. */
export function pageHref(search: ChangesSearch, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...search, page: page > 1 ? String(page) : "" }))
    if (value !== undefined && value !== "") query.set(key, String(value));
  const text = query.toString();
  return `/changes${text ? `?${text}` : ""}`;
}

export function ChangeList({ rows }: { rows: readonly ListedChange[] }) {
  return (
    <ol className="change-list">
      {rows.map((change) => {
        return (
          <li key={`${change.passportCountryCode}-${change.destinationCountryCode}-${change.seenAfterOn}`} className="change-list__item">
            <p className="change-list__pair">
              <span aria-hidden="true">{change.passport.flagEmoji}</span> {change.passport.name} →{" "}
              <span aria-hidden="true">{change.destination.flagEmoji}</span> {change.destination.name}
              <DirectionBadge direction={change.direction} />
            </p>
            <p className="change-list__sentence">{change.sentence}</p>
          </li>
        );
      })}
    </ol>
  );
}

/** Previous / page N of M / next, as links keeping the filters. */
export function Pagination({ search, page, pageCount }: { search: ChangesSearch; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages of changes">
      {page > 1 ? (
        <a className="button button--secondary" href={pageHref(search, page - 1)} rel="prev">
          Previous
        </a>
      ) : null}
      <span className="pagination__status" aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <a className="button button--secondary" href={pageHref(search, page + 1)} rel="next">
          Next
        </a>
      ) : null}
    </nav>
  );
}
