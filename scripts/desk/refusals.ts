/**
 * @module The data desk's first refusal (issue #43): a change without a source is refused before anything else is
 * read, in words a reviewer acts on, rather than as a schema's list of missing fields.
 */

/** The fields that make a change sourced; every change carries all of them. */
export const SOURCE_FIELDS = ["source", "sourceUrl", "official", "sourceDate", "checkedOn", "evidence", "confidence"] as const;

/**
 * One line per change of a desk file (its JSON text) that lacks a source field; none when every change has them or
 * the text is not a file of changes (the schema reports that).
 * @example missingSources('{"changes":[{"kind":"correction"}]}')[0] // "Refused: change 1 (correction) has no source, sourceUrl, …: every change needs its source."
 */
export function missingSources(text: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  const changes = typeof json === "object" && json !== null ? (json as { changes?: unknown }).changes : undefined;
  if (!Array.isArray(changes)) return [];
  return changes.flatMap((change, i) => {
    const record = typeof change === "object" && change !== null ? (change as Record<string, unknown>) : {};
    const missing = SOURCE_FIELDS.filter(
      (field) =>
        !(field in record) || (record[field] !== null && String(record[field]).trim() === "") || (field !== "sourceDate" && record[field] === null),
    );
    const kind = typeof record.kind === "string" ? record.kind : "change";
    return missing.length > 0
      ? [
          `Refused: change ${i + 1} (${kind}) has no ${missing.join(", ")}: every change needs its source, whether it is official, its date (or null), the day it was read, the evidence and a confidence.`,
        ]
      : [];
  });
}
