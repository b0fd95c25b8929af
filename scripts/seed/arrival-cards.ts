/**
 * @module The arrival_cards rows (data/visa-fees/arrival-cards.json, this project's own file; issue #45): each
 * destination's online arrival card with its site and its source, validated so that a bad address, an unknown
 * destination or a date a source cannot have stops the seed with the file, the record and the reason.
 */
import { z } from "zod";
import type { SeedProblem } from "../../shared/data-input/errors";
import { countryCodeSchema } from "../../shared/passport-index/schemas";
import { ENTRY_DOCUMENTS } from "../../shared/visa/entry-documents";
import type { arrivalCards } from "../../worker/db/schema";
import type { TableBuild } from "./correction-rows";
import type { JsonRecord } from "./parse";
import { httpUrlSchema, isoDateSchema, nonEmptyText } from "./schemas";
import type { RowOf } from "./sql";

const listedOnce = <T extends z.ZodType>(item: T) => z.array(item).refine((list) => new Set(list).size === list.length, "an entry is listed twice");

/** One card of arrival-cards.json (`cards`), fields as the file's `about` and visa-fees/PROJECT-FILES.md give them. */
export const arrivalCardSchema = z
  .strictObject({
    destination: countryCodeSchema,
    name: nonEmptyText,
    shortName: nonEmptyText,
    url: httpUrlSchema,
    mandatory: z.boolean(),
    since: isoDateSchema.nullable(),
    exemptPassports: listedOnce(countryCodeSchema),
    exemptWith: listedOnce(z.enum(ENTRY_DOCUMENTS, `expected one of ${ENTRY_DOCUMENTS.join(", ")}`)),
    source: nonEmptyText,
    sourceUrl: httpUrlSchema,
    official: z.boolean(),
    sourceDate: isoDateSchema.nullable(),
    checkedOn: isoDateSchema,
    evidence: nonEmptyText,
    notes: z.string().nullable(),
  })
  .superRefine((c, ctx) => {
    if (c.sourceDate && c.sourceDate > c.checkedOn) {
      ctx.addIssue({ code: "custom", path: ["sourceDate"], message: "sourceDate is after checkedOn: a source cannot be read before its date" });
    }
    if (c.exemptPassports.includes(c.destination)) {
      ctx.addIssue({ code: "custom", path: ["exemptPassports"], message: "lists the destination itself: its own citizens file no arrival card" });
    }
  });

/** A parsed card. */
export type ArrivalCardRecord = z.output<typeof arrivalCardSchema>;

/** What the rows are checked against. */
export interface ArrivalCardContext {
  file: string;
  /** The Passport Index codes: a destination and an exempt passport must be among them. */
  codes: ReadonlySet<string>;
}

/**
 * One row per card. Problems, each at its record: a destination outside the Passport Index, a destination given
 * twice, an exempt passport outside the Passport Index.
 */
export function arrivalCardRows(
  cards: readonly JsonRecord<ArrivalCardRecord>[],
  context: ArrivalCardContext,
): TableBuild<RowOf<typeof arrivalCards>> {
  const problems: SeedProblem[] = [];
  const rows: RowOf<typeof arrivalCards>[] = [];
  const seen = new Map<string, number>();
  for (const { value: c, index, line } of cards) {
    const problem = (message: string) => problems.push({ file: context.file, line, record: { index, id: `destination ${c.destination}` }, message });
    if (!context.codes.has(c.destination)) problem(`destination ${c.destination} is not a Passport Index code`);
    const before = seen.get(c.destination);
    if (before !== undefined) problem(`destination ${c.destination} already has a card (record ${before})`);
    seen.set(c.destination, index);
    for (const p of c.exemptPassports) if (!context.codes.has(p)) problem(`exemptPassports lists ${p}, which is not a Passport Index code`);
    rows.push({
      destinationCountryCode: c.destination,
      name: c.name,
      shortName: c.shortName,
      url: c.url,
      mandatory: c.mandatory,
      sinceOn: c.since,
      exemptPassports: JSON.stringify(c.exemptPassports),
      exemptWith: JSON.stringify(c.exemptWith),
      source: c.source,
      sourceUrl: c.sourceUrl,
      official: c.official,
      sourceDateOn: c.sourceDate,
      checkedOn: c.checkedOn,
      evidence: c.evidence,
      notes: c.notes,
    });
  }
  return { rows, problems, warnings: [] };
}
