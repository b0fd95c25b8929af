/**
 * @module The browser's route tree: the interactive (hydrated) pages only. The static pages (route-tree.ts
 * `staticRoutes`) never hydrate the app, so the browser needs neither their routes nor their heads; the server renders
 * them from the full tree. Typed links are checked against this tree (router.tsx), so a `<Link>` to a static page does
 * not compile: those are plain `<a>` links, ordinary navigations.
 */
import { comparePassportsRoute } from "./routes/compare-passports";
import { contactUsRoute } from "./routes/contact-us";
import { indexRoute } from "./routes/index";
import { passportRankingRoute } from "./routes/passport-ranking";
import { rootRoute } from "./routes/root";
import { verifiedVisaFeesRoute } from "./routes/verified-visa-fees";
import { visaFeesRoute } from "./routes/visa-fees";
import { visaConsultationRoute } from "./routes/visa-consultation";
import { visaFreeRoute } from "./routes/visa-free";

/** The interactive pages' routes, children of the root. */
export const appRoutes = [
  indexRoute,
  visaFeesRoute,
  visaFreeRoute,
  verifiedVisaFeesRoute,
  passportRankingRoute,
  comparePassportsRoute,
  visaConsultationRoute,
  contactUsRoute,
] as const;

export const appRouteTree = rootRoute.addChildren([...appRoutes]);
