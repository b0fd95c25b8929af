/** @module /uk-visa-fees: UK visa fees for Indian passport holders (spec: UK guide). */
import { titleYear } from "../title-year";
import type { ChangedFigure, ContentPage, DateString } from "../types";

const GOV_UK_FEES = "https://www.gov.uk/government/publications/visa-regulations-revised-table";

const GREEN_NEWS_2026 = "https://thegreenews.com/news/uk-visa-fees-jump-complete-cost-breakdown-for-visitors-students-and-skilled-workers-6z9g3";

/**
 * Figures of the spec that the April 2025 fee regulations, the fee schedule of 8 April 2026 (visitor fees, read in
 * news reports: our fee records, india-fees.v2.json) or the 2022 closure replaced.
 */
const changes: ChangedFigure[] = [
  {
    label: "Standard Visitor, up to 6 months",
    value: "£135",
    was: "£127",
    source: "The Green News, summarising the Home Office fee schedule of 8 April 2026",
    sourceUrl: GREEN_NEWS_2026,
    effectiveOn: "2026-04-08",
    checkedOn: "2026-11-26",
  },
  {
    label: "Long-term Standard Visitor, 2 years",
    value: "£506",
    was: "£475",
    source: "The Green News, summarising the Home Office fee schedule of 8 April 2026",
    sourceUrl: GREEN_NEWS_2026,
    effectiveOn: "2026-04-08",
    checkedOn: "2026-11-26",
  },
  {
    label: "Long-term Standard Visitor, 5 years",
    value: "£848",
    was: "£822",
    source: "GOV.UK Home Office immigration and nationality fees",
    sourceUrl: GOV_UK_FEES,
    effectiveOn: "2025-04-09",
    checkedOn: "2026-11-23",
  },
  {
    label: "Long-term Standard Visitor, 10 years",
    value: "£1,059",
    was: "£1,033",
    source: "GOV.UK Home Office immigration and nationality fees",
    sourceUrl: GOV_UK_FEES,
    effectiveOn: "2025-04-09",
    checkedOn: "2026-11-23",
  },
  {
    label: "Student visa (applying from outside the UK)",
    value: "£524",
    was: "£490",
    source: "GOV.UK Student visa",
    sourceUrl: "https://www.gov.uk/student-visa",
    effectiveOn: "2025-04-09",
    checkedOn: "2026-11-23",
  },
  {
    label: "Skilled Worker visa (outside the UK)",
    value: "£769-£1,519",
    was: "£719-£1,420",
    source: "GOV.UK Skilled Worker visa",
    sourceUrl: "https://www.gov.uk/skilled-worker-visa/how-much-it-costs",
    effectiveOn: "2025-04-09",
    checkedOn: "2026-11-23",
  },
  {
    label: "Investor visa (Tier 1)",
    value: "closed to new applicants",
    was: "£1,036",
    source: "GOV.UK Investor visa (Tier 1)",
    sourceUrl: "https://www.gov.uk/investor-visa-tier-1",
    effectiveOn: "2022-02-17",
    checkedOn: "2026-11-23",
  },
];

/** The day this page's figures were last checked: its title names this year. */
const updatedOn: DateString = "2026-11-23";

