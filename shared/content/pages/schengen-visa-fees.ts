/** @module /schengen-visa-fees: the Schengen short-stay visa for Indian passport holders (spec: Schengen, EUR). */
import { titleYear } from "../title-year";
import type { ChangedFigure, ContentPage, DateString } from "../types";

const EU_VISA = "https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/visa-policy/applying-schengen-visa_en";

/** Figures of the spec that changed: the fee rise of 11 June 2024 and Bulgaria's and Romania's full membership. */
const changes: ChangedFigure[] = [
  {
    label: "Schengen visa fee, adults (12 and over)",
    value: "EUR 90",
    was: "EUR 80",
    source: "European Commission, Migration and Home Affairs",
    sourceUrl: EU_VISA,
    effectiveOn: "2024-06-11",
    checkedOn: "2026-11-23",
  },
  {
    label: "Schengen visa fee, children aged 6 to under 12",
    value: "EUR 45",
    was: "EUR 40",
    source: "European Commission, Migration and Home Affairs",
    sourceUrl: EU_VISA,
    effectiveOn: "2024-06-11",
    checkedOn: "2026-11-23",
  },
  {
    label: "Schengen member states",
    value: "29",
    was: "27",
    source: "European Commission, Schengen area",
    sourceUrl: "https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/schengen-area_en",
    effectiveOn: "2025-01-01",
    checkedOn: "2026-11-23",
  },
];

/** The 29 Schengen states since 1 January 2025 (25 EU members plus Iceland, Liechtenstein, Norway and Switzerland). */
export const SCHENGEN_STATES = [
  "Austria",
  "Belgium",
  "Bulgaria",
  "Croatia",
  "Czechia",
  "Denmark",
  "Estonia",
  "Finland",
  "France",
  "Germany",
  "Greece",
  "Hungary",
  "Iceland",
  "Italy",
  "Latvia",
  "Liechtenstein",
  "Lithuania",
  "Luxembourg",
  "Malta",
  "Netherlands",
  "Norway",
  "Poland",
  "Portugal",
  "Romania",
  "Slovakia",
  "Slovenia",
  "Spain",
  "Sweden",
  "Switzerland",
] as const;

/** The day this page's figures were last checked: its title names this year. */
const updatedOn: DateString = "2026-11-23";

