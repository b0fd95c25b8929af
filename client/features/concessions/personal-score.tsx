/**
 * @module "India with my documents" on the ranking and comparison pages (issue #21): the Indian passport's score with
 * the documents its holder also holds, beside its standard score and rank, never in their place, and a GET form of
 * the documents. Drawn by the Worker only (a server fragment).
 */
import { holdsQuery, holdsParam } from "../../../shared/concessions/holds";
import { HELD_DOCUMENTS, type HeldDocumentKey, yourDocuments } from "../../../shared/concessions/documents";
import { DocumentChoices } from "./document-choices";
import { formatIsoDate } from "../../../shared/units/iso-date";
import type { PersonalScore } from "../../../shared/concessions/fragment-facts";

/**
 * The section: `score` for the documents held, `action` the page the form returns to with `keep` (its other
 * parameters, as hidden fields), `note` what of `?holds=` was left out.
 */
export function PersonalScoreSection({
  score,
  action,
  keep,
  note,
}: {
  score: PersonalScore;
  action: string;
  keep: readonly [string, string][];
  note: string | null;
}) {
  const held = new Set<HeldDocumentKey>(score.holds);
  const { standard, withDocuments } = score;
  return (
    <section id="with-my-documents" className="panel personal-score" aria-labelledby="personal-score-title">
      <h2 id="personal-score-title">India with my documents</h2>
      {note ? (
        <p className="note" role="status">
          {note}
        </p>
      ) : null}
      {score.holds.length > 0 ? (
        <>
          <dl className="personal-score__figures">
            <div>
              <dt>Standard score</dt>
              <dd>
                <span className="personal-score__value">{standard.score}</span> rank {standard.rank} of {score.rankedCount}
              </dd>
            </div>
            <div data-mine="">
              <dt>With my documents</dt>
              <dd>
                <span className="personal-score__value">{withDocuments.score}</span> as rank {withDocuments.rankEquivalent} would be
              </dd>
            </div>
          </dl>
          <p>
            {withDocuments.extra} more {withDocuments.extra === 1 ? "destination" : "destinations"} without a visa in advance with{" "}
            {yourDocuments(score.holds)} (<a href={`/visa-free?passport=IN${holdsQuery("IN", holdsParam(score.holds))}`}>see where</a>). The ranking
            keeps the standard score: it counts what the passport gives on its own.
          </p>
        </>
      ) : (
        <p>
          Hold a US, UK, Schengen or another visa or residence permit? Choose yours to see India's score with them, beside its standard score of{" "}
          {standard.score} (rank {standard.rank}).
        </p>
      )}
      <form className="pair-concessions__form" method="get" action={`${action}#with-my-documents`}>
        {keep.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <DocumentChoices documents={HELD_DOCUMENTS.map((d) => d.key)} held={held} />
        <button type="submit" className="button button--secondary">
          Show my score
        </button>
      </form>
      <p className="note">
        Requirements as of {score.asOn ? formatIsoDate(score.asOn) : "the latest data"}; a document counts where a source says it opens entry without
        a visa in advance (visa free, on arrival or with an eTA). <a href="/visa-free-with-us-uk-schengen-visa">Every rule and its source</a>.
      </p>
    </section>
  );
}
