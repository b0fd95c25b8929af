/**
 * @module The script of the static pages (client/route-tree.ts `staticRoutes`, and the not-found page): everything
 * the shell does there without the React app (issue: ship JavaScript only where a page needs it). The server
 * renders these pages whole; this adds only what a visitor uses: consent (banner, preferences, third parties), the
 * wide navigation's dropdowns, the Contact for API dialog and its toasts (loaded when a visitor reaches for them),
 * the document checklist, sortable tables, GET forms' clean URLs, the "Get alerts" forms, live forms (the Schengen calculator), the Share
 * control (loaded on its first click), and app mode's base path. The narrow navigation works without any
 * script (nav.css).
 *
 * It is started like the app, after the first paint (worker/ssr/app-loader.ts), and marks the document
 * `data-shell="static"` when it is ready (tests wait for it as they wait for `data-hydrated` on the app's pages).
 */
import type { PublicThirdParties } from "../../shared/consent/third-party-config";
import { TOAST_HOTKEY } from "../components/toast-rules";
import { enhanceApiContact } from "../features/leads/api-contact-trigger";
import { sendAlertFormsInPlace } from "../features/alerts/alerts-in-place";
import { enhanceChecklists } from "./checklist";
import { enhanceGetForms } from "./clean-query";
import { enhanceNavMenus } from "../components/nav-menus";
import { startShellConsent } from "./consent";
import { enhanceSortableTables } from "./sortable-table";

const NO_THIRD_PARTIES: PublicThirdParties = { analyticsId: null, adsConversionId: null, flightsWidgetUrl: null, hostelsWidgetUrl: null };

/** The public third-party configuration the server put on the loader (blank: none configured). */
function thirdParties(): PublicThirdParties {
  try {
    const raw = document.getElementById("app-loader")?.dataset.thirdParties;
    return raw ? { ...NO_THIRD_PARTIES, ...(JSON.parse(raw) as Partial<PublicThirdParties>) } : NO_THIRD_PARTIES;
  } catch {
    return NO_THIRD_PARTIES;
  }
}

startShellConsent(thirdParties());
enhanceNavMenus();
enhanceApiContact(() => import("./api-contact/dialog").then(({ openApiContactDialog }) => openApiContactDialog));
// Spec §9: F8 focuses the notification region, even before any toast.
document.addEventListener("keydown", (event) => {
  if (event.key === TOAST_HOTKEY) void import("./toasts").then(({ focusToasts }) => focusToasts());
});
// The Share control (client/features/share/share-link.tsx): the server rendered it as a link to the page itself.
document.addEventListener("click", (event) => {
  if (!(event.target instanceof Element) || !event.target.closest("[data-share]")) return;
  event.preventDefault();
  void import("./share").then(({ shareFromShell }) => shareFromShell());
});
enhanceChecklists();
enhanceGetForms();
// The "Get alerts" forms (the trip planner's answer, /changes) sent in place; without the script they post and come back.
sendAlertFormsInPlace();
enhanceSortableTables();
// The calculator's live form comes only with a page that has one.
if (document.querySelector("form[data-live]")) void import("./live-form").then(({ enhanceLiveForms }) => enhanceLiveForms());
const basePath = document.documentElement.dataset.basePath;
if (basePath) void import("../app-mode/base-path-click").then(({ keepLinksUnderBasePath }) => keepLinksUnderBasePath(basePath));
document.documentElement.dataset.shell = "static";
