/**
 * @module The directory's verified filter (issue #32): how many countries are verified, and two links, every country
 * or verified only (`?verified=1`). Links, not a checkbox, so the filter works with JavaScript off: each is a real URL
 * the server renders; once hydrated, the router follows it without a reload.
 */
import { Link } from "@tanstack/react-router";
import { VERIFIED_ONLY } from "../../../shared/directory/verified";

export interface DirectoryFilterProps {
  /** "45 of 100 countries verified" (verifiedCountText over every card). */
  summary: string;
  verifiedOnly: boolean;
  /** The search as the URL holds it (trimmed), kept by both links. */
  search: string;
  /** The passport the URL names, kept by both links; undefined when the page shows the visitor's. */
  passport?: string;
  /** Countries in the directory, and those with a Verified record (the links' counts). */
  total: number;
  verified: number;
}

export function DirectoryFilter({ summary, verifiedOnly, search, passport, total, verified }: DirectoryFilterProps) {
  const options = [
    { only: false, label: "All countries", count: total },
    { only: true, label: "Verified only", count: verified },
  ];
  return (
    <nav className="dir-filter" aria-label="Filter countries">
      <p className="dir-filter__summary">{summary}</p>
      <ul className="dir-filter__list">
        {options.map((o) => (
          <li key={o.label}>
            <Link
              to="/verified-visa-fees"
              search={{ ...(passport ? { passport } : {}), ...(search ? { search } : {}), ...(o.only ? { verified: VERIFIED_ONLY } : {}) }}
              resetScroll={false}
              // Exact: "All countries" must not also match the verified URL (TanStack matches search partially).
              activeOptions={{ exact: true, includeSearch: true }}
              className="dir-filter__link"
              aria-current={o.only === verifiedOnly ? "page" : undefined}
            >
              {o.label} <span className="dir-filter__count">{o.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