/** The Schengen fee page. Adult and child fees come from the D1 fee records (uniform for every member state). */
export const page: ContentPage = {
  path: "/schengen-visa-fees",
  metaTitle: `Schengen Visa Fees ${titleYear(updatedOn)} for Indians: {fee:de-tourist-uniform-short-stay-schengen-visa-type-c-adult-12} adults, {fee:de-tourist-uniform-short-stay-schengen-visa-type-c-child-aged-6-to-under-12} children | Visa Fee Atlas`,
  description:
    "Schengen short-stay visa fees for Indian passport holders: {fee:de-tourist-uniform-short-stay-schengen-visa-type-c-adult-12} for adults and {fee:de-tourist-uniform-short-stay-schengen-visa-type-c-child-aged-6-to-under-12} for children aged 6-12 since 11 June 2024, under 6 free; processing times, insurance and the 29 member states.",
  // Issue #45: the site answers every passport now; a guide about Indian passports says so first.
  eyebrow: "For Indian passport holders",
  title: `Schengen Visa Fees ${titleYear(updatedOn)}`,
  lead: "One short-stay visa for 29 European countries, at one fee set by EU law. Here is what it costs, how long it takes and what the rules ask of Indian travellers.",
  kind: { type: "Service", serviceType: "Schengen visa fee information" },
  publishedOn: "2025-07-29",
  updatedOn,
  updatedLabel: "Last updated",
  changes,
  feeDestinations: ["DE"],
  blocks: [
    {
      kind: "fee-cards",
      id: "fee-types",
      title: "Schengen visa fees",
      intro: "The fee is the same at every member state's consulate or visa centre. Amounts are read from our fee records.",
      cards: [
        {
          type: "Adult (12 and over)",
          fee: { record: "de-tourist-uniform-short-stay-schengen-visa-type-c-adult-12" },
          processingTime: "15 days, up to 30 in peak season",
          description: "Uniform short-stay (type C) visa for tourism, family visits and business.",
          details: ["Stay up to 90 days in any 180-day period", "Plus the visa centre's service fee"],
          changed: changes[0],
        },
        {
          type: "Child (6 to under 12)",
          fee: { record: "de-tourist-uniform-short-stay-schengen-visa-type-c-child-aged-6-to-under-12" },
          processingTime: "15 days, up to 30 in peak season",
          description: "The reduced fee for children from their 6th to their 12th birthday.",
          details: ["Parental consent and birth certificate needed"],
          changed: changes[1],
        },
        {
          type: "Child under 6",
          fee: "Free",
          processingTime: "15 days",
          description: "Children under 6 pay no visa fee.",
          details: ["A visa is still required"],
        },
        {
          type: "Long-stay national visa (type D)",
          fee: "Set by each country",
          processingTime: "30-60 days",
          description: "For study, work or family reunion of more than 90 days; each country sets its own fee and rules.",
          details: ["Apply to the country where you will live"],
        },
      ],
    },
    {
      kind: "extra-fees",
      id: "additional-fees",
      title: "Additional costs",
      fees: [
        {
          service: "Visa centre service fee",
          amount: "Varies",
          description: "VFS Global or BLS International charge a service fee on top of the visa fee; EU law normally caps it at half the visa fee.",
        },
        {
          service: "Travel medical insurance",
          amount: "EUR 30,000 minimum cover",
          description: "Compulsory for the whole stay and valid in every Schengen state, covering emergency treatment and repatriation.",
        },
      ],
    },
    {
      kind: "list",
      id: "rules",
      title: "Notes and rules",
      items: [
        "Standard processing is 15 calendar days; consulates can extend it to 45 days in individual cases, and summer queues often reach 30 days or more.",
        "Apply no earlier than 6 months and no later than 15 days before travel.",
        "Your passport must be valid for at least 3 months after you plan to leave the Schengen area and have been issued in the last 10 years.",
        "Apply to the country of your main destination (longest stay), or of first entry if the stays are equal.",
        "Under the EU's visa cascade for Indian nationals, frequent travellers with a good record can get multiple-entry visas of 2 years, then 5 years.",
        "Fees are not refunded if the visa is refused.",
      ],
    },
    {
      kind: "list",
      id: "members",
      title: "The 29 Schengen countries",
      intro:
        "Bulgaria and Romania became full members on 1 January 2025. Ireland and Cyprus are in the EU but outside Schengen and have their own visas.",
      items: [...SCHENGEN_STATES],
    },
    {
      kind: "faq",
      id: "faq",
      title: "Frequently asked questions",
      faqs: [
        {
          question: "How much is a Schengen visa for Indians?",
          answer:
            "{fee:de-tourist-uniform-short-stay-schengen-visa-type-c-adult-12} for adults and {fee:de-tourist-uniform-short-stay-schengen-visa-type-c-child-aged-6-to-under-12} for children aged 6 to under 12, since 11 June 2024; children under 6 pay nothing. The visa centre adds its service fee.",
        },
        {
          question: "How long can I stay on a Schengen visa?",
          answer: "Up to 90 days in any 180-day period across all 29 countries together, within the dates printed on the visa.",
        },
        {
          question: "Which country should I apply to?",
          answer: "The country where you will spend the most nights. If the stays are equal, the country you enter first.",
        },
        {
          question: "How much travel insurance do I need?",
          answer: "At least EUR 30,000 of medical cover, valid in all Schengen states for the whole trip, including repatriation.",
        },
        {
          question: "Is the Schengen visa fee refunded if I am refused?",
          answer: "No. You can appeal the refusal or apply again, paying the fee again.",
        },
      ],
    },
    {
      kind: "prose",
      id: "applying",
      title: "Applying for a Schengen visa from India",
      paragraphs: [
        "Book an appointment with the visa centre that handles your main destination, fill in the application form, and bring your passport, photos, travel insurance, flight and hotel bookings, and bank statements for the last 3 months. Our [document checklist](/visa/visa-document-checklist) lists each item.",
        "Consulates look for a consistent plan: the itinerary, bookings and funds should tell the same story. A day-by-day plan helps; budget about EUR 65-75 a day for your stay, as the [difficult countries guide](/passport/difficult-visa-countries) explains.",
        "Travelling often? Use each visa as planned and keep to the 90/180 rule: under the visa cascade, a clean record earns longer multiple-entry visas. Our [Schengen 90/180-day calculator](/schengen-calculator) counts your days used and left, and plans your next stay.",
      ],
    },
  ],
};
