/**
 * @module The data desk's reviewed changes (data/desk/*.json, issue #43) applied over the upstream files' records,
 * before the seed builds its rows: the upstream copies (`npm run data:sync`) stay as their authors ship them, and each
 * change the desk made stays a file of its own, with who reviewed it, when, and from which source. Pure: records in,
 * records out, problems located in the desk file.
 */
import type { SeedProblem } from "../../shared/data-input/errors";
import { addDays } from "../../shared/schengen/days";
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import type { AnnouncedCorrectionRecord, AnnouncedFeeRecord } from "./announced-schemas";
import type { DeskChange, DeskFile } from "./desk-schemas";
import type { JsonRecord } from "./parse";
import { correctionSchema, feeRecordSchema, type CorrectionRecord, type FeeRecord } from "./schemas";
import { worldFeeRecordSchema, type WorldFeeRecord } from "./world-fee-schemas";

/** A record with the file it came from, when that is not the upstream file (a desk file). */
export type Sourced<T> = JsonRecord<T> & { file?: string };

/** An Indian fee record, with the doubt the desk wrote beside a weak figure. */
export type DeskFeeRecord = FeeRecord & { doubt?: string | null };

/**
 * An announcement or notice: announced-fees.json's shape, with what the desk adds: whether it is in force and from
 * when, and who it covers when the file's words cannot say it (every passport but some).
 */
export type AnnouncedEntry = Omit<AnnouncedFeeRecord, "status"> & {
  status?: "announced" | "in force";
  inForceFrom?: IsoDate | null;
  scope?: { kind: "all-except" | "visa-exempt" | "list" | "all"; passports: readonly CountryCode[] };
  passportsText?: string;
  id?: string;
};

/** The records the desk changes. */
export interface DeskRecords {
  corrections: Sourced<CorrectionRecord>[];
  announced: Sourced<AnnouncedCorrectionRecord>[];
  announcedFees: Sourced<AnnouncedEntry>[];
  fees: Sourced<DeskFeeRecord>[];
  /** world-fees.json's records, then the desk's `world-fee` records (issue #45). */
  worldFees: Sourced<WorldFeeRecord>[];
}

/** A desk file as read: its name (for problems), its parsed content and the line of each change. */
export interface DeskInput {
  file: string;
  desk: DeskFile;
  /** 1-based line of each change in the file. */
  lines: readonly number[];
}

/** What the desk needs of the requirements data. */
export interface DeskContext {
  /** The current snapshot's date: a correction the desk writes is reviewed against it. */
  snapshotOn: IsoDate;
  /** The current snapshot's value for a pair, or null. */
  valueOf: (passport: CountryCode, destination: CountryCode) => string | null;
}

function sourceFields(change: DeskChange) {
  return { official: change.official, source: change.source, sourceUrl: change.sourceUrl, checkedOn: change.checkedOn, evidence: change.evidence };
}

/**
 * Applies the desk files in order (by file name: their ids begin with their review date) over the upstream records.
 * Problems: an in-force change that matches no announcement, a fee change for an id no record has, an end for a pair
 * with no rule to end; each at its change's line in the desk file.
 */
