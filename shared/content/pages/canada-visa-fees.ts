/** @module /canada-visa-fees: Canadian visa and permit fees for Indian passport holders (spec: Canada, CAD). */
import { titleYear } from "../title-year";
import type { ChangedFigure, ContentPage, DateString } from "../types";

const IRCC_FEES = "https://ircc.canada.ca/english/information/fees/fees.asp";

/** Figures of the spec that IRCC's fee increase of 30 April 2024 replaced. */
const changes: ChangedFigure[] = [
  {
    label: "Right of permanent residence fee",
    value: "CAD 575",
    was: "CAD 515",
    source: "IRCC fee list",
    sourceUrl: IRCC_FEES,
    effectiveOn: "2024-04-30",
    checkedOn: "2026-11-23",
  },
  {
    label: "Express Entry (economic PR), principal applicant with the right of PR fee",
    value: "CAD 1,525",
    was: "CAD 1,325",
    source: "IRCC fee list",
    sourceUrl: IRCC_FEES,
    effectiveOn: "2024-04-30",
    checkedOn: "2026-11-23",
  },
];

/** The day this page's figures were last checked: its title names this year. */
const updatedOn: DateString = "2026-11-23";

/** The Canada fee page. The visitor visa amount comes from the D1 fee record (IRCC). */
export const page: ContentPage = {
  path: "/canada-visa-fees",
  metaTitle: `Canada Visa Fees ${titleYear(updatedOn)} for Indians: Visitor, Study, Work, Express Entry | Visa Fee Atlas`,
  description:
    "Canadian visa fees for Indian passport holders in Canadian dollars: visitor visa {fee:ca-tourist-visitor-visa-temporary-resident-visa-single-or-multiple-entry}, study permit CAD 150, work permit CAD 155, biometrics CAD 85, Express Entry and permanent residence fees.",
  title: `Canada Visa Fees ${titleYear(updatedOn)}`,
  lead: "What Immigration, Refugees and Citizenship Canada (IRCC) charges for each visa and permit, in Canadian dollars, and the biometrics fee most Indian applicants pay on top.",
  kind: { type: "Service", serviceType: "Canada visa fee information" },
  publishedOn: "2025-07-29",
  updatedOn,
  updatedLabel: "Last updated",
  changes,
  feeDestinations: ["CA"],
  blocks: [
    {
      kind: "fee-cards",
      id: "fee-types",
      title: "Canadian visa and permit fees",
      intro: "All fees in Canadian dollars (CAD), paid online to IRCC. The visitor visa amount is read from our fee record of the IRCC fee page.",
      cards: [
        {
          type: "Visitor visa (TRV)",
          fee: { record: "ca-tourist-visitor-visa-temporary-resident-visa-single-or-multiple-entry" },
          processingTime: "Varies: see IRCC's processing-times tool",
          description: "Tourism, family visits and business visits; stays of up to 6 months are usual.",
          details: ["Single or multiple entry, often valid up to 10 years or passport expiry", "Plus biometrics CAD 85"],
        },
        {
          type: "Super Visa (parents and grandparents)",
          fee: "CAD 100",
          processingTime: "Varies",
          description: "For parents and grandparents of Canadian citizens and permanent residents: stays of up to 5 years at a time.",
          details: ["Needs private Canadian medical insurance", "Minimum income of the child or grandchild"],
        },
        {
          type: "Study permit",
          fee: "CAD 150",
          processingTime: "Varies; apply as soon as you have the letter of acceptance",
          description: "For programmes longer than 6 months at a designated learning institution.",
          details: ["Needs a provincial attestation letter in most cases", "Proof of funds for tuition and living costs"],
        },
        {
          type: "Work permit",
          fee: "CAD 155",
          processingTime: "Varies by permit type",
          description: "Employer-specific work permits, including those needing a Labour Market Impact Assessment.",
          details: ["Open work permit holder fee: CAD 100 extra", "Group of 3 or more performing artists applying together: CAD 465 maximum"],
        },
        {
          type: "Express Entry (permanent residence)",
          fee: "CAD 1,525",
          processingTime: "About 6 months for most complete applications",
          description: "Principal applicant: CAD 950 processing fee plus CAD 575 right of permanent residence fee.",
          details: ["Spouse or partner: the same again", "Dependent child: CAD 260 each"],
          changed: changes[1],
        },
      ],
    },
    {
      kind: "extra-fees",
      id: "additional-fees",
      title: "Additional fees",
      fees: [
        {
          service: "Biometrics, individual",
          amount: "CAD 85",
          description: "Fingerprints and photo at a visa application centre; valid for 10 years, so you may not pay again on your next application.",
        },
        {
          service: "Biometrics, family applying together",
          amount: "CAD 170",
          description: "Maximum for a family applying at the same time and place.",
        },
        {
          service: "Biometrics, group of 3 or more performing artists",
          amount: "CAD 255",
          description: "Maximum for a performing group and its staff applying together.",
        },
        {
          service: "Visitor visa family maximum",
          amount: "CAD 500",
          description: "The most a family of 5 or more pays in visitor visa fees when applying together.",
        },
        {
          service: "Right of permanent residence",
          amount: "CAD 575",
          description: "Paid by each adult becoming a permanent resident; refunded if the application does not succeed.",
          changed: changes[0],
        },
        {
          service: "Open work permit holder",
          amount: "CAD 100",
          description: "Added to the work permit fee for open work permits (for example for spouses of students or workers).",
        },
        {
          service: "Restoration of status",
          amount: "CAD 229",
          description: "For people in Canada who lost their status and apply within 90 days; confirm the current amount on the IRCC fee list.",
        },
      ],
    },
    {
      kind: "list",
      id: "notes",
      title: "Notes",
      items: [
        "Processing fees are not refunded once IRCC has started processing, whatever the decision.",
        "Biometrics are valid for 10 years: check whether yours are still valid before paying again.",
        "Indian citizens need a visitor visa: the eTA is only for visa-exempt nationalities and a few other nationalities (not India) who hold a US visa and fly in.",
        "Fees are paid online in Canadian dollars; your bank converts them to rupees.",
      ],
    },
    {
      kind: "faq",
      id: "faq",
      title: "Frequently asked questions",
      faqs: [
        {
          question: "What is the total cost of a Canada visitor visa from India?",
          answer:
            "{fee:ca-tourist-visitor-visa-temporary-resident-visa-single-or-multiple-entry} for the visa plus CAD 85 for biometrics for one person, unless your biometrics from the last 10 years are still valid.",
        },
        {
          question: "Do children pay the biometrics fee?",
          answer: "Children under 14 do not give biometrics. A family applying together pays at most CAD 170.",
        },
        {
          question: "How much does a study permit cost?",
          answer: "CAD 150 plus CAD 85 biometrics. Budget separately for tuition, the proof of funds IRCC asks for, and medical exams if required.",
        },
        {
          question: "Is the right of permanent residence fee refundable?",
          answer: "Yes: if your application is refused or withdrawn before you become a permanent resident, the CAD 575 fee is returned.",
        },
        {
          question: "How long does a Canada visa take for Indians?",
          answer: "It changes every week. Use IRCC's online processing-times tool for your visa and country before you plan travel dates.",
        },
      ],
    },
    {
      kind: "prose",
      id: "applying",
      title: "Applying to Canada from India",
      paragraphs: [
        "Almost all applications are made online through an IRCC account. After you pay, IRCC sends a biometrics instruction letter; you then book an appointment at a visa application centre (VFS Global in India) within 30 days.",
        "Officers look for a clear purpose, enough money for the stay, and ties that bring you home. Refusals from India often cite travel history and finances, so read [the difficult visa countries guide](/passport/difficult-visa-countries) and prepare bank statements covering several months.",
        "If your passport must be stamped, the visa centre asks for it after approval; keep it available and do not book non-refundable travel before the visa is in your hand.",
      ],
    },
  ],
};
