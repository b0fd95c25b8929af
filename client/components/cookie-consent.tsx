/**
 * @module Cookie consent on the app's pages (spec: Cookie banner and preferences; §4 Cookie consent): the behaviour
 * is consent-controls.ts's, as on the static pages (reads the stored consent after hydration and starts what it
 * allows, takes the banner's and the footer's clicks); this shows the banner while there is no consent and the
 * 'Cookie Preferences' dialog when asked. The banner is server-rendered only when the request carries no consent; a
 * returning visitor whose consent lives only in local storage never sees it, because a tiny inline script in the
 * head marks the document before the first paint (worker/ssr/early-consent.ts). The banner, the dialog and the third-party
 * loader are chunks of their own: most page views have a consent and configure no third party, and they should
 * not download code they never run.
 */
import { lazyRouteComponent } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { chooseConsent, startConsent } from "../consent/consent-controls";
import { useConsent } from "../consent/use-consent";
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

function preloadDialog() {
  void loadDialog();
}

/**
 * The banner inside its own Suspense boundary, one element for the page's life: React skips an element it rendered
 * before, so the consent store's first read after hydration re-renders the parent without touching the banner.
 */
const BANNER = (
  <Suspense fallback={null}>
    <CookieBanner titleId={COOKIE_BANNER_TITLE_ID} onManageIntent={preloadDialog} />
  </Suspense>
);

export function CookieConsent() {
  const { consent: serverConsent, thirdParties } = useRootData();
  const consent = useConsent(serverConsent);
  const [managing, setManaging] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  // After hydration, once (the root's data never changes in the browser): read local storage and the cookie, start
  // what the stored consent allows, and take the banner's and the footer's clicks. The banner follows the store.
  useEffect(() => {
    startConsent(thirdParties, {
      manage: (opener) => {
        returnFocus.current = opener;
        setManaging(true);
      },
    });
  }, []);

  return (
    <>
      {consent ? null : BANNER}
      {managing ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            initial={consent}
            returnFocus={returnFocus}
            onCancel={() => setManaging(false)}
            onSave={(next) => {
              chooseConsent(thirdParties, next);
              setManaging(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
