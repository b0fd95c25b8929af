/**
 * @module The requirements data's versions manifest (data/passport-index/versions.json) and the history files:
 * which snapshots the seed loads, which one is current, and the change rows between snapshots.
 */
import { z } from "zod";
import { formatIsoDate, type IsoDate } from "../../shared/units/iso-date";
import { readCsv, CsvLineError } from "../../shared/data-input/csv";
import { ProblemList, SeedInputError } from "../../shared/data-input/errors";
import type { SourceText } from "../../shared/data-input/source-text";
import { parseJsonDocument } from "./parse";
import { countryCodeSchema } from "../../shared/passport-index/schemas";
import { httpUrlSchema, isoDateSchema } from "./schemas";

/**
 * A file named by the manifest: relative to the manifest's own folder (data/passport-index/, where the upstream
 * files and imports live); `shared:<path>` is relative to the data directory the seed was given (`--data`).
 */
const dataFileSchema = z.string().regex(/^(shared:)?[A-Za-z0-9._/-]+$/, "expected a relative path, optionally prefixed shared:");

/** One version of the requirements matrix. */
export const versionEntrySchema = z.strictObject({
  /** Date the snapshot describes (YYYY-MM-DD): the version's key. */
  asOn: isoDateSchema,
  /** The dataset's name as the attribution shows it ("Passport Index data"). */
  name: z.string().trim().min(1),
  file: dataFileSchema,
  repository: z.string().trim().min(1),
  sourceUrl: httpUrlSchema,
  upstreamCommit: z
    .string()
    .regex(/^[0-9a-f]{40}$/, "expected a 40-hex commit")
    .nullable(),
  licence: z.string().trim().min(1),
  /** Change rows against the previous version, written by `npm run data:import` (absent for versions the shared history covers). */
  changes: dataFileSchema.optional(),
});

/** A parsed version entry. */
export type VersionEntry = z.infer<typeof versionEntrySchema>;

/** data/passport-index/versions.json. */
export const versionsManifestSchema = z
  .strictObject({
    current: isoDateSchema,
    history: z.strictObject({ snapshots: dataFileSchema, changes: dataFileSchema }),
    versions: z.array(versionEntrySchema).min(1),
  })
  .superRefine((m, ctx) => {
    const dates = m.versions.map((v) => v.asOn);
    if (dates.some((d, i) => i > 0 && d <= (dates[i - 1] as string))) {
      ctx.addIssue({ code: "custom", path: ["versions"], message: "versions must be in increasing asOn order, each date once" });
    }
    if (!dates.includes(m.current)) ctx.addIssue({ code: "custom", path: ["current"], message: `${m.current} is not a listed version` });
  });

/** A parsed manifest. */
export type VersionsManifest = z.infer<typeof versionsManifestSchema>;

/**
 * Parses the manifest.
 * @throws SeedInputError naming the file and line of a malformed field.
 */
export function parseVersionsManifest(source: SourceText): VersionsManifest {
  return parseJsonDocument(source, versionsManifestSchema);
}

/**
 * The line the site shows for a version.
 * @example versionAttribution({ name: "Passport Index data", licence: "MIT", asOn: "2026-02-17" })
 *   // "Visa requirements: Passport Index data (MIT), as of 17 Feb 2026"
 */
export function versionAttribution(version: Pick<VersionEntry, "name" | "licence" | "asOn">): string {
  return `Visa requirements: ${version.name} (${version.licence}), as of ${formatIsoDate(version.asOn)}`;
}

/** A row of history/snapshots.csv. */
export interface SnapshotRow {
  takenOn: IsoDate;
  repository: string;
  upstreamCommit: string | null;
  pairs: number;
}

/** A row of a change file (history/changes.csv or an import's). */
export interface ChangeRow {
  passportCountryCode: z.infer<typeof countryCodeSchema>;
  destinationCountryCode: z.infer<typeof countryCodeSchema>;
  before: string;
  after: string;
  seenBeforeOn: IsoDate;
  seenAfterOn: IsoDate;
  kind: "category" | "days" | "relabel";
  note: "reverted-next" | "reverts-previous" | null;
}

/** The header of history/changes.csv, which the importer writes too. */
export const CHANGES_HEADER = ["passport", "destination", "before", "after", "seen_before_on", "seen_after_on", "kind", "note"] as const;
const SNAPSHOTS_HEADER = ["date", "repository", "commit", "pairs"] as const;

