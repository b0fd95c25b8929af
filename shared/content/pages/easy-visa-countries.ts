/** @module /passport/easy-visa-countries: six easy first trips for Indian passport holders. */
import type { ChangedFigure, ContentPage } from "../types";

const changes: ChangedFigure[] = [
  {
    label: "Thailand, stay for Indian passport holders",
    value: "60 days visa-free",
    was: "15 days (visa on arrival)",
    source: "Royal Thai Government e-Visa and visa exemption information",
    sourceUrl: "https://www.thaievisa.go.th",
    effectiveOn: "2024-07-15",
    checkedOn: "2026-11-23",
  },
];

/** The easy-countries guide (spec: Thailand, UAE, Maldives, Indonesia, Qatar, Jordan). Costs agree with the fee records. */
export const page: ContentPage = {
  path: "/passport/easy-visa-countries",
  metaTitle: "Easy Visa Countries for Indians: Visa-Free, On Arrival and e-Visa Trips | Visa Fee Atlas",
  description:
    "Six easy destinations for Indian passport holders: Thailand, the UAE, the Maldives, Indonesia, Qatar and Jordan, with visa type, days allowed, cost, processing time and requirements.",
  title: "Easy Visa Countries",
  lead: "Good first trips: short to arrange, cheap, and each one a stamp that helps your next, harder application. Our data lists {indiaNoVisa} destinations Indians can enter without a visa arranged in advance.",
  kind: { type: "Article" },
  publishedOn: "2025-07-29",
  updatedOn: "2026-11-23",
  updatedLabel: "Last updated",
  changes,
  blocks: [
    {
      kind: "cards",
      id: "countries",
      title: "Six easy destinations",
      cards: [
        {
          title: "Thailand",
          subtitle: "Asia",
          badges: [{ label: "Easy", tone: "positive" }],
          facts: [{ label: "Visa type", value: "Visa exemption" }, { label: "Validity", value: "60 days" }, { label: "Cost", value: "Free" }, { label: "Processing", value: "At the border" }],
          lists: [{ heading: "Requirements", items: ["Passport valid 6+ months", "Return ticket and hotel booking", "Thailand Digital Arrival Card (TDAC) online before arrival"] }],
        },
        {
          title: "United Arab Emirates",
          subtitle: "Middle East",
          badges: [{ label: "Easy", tone: "positive" }],
          facts: [{ label: "Visa type", value: "Visa on arrival (eligible travellers) or e-Visa" }, { label: "Validity", value: "14 days" }, { label: "Cost", value: "AED 100 on arrival; e-Visa from AED 250" }, { label: "Processing", value: "2-5 days for an e-Visa" }],
          lists: [{ heading: "Requirements", items: ["Visa on arrival only with a valid US visa or green card, or a UK or EU visa or residence permit", "Otherwise a 30-day e-Visa through an airline or GDRFA"] }],
        },
        {
          title: "Maldives",
          subtitle: "Asia",
          badges: [{ label: "Very easy", tone: "positive" }],
          facts: [{ label: "Visa type", value: "Visa on arrival" }, { label: "Validity", value: "90 days" }, { label: "Cost", value: "Free" }, { label: "Processing", value: "At the border" }],
          lists: [{ heading: "Requirements", items: ["Confirmed resort or hotel booking", "Return ticket", "IMUGA traveller declaration within 96 hours of arrival"] }],
        },
        {
          title: "Indonesia",
          subtitle: "Asia",
          badges: [{ label: "Easy", tone: "positive" }],
          facts: [{ label: "Visa type", value: "e-VOA / visa on arrival" }, { label: "Validity", value: "30 days" }, { label: "Cost", value: "IDR 500,000" }, { label: "Processing", value: "Online in minutes, or at the airport" }],
          lists: [{ heading: "Requirements", items: ["Passport valid 6+ months", "Return ticket", "Bali visitors also pay the IDR 150,000 tourist levy"] }],
        },
        {
          title: "Qatar",
          subtitle: "Middle East",
          badges: [{ label: "Easy", tone: "positive" }],
          facts: [{ label: "Visa type", value: "Visa waiver on arrival" }, { label: "Validity", value: "30 days" }, { label: "Cost", value: "Free" }, { label: "Processing", value: "At the border" }],
          lists: [{ heading: "Requirements", items: ["Hotel booked through Discover Qatar", "Return ticket", "Otherwise a Hayya tourist e-Visa (QAR 100)"] }],
        },
        {
          title: "Jordan",
          subtitle: "Middle East",
          badges: [{ label: "Easy", tone: "positive" }],
          facts: [{ label: "Visa type", value: "Visa on arrival" }, { label: "Validity", value: "30 days" }, { label: "Cost", value: "JOD 40" }, { label: "Processing", value: "At the border" }],
          lists: [{ heading: "Requirements", items: ["Passport valid 6+ months", "The Jordan Pass waives the fee for stays of 3+ nights"] }],
        },
      ],
    },
    {
      kind: "list",
      id: "benefits",
      title: "Why start with easy destinations",
      items: [
        "Low cost: free or inexpensive visas keep the first trips affordable.",
        "Little paperwork: good practice for bookings, insurance and itineraries.",
        "Stamps in your passport: evidence that you travel and return.",
        "Short trips fit in a long weekend or a week of leave.",
        "They lead naturally to the next level of the [travel progression path](/passport/strengthen-passport).",
      ],
    },
    {
      kind: "related",
      id: "related",
      title: "Find more",
      links: [
        { href: "/visa-free", title: "No Visa Countries finder", description: "Every visa-free and on-arrival destination for your passport." },
        { href: "/verified-visa-fees", title: "Verified visa fees", description: "Fees with their official sources." },
      ],
    },
  ],
};
