/**
 * @module How long the pair's visa takes (issue #46), under a check's result: the published wait its processing time
 * reads, what it is (an estimate by its publisher) with its source and dates, a note when it is too old to trust, and
 * the interview wait at every other post of the country one tap away. Drawn by the Worker only (the pair-extras
 * fragment, worker/fragments/concessions.tsx): it adds nothing to the page's JavaScript.
 */
import type { PairWait } from "../../../shared/waits/pair-wait";
import { formatIsoDate } from "../../../shared/units/iso-date";
import { readViaCredit } from "../../../shared/waits/wait-sources";

export function WaitDetails({ wait, destinationName, appliesInName }: { wait: PairWait; destinationName: string; appliesInName: string }) {
  const { figure } = wait;
  return (
    <section className="section wait-details" aria-labelledby="wait-details">
      <h2 id="wait-details" className="section__title">
        How long a {destinationName} visa takes
      </h2>
      <p>{wait.text}.</p>
      {wait.stale ? <p className="note note--warning">{wait.stale}</p> : null}
      <p className="note">
        {wait.note} Source:{" "}
        <a href={figure.sourceUrl} target="_blank" rel="noopener noreferrer">
          {figure.source}
        </a>
        {figure.asOf ? (
          <>
            , as of <time dateTime={figure.asOf}>{formatIsoDate(figure.asOf)}</time>
          </>
        ) : null}
        ; read on <time dateTime={figure.readOn}>{formatIsoDate(figure.readOn)}</time>
        {figure.readVia ? ` through ${readViaCredit(figure.readVia)}` : ""}.
      </p>
      {wait.posts.length > 1 ? (
        <details className="wait-details__posts">
          <summary>
            Interview waits at all {wait.posts.length} posts in {appliesInName}
          </summary>
          <ul>
            {wait.posts.map((post) => (
              <li key={post.post} aria-current={post.chosen ? "true" : undefined}>
                {post.text}
                {post.chosen ? " (the shortest, shown above)" : ""}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
