/** @module /usa-visa-fees: US visa fees for Indian passport holders (spec: USA 2025 guide). */
import { titleYear } from "../title-year";
import type { ContentPage, DateString } from "../types";

/** The day this page's figures were last checked: its title names this year. */
const updatedOn: DateString = "2026-11-23";

/** The US fee page. Amounts of the visa classes come from the D1 fee records (U.S. Embassy notice of 2023). */
export const page: ContentPage = {
  path: "/usa-visa-fees",
  metaTitle: `USA Visa Fees ${titleYear(updatedOn)} for Indians: B1/B2, F-1, H-1B, L-1, O-1 | Visa Fee Atlas`,
  description:
    "US visa application fees for Indian passport holders: B1/B2 visitor and F-1 student {fee:us-tourist-b-1-b-2-visitor-visa-business-tourism}, petition-based work visas {fee:us-work-h-l-o-p-q-r-petition-based-temporary-worker-visa}, SEVIS USD 350, with sources and checked dates.",
  title: `USA Visa Fees ${titleYear(updatedOn)}`,
  lead: "What each US visa costs an Indian passport holder, what you pay on top, and how long it takes. US visa fees are non-refundable, even if the visa is refused.",
  kind: { type: "Service", serviceType: "US visa fee information" },
  publishedOn: "2025-07-29",
  updatedOn,
  updatedLabel: "Last updated",
  feeDestinations: ["US"],
  blocks: [
    {
      kind: "fee-cards",
      id: "fee-types",
      title: "US visa application fees (MRV fees)",
      intro:
        "The machine-readable visa (MRV) fee is paid before you book the interview, in rupees at the consular exchange rate. Amounts below are read from our fee records, with the page each was checked on.",
      cards: [
        {
          type: "B1/B2 visitor visa",
          fee: { record: "us-tourist-b-1-b-2-visitor-visa-business-tourism" },
          processingTime: "Interview wait varies by consulate; most visas print within 3-5 working days of approval",
          description: "For tourism, visiting family, medical treatment, conferences and business meetings (no paid work).",
          details: [
            "Usually issued for 10 years, multiple entry, to Indian nationals",
            "Each stay is set by the officer at the port of entry, often up to 6 months",
          ],
        },
        {
          type: "F-1 student visa",
          fee: { record: "us-student-f-1-student-visa" },
          processingTime: "Apply up to 365 days before your programme starts",
          description: "For full-time academic study at a SEVP-certified university or school.",
          details: ["Needs the Form I-20 from your school", "SEVIS I-901 fee of USD 350 paid before the interview"],
        },
        {
          type: "H-1B specialty occupation",
          fee: { record: "us-work-h-l-o-p-q-r-petition-based-temporary-worker-visa" },
          processingTime: "After the employer's petition (Form I-129) is approved",
          description:
            "For graduate-level jobs with a US employer who files a petition and, for most new workers, wins a place in the annual cap lottery.",
          details: [
            "Annual cap: 85,000 (65,000 regular plus 20,000 for US master's graduates)",
            "Employer pays the petition fees; the visa fee is yours unless the employer covers it",
          ],
        },
        {
          type: "L-1 intracompany transferee",
          fee: { record: "us-work-h-l-o-p-q-r-petition-based-temporary-worker-visa" },
          processingTime: "After petition approval, or through a blanket L petition",
          description: "For managers, executives and specialised staff moving to a US office of the same company after a year abroad with it.",
          details: ["Same petition-based visa fee as H-1B", "Additional fraud-prevention fees apply to some blanket L cases"],
        },
        {
          type: "O-1 extraordinary ability",
          fee: { record: "us-work-h-l-o-p-q-r-petition-based-temporary-worker-visa" },
          processingTime: "After petition approval",
          description: "For people with sustained national or international acclaim in science, arts, education, business or athletics.",
          details: ["Needs an approved I-129 petition and an advisory opinion", "No annual cap"],
        },
      ],
    },
    {
      kind: "extra-fees",
      id: "additional-fees",
      title: "Additional fees",
      fees: [
        {
          service: "SEVIS I-901 fee (F and M students)",
          amount: "USD 350",
          description:
            "Paid online at [fmjfee.com](https://www.fmjfee.com) after you receive the I-20 and before the interview. J-1 exchange visitors usually pay USD 220.",
        },
        {
          service: "Premium processing (Form I-907)",
          amount: "USD 2,805",
          description:
            "Optional, for petitions such as H-1B, L-1 and O-1: USCIS acts within 15 business days. USD 2,805 for most categories since 26 February 2024; USCIS can adjust it for inflation, so check the current figure on [uscis.gov](https://www.uscis.gov/forms/all-forms/how-do-i-request-premium-processing).",
        },
        {
          service: "Passport courier (delivery to your address)",
          amount: "USD 25-50",
          description: "Optional doorstep delivery instead of collecting the passport from a pick-up point; the price depends on the city.",
        },
        {
          service: "Visa integrity fee",
          amount: "USD 250 (announced)",
          description:
            "A new fee for non-immigrant visas enacted in July 2025. At the time of our last check we had not seen it being collected in India: see [travel.state.gov](https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html) before you pay.",
        },
      ],
    },
    {
      kind: "list",
      id: "notes",
      title: "Notes",
      items: [
        "All US visa fees are non-refundable and non-transferable, whether the visa is issued or refused.",
        "The fee receipt is valid for 365 days from payment: book an interview within that time.",
        "Fees are set in US dollars and collected in rupees at the consular rate of the day you pay.",
        "Interview waivers have been sharply limited since September 2025: expect an in-person interview unless the appointment site tells you otherwise.",
        "The US has no visa on arrival or e-Visa for Indians; the ESTA is only for Visa Waiver Program countries.",
      ],
    },
    {
      kind: "faq",
      id: "faq",
      title: "Frequently asked questions",
      faqs: [
        {
          question: "How much is the US tourist visa fee for Indians?",
          answer:
            "The B1/B2 visitor visa fee is {fee:us-tourist-b-1-b-2-visitor-visa-business-tourism}, paid in rupees at the consular exchange rate. It was last raised on 17 June 2023, from USD 160.",
        },
        {
          question: "Is the US visa fee refunded if my visa is refused?",
          answer:
            "No. The fee pays for processing the application, not for the visa, so it is kept whatever the decision. You pay again if you reapply.",
        },
        {
          question: "What do US students pay in total before the interview?",
          answer:
            "The {fee:us-student-f-1-student-visa} visa fee and the USD 350 SEVIS I-901 fee, both before the interview, plus travel to the interview city.",
        },
        {
          question: "Does premium processing make my visa interview faster?",
          answer:
            "No. Premium processing only speeds up USCIS's decision on an employer's petition. Interview dates are set by the consulate; you can request an emergency appointment for urgent travel (see our [emergency visa guide](/emergency-visa-processing)).",
        },
        {
          question: "How long is a US visitor visa valid for Indians?",
          answer:
            "Usually 10 years with multiple entries, though the officer can issue less. Validity is not how long you may stay: that is decided at the border.",
        },
      ],
    },
    {
      kind: "prose",
      id: "applying",
      title: "How the US visa application works",
      paragraphs: [
        "Every US visa starts with the online DS-160 form. Once it is submitted you create a profile on the appointment site, pay the visa fee and book two appointments: biometrics at a Visa Application Centre and the interview at the embassy in New Delhi or a consulate in Mumbai, Chennai, Kolkata or Hyderabad.",
        "Interview waits differ a lot between cities and seasons, and for visitor visas they can run to months. Apply as soon as your plans are firm, keep the fee receipt (it is valid for a year), and check every consulate's wait time: you may interview at any of them.",
        "At the interview the officer decides mostly from your answers and the DS-160. Bring proof of your job or studies, your finances and your ties to India, but expect to be asked for them only if needed. Our [visa interview tips](/visa/visa-interview-tips) cover the questions most often asked.",
      ],
    },
    {
      kind: "prose",
      id: "budget",
      title: "Budgeting for a US visa",
      paragraphs: [
        "For a visitor the fixed cost is the {fee:us-tourist-b-1-b-2-visitor-visa-business-tourism} fee. Students add USD 350 for SEVIS, and workers' employers pay petition fees to USCIS that can run to several thousand dollars, plus USD 2,805 or more if they choose premium processing.",
        "Add the cost of travelling to the interview city, photographs, and optional courier delivery. If you are refused you pay the full fee again to reapply, so it is worth fixing the reason first: see [the main reasons for visa rejection](/passport/visa-rejection-reasons).",
      ],
    },
  ],
};
