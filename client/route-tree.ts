/** @module The route tree, shared by the server renderer and the browser. */
import { contactUsRoute } from "./routes/contact-us";
import { contentRoutes } from "./routes/guides/content-routes";
import { indexRoute } from "./routes/index";
import { rootRoute } from "./routes/root";
import { verifiedVisaFeesRoute } from "./routes/verified-visa-fees";
import { visaFeesRoute } from "./routes/visa-fees";
import { visaConsultationRoute } from "./routes/visa-consultation";
import { visaFreeRoute } from "./routes/visa-free";

export const routeTree = rootRoute.addChildren([
  indexRoute,
  visaFeesRoute,
  visaFreeRoute,
  verifiedVisaFeesRoute,
  visaConsultationRoute,
  contactUsRoute,
  ...contentRoutes,
]);
