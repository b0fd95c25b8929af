/**
 * @module A trip visa's published wait (issue #46), under its apply-by sentence: the margin counted, what the figure
 * is (an estimate by its publisher) with its source and dates, a note when it is too old to trust, and the other
 * consular posts, each a link to the same plan counted at that post. Server-rendered with the trip page.
 */
import type { VisaToGet } from "../../../shared/trip/apply-by";
import { formatIsoDate } from "../../../shared/units/iso-date";
import { WAIT_TEXTS } from "../../../shared/waits/wait-texts";

/** The plan's address with `post` set to a post (the plan's canonical query, `?passport=…&stops=…`). */
function withPost(query: string, post: string): string {
  const params = new URLSearchParams(query);
  params.set("post", post);
  return `?${params.toString()}`;
}

export function TripWait({ visa, query }: { visa: VisaToGet; query: string }) {
  const { wait } = visa;
  if (!wait && !visa.applyByOn) return <p className="note trip-wait">{WAIT_TEXTS.noFigure}</p>;
  if (!wait && !visa.marginText) return null;
  return (
    <div className="trip-wait">
      {visa.marginText ? <p className="note">{visa.marginText}</p> : null}
      {wait ? (
        <>
          {wait.stale ? <p className="note note--warning">{wait.stale}</p> : null}
          <p className="note">
            {wait.note} Source:{" "}
            <a href={wait.figure.sourceUrl} target="_blank" rel="noopener noreferrer">
              {wait.figure.source}
            </a>
            {wait.figure.asOf ? `, as of ${formatIsoDate(wait.figure.asOf)}` : ""}; read on {formatIsoDate(wait.figure.readOn)}.
          </p>
          {wait.posts.length > 1 ? (
            <p className="trip-wait__posts">
              Interview at another post:{" "}
              {wait.posts.map((post, i) => (
                <span key={post.post}>
                  {i > 0 ? ", " : null}
                  {post.chosen ? (
                    <strong aria-current="true">
                      {post.post} ({post.lessThan ? "under " : ""}
                      {post.days} days, counted)
                    </strong>
                  ) : (
                    <a href={`/trip${withPost(query, post.post)}`}>
                      {post.post} ({post.lessThan ? "under " : ""}
                      {post.days} days)
                    </a>
                  )}
                </span>
              ))}
              .
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