// The history keeps the snapshots' own values: "covid ban" (until Apr 2023) and "Hayya Entry Permit" (Qatar,
// Oct 2022 – early 2023, 396 changes) as well as today's vocabulary.
const historyValue = z
  .string()
  .regex(
    /^([1-9]\d{0,2}|visa free|visa on arrival|eta|e-visa|visa required|no admission|covid ban|Hayya Entry Permit)$/,
    "unknown requirement value",
  );
const changeRowSchema = z
  .object({
    passportCountryCode: countryCodeSchema,
    destinationCountryCode: countryCodeSchema,
    before: historyValue,
    after: historyValue,
    seenBeforeOn: isoDateSchema,
    seenAfterOn: isoDateSchema,
    kind: z.enum(["category", "days", "relabel"]),
    note: z.enum(["reverted-next", "reverts-previous", ""]).transform((n) => (n === "" ? null : n)),
  })
  .refine((r) => r.seenBeforeOn < r.seenAfterOn, { message: "seen_before_on must be before seen_after_on" })
  .refine((r) => r.before !== r.after, { message: "before and after are the same" });

/** Reads a headed CSV, checking the header and each row's field count; rows come with their line. */
function headedRows(source: SourceText, header: readonly string[], problems: ProblemList) {
  let records;
  try {
    records = readCsv(source.text);
  } catch (error) {
    if (error instanceof CsvLineError) throw new SeedInputError([{ file: source.name, line: error.line, message: error.message }]);
    throw error;
  }
  const found = records[0]?.fields.join(",") ?? "";
  if (found !== header.join(",")) {
    throw new SeedInputError([{ file: source.name, line: 1, message: `expected the header ${header.join(",")}, found ${JSON.stringify(found)}` }]);
  }
  return records.slice(1).filter(({ line, fields }) => {
    if (fields.length === header.length) return true;
    problems.add({ file: source.name, line, message: `expected ${header.length} fields (${header.join(",")}), found ${fields.length}` });
    return false;
  });
}

/**
 * Parses a change file (history/changes.csv's columns). Each pair may change once per seen_after_on.
 * @throws SeedInputError naming file and line of each problem (up to ten).
 */
export function parseChangesCsv(source: SourceText): ChangeRow[] {
  const problems = new ProblemList();
  const rows: ChangeRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of headedRows(source, CHANGES_HEADER, problems)) {
    const [passport, destination, before, after, seenBeforeOn, seenAfterOn, kind, note] = fields as string[];
    const parsed = changeRowSchema.safeParse({
      passportCountryCode: passport,
      destinationCountryCode: destination,
      before,
      after,
      seenBeforeOn,
      seenAfterOn,
      kind,
      note,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.add({ file: source.name, line, message: `${issue.path.join(".") || "row"}: ${issue.message}` });
      continue;
    }
    const key = `${parsed.data.passportCountryCode}-${parsed.data.destinationCountryCode}-${parsed.data.seenAfterOn}`;
    const other = seen.get(key);
    if (other !== undefined) {
      problems.add({ file: source.name, line, message: `${key} already given on line ${other}` });
      continue;
    }
    seen.set(key, line);
    rows.push(parsed.data as ChangeRow);
  }
  problems.throwIfAny();
  return rows;
}

const snapshotRowSchema = z.object({
  takenOn: isoDateSchema,
  repository: z.string().min(1),
  upstreamCommit: z
    .string()
    .regex(/^([0-9a-f]{40})?$/, "expected a 40-hex commit or nothing")
    .transform((c) => (c === "" ? null : c)),
  pairs: z.coerce.number().int().positive(),
});

/**
 * Parses history/snapshots.csv (`date,repository,commit,pairs`, oldest first).
 * @throws SeedInputError naming file and line of each problem.
 */
export function parseSnapshotsCsv(source: SourceText): SnapshotRow[] {
  const problems = new ProblemList();
  const rows: SnapshotRow[] = [];
  for (const { line, fields } of headedRows(source, SNAPSHOTS_HEADER, problems)) {
    const [takenOn, repository, upstreamCommit, pairs] = fields as string[];
    const parsed = snapshotRowSchema.safeParse({ takenOn, repository, upstreamCommit, pairs });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.add({ file: source.name, line, message: `${issue.path.join(".")}: ${issue.message}` });
      continue;
    }
    const previous = rows.at(-1);
    if (previous && parsed.data.takenOn <= previous.takenOn) {
      problems.add({ file: source.name, line, message: `${parsed.data.takenOn} is not after the previous snapshot ${previous.takenOn}` });
      continue;
    }
    rows.push(parsed.data);
  }
  problems.throwIfAny();
  return rows;
}
