/**
 * @module The alerts' pages (issue #47), static (server-rendered whole, no hydration): "Get alerts" (/alerts, where a
 * form without JavaScript lands: the inbox to check, or the message beside the field), the confirmation
 * (/alerts/confirm: a button, never a link that acts, for mail scanners open links), what an address follows
 * (/alerts/manage: stop one, or all) and the unsubscribe page (/alerts/unsubscribe). Each token page says plainly when
 * its link was used, expired or is unknown.
 */
import type { ReactNode } from "react";
import type { FollowFields } from "../../../shared/alerts/follow";
import { ALERT_ERRORS, ALERT_TEXTS, type AlertErrorCode } from "../../../shared/alerts/limits";
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";
import { GetAlertsForm } from "./get-alerts-form";

/** The pages' shell: a heading and the page's panel. */
function AlertsShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container alerts-page">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** /alerts: the form for what its fields follow, the inbox to check after a request, or the reason it was refused. */
export function GetAlertsPage({
  follow,
  title,
  sent,
  error,
}: {
  follow: FollowFields | null;
  title: string | null;
  sent: boolean;
  error: AlertErrorCode | null;
}) {
  if (!follow || !title) {
    return (
      <AlertsShell title={ALERT_TEXTS.formTitle}>
        <p className="alert">Open a check, the finder, What Changed or the trip planner, and ask for alerts from there.</p>
      </AlertsShell>
    );
  }
  const message = error ? ALERT_ERRORS[error] : null;
  return (
    <AlertsShell title={`${ALERT_TEXTS.formTitle}: ${title}`}>
      {sent ? (
        <p className="alert alert--success" role="status">
          {ALERT_TEXTS.requested}
        </p>
      ) : null}
      {message?.field === "follow" ? (
        <p className="alert alert--destructive" role="alert">
          {message.message}
        </p>
      ) : null}
      <GetAlertsForm follow={follow} page="/alerts" error={message?.field === "email" ? message.message : null} heading="Your address" />
    </AlertsShell>
  );
}

/** /alerts/confirm: what the link confirms, and the button that does it. */
export function ConfirmAlertsPage({
  token,
  state,
}: {
  token: string | null;
  state: { state: "pending"; email: string; follows: string[] } | { state: "expired" } | { state: "unknown" } | null;
}) {
  if (!token || !state || state.state !== "pending") {
    return (
      <AlertsShell title="Confirm your alerts">
        <p className="alert" role="alert">
          {state?.state === "expired" ? ALERT_TEXTS.confirmExpired : ALERT_TEXTS.confirmUsed}
        </p>
      </AlertsShell>
    );
  }
  return (
    <AlertsShell title="Confirm your alerts">
      <p>{`Alerts for ${state.email} about:`}</p>
      <ul className="alerts-list">
        {state.follows.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
      <form method="post" action="/alerts/confirm">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button button--primary">
          Confirm my alerts
        </button>
      </form>
      <p className="note">If you did not ask for these alerts, close this page: nothing will be sent, and the request is deleted after 7 days.</p>
    </AlertsShell>
  );
}

/** One follow as the manage page lists it. */
interface ManagedFollow {
  id: string;
  title: string;
  path: string;
  confirmed: boolean;
  endsOn: string | null;
}

/** /alerts/manage: what an address follows, each with a button to stop it, and one to stop all. */
export function ManageAlertsPage({
  token,
  state,
  confirmed,
  stopped,
}: {
  token: string | null;
  state: { state: "valid"; email: string; follows: ManagedFollow[] } | { state: "unknown" } | null;
  confirmed: boolean;
  stopped: boolean;
}) {
  if (!token || !state || state.state !== "valid") {
    return (
      <AlertsShell title="Your alerts">
        <p className="alert" role="alert">
          {ALERT_TEXTS.tokenUnknown}
        </p>
      </AlertsShell>
    );
  }
  return (
    <AlertsShell title="Your alerts">
      {confirmed ? (
        <p className="alert alert--success" role="status">
          {ALERT_TEXTS.confirmed}
        </p>
      ) : null}
      {stopped ? (
        <p className="alert alert--success" role="status">
          {ALERT_TEXTS.stopped}
        </p>
      ) : null}
      <p>{`What ${state.email} follows. Keep this page's address to yourself: it manages these alerts.`}</p>
      <ul className="alerts-list">
        {state.follows.map((f) => (
          <li key={f.id} className="alerts-list__item">
            <a href={f.path}>{f.title}</a>
            <span className="note">
              {[f.confirmed ? null : "awaiting confirmation", f.endsOn ? `ends after ${formatIsoDate(f.endsOn as IsoDate)}` : null]
                .filter(Boolean)
                .join(", ")}
            </span>
            <form method="post" action="/alerts/stop">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="follow" value={f.id} />
              <button type="submit" className="button button--secondary" aria-label={`Stop alerts for ${f.title}`}>
                Stop
              </button>
            </form>
          </li>
        ))}
      </ul>
      <form method="post" action="/alerts/stop">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="all" value="1" />
        <button type="submit" className="button button--secondary">
          Stop all alerts and delete my address
        </button>
      </form>
    </AlertsShell>
  );
}

/** /alerts/unsubscribe: one button, or the word that it is done. */
export function UnsubscribePage({
  token,
  state,
  done,
}: {
  token: string | null;
  state: { state: "valid"; email: string } | { state: "unknown" } | null;
  done: boolean;
}) {
  if (done) {
    return (
      <AlertsShell title="Unsubscribed">
        <p className="alert alert--success" role="status">
          {ALERT_TEXTS.unsubscribed}
        </p>
      </AlertsShell>
    );
  }
  if (!token || !state || state.state !== "valid") {
    return (
      <AlertsShell title="Stop all alerts">
        <p className="alert" role="alert">
          {ALERT_TEXTS.tokenUnknown}
        </p>
      </AlertsShell>
    );
  }
  return (
    <AlertsShell title="Stop all alerts">
      <p>{`Stop every alert to ${state.email} and delete the address.`}</p>
      <form method="post" action="/alerts/unsubscribe">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button button--primary">
          Stop all alerts
        </button>
      </form>
    </AlertsShell>
  );
}
