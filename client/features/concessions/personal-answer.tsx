/**
 * @module What the check leads with when the documents an Indian passport holder holds change the answer: the
 * personal answer ("Visa free with your US visa, up to 180 days"), the passport-only answer beneath it, and links that
 * keep the documents (the conditions below, the finder with them). Drawn by the Worker only (a server fragment at the
 * top of the result), so the browser ships none of it; the words come from shared/concessions/personal-answer.ts.
 */
import { holdsQuery, holdsParam } from "../../../shared/concessions/holds";
import { personalAnswer } from "../../../shared/concessions/personal-answer";
import type { PairConcessions } from "../../../shared/concessions/fragment-facts";
import { PAIR_CONCESSIONS_ANCHOR } from "./pair-concessions";

/** The lead for `pair`, or nothing when its documents change nothing (the concessions section below says why). */
export function PersonalAnswerLead({ pair }: { pair: PairConcessions }) {
  const answer = personalAnswer(pair.base, pair.merged);
  if (!answer) return null;
  return (
    <section className="personal-answer" aria-label="With your documents">
      <p className="personal-answer__lead">{answer.headline}</p>
      <p className="personal-answer__base">{answer.passportOnly}</p>
      <p className="personal-answer__links">
        <a href={`#${PAIR_CONCESSIONS_ANCHOR}`}>Conditions and source</a> ·{" "}
        <a href={`/visa-free?passport=IN${holdsQuery("IN", holdsParam(pair.holds))}`}>Everywhere your documents open</a>
      </p>
    </section>
  );
}
