/**
 * @module The home check's "With another visa or residence permit" section for an Indian passport (issue #21): what
 * each document held changes for the destination, with its source, and a GET form of the documents the visitor
 * holds. Drawn by the Worker only (a server fragment): the browser ships none of this code.
 */
import { documentName, GRANT_LABELS, type HeldDocumentKey, SOURCE_MARKS } from "../../../shared/concessions/documents";
import { withArticle } from "../../../shared/units/english-article";
import { personalAnswer } from "../../../shared/concessions/personal-answer";
import { DocumentChoices } from "./document-choices";
import { CATEGORY_LABELS } from "../../../shared/passport/category-labels";
import { formatIsoDate } from "../../../shared/units/iso-date";
import type { DatedConcession, PairConcessions } from "../../../shared/concessions/fragment-facts";

/** The section's heading (issue #21) and its anchor, which the form returns to. */
export const PAIR_CONCESSIONS_HEADING = "With another visa or residence permit";
export const PAIR_CONCESSIONS_ANCHOR = "with-another-visa";

function stay(days: number | null): string {
  return days === null ? "Maximum stay not stated by the source" : `Maximum stay ${days} days`;
}

function Record({ concession, held }: { concession: DatedConcession; held: boolean }) {
  return (
    <li className="pair-concessions__item" data-held={held ? "" : undefined} data-ended={concession.ended ? "" : undefined}>
      <p className="pair-concessions__rule">
        <strong>With {withArticle(documentName(concession.document))}</strong>
        {held ? <span className="badge pair-concessions__yours">You hold this</span> : null}: {GRANT_LABELS[concession.grants]}.{" "}
        {stay(concession.maxStayDays)}.
        {concession.ended ? <strong className="pair-concessions__ended"> {concession.ended}: it no longer applies.</strong> : null}
      </p>
      <p className="pair-concessions__conditions">{concession.conditions}</p>
      <p className="pair-concessions__source">
        Source:{" "}
        <a href={concession.sourceUrl} target="_blank" rel="noopener noreferrer">
          {concession.source}
        </a>{" "}
        ({concession.official ? SOURCE_MARKS.official : SOURCE_MARKS.secondary})
        {concession.validFrom ? `. In force since ${formatIsoDate(concession.validFrom)}` : ""}.
        {concession.sourceNote ? <strong className="source-note"> {concession.sourceNote}.</strong> : null}
      </p>
    </li>
  );
}

function RecordList({ concessions, held }: { concessions: readonly DatedConcession[]; held: ReadonlySet<HeldDocumentKey> }) {
  return (
    <ul className="plain-list pair-concessions__list">
      {concessions.map((c) => (
        <Record key={`${c.document}-${c.grants}-${c.sourceUrl}`} concession={c} held={held.has(c.document)} />
      ))}
    </ul>
  );
}

/** What the documents held give, in one sentence (the personal answer the result leads with, shared/concessions/). */
function Applies({ pair }: { pair: PairConcessions }) {
  const { merged, base, holds, destination } = pair;
  const baseLabel = CATEGORY_LABELS[base].toLowerCase();
  const answer = personalAnswer(base, merged);
  if (answer) {
    return (
      <p className="pair-concessions__applies">
        <strong>{answer.headline}</strong>. {answer.passportOnly}.
      </p>
    );
  }
  if (holds.length > 0) {
    const ended = pair.concessions.find((c): c is DatedConcession & { ended: string } => c.ended !== null && holds.includes(c.document));
    return (
      <p className="pair-concessions__applies">
        {merged.applicable.length > 0
          ? `Your documents give no easier entry to ${destination.name} for a visit than ${baseLabel}; their rules are listed below.`
          : ended
            ? `The rule for your ${documentName(ended.document)} ${ended.ended.replace("Ended", "ended")}: ${destination.name} stays ${baseLabel}.`
            : `None of the documents you chose changes the rule for ${destination.name}: it stays ${baseLabel}. These documents do:`}
      </p>
    );
  }
  return (
    <p className="pair-concessions__applies">
      {destination.name} gives easier entry to Indian passport holders who hold one of these documents. Choose yours to see what applies to you.
    </p>
  );
}

/**
 * The section for `pair` (null: the destination has no concession, so only `note` is shown, if any). `note` says
 * what of `?holds=` was left out (shared/concessions/holds.ts).
 */
export function PairConcessionsSection({ pair, note }: { pair: PairConcessions | null; note: string | null }) {
  const notice = note ? (
    <p className="note" role="status">
      {note}
    </p>
  ) : null;
  if (!pair) return notice;
  const held = new Set<HeldDocumentKey>(pair.holds);
  const documents = [...new Set(pair.concessions.map((c) => c.document))];
  // The documents held come first; the rest fold away once the visitor has said what they hold.
  const mine = pair.concessions.filter((c) => held.has(c.document));
  const others = pair.concessions.filter((c) => !held.has(c.document));
  const titleId = `${PAIR_CONCESSIONS_ANCHOR}-title`;
  return (
    <section id={PAIR_CONCESSIONS_ANCHOR} className="pair-extras" aria-labelledby={titleId}>
      <h3 id={titleId}>{PAIR_CONCESSIONS_HEADING}</h3>
      {notice}
      <Applies pair={pair} />
      <form className="pair-concessions__form" method="get" action={`/#${PAIR_CONCESSIONS_ANCHOR}`}>
        <input type="hidden" name="from" value="IN" />
        <input type="hidden" name="to" value={pair.destination.code} />
        {/* Documents chosen elsewhere (the finder) that have no rule here stay in the URL. */}
        {pair.holds
          .filter((key) => !documents.includes(key))
          .map((key) => (
            <input key={key} type="hidden" name="holds" value={key} />
          ))}
        <DocumentChoices documents={documents} held={held} />
        <button type="submit" className="button button--secondary">
          Show what applies to me
        </button>
      </form>
      {pair.caveat ? <p className="note pair-concessions__caveat">{pair.caveat}</p> : null}
      {mine.length > 0 ? <RecordList concessions={mine} held={held} /> : null}
      {others.length > 0 && mine.length > 0 ? (
        <details className="pair-concessions__others">
          <summary>Rules for other documents ({others.length})</summary>
          <RecordList concessions={others} held={held} />
        </details>
      ) : others.length > 0 ? (
        <RecordList concessions={others} held={held} />
      ) : null}
      <p className="note">
        {pair.compiledOn
          ? `Compiled ${formatIsoDate(pair.compiledOn)} from stored copies of public pages, not checked on a live government page that day. `
          : ""}
        Admission is always at the border officer's discretion.{" "}
        <a href={`/visa-free-with-us-uk-schengen-visa?destination=${pair.destination.code}`}>Every rule for {pair.destination.name}</a>, and{" "}
        <a href="/visa-free-with-us-uk-schengen-visa">every destination a US, UK or Schengen visa opens</a>.
      </p>
    </section>
  );
}
