/**
 * @module Every editorial page record, for tests and tools. The app does not import this list: each route
 * imports its own record lazily (client/routes/guides/content-routes.ts), so the records stay out of the entry bundle.
 */
import type { ContentPage } from "./types";
import { page as usaVisaFees } from "./pages/usa-visa-fees";
import { page as ukVisaFees } from "./pages/uk-visa-fees";
import { page as canadaVisaFees } from "./pages/canada-visa-fees";
import { page as schengenVisaFees } from "./pages/schengen-visa-fees";
import { page as visaFeesComparison } from "./pages/visa-fees-comparison";
import { page as passportGuide } from "./pages/passport-guide";
import { page as indianPassportStrength } from "./pages/indian-passport-strength";
import { page as strengthenPassport } from "./pages/strengthen-passport";
import { page as visaRejectionReasons } from "./pages/visa-rejection-reasons";
import { page as difficultVisaCountries } from "./pages/difficult-visa-countries";
import { page as easyVisaCountries } from "./pages/easy-visa-countries";
import { page as ageVisaApproval } from "./pages/age-visa-approval";
import { page as financialRequirements } from "./pages/financial-requirements";
import { page as touristVsBusinessVisa } from "./pages/tourist-vs-business-visa";
import { page as visaInterviewTips } from "./pages/visa-interview-tips";
import { page as visaDocumentChecklist } from "./pages/visa-document-checklist";
import { page as studentVisaGuide } from "./pages/student-visa-guide";
import { page as workVisaGuide } from "./pages/work-visa-guide";
import { page as emergencyVisaProcessing } from "./pages/emergency-visa-processing";
import { page as aboutUs } from "./pages/about-us";
import { page as privacyPolicy } from "./pages/privacy-policy";
import { page as termsOfService } from "./pages/terms-of-service";

/** The 22 records, in the order of the editorial route table, then the two added guides and the site pages. */
export const ALL_PAGES: readonly ContentPage[] = [
  usaVisaFees,
  ukVisaFees,
  canadaVisaFees,
  schengenVisaFees,
  visaFeesComparison,
  passportGuide,
  indianPassportStrength,
  strengthenPassport,
  visaRejectionReasons,
  difficultVisaCountries,
  easyVisaCountries,
  ageVisaApproval,
  financialRequirements,
  touristVsBusinessVisa,
  visaInterviewTips,
  visaDocumentChecklist,
  studentVisaGuide,
  workVisaGuide,
  emergencyVisaProcessing,
  aboutUs,
  privacyPolicy,
  termsOfService,
];