export function applyDesk(
  records: DeskRecords,
  inputs: readonly DeskInput[],
  context: DeskContext,
): { records: DeskRecords; problems: SeedProblem[] } {
  const out: DeskRecords = {
    corrections: [...records.corrections],
    announced: [...records.announced],
    announcedFees: [...records.announcedFees],
    fees: [...records.fees],
    worldFees: [...records.worldFees],
  };
  const problems: SeedProblem[] = [];
  for (const input of [...inputs].sort((a, b) => a.desk.id.localeCompare(b.desk.id))) {
    input.desk.changes.forEach((change, i) => {
      const at = { file: input.file, line: input.lines[i] ?? 1, index: i };
      const problem = (message: string) => problems.push({ file: at.file, line: at.line, record: { index: i, id: change.kind }, message });
      const push = (value: CorrectionRecord) => out.corrections.push({ value, index: i, line: at.line, file: at.file });
      const correction = (passports: readonly CountryCode[], destination: CountryCode, requirement: string, from: IsoDate, until: IsoDate | null) =>
        ({
          passports: [...passports],
          destination,
          requirement,
          previous: Object.fromEntries(passports.flatMap((p) => (context.valueOf(p, destination) ? [[p, context.valueOf(p, destination)]] : []))),
          effectiveFrom: from,
          validUntil: until,
          status: "in force",
          reviewedAgainst: context.snapshotOn,
          ...sourceFields(change),
          notes: change.notes ?? null,
        }) as CorrectionRecord;
      const after = (
        passports: readonly CountryCode[],
        destination: CountryCode,
        lastDay: IsoDate,
        a: NonNullable<Extract<DeskChange, { kind: "end" }>["after"]>,
      ) =>
        push({
          ...correction(passports, destination, a.requirement, addDays(lastDay, 1), null),
          ...sourceFields(a as unknown as DeskChange),
          notes: a.notes ?? null,
        });
      switch (change.kind) {
        case "correction": {
          push(correction(change.passports, change.destination, change.requirement, change.effectiveFrom, change.validUntil));
          if (change.after && change.validUntil) after(change.passports, change.destination, change.validUntil, change.after);
          break;
        }
        case "end": {
          const fresh: CountryCode[] = [];
          for (const passport of change.passports) {
            const found = out.corrections.findIndex(
              ({ value: c }) =>
                c.destination === change.destination &&
                c.passports.includes(passport) &&
                c.effectiveFrom <= change.lastDay &&
                (!c.validUntil || c.validUntil >= change.lastDay),
            );
            const existing = out.corrections[found];
            if (existing) {
              // Split the passport off the rule it shares, and end its copy on the last day.
              const others = existing.value.passports.filter((p) => p !== passport);
              if (others.length > 0) out.corrections[found] = { ...existing, value: { ...existing.value, passports: others } };
              else out.corrections.splice(found, 1);
              push({ ...existing.value, passports: [passport], validUntil: change.lastDay, notes: existing.value.notes ?? null });
            } else if (context.valueOf(passport, change.destination) !== null) {
              fresh.push(passport);
            } else {
              problem(`${passport} → ${change.destination} has no rule on record to end`);
            }
          }
          // Several passports with the same snapshot value end as one rule each value.
          const byValue = new Map<string, CountryCode[]>();
          for (const p of fresh) {
            const value = context.valueOf(p, change.destination) as string;
            byValue.set(value, [...(byValue.get(value) ?? []), p]);
          }
          for (const [value, passports] of byValue) push(correction(passports, change.destination, value, change.ruleFrom, change.lastDay));
          if (change.after) after(change.passports, change.destination, change.lastDay, change.after);
          break;
        }
        case "in-force": {
          if (change.passports) {
            const passports = change.passports;
            const found = out.announced.findIndex(
              ({ value: a }) => a.destination === change.destination && passports.every((p) => a.passports.includes(p)),
            );
            const announcement = out.announced[found];
            if (!announcement) {
              problem(`no requirement announcement for ${passports.join(", ")} → ${change.destination} to take force`);
              break;
            }
            const rest = announcement.value.passports.filter((p) => !passports.includes(p));
            if (rest.length > 0) out.announced[found] = { ...announcement, value: { ...announcement.value, passports: rest } };
            else out.announced.splice(found, 1);
            // The fee-less repeats of it in announced-fees.json ("Also in corrections.v2.json") took force with it.
            out.announcedFees = out.announcedFees.filter(
              ({ value: f }) =>
                !(
                  f.fee === null &&
                  f.destinations.length === 1 &&
                  f.destinations[0] === change.destination &&
                  Array.isArray(f.passports) &&
                  f.passports.some((p) => passports.includes(p))
                ),
            );
            push(correction(passports, change.destination, announcement.value.requirement, change.effectiveFrom as IsoDate, null));
          } else {
            const found = out.announcedFees.findIndex(
              ({ value: f }) => f.destinations.includes(change.destination) && f.appliesTo === change.appliesTo,
            );
            const announced = out.announcedFees[found];
            if (!announced) {
              problem(`no announced fee for ${change.destination} applies to "${change.appliesTo}"`);
              break;
            }
            out.announcedFees[found] = {
              ...announced,
              file: at.file,
              line: at.line,
              value: {
                ...announced.value,
                ...sourceFields(change),
                fee: change.fee ?? announced.value.fee,
                status: "in force",
                inForceFrom: change.effectiveFrom,
                notes: change.notes ?? announced.value.notes ?? null,
              },
            };
          }
          break;
        }
        case "notice": {
          const scope =
            "only" in change.scope
              ? { kind: "list" as const, passports: change.scope.only }
              : "all" in change.scope
                ? { kind: "all" as const, passports: [] }
                : "allExcept" in change.scope
                  ? { kind: "all-except" as const, passports: change.scope.allExcept }
                  : { kind: "visa-exempt" as const, passports: change.scope.visaExemptExcept };
          out.announcedFees.push({
            index: i,
            line: at.line,
            file: at.file,
            value: {
              id: change.id,
              passports: "all",
              scope,
              passportsText: change.passportsText,
              appliesTo: change.appliesTo,
              fee: change.fee,
              status: change.status,
              inForceFrom: change.status === "in force" ? change.effectiveFrom : null,
              announcedOn: (change.announcedOn ?? change.sourceDate ?? change.checkedOn) as IsoDate,
              expectedFrom: change.status === "announced" ? change.effectiveFrom : null,
              destinations: change.destinations,
              ...sourceFields(change),
              notes: change.notes ?? null,
            } as AnnouncedEntry,
          });
          break;
        }
        case "fee": {
          const found = out.fees.findIndex(({ value: f }) => f.id === change.id);
          const record = out.fees[found];
          if (!record) {
            problem(`no fee record has the id ${change.id}`);
            break;
          }
          // A change that sets no figure only adds its doubt: the record keeps the source its figure came from.
          const doubtOnly = Object.keys(change.set).length === 0;
          const changed: DeskFeeRecord = doubtOnly
            ? { ...record.value, doubt: change.doubt }
            : {
                ...record.value,
                ...change.set,
                source: change.source,
                sourceUrl: change.sourceUrl,
                isVerified: change.isVerified,
                checkedOn: change.checkedOn,
                sourceDate: change.sourceDate,
                evidence: change.evidence,
                notes: change.notes ?? record.value.notes,
                doubt: change.doubt,
              };
          if (doubtOnly && change.from) problem("a change that sets no figure has no `from` date");
          if (change.from) {
            out.fees[found] = { ...record, value: { ...record.value, validUntil: addDays(change.from, -1) } };
            out.fees.splice(found + 1, 0, {
              value: { ...changed, id: `${change.id.slice(0, 80 - `-from-${change.from}`.length)}-from-${change.from}`, effectiveFrom: change.from },
              index: i,
              line: at.line,
              file: at.file,
            });
          } else {
            out.fees[found] = { value: changed, index: i, line: at.line, file: at.file };
          }
          break;
        }
        case "world-fee": {
          const { kind: _kind, ...record } = change;
          if (out.worldFees.some(({ value }) => value.id === record.id)) problem(`a world fee record already has the id ${record.id}`);
          else out.worldFees.push({ value: record, index: i, line: at.line, file: at.file });
          break;
        }
      }
    });
  }
  // What the desk wrote is held to the upstream files' own schemas, so a desk record is one the seed would accept.
  for (const { value, file, line, index } of out.corrections) {
    if (!file) continue;
    const parsed = correctionSchema.safeParse(value);
    if (!parsed.success)
      for (const issue of parsed.error.issues) problems.push({ file, line, record: { index }, message: `${issue.path.join(".")}: ${issue.message}` });
  }
  for (const { value, file, line, index } of out.worldFees) {
    if (!file) continue;
    const parsed = worldFeeRecordSchema.safeParse(value);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        problems.push({ file, line, record: { index, id: value.id }, message: `${issue.path.join(".")}: ${issue.message}` });
  }
  for (const { value, file, line, index } of out.fees) {
    if (!file) continue;
    const { doubt: _doubt, ...record } = value;
    const parsed = feeRecordSchema.safeParse(record);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        problems.push({ file, line, record: { index, id: value.id }, message: `${issue.path.join(".")}: ${issue.message}` });
  }
  return { records: out, problems };
}
