/**
 * @module What changed for a follow (issue #47): the facts told last against the facts now. A fact whose value
 * changed is one change with its before and after; a fact that appeared (a new fee record, an announcement, a flag
 * the watch raised) or went (a record that ended, a flag acknowledged) is one too. The source of a change is the
 * source of what the page says now, or, for a fact that went, of what it said.
 */
import type { AlertFact, FactSource } from "./facts";

/** The facts last told, as stored: by key, what a message needs to say "before". */
export type ToldFacts = Readonly<Record<string, Pick<AlertFact, "subject" | "what" | "value" | "source">>>;

/** One change to tell. `before` null: new; `after` null: no longer on the page. */
export interface AlertChange {
  key: string;
  subject: string;
  what: string;
  before: string | null;
  after: string | null;
  source: FactSource | null;
}

/** The facts as stored after telling them. */
export function toldFacts(facts: readonly AlertFact[]): ToldFacts {
  return Object.fromEntries(facts.map((f) => [f.key, { subject: f.subject, what: f.what, value: f.value, source: f.source }]));
}

/**
 * The changes from `told` to `now`, in the order of `now` (the page's order), then the facts that went. A fact whose
 * value is the same is no change, whatever its source says (a source re-read on another day is not news).
 */
export function diffFacts(told: ToldFacts, now: readonly AlertFact[]): AlertChange[] {
  const changes: AlertChange[] = [];
  const seen = new Set<string>();
  for (const fact of now) {
    seen.add(fact.key);
    const before = told[fact.key];
    if (before && before.value === fact.value) continue;
    changes.push({ key: fact.key, subject: fact.subject, what: fact.what, before: before?.value ?? null, after: fact.value, source: fact.source });
  }
  for (const [key, before] of Object.entries(told)) {
    if (seen.has(key)) continue;
    changes.push({ key, subject: before.subject, what: before.what, before: before.value, after: null, source: before.source });
  }
  return changes;
}
