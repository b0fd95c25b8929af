/** @module The free-text search's results table (Country, Duration, Native Fee, USD, the visitor's currency) and rates note. */
import type { SearchRow } from "../../../shared/search/index";

/** Link to the home check of the searched passport → the row's destination, which shows every option in full. */
function checkHref(passport: string, code: string): string {
  return `/?from=${encodeURIComponent(passport)}&to=${encodeURIComponent(code)}`;
}

function Status({ row }: { row: SearchRow }) {
  if (row.estimate) return <span className="badge badge--estimate">Estimate</span>;
  return row.verified ? <span className="badge badge--verified">Verified</span> : <span className="badge badge--unverified">Unverified</span>;
}

function Source({ row }: { row: SearchRow }) {
  const checked = row.dates ? `, ${row.dates}` : null;
  if (!row.sourceUrl) {
    return (
      <span className="option__source">
        {/* An estimate names its maker; a record with no source shows "No source on record" alone. */}
        {row.estimate ? "Source: " : null}
        {row.source}
        {checked}
      </span>
    );
  }
  return (
    <span className="option__source">
      Source:{" "}
      <a href={row.sourceUrl} target="_blank" rel="noopener noreferrer">
        {row.source}
      </a>
      {checked}
    </span>
  );
}

/**
 * The result rows of one search, in USD and the visitor's currency (`localCurrency`, none beside USD for a visitor
 * whose currency is USD), with the server's note on the rates behind them.
 */
export function VisaSearchResults({
  rows,
  ratesNote,
  localCurrency,
  label,
  passport,
  passports,
}: {
  rows: readonly SearchRow[];
  ratesNote: string | null;
  localCurrency: string | null;
  label: string;
  /** The passport searched for: each row links to its check. */
  passport: string;
  /** How the note names the searched passport's holders' passports ("Indian passports"), or null before it is known. */
  passports: string | null;
}) {
  return (
    <>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
        <table className="table search-table">
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">Duration</th>
              <th scope="col">Native Fee</th>
              <th scope="col">USD</th>
              {localCurrency ? <th scope="col">{localCurrency}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <a className="search-table__country" href={checkHref(passport, row.countryCode)}>
                    <span className="flag" aria-hidden="true">
                      {row.flagEmoji}
                    </span>{" "}
                    {row.country}
                  </a>
                  <span className="option__subtype">
                    {row.visaTypeLabel}: {row.subtype}
                  </span>
                  <span className="option__badges">
                    <Status row={row} />
                    {row.eVisa === "Yes" ? <span className="badge">e-Visa</span> : null}
                  </span>
                  <Source row={row} />
                </th>
                <td data-label="Duration">{row.duration}</td>
                <td data-label="Native Fee">{row.nativeFee}</td>
                <td data-label="USD">{row.usdFee}</td>
                {localCurrency ? <td data-label={localCurrency}>{row.localFee}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ratesNote ? (
        <p className="note">
          {passports ? `Fees are for ${passports}. ` : null}
          {ratesNote} "—" means the conversion is unavailable: no rate is on record for that currency.
        </p>
      ) : null}
    </>
  );
}
