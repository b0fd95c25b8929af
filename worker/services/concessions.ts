/**
 * @module The entry concessions for Indian passport holders (exemptions/in-exemptions.json): every record with the
 * destination's base requirement for an Indian passport (the current requirement data with its corrections), whether
 * the record upgrades it, the destination's caveat, and how many destinations each document unlocks.
 */
import type { CountrySummary } from "../../shared/countries/country";
import { CONCESSION_CAVEATS } from "../../shared/concessions/caveats";
import { type Concession, concessionEndedText, concessionInForce, isUpgrade, mergeConcessions } from "../../shared/concessions/concession";
import { HELD_DOCUMENTS, type HeldDocumentKey } from "../../shared/concessions/documents";
import { checkHref, holdsParam } from "../../shared/concessions/holds";
import { isNoVisa } from "../../shared/passport/counts";
import { countsForMobility } from "../../shared/passport/power";
import type { ConcessionFilters } from "../../shared/schemas/concessions";
import { type CountryCode, parseCountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import type { RequirementCategory } from "../../shared/visa/requirement";
import type { Db } from "../db/client";
import { listConcessions } from "../db/queries/concessions";
import { listCountries } from "../db/queries/countries";
import { listDatasets } from "../db/queries/datasets";
import { CountryNotFoundError, InvalidFilterError } from "./errors";
import { keptForVersion } from "./kept-for-version";
import { loadSourceStatuses } from "./source-statuses";
import type { SourceNoteOf } from "../../shared/watch/source-statuses";
import { loadPassportProfile } from "./passport-power";
import type { DatedConcession, PairConcessions } from "../../shared/concessions/fragment-facts";
import { type RuleCounts, ruleCounts } from "../../shared/concessions/rule-counts";

export type { DatedConcession, PairConcessions };

const INDIA = parseCountryCode("IN")!;
/** Id of the concessions' row in `datasets` (written by the seed). */
const CONCESSIONS_DATASET_ID = "entry-concessions";

/** One record with its destination, that destination's base requirement for IN, and whether it upgrades it. */
export interface ConcessionRow {
  destination: CountrySummary;
  /** The Indian passport's requirement without the document. */
  base: RequirementCategory;
  concession: DatedConcession;
  /** The grant is in force and easier than the base (a concession never makes a rule stricter). */
  upgrades: boolean;
}

/** What one document unlocks for an Indian passport. */
export interface DocumentUnlock {
  document: HeldDocumentKey;
  /** Destinations with any concession for the document. */
  destinations: number;
  /** Of those, destinations entered without a visa in advance only with the document (base not visa free, on arrival or eTA). */
  extraWithoutVisa: number;
}

/** The table of concessions (`concessions.table`). */
export interface ConcessionTable {
  /** The day the records were compiled (YYYY-MM-DD): not a day anyone checked a live government page. */
  compiledOn: IsoDate | null;
  /** The requirement data's date behind `base` (YYYY-MM-DD). */
  requirementsAsOn: IsoDate | null;
  /** The filtered records, by destination name then the documents' order. */
  rows: ConcessionRow[];
  /** Caveats of the destinations in `rows`. */
  caveats: Record<string, string>;
  /**
   * Before filtering: the records in force (ruleCounts' inForce), their destinations and official records, and how many
   * have ended or not yet started (listed, counted nowhere).
   */
  totals: { records: number; destinations: number; official: number; ended: number; notYet: number };
  /** The filtered `rows` by state, counted as `totals` is: what the list's heading says (ruleCountText). */
  shown: RuleCounts;
  /** Per document, over the records in force. */
  unlocks: DocumentUnlock[];
  /** Destinations with at least one concession (code and name), for the filter. */
  destinations: CountrySummary[];
}

/**
 * The concessions table for Indian passport holders as of `today` (YYYY-MM-DD, UTC), filtered.
 * @throws InvalidFilterError on `destination` for a code that is not a country in the data.
 */
export async function loadConcessionTable(db: Db, today: IsoDate, filters: ConcessionFilters): Promise<ConcessionTable> {
  const [concessions, profile, datasets, countries, statuses] = await Promise.all([
    listConcessions(db, INDIA),
    loadPassportProfile(db, today, INDIA),
    listDatasets(db),
    listCountries(db),
    loadSourceStatuses(db),
  ]);
  const baseOf = new Map(profile.destinations.map((d) => [d.code, d.category]));
  const countryOf = new Map<string, CountrySummary>(countries.map((c) => [c.code, c]));
  if (filters.destination && !countryOf.has(filters.destination)) {
    throw new InvalidFilterError("destination", `We have no country with the code ${filters.destination}.`);
  }
  const summaryOf = new Map<string, CountrySummary>();
  const all: ConcessionRow[] = concessions.flatMap((concession) => {
    const destination = countryOf.get(concession.destination);
    const base = baseOf.get(concession.destination);
    if (!destination || !base) return [];
    summaryOf.set(destination.code, destination);
    const inForce = concessionInForce(concession, today);
    return [{ destination, base, concession: dated(concession, today, statuses.noteOf), upgrades: inForce && isUpgrade(concession.grants, base) }];
  });
  // Listed with their end (or start), counted nowhere: the same rule as ruleCounts, so the lead and the list agree.
  const current = all.filter((r) => concessionInForce(r.concession, today));
  const allCounts = ruleCounts(
    all.map((r) => r.concession),
    today,
  );
  const order = (key: HeldDocumentKey) => HELD_DOCUMENTS.findIndex((d) => d.key === key);
  const rows = all
    .filter(
      (r) =>
        (!filters.document || r.concession.document === filters.document) &&
        (!filters.destination || r.destination.code === filters.destination) &&
        (!filters.grants || r.concession.grants === filters.grants),
    )
    .sort((a, b) => a.destination.name.localeCompare(b.destination.name, "en") || order(a.concession.document) - order(b.concession.document));
  const unlocks = HELD_DOCUMENTS.map(({ key }) => {
    const mine = current.filter((r) => r.concession.document === key);
    const extra = new Set(
      mine
        .filter((r) => r.upgrades && countsForMobility(r.concession.grants as RequirementCategory) && !countsForMobility(r.base))
        .map((r) => r.destination.code),
    );
    return { document: key, destinations: new Set(mine.map((r) => r.destination.code)).size, extraWithoutVisa: extra.size };
  });
  const caveats = Object.fromEntries(
    [...new Set(rows.map((r) => r.destination.code))].flatMap((code) => (CONCESSION_CAVEATS[code] ? [[code, CONCESSION_CAVEATS[code]]] : [])),
  );
  return {
    compiledOn: datasets.find((d) => d.id === CONCESSIONS_DATASET_ID)?.asOn ?? null,
    requirementsAsOn: profile.asOn,
    rows,
    caveats,
    totals: {
      records: allCounts.inForce,
      destinations: new Set(current.map((r) => r.destination.code)).size,
      official: current.filter((r) => r.concession.official).length,
      ended: allCounts.ended,
      notYet: allCounts.notYet,
    },
    shown: ruleCounts(
      rows.map((r) => r.concession),
      today,
    ),
    unlocks,
    destinations: [...summaryOf.values()].sort((a, b) => a.name.localeCompare(b.name, "en")),
  };
}

/** The record with its end (when past) and its source's note (issue #35). */
function dated(concession: Concession, today: IsoDate, noteOf: SourceNoteOf): DatedConcession {
  return { ...concession, ended: concessionEndedText(concession, today), sourceNote: concessionNote(concession, noteOf) };
}

/** A concession's source note: a concession is an entry rule, and its record gives no day a person read the page. */
function concessionNote(concession: Concession, noteOf: SourceNoteOf): string | null {
  return noteOf({ url: concession.sourceUrl, subject: "rule", official: concession.official, readOn: null });
}

/** A destination whose requirement the held documents make easier, merged (shared/concessions/concession.ts). */
export interface UpgradedDestination {
  destination: CountrySummary;
  /** The destination's region, at the top so the finder filters and counts these as it does its own cards. */
  region: string;
  /** The destination's check with the documents held (checkHref), built here so the finder ships no code for it. */
  href: string;
  /** Without the documents. */
  base: RequirementCategory;
  /** With them: the most favourable concession's grant. */
  category: RequirementCategory;
  /** That concession, with its source. */
  concession: Concession;
  /** The destination's doubt named in exemptions/SOURCE.md (old sources, a temporary measure, disagreement), or null. */
  caveat: string | null;
  /** The watch's sentence about the concession's source page (issue #35), or null. */
  sourceNote: string | null;
}

/** What the held documents change for a passport (`concessions.unlocked`). */
export interface UnlockedDestinations {
  holds: HeldDocumentKey[];
  /** Every destination made easier, by name. */
  upgraded: UpgradedDestination[];
  /** Of those, the ones entered without a visa in advance only thanks to the documents (the personal mobility score). */
  withoutVisa: UpgradedDestination[];
  /**
   * Of those, the no-visa destinations (visa free or on arrival) only thanks to the documents: the finder's extra list,
   * counted beside its no-visa destinations under the same definition (shared/passport/counts.ts, decision 16).
   */
  noVisa: UpgradedDestination[];
}

/**
 * The destinations `holds` make easier for `passport` as of `today` (YYYY-MM-DD, UTC). Only Indian passports have
 * concessions: another passport gets none. Kept per data version, day, passport and documents: the finder, its map and
 * the personal score ask for the same few combinations often.
 * @throws CountryNotFoundError for a passport not in the data.
 */
export async function loadUnlocked(db: Db, today: IsoDate, passport: CountryCode, holds: readonly HeldDocumentKey[]): Promise<UnlockedDestinations> {
  return keptForVersion(db, `unlocked|${today}|${passport}|${holds.join(",")}`, () => computeUnlocked(db, today, passport, holds));
}

async function computeUnlocked(db: Db, today: IsoDate, passport: CountryCode, holds: readonly HeldDocumentKey[]): Promise<UnlockedDestinations> {
  const profile = await loadPassportProfile(db, today, passport);
  if (passport !== INDIA || holds.length === 0) return { holds: [...holds], upgraded: [], withoutVisa: [], noVisa: [] };
  const [concessions, countries, statuses] = await Promise.all([listConcessions(db, INDIA), listCountries(db), loadSourceStatuses(db)]);
  const byDestination = new Map<string, Concession[]>();
  for (const c of concessions) byDestination.set(c.destination, [...(byDestination.get(c.destination) ?? []), c]);
  const countryOf = new Map<string, CountrySummary>(countries.map((c) => [c.code, c]));
  const held = new Set(holds);
  const upgraded = profile.destinations.flatMap((d) => {
    const merged = mergeConcessions(d.category, byDestination.get(d.code) ?? [], held, today);
    const destination = countryOf.get(d.code);
    return merged.best && destination
      ? [
          {
            destination,
            region: destination.region,
            href: checkHref(INDIA, d.code, holdsParam(holds)),
            base: d.category,
            category: merged.category,
            concession: merged.best,
            caveat: CONCESSION_CAVEATS[d.code] ?? null,
            sourceNote: concessionNote(merged.best, statuses.noteOf),
          },
        ]
      : [];
  });
  return {
    holds: [...holds],
    upgraded,
    withoutVisa: upgraded.filter((u) => countsForMobility(u.category) && !countsForMobility(u.base)),
    noVisa: upgraded.filter((u) => isNoVisa(u.category) && !isNoVisa(u.base)),
  };
}

/**
 * The concessions of `destination` for Indian passports as of `today` (YYYY-MM-DD, UTC), merged with `holds`; null
 * when the destination has none (a code not in the data has none).
 * @throws CountryNotFoundError when records name a destination missing from the requirement data.
 */
export async function loadPairConcessions(
  db: Db,
  today: IsoDate,
  destination: CountryCode,
  holds: readonly HeldDocumentKey[],
): Promise<PairConcessions | null> {
  return keptForVersion(db, `pair|${today}|${destination}|${holds.join(",")}`, () => computePairConcessions(db, today, destination, holds));
}

async function computePairConcessions(
  db: Db,
  today: IsoDate,
  destination: CountryCode,
  holds: readonly HeldDocumentKey[],
): Promise<PairConcessions | null> {
  // Most destinations have no concession: one query answers them before anything else is loaded.
  const order = (key: HeldDocumentKey) => HELD_DOCUMENTS.findIndex((d) => d.key === key);
  const records = (await listConcessions(db, INDIA))
    .filter((c) => c.destination === destination)
    .sort((a, b) => order(a.document) - order(b.document));
  if (records.length === 0) return null;
  const [profile, datasets, countries, statuses] = await Promise.all([
    loadPassportProfile(db, today, INDIA),
    listDatasets(db),
    listCountries(db),
    loadSourceStatuses(db),
  ]);
  const country = countries.find((c) => c.code === destination);
  const base = profile.destinations.find((d) => d.code === destination)?.category;
  if (!country || !base) throw new CountryNotFoundError([destination]);
  return {
    destination: country,
    base,
    concessions: records.map((c) => dated(c, today, statuses.noteOf)),
    merged: mergeConcessions(base, records, new Set(holds), today),
    holds: [...holds],
    caveat: CONCESSION_CAVEATS[destination] ?? null,
    compiledOn: datasets.find((d) => d.id === CONCESSIONS_DATASET_ID)?.asOn ?? null,
  };
}
