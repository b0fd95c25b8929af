/**
 * @module The cookie banner 'We value your privacy' (spec: Cookie banner and preferences; §4 Cookie consent):
 * fixed over the page so it shifts nothing. Its own chunk, loaded only for a visitor without a stored consent
 * (cookie-consent.tsx); a visitor who has chosen never downloads it.
 */
import { useRouterState } from "@tanstack/react-router";
import { CONSENT_FIELDS, CONSENT_FORM_ACTION } from "../../shared/consent/consent-form";
import { isFixedCategory } from "../../shared/consent/preferences";
import { CONSENT_CATEGORIES, COOKIE_DIALOG_DESCRIPTION, COOKIE_DIALOG_TITLE } from "../consent/categories";
import { useRootData } from "../root-data";

export interface CookieBannerProps {
  /** The id of the banner's title (its owner looks for it in the server's HTML). */
  titleId: string;
  /** Pointer or focus on 'Manage Preferences': a chance to fetch the dialog's chunk before the click. */
  onManageIntent: () => void;
}

/** The id of the no-script preferences panel (the popover the Manage Preferences button opens before hydration). */
const PREFERENCES_ID = "cookie-preferences-form";

/**
 * The banner: the notice and its three choices, inside a real form posting to the Worker (issue #33): before the
 * page's JavaScript runs, or without it, Reject All and Accept All submit it, and Manage Preferences opens a native
 * popover with the switches and Save Preferences; the Worker stores the choice in the `consent` cookie and sends the
 * visitor back to this page (worker/routes/consent.ts). Once a script runs, it takes the same clicks first by their
 * `data-consent-action` (manage, reject, accept) and cancels the submission: client/consent/consent-controls.ts, on
 * the app's pages as on the static ones.
 */
export function CookieBanner({ titleId, onManageIntent }: CookieBannerProps) {
  // The page to come back to after a submission without script: this one, with its query, under the app's base path
  // in app mode (the router's location leaves it out).
  const href = useRouterState({ select: (state) => state.location.href });
  const { basePath } = useRootData();
  const back = basePath === "/" ? href : `${basePath}${href}`;
  return (
    <section className="cookie-banner" aria-labelledby={titleId}>
      <div className="cookie-banner__text">
        <h2 id={titleId} className="cookie-banner__title">
          We value your privacy
        </h2>
        <p className="cookie-banner__body">
          We use necessary cookies to run this site. With your permission we would also use analytics, advertising and functional cookies. Nothing
          from a third party loads until you choose. Read our <a href="/privacy-policy">Privacy Policy</a>.
        </p>
      </div>
      <form className="cookie-banner__actions" method="post" action={CONSENT_FORM_ACTION}>
        <input type="hidden" name={CONSENT_FIELDS.back} value={back} />
        <button
          type="button"
          className="button button--secondary"
          data-consent-action="manage"
          popoverTarget={PREFERENCES_ID}
          onPointerEnter={onManageIntent}
          onFocus={onManageIntent}
        >
          Manage Preferences
        </button>
        <button type="submit" name={CONSENT_FIELDS.choice} value="reject" className="button button--secondary" data-consent-action="reject">
          Reject All
        </button>
        <button type="submit" name={CONSENT_FIELDS.choice} value="accept" className="button button--primary" data-consent-action="accept">
          Accept All
        </button>
        <NoScriptPreferences id={PREFERENCES_ID} />
      </form>
    </section>
  );
}

/**
 * The preferences before any script: the dialog's texts and switches (categories.ts) in a native popover, opened
 * by Manage Preferences, closed by Cancel or Escape; Save Preferences submits the banner's form with the switches.
 */
function NoScriptPreferences({ id }: { id: string }) {
  return (
    <div popover="" id={id} role="dialog" aria-labelledby={`${id}-title`} className="dialog cookie-dialog cookie-banner__preferences">
      <div className="dialog__head">
        <h2 id={`${id}-title`} className="dialog__title">
          {COOKIE_DIALOG_TITLE}
        </h2>
        <p className="dialog__description">{COOKIE_DIALOG_DESCRIPTION}</p>
      </div>
      <ul className="dialog__body cookie-dialog__list">
        {CONSENT_CATEGORIES.map((category) => (
          <li key={category.id} className="cookie-dialog__item">
            <label className="cookie-switch">
              <span className="cookie-switch__text">
                <span className="cookie-switch__label">{category.label}</span>
                <span className="cookie-switch__description">{category.description}</span>
              </span>
              {isFixedCategory(category.id) ? (
                <input type="checkbox" role="switch" className="cookie-switch__input" defaultChecked disabled />
              ) : (
                <input type="checkbox" role="switch" className="cookie-switch__input" name={category.id} value="on" />
              )}
            </label>
          </li>
        ))}
      </ul>
      <div className="dialog__foot">
        <button type="button" className="button button--secondary" popoverTarget={id} popoverTargetAction="hide">
          Cancel
        </button>
        <button type="submit" name={CONSENT_FIELDS.choice} value="save" className="button button--primary">
          Save Preferences
        </button>
      </div>
    </div>
  );
}
