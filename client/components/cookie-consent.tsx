/**
 * @module Cookie consent on every page (spec: Cookie banner and preferences; §4 Cookie consent): reads the stored
 * consent after hydration and starts what it allows, shows the banner while there is none, and opens the
 * 'Cookie Preferences' dialog. The banner is server-rendered only when the request carries no consent; a
 * returning visitor whose consent lives only in local storage never sees it, because a tiny inline script in the
 * head marks the document before the first paint (early-script.ts). The banner, the dialog and the third-party
 * loader are chunks of their own: most page views have a consent and configure no third party, and they should
 * not download code they never run.
 */
import { lazyRouteComponent } from "@tanstack/react-router";
import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { StoredConsent } from "../../shared/consent/consent";
import { loadConsent, saveConsent } from "../consent/consent-store";
import { useConsent } from "../consent/use-consent";
import { startConsentedThirdParties } from "../third-parties/start";
import { useRootData } from "../root-data";

const loadDialog = () => import("./cookie-preferences-dialog");
const CookiePreferencesDialog = lazy(loadDialog);

/**
 * The banner's component. A lazy component with `preload()` that renders synchronously once loaded: the server
 * loads it (root loader) before rendering a page without consent, and the browser entry before hydrating one.
 */
export const CookieBanner = lazyRouteComponent(() => import("./cookie-banner"), "CookieBanner");

/** The id of the banner's title; its presence in the server's HTML tells the browser entry to load the banner. */
export const COOKIE_BANNER_TITLE_ID = "cookie-banner-title";

/**
 * Browser, before hydration: loads the banner's chunk when the server rendered the banner, so hydration renders
 * it as the server did (a lazy boundary left dehydrated would drop an early click on its buttons).
 * @returns the load to await, or null when the page has no banner.
 */
export function preloadServerRenderedBanner(): Promise<void> | null {
  return document.getElementById(COOKIE_BANNER_TITLE_ID) ? (CookieBanner.preload?.() ?? null) : null;
}

/** Event that opens the preferences dialog from anywhere (the footer's 'Cookie Preferences' button). */
export const OPEN_COOKIE_PREFERENCES = "vfa:open-cookie-preferences";

/**
 * The banner inside its own Suspense boundary, memoised: its props are stable, so the consent store's first
 * read after hydration re-renders the parent without touching the banner.
 */
const BannerSlot = memo(function BannerSlot(props: { onManage: (button: HTMLButtonElement) => void; onChoose: (consent: StoredConsent) => void }) {
  return (
    <Suspense fallback={null}>
      <CookieBanner titleId={COOKIE_BANNER_TITLE_ID} onManage={props.onManage} onManageIntent={preloadDialog} onChoose={props.onChoose} />
    </Suspense>
  );
});

function preloadDialog() {
  void loadDialog();
}

export function CookieConsent() {
  const { consent: serverConsent, thirdParties } = useRootData();
  const consent = useConsent(serverConsent);
  const [managing, setManaging] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // After hydration: read local storage and the cookie, then start what the stored consent allows.
    startConsentedThirdParties(thirdParties, loadConsent());
    const open = () => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      void loadDialog().then(() => setManaging(true));
    };
    window.addEventListener(OPEN_COOKIE_PREFERENCES, open);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES, open);
  }, [thirdParties]);

  const choose = useCallback(
    (next: StoredConsent) => {
      saveConsent(next);
      setManaging(false);
      startConsentedThirdParties(thirdParties, next);
    },
    [thirdParties],
  );
  const manage = useCallback((button: HTMLButtonElement) => {
    returnFocus.current = button;
    setManaging(true);
  }, []);

  return (
    <>
      {consent ? null : <BannerSlot onManage={manage} onChoose={choose} />}
      {managing ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog initial={consent} returnFocus={returnFocus} onCancel={() => setManaging(false)} onSave={choose} />
        </Suspense>
      ) : null}
    </>
  );
}
