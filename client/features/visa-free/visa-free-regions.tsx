/**
 * @module The finder's region filter: links (so it works before hydration and without JavaScript) that keep
 * the region in the URL, each with its count of no-visa destinations.
 */
import { Link } from "@tanstack/react-router";
import { REGIONS, type Region } from "../../../shared/countries/regions";

export function RegionFilter({
  passport,
  holds,
  region,
  counts,
  total,
}: {
  passport: string;
  /** The URL's documents held, kept when the region changes. */
  holds?: string;
  region: Region | null;
  counts: Record<Region, number>;
  total: number;
}) {
  const options: { value: Region | undefined; label: string; count: number }[] = [
    { value: undefined, label: "All regions", count: total },
    ...REGIONS.map((r) => ({ value: r, label: r, count: counts[r] })),
  ];
  return (
    <nav className="vf-regions" aria-label="Filter by region">
      <ul className="vf-regions__list">
        {options.map((o) => {
          const current = (o.value ?? null) === region;
          return (
            <li key={o.label}>
              <Link
                to="/visa-free"
                search={{ passport, ...(o.value ? { region: o.value } : {}), ...(holds ? { holds } : {}) }}
                resetScroll={false}
                // Exact: "All regions" must not also match a URL with a region (TanStack matches search partially).
                activeOptions={{ exact: true, includeSearch: true }}
                className="vf-regions__link"
                aria-current={current ? "page" : undefined}
                data-empty={o.count === 0 ? "" : undefined}
              >
                {o.label} <span className="vf-regions__count">{o.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
