/**
 * @module The "Get alerts" form (issue #47) on a check's result, the finder, /changes and the trip planner's answer:
 * an e-mail address and what the page shows (a pair, a passport's changes, a whole trip) in hidden fields. It is a
 * POST form that works without JavaScript (worker/routes/alerts.ts answers with the /alerts page); where a page's
 * script runs, it is sent in place and the answer is said beside the field (alerts-in-place.ts). Markup only: the
 * Worker draws it (the check's and the finder's server fragments, the static pages), so no page's script grows by it.
 * Nothing is followed until the address confirms from the message it receives.
 */
import type { FollowFields } from "../../../shared/alerts/follow";
import { ALERT_FORM_ACTION, ALERT_TEXTS } from "../../../shared/alerts/limits";

/** What each kind of follow is told about, after "One e-mail when". */
const WHAT: Record<FollowFields["follow"], string> = {
  pair: "this entry rule, its fees or concessions change, a rule is about to end, or a source we cite is being re-checked",
  passport: "any destination's entry rule changes for this passport",
  trip: "a rule, fee or transit rule of any stop changes, a rule ends near your dates, or an apply-by date is 7 days away",
};

/**
 * The form. `follow`: what it follows; `page`: this page's path (named in the confirmation: who asked); `error`: a
 * message to show beside the address (the /alerts page after a refused request).
 */
export function GetAlertsForm({
  follow,
  page,
  error = null,
  heading = ALERT_TEXTS.formTitle,
}: {
  follow: FollowFields;
  page: string;
  error?: string | null;
  heading?: string;
}) {
  const id = `alerts-email-${follow.follow}`;
  return (
    <section className="get-alerts" aria-labelledby={`${id}-title`} id="get-alerts">
      <h2 id={`${id}-title`} className="get-alerts__title">
        {heading}
      </h2>
      <p className="get-alerts__lead">{`One e-mail when ${WHAT[follow.follow]}. At most one a day, each with its source; stop with one click.`}</p>
      <form className="get-alerts__form" method="post" action={ALERT_FORM_ACTION} data-alerts-form="">
        <input type="hidden" name="follow" value={follow.follow} />
        {follow.passport ? <input type="hidden" name="passport" value={follow.passport} /> : null}
        {follow.to ? <input type="hidden" name="to" value={follow.to} /> : null}
        {follow.trip ? <input type="hidden" name="trip" value={follow.trip} /> : null}
        <input type="hidden" name="page" value={page} />
        <label className="field__label" htmlFor={id}>
          {ALERT_TEXTS.emailLabel}
        </label>
        <div className="get-alerts__row">
          <input
            id={id}
            className="input"
            type="email"
            name="email"
            required
            maxLength={320}
            autoComplete="email"
            inputMode="email"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-error`}
          />
          <button type="submit" className="button button--primary">
            {ALERT_TEXTS.submit}
          </button>
        </div>
        <p id={`${id}-error`} className="get-alerts__error" data-alerts-error="">
          {error}
        </p>
        <p className="get-alerts__status" role="status" data-alerts-status="" />
      </form>
    </section>
  );
}
