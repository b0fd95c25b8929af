/**
 * @module The changes list (`/changes`, `history.changes`, the Atom feeds): what changed between Passport Index
 * snapshots, newest first, filtered and paged, with a passport's summary ("India: N changes since Jan 2025: X
 * easier, Y harder") and its mobility at each snapshot. Source: the history of ilyankou/passport-index-dataset and
 * imorte/passport-index-data (MIT), plus imports (requirement_changes, passport_mobility).
 */
import type { CountrySummary } from "../../shared/countries/country";
import { describeChange, type ChangeDirection } from "../../shared/history/change";
import type { MobilityPoint } from "../../shared/history/mobility";
import { CHANGES_PAGE_SIZE, type ChangesInput } from "../../shared/schemas/history";
import type { IsoDate } from "../../shared/units/iso-date";
import type { Db } from "../db/client";
import { listCountries } from "../db/queries/countries";
import { countPassportChangesSince, listSnapshotDates, loadChangesPage, loadMobility, type DirectedChange } from "../db/queries/history";
import { listRequirementVersions } from "../db/queries/versions";
import { loadDatedRules } from "../db/queries/dated-rules";
import { datedRules, type DatedRules } from "../../shared/history/dated-rules";
import { InvalidFilterError } from "./errors";
import { loadSourceStatuses } from "./source-statuses";

/** A change as the list shows it: both countries named, the interval sentence (never a single day). */
export interface ChangeListEntry extends DirectedChange {
  passport: CountrySummary;
  destination: CountrySummary;
  /** "Changed between 12 Jan 2025 and 17 Feb 2026: visa required → e-Visa". */
  sentence: string;
}

/** A passport's changes since the previous data version, by direction. */
export interface PassportSummary {
  passport: CountrySummary;
  /** The previous version's date (YYYY-MM-DD): changes first seen after it are counted. */
  since: IsoDate;
  total: number;
  easier: number;
  harder: number;
}

/** One page of the changes list. */
export interface ChangesList {
  /** The filters as understood (codes upper case, dates checked, page ≥ 1). */
  filter: ChangesInput;
  rows: ChangeListEntry[];
  /** Changes matching the filters, over all pages. */
  total: number;
  /** Rows per page (100) and the number of pages (at least 1). */
  pageSize: number;
  pageCount: number;
  /** The passport filter's summary, or null without one. */
  summary: PassportSummary | null;
  /** The passport filter's mobility at each snapshot, oldest first; empty without one. */
  mobility: MobilityPoint[];
  /** Oldest and newest snapshot (YYYY-MM-DD): the span the history covers. */
  firstSnapshotOn: IsoDate | null;
  latestSnapshotOn: IsoDate | null;
  /** Every country (for the filters' choices), by name. */
  countries: CountrySummary[];
  /** Announced changes and rules with a last day, as of the day of the request, under the same filters, each with its source's note. */
  dated: DatedRules;
}

/**
 * The page of changes for `input`, with the announced and dated rules as of `today` (YYYY-MM-DD, UTC).
 * @throws InvalidFilterError for a passport or destination code that names no country in the data, or a page past
 *   the last one (its message names the last page).
 */
export async function loadChangesList(db: Db, input: ChangesInput, today: IsoDate): Promise<ChangesList> {
  const [countries, snapshots, versions, rules, statuses] = await Promise.all([
    listCountries(db),
    listSnapshotDates(db),
    listRequirementVersions(db),
    loadDatedRules(db),
    loadSourceStatuses(db),
  ]);
  const byCode = new Map(countries.map((c) => [c.code, c]));
  for (const field of ["passport", "destination"] as const) {
    const code = input[field];
    if (code && !byCode.has(code)) throw new InvalidFilterError(field, `No country with the code ${code} is in the data.`);
  }
  const filter = { passport: input.passport, destination: input.destination, direction: input.direction, from: input.from, to: input.to };
  const passport = input.passport ? byCode.get(input.passport) : undefined;
  // The summary counts the changes since the version before the current one (12 Jan 2025 before 17 Feb 2026).
  const current = versions.find((v) => v.isCurrent);
  const since = versions.find((v) => current && v.asOn < current.asOn)?.asOn ?? snapshots[0] ?? null;
  const [page, counts, mobility] = await Promise.all([
    loadChangesPage(db, filter, { offset: (input.page - 1) * CHANGES_PAGE_SIZE, limit: CHANGES_PAGE_SIZE }),
    passport && since ? countPassportChangesSince(db, passport.code, since) : null,
    passport ? loadMobility(db, passport.code) : [],
  ]);
  const pageCount = Math.max(1, Math.ceil(page.total / CHANGES_PAGE_SIZE));
  if (input.page > pageCount) throw new InvalidFilterError("page", `Page ${input.page} is past the last page (${pageCount}).`);
  const named = (code: string): CountrySummary =>
    byCode.get(code as CountrySummary["code"]) ?? {
      code: code as CountrySummary["code"],
      name: code,
      flagEmoji: "",
      region: "" as CountrySummary["region"],
    };
  return {
    filter: input,
    rows: page.rows.map((change) => ({
      ...change,
      passport: named(change.passportCountryCode),
      destination: named(change.destinationCountryCode),
      sentence: describeChange(change),
    })),
    total: page.total,
    pageSize: CHANGES_PAGE_SIZE,
    pageCount,
    summary: passport && counts && since ? { passport, since, total: sumOf(counts), easier: counts.easier, harder: counts.harder } : null,
    mobility,
    firstSnapshotOn: snapshots[0] ?? null,
    latestSnapshotOn: snapshots.at(-1) ?? null,
    countries,
    dated: datedRules({
      ...rules,
      today,
      name: (code) => named(code).name,
      filter: { passport: input.passport, destination: input.destination },
      sourceNoteOf: statuses.noteOf,
    }),
  };
}

function sumOf(counts: Record<ChangeDirection, number>): number {
  return counts.easier + counts.harder + counts.neither;
}
