/**
 * @module The cookie banner 'We value your privacy' (spec: Cookie banner and preferences; §4 Cookie consent):
 * fixed over the page so it shifts nothing. Its own chunk, loaded only for a visitor without a stored consent
 * (cookie-consent.tsx); a visitor who has chosen never downloads it.
 */
import { acceptAll, rejectAll, type StoredConsent } from "../../shared/consent/consent";

export interface CookieBannerProps {
  /** The id of the banner's title (its owner looks for it in the server's HTML). */
  titleId: string;
  /** 'Manage Preferences' clicked: opens the dialog, returning focus to `button` when it closes. */
  onManage: (button: HTMLButtonElement) => void;
  /** Pointer or focus on 'Manage Preferences': a chance to fetch the dialog's chunk before the click. */
  onManageIntent: () => void;
  /** 'Accept All' or 'Reject All': the consent to store. */
  onChoose: (consent: StoredConsent) => void;
}

/**
 * The banner: the notice and its three choices. Each button names its action in `data-consent-action` (manage,
 * reject, accept): on the static pages, which do not run React, client/static-shell/consent.ts acts on them.
 */
export function CookieBanner({ titleId, onManage, onManageIntent, onChoose }: CookieBannerProps) {
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
      <div className="cookie-banner__actions">
        <button
          type="button"
          className="button button--secondary"
          data-consent-action="manage"
          onPointerEnter={onManageIntent}
          onFocus={onManageIntent}
          onClick={(event) => onManage(event.currentTarget)}
        >
          Manage Preferences
        </button>
        <button type="button" className="button button--secondary" data-consent-action="reject" onClick={() => onChoose(rejectAll(new Date()))}>
          Reject All
        </button>
        <button type="button" className="button button--primary" data-consent-action="accept" onClick={() => onChoose(acceptAll(new Date()))}>
          Accept All
        </button>
      </div>
    </section>
  );
}
