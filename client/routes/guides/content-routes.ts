/**
 * @module The 22 editorial routes: 20 pages of the editorial spec plus the work-visa and emergency guides
 * (decision 6). Each record lives in shared/content/pages/<slug>.ts; this file is all the entry bundle holds of them.
 */
import { contentRoute } from "./content-route";

export const usaVisaFeesRoute = contentRoute("/usa-visa-fees", () => import("../../../shared/content/pages/usa-visa-fees"));
export const ukVisaFeesRoute = contentRoute("/uk-visa-fees", () => import("../../../shared/content/pages/uk-visa-fees"));
export const canadaVisaFeesRoute = contentRoute("/canada-visa-fees", () => import("../../../shared/content/pages/canada-visa-fees"));
export const schengenVisaFeesRoute = contentRoute("/schengen-visa-fees", () => import("../../../shared/content/pages/schengen-visa-fees"));
export const visaFeesComparisonRoute = contentRoute("/visa-fees-comparison", () => import("../../../shared/content/pages/visa-fees-comparison"));
export const passportGuideRoute = contentRoute("/passport-guide", () => import("../../../shared/content/pages/passport-guide"));
export const indianPassportStrengthRoute = contentRoute(
  "/passport/indian-passport-strength",
  () => import("../../../shared/content/pages/indian-passport-strength"),
);
export const strengthenPassportRoute = contentRoute(
  "/passport/strengthen-passport",
  () => import("../../../shared/content/pages/strengthen-passport"),
);
export const visaRejectionReasonsRoute = contentRoute(
  "/passport/visa-rejection-reasons",
  () => import("../../../shared/content/pages/visa-rejection-reasons"),
);
export const difficultVisaCountriesRoute = contentRoute(
  "/passport/difficult-visa-countries",
  () => import("../../../shared/content/pages/difficult-visa-countries"),
);
export const easyVisaCountriesRoute = contentRoute(
  "/passport/easy-visa-countries",
  () => import("../../../shared/content/pages/easy-visa-countries"),
);
export const ageVisaApprovalRoute = contentRoute("/passport/age-visa-approval", () => import("../../../shared/content/pages/age-visa-approval"));
export const financialRequirementsRoute = contentRoute(
  "/passport/financial-requirements",
  () => import("../../../shared/content/pages/financial-requirements"),
);
export const touristVsBusinessVisaRoute = contentRoute(
  "/visa/tourist-vs-business-visa",
  () => import("../../../shared/content/pages/tourist-vs-business-visa"),
);
export const visaInterviewTipsRoute = contentRoute("/visa/visa-interview-tips", () => import("../../../shared/content/pages/visa-interview-tips"));
export const visaDocumentChecklistRoute = contentRoute(
  "/visa/visa-document-checklist",
  () => import("../../../shared/content/pages/visa-document-checklist"),
);
export const studentVisaGuideRoute = contentRoute("/visa/student-visa-guide", () => import("../../../shared/content/pages/student-visa-guide"));
export const workVisaGuideRoute = contentRoute("/work-visa-guide", () => import("../../../shared/content/pages/work-visa-guide"));
export const emergencyVisaProcessingRoute = contentRoute(
  "/emergency-visa-processing",
  () => import("../../../shared/content/pages/emergency-visa-processing"),
);
export const aboutUsRoute = contentRoute("/about-us", () => import("../../../shared/content/pages/about-us"));
export const privacyPolicyRoute = contentRoute("/privacy-policy", () => import("../../../shared/content/pages/privacy-policy"));
export const termsOfServiceRoute = contentRoute("/terms-of-service", () => import("../../../shared/content/pages/terms-of-service"));

/** Every editorial route, in the order of the spec's route table, then the two added guides and the site pages. */
export const contentRoutes = [
  usaVisaFeesRoute,
  ukVisaFeesRoute,
  canadaVisaFeesRoute,
  schengenVisaFeesRoute,
  visaFeesComparisonRoute,
  passportGuideRoute,
  indianPassportStrengthRoute,
  strengthenPassportRoute,
  visaRejectionReasonsRoute,
  difficultVisaCountriesRoute,
  easyVisaCountriesRoute,
  ageVisaApprovalRoute,
  financialRequirementsRoute,
  touristVsBusinessVisaRoute,
  visaInterviewTipsRoute,
  visaDocumentChecklistRoute,
  studentVisaGuideRoute,
  workVisaGuideRoute,
  emergencyVisaProcessingRoute,
  aboutUsRoute,
  privacyPolicyRoute,
  termsOfServiceRoute,
] as const;
