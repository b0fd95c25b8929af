/**
 * @module The dated lists of /changes (issue #32): changes announced but not in force, rules set to end (soonest
 * first) and rules that ended, each with its source and the day we read it, and the watch's note when that source
 * changed or stopped answering (issue #35). Sentences come from the server (shared/history/dated-rules.ts).
 */
import type { DatedRuleEntry, DatedRules } from "../../../shared/history/dated-rules";

function Entries({ entries }: { entries: readonly DatedRuleEntry[] }) {
  return (
    <ul className="dated-rules__list">
      {entries.map((e) => (
        <li key={e.key} className="dated-rules__item">
          <p>{e.text}</p>
          <p className="note">
            Source:{" "}
            {e.sourceUrl ? (
              <a href={e.sourceUrl} target="_blank" rel="noopener noreferrer">
                {e.source}
              </a>
            ) : (
              e.source
            )}{" "}
            ({e.dates}){e.sourceNote ? <strong className="source-note"> {e.sourceNote}.</strong> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

const SECTIONS = [
  { key: "announced", title: "Announced", lead: "Announced, not yet in force: not counted in any figure on this site until they apply." },
  { key: "coming", title: "Coming", lead: "Rules with a last day in our sources, soonest first." },
  { key: "ended", title: "Ended", lead: "Rules that reached their last day; they no longer apply anywhere on this site." },
] as const;

export function DatedRulesList({ dated }: { dated: DatedRules }) {
  const shown = SECTIONS.filter((s) => dated[s.key].length > 0);
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((s) => (
        <section key={s.key} className="panel dated-rules" aria-labelledby={`dated-${s.key}`}>
          <h2 id={`dated-${s.key}`}>
            {s.title} ({dated[s.key].length})
          </h2>
          <p className="note">{s.lead}</p>
          <Entries entries={dated[s.key]} />
        </section>
      ))}
    </>
  );
}
