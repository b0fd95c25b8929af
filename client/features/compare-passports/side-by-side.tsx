/**
 * @module The compare page's side-by-side table: each passport's rank, mobility score and counts by category, in the
 * order asked, each name linking to its finder. One passport alone gets the same table, so the figures a visitor saw
 * stay where they were when a passport is removed.
 */
import { Link } from "@tanstack/react-router";
import type { CountrySummary } from "../../../shared/countries/country";
import { holdsFor } from "../../../shared/concessions/holds";
import { CATEGORY_LABELS } from "../../../shared/passport/category-labels";
import { POWER_CATEGORIES, type RankedPower } from "../../../shared/passport/power";

export function SideBySide({ passports, holds }: { passports: readonly (RankedPower & { country: CountrySummary })[]; holds?: string }) {
  return (
    <div className="table-scroll">
      <table className="compact-table compare-table">
        <thead>
          <tr>
            <td />
            {passports.map((p) => (
              <th key={p.passport} scope="col">
                <Link to="/visa-free" search={{ passport: p.passport, holds: holdsFor(p.passport, holds) }}>
                  <span aria-hidden="true">{p.country.flagEmoji}</span> {p.country.name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Rank</th>
            {passports.map((p) => (
              <td key={p.passport}>{p.rank}</td>
            ))}
          </tr>
          <tr className="compare-table__score">
            <th scope="row">Mobility score</th>
            {passports.map((p) => (
              <td key={p.passport}>{p.mobility}</td>
            ))}
          </tr>
          {POWER_CATEGORIES.map((c) => (
            <tr key={c}>
              <th scope="row">{CATEGORY_LABELS[c]}</th>
              {passports.map((p) => (
                <td key={p.passport}>{p.counts[c]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
