/**
 * @module A pair's history agrees with its answer (issue #43): the dated rules a person reviewed (requirement
 * corrections, the data desk's changes) are listed with the snapshots' changes, newest first, so a pair answered
 * "visa free for 30 days" by a reviewed rule never shows only the snapshot's "→ visa free (90 days)" as its latest
 * change. Each rule names its source and its dates; one that has ended says so.
 */
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import type { RequirementCorrection } from "../visa/corrections";
import { changeDirection, changeKindOf, type ChangeDirection, type RequirementChange, valueLabel } from "./change";

/** A reviewed rule of one pair, with the value it replaced. */
export type PairRule = RequirementCorrection & { previous: string | null };

/** A history line: a snapshot change or a dated rule, with the words and direction the page shows. */
export type PairHistoryLine = RequirementChange & { direction: ChangeDirection; sentence: string };

/**
 * The sentence of a dated rule on `day`.
 * @example pairRuleSentence(malaysia, "2026-11-28")
 *   // "Dated rule from 1 Jan 2025 to 31 Dec 2026: visa free (90 days) → visa free (30 days), from The Star (reviewed against the Passport Index snapshot of 17 Feb 2026, which it stands over)"
 */
export function pairRuleSentence(rule: PairRule, day: IsoDate): string {
  const ended = rule.validUntilOn !== null && rule.validUntilOn < day;
  const dates = `from ${formatIsoDate(rule.effectiveOn)}${rule.validUntilOn ? ` to ${formatIsoDate(rule.validUntilOn)}` : ""}`;
  const values = rule.previous ? `${valueLabel(rule.previous)} → ${valueLabel(rule.requirement)}` : valueLabel(rule.requirement);
  return `Dated rule ${dates}${ended ? ", now ended" : ""}: ${values}, from ${rule.source} (reviewed against the Passport Index snapshot of ${formatIsoDate(rule.reviewedAgainstOn)}, which it stands over)`;
}

/**
 * The lines of a pair's history on `day`, at most `limit`: first the rule in force that day (the answer's own), then
 * every other rule that had begun and the snapshots' changes, newest first (a rule by its first day, a change by the
 * first snapshot that showed it). A snapshot change that the rule in force was reviewed against and stands over says
 * so, so "→ visa free (90 days)" never reads as today's rule beside a reviewed 30 days.
 */
export function pairHistoryLines(
  changes: readonly PairHistoryLine[],
  rules: readonly PairRule[],
  day: IsoDate,
  limit: number,
  pair: { passport: string; destination: string },
): PairHistoryLine[] {
  const ruleLines = rules
    .filter((r) => r.effectiveOn <= day)
    .map((r): PairHistoryLine => {
      const before = r.previous ?? r.requirement;
      const change = {
        passportCountryCode: pair.passport,
        destinationCountryCode: pair.destination,
        before,
        after: r.requirement,
        seenBeforeOn: r.effectiveOn,
        seenAfterOn: r.effectiveOn,
        kind: before === r.requirement ? ("days" as const) : changeKindOf(before, r.requirement),
        note: null,
      };
      return { ...change, direction: changeDirection(change), sentence: pairRuleSentence(r, day) };
    });
  const current = rules.find(
    (r) =>
      r.effectiveOn <= day &&
      (r.validUntilOn === null || r.validUntilOn >= day) &&
      rules.every((o) => o === r || !(o.effectiveOn <= day && (o.validUntilOn === null || o.validUntilOn >= day) && o.effectiveOn > r.effectiveOn)),
  );
  const overridden = (c: PairHistoryLine) => !!current && c.seenAfterOn <= current.reviewedAgainstOn && c.after !== current.requirement;
  const marked = changes.map((c) =>
    overridden(c) ? { ...c, sentence: `${c.sentence} (the snapshot's reading: the dated rule above stands over it)` } : c,
  );
  const first = ruleLines.filter((l) => current && l.seenAfterOn === current.effectiveOn && l.after === current.requirement);
  const rest = [...ruleLines.filter((l) => !first.includes(l)), ...marked].sort((a, b) => b.seenAfterOn.localeCompare(a.seenAfterOn));
  return [...first, ...rest].slice(0, limit);
}