/** The UK fee page. The 6-month and 2-year visitor fees come from D1 fee records. */
export const page: ContentPage = {
  path: "/uk-visa-fees",
  metaTitle: `UK Visa Fees ${titleYear(updatedOn)} for Indians: Visitor, Student, Skilled Worker | Visa Fee Atlas`,
  description:
    "UK visa fees for Indian passport holders: Standard Visitor {fee:gb-tourist-standard-visitor-visa-up-to-6-months}, long-term visitor visas, Student and Skilled Worker fees, priority services and the £1,035 a year Immigration Health Surcharge.",
  title: `UK Visa Fees ${titleYear(updatedOn)}`,
  lead: "The Home Office fee for each UK visa an Indian passport holder is likely to need, the optional services sold at visa centres, and the Immigration Health Surcharge that longer visas add.",
  kind: { type: "Service", serviceType: "UK visa fee information" },
  publishedOn: "2025-07-29",
  updatedOn,
  updatedLabel: "Last updated",
  changes,
  feeDestinations: ["GB"],
  blocks: [
    {
      kind: "fee-cards",
      id: "fee-types",
      title: "UK visa fees by type",
      intro: "Fees for applications made from India. The visitor fees are read from our fee records; the others are from the GOV.UK fee table.",
      cards: [
        {
          type: "Standard Visitor (up to 6 months)",
          fee: { record: "gb-tourist-standard-visitor-visa-up-to-6-months" },
          processingTime: "About 3 weeks (15 working days) after biometrics",
          description: "Tourism, family visits, business meetings and short courses of up to 6 months.",
          details: ["No work allowed", "Multiple entries within the 6 months"],
        },
        {
          type: "Long-term Standard Visitor (2 years)",
          fee: { record: "gb-long-term-long-term-standard-visitor-visa-2-years" },
          processingTime: "About 3 weeks",
          description: "For frequent visitors: each stay can last up to 6 months.",
          details: ["5 years: £848", "10 years: £1,059"],
        },
        {
          type: "Student visa",
          fee: "£524",
          processingTime: "About 3 weeks",
          description: "For degree-level study at a licensed sponsor with a Confirmation of Acceptance for Studies (CAS).",
          details: ["Plus the Immigration Health Surcharge at the student rate of £776 a year", "Proof of funds held for 28 consecutive days"],
          changed: changes[4],
        },
        {
          type: "Skilled Worker visa",
          fee: "£769-£1,519",
          processingTime: "About 3 weeks",
          description: "For a job offer from a licensed UK sponsor. The lower fee is for visas of up to 3 years, the higher for longer.",
          details: ["Reduced fees for shortage and health and care roles", "Employer pays the Immigration Skills Charge"],
          changed: changes[5],
        },
        {
          type: "Spouse or partner (family) visa",
          fee: "£1,048-£2,389",
          processingTime: "Up to 12 weeks",
          description:
            "An older range, from an extension in the UK to a settlement application: family fees have risen since, so check the current figure on [GOV.UK](https://www.gov.uk/uk-family-visa) before you apply.",
          details: ["Minimum income requirement applies", "Plus the Immigration Health Surcharge"],
        },
        {
          type: "Investor visa (Tier 1)",
          fee: "Closed",
          processingTime: "Not applicable",
          description:
            "The Tier 1 Investor route closed to new applicants on 17 February 2022 (it cost £1,036). Investors now look at the Innovator Founder route.",
          details: [],
          changed: changes[6],
        },
      ],
    },
    {
      kind: "extra-fees",
      id: "additional-fees",
      title: "Additional fees and optional services",
      intro: "Optional services are sold by the visa application centre (VFS Global in India); prices change and differ by centre.",
      fees: [
        { service: "Priority visa service", amount: "£500", description: "A decision in about 5 working days for visit, work and study visas." },
        {
          service: "Super Priority visa service",
          amount: "£1,000-£2,500",
          description: "A decision usually by the end of the next working day; availability is limited.",
        },
        { service: "Premium Lounge", amount: "£75", description: "A private waiting area and help with the submission at the visa centre." },
        {
          service: "Keep your passport",
          amount: "£200",
          description: "Submit a copy so you can keep travelling while the application is decided (passport-pass-back).",
        },
      ],
    },
    {
      kind: "extra-fees",
      id: "health-surcharge",
      title: "Immigration Health Surcharge",
      intro: "Paid with any application for more than 6 months; it gives access to the NHS on the same basis as residents.",
      fees: [
        {
          service: "Standard rate",
          amount: "£1,035 per year",
          description: "Workers, family members and most other routes (since 6 February 2024).",
        },
        {
          service: "Students and Youth Mobility",
          amount: "£776 per year",
          description: "The reduced rate for students, their dependants and Youth Mobility Scheme visas.",
        },
        {
          service: "Part years",
          amount: "Half or full rate",
          description:
            "The surcharge is charged per year of the visa: any part year over 6 months costs a full year, 6 months or less costs half a year.",
        },
      ],
    },
    {
      kind: "list",
      id: "notes",
      title: "Notes",
      items: [
        "Home Office fees are not refunded if the visa is refused; the Immigration Health Surcharge is refunded.",
        "The UK raised most visa fees on 9 April 2025 and again on 8 April 2026 (the visitor fees above; the other figures here are the 2025 ones until we confirm the 2026 table). It changes them from time to time, usually in April: confirm the figure on the day you pay.",
        "Indian nationals need a visa to visit the UK: the UK's Electronic Travel Authorisation (ETA) is only for visa-free nationalities.",
        "You give fingerprints and a photo at a visa application centre in India after paying online.",
      ],
    },
    {
      kind: "faq",
      id: "faq",
      title: "Frequently asked questions",
      faqs: [
        {
          question: "How much is a UK tourist visa for Indians?",
          answer:
            "The Standard Visitor visa for up to 6 months costs {fee:gb-tourist-standard-visitor-visa-up-to-6-months}, with the figure and its source shown above. Long-term visitor visas cost more but allow visits for 2, 5 or 10 years.",
        },
        {
          question: "Do I pay the health surcharge on a visitor visa?",
          answer: "No. The Immigration Health Surcharge applies to visas of more than 6 months, such as student, work and family visas.",
        },
        {
          question: "How long does a UK visitor visa take from India?",
          answer:
            "Usually about 3 weeks after your biometrics appointment. Priority (about 5 working days) and Super Priority (next working day) cost extra.",
        },
        {
          question: "Is the UK visa fee refundable?",
          answer: "Not if the application is decided, whether granted or refused. You can get a refund if you withdraw before processing starts.",
        },
        {
          question: "How much does a student pay in total for a 2-year course?",
          answer:
            "The £524 visa fee plus £776 a year of health surcharge for the whole visa period (course plus the extra months the visa adds), paid upfront, plus proof of tuition and living costs.",
        },
      ],
    },
    {
      kind: "prose",
      id: "applying",
      title: "Applying for a UK visa from India",
      paragraphs: [
        "All UK applications start on GOV.UK. You fill in the form, pay the visa fee and any surcharge online, then book an appointment at a visa application centre to give your fingerprints and photograph and to submit or upload your documents.",
        "Decide early whether a long-term visitor visa suits you. If you visit the UK every year, a 2-year visa at {fee:gb-long-term-long-term-standard-visitor-visa-2-years} costs less than four 6-month visas, and a 10-year visa spares you repeated applications, as long as you keep to the 6-month limit per visit.",
        "Refusals usually come from weak evidence of funds or of your reasons to return. Read [the financial requirements guide](/passport/financial-requirements) before gathering your bank statements.",
      ],
    },
  ],
};
