/**
 * @module The cookie banner 'We value your privacy' (spec: Cookie banner and preferences; §4 Cookie consent) and
 * the entry to the 'Cookie Preferences' dialog. Server-rendered only when the request carries no consent, fixed
 * over the page so it shifts nothing; a returning visitor whose consent lives only in local storage never sees
 * it, because a tiny inline script in the head marks the document before the first paint (early-script.ts).
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { acceptAll, rejectAll, type StoredConsent } from "../../shared/consent/consent";
import { loadConsent, saveConsent, useConsent } from "../consent/consent-store";
import { useRootData } from "../root-data";
import { startThirdParties } from "../third-parties/loader";

const loadDialog = () => import("./cookie-preferences-dialog");
const CookiePreferencesDialog = lazy(loadDialog);

/** Event that opens the preferences dialog from anywhere (the footer's 'Cookie Preferences' button). */
export const OPEN_COOKIE_PREFERENCES = "vfa:open-cookie-preferences";

export function CookieConsent() {
  const { consent: serverConsent, thirdParties } = useRootData();
  const consent = useConsent(serverConsent);
  const [managing, setManaging] = useState(false);
  const manageButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // After hydration: read local storage and the cookie, then start what the stored consent allows.
    startThirdParties(thirdParties, loadConsent()?.choices ?? null);
    const open = () => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      void loadDialog().then(() => setManaging(true));
    };
    window.addEventListener(OPEN_COOKIE_PREFERENCES, open);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES, open);
  }, [thirdParties]);

  function choose(next: StoredConsent) {
    saveConsent(next);
    setManaging(false);
    startThirdParties(thirdParties, next.choices);
  }

  return (
    <>
      {consent ? null : (
        <section className="cookie-banner" aria-labelledby="cookie-banner-title">
          <div className="cookie-banner__text">
            <h2 id="cookie-banner-title" className="cookie-banner__title">
              We value your privacy
            </h2>
            <p className="cookie-banner__body">
              We use necessary cookies to run this site. With your permission we would also use analytics, advertising
              and functional cookies. Nothing from a third party loads until you choose. Read our{" "}
              <a href="/privacy-policy">Privacy Policy</a>.
            </p>
          </div>
          <div className="cookie-banner__actions">
            <button
              ref={manageButton}
              type="button"
              className="button button--secondary"
              onPointerEnter={() => void loadDialog()}
              onFocus={() => void loadDialog()}
              onClick={() => {
                returnFocus.current = manageButton.current;
                setManaging(true);
              }}
            >
              Manage Preferences
            </button>
            <button type="button" className="button button--secondary" onClick={() => choose(rejectAll(new Date()))}>
              Reject All
            </button>
            <button type="button" className="button button--primary" onClick={() => choose(acceptAll(new Date()))}>
              Accept All
            </button>
          </div>
        </section>
      )}
      {managing ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            initial={consent}
            returnFocus={returnFocus}
            onCancel={() => setManaging(false)}
            onSave={choose}
          />
        </Suspense>
      ) : null}
    </>
  );
}
