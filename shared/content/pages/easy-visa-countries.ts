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

/** The easy-countries guide (spec: Thailand, UAE, Maldives, Indonesia, Qatar, Jordan). Costs come from the D1 fee records. */
export const page: ContentPage = {
  path: "/passport/easy-visa-countries",
  metaTitle: "Easy Visa Countries for Indians: Visa-Free, On Arrival and e-Visa Trips | Visa Fee Atlas",
  description:
    "Six easy destinations for Indian passport holders: Thailand, the UAE, the Maldives, Indonesia, Qatar and Jordan, with visa type, days allowed, cost, processing time and requirements.",
  // Issue #45: the site answers every passport now; a guide about Indian passports says so first.
  eyebrow: "For Indian passport holders",
  title: "Easy Visa Countries",
  lead: "Good first trips: short to arrange, cheap, and each one a stamp that helps your next, harder application. Our data lists {indiaNoVisa} no-visa destinations for Indians (visa free or visa on arrival).",
  kind: { type: "Article" },
  publishedOn: "2025-07-29",
  updatedOn: "2026-11-26",
  updatedLabel: "Last updated",
  changes,
  feeDestinations: ["TH", "AE", "MV", "ID", "QA", "JO"],
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
          facts: [
            { label: "Entry", value: "{req:TH}" },
            { label: "Validity", value: "60 days" },
            { label: "Cost", value: "{fee:th-tourist-visa-exemption-visa-free-entry-up-to-60-days}" },
            { label: "Processing", value: "At the border" },
          ],
          lists: [
            {
              heading: "Requirements",
              items: ["Passport valid 6+ months", "Return ticket and hotel booking", "Thailand Digital Arrival Card (TDAC) online before arrival"],
            },
          ],
        },
        {
          title: "United Arab Emirates",
          subtitle: "Middle East",
          badges: [{ label: "Easy", tone: "positive" }],
          facts: [
            { label: "Entry", value: "{req:AE}; visa on arrival for eligible travellers" },
            { label: "Validity", value: "14 days" },
            {
              label: "Cost",
              value:
                "{fee:ae-tourist-visa-on-arrival-14-days-for-indians-holding-us-visa-green-card-or-uk-} on arrival; e-Visa from {fee:ae-tourist-tourist-visa-short-term-single-entry-30-days-gdrfa-dubai}",
            },
            { label: "Processing", value: "2-5 days for an e-Visa" },
          ],
          lists: [
            {
              heading: "Requirements",
              items: [
                "Visa on arrival only with a valid US visa or green card, or a UK or EU visa or residence permit",
                "Otherwise a 30-day e-Visa through an airline or GDRFA",
              ],
            },
          ],
        },
        {
          title: "Maldives",
          subtitle: "Asia",
          badges: [{ label: "Very easy", tone: "positive" }],
          facts: [
            { label: "Entry", value: "{req:MV}" },
            { label: "Validity", value: "90 days" },
            { label: "Cost", value: "{fee:mv-tourist-free-visa-on-arrival-tourist-visa-up-to-90-days-for-indian-nationals}" },
            { label: "Processing", value: "At the border" },
          ],
          lists: [
            {
              heading: "Requirements",
              items: ["Confirmed resort or hotel booking", "Return ticket", "IMUGA traveller declaration within 96 hours of arrival"],
            },
          ],
        },
        {
          title: "Indonesia",
          subtitle: "Asia",
          badges: [{ label: "Easy", tone: "positive" }],
          facts: [
            { label: "Entry", value: "{req:ID} (e-VOA online or at the airport)" },
            { label: "Validity", value: "30 days" },
            { label: "Cost", value: "{fee:id-tourist-e-voa-visa-on-arrival-b1-30-days-extendable-once}" },
            { label: "Processing", value: "Online in minutes, or at the airport" },
          ],
          lists: [
            {
              heading: "Requirements",
              items: [
                "Passport valid 6+ months",
                "Return ticket",
                "Bali visitors also pay the {fee:id-tourist-bali-foreign-tourist-levy-mandatory-bali-only} tourist levy",
              ],
            },
          ],
        },
        {
          title: "Qatar",
          subtitle: "Middle East",
          badges: [{ label: "Easy", tone: "positive" }],
          facts: [
            { label: "Entry", value: "{req:QA} (visa waiver)" },
            { label: "Validity", value: "30 days" },
            { label: "Cost", value: "{fee:qa-tourist-visa-waiver-free-visa-on-arrival-up-to-30-days}" },
            { label: "Processing", value: "At the border" },
          ],
          lists: [
            {
              heading: "Requirements",
              items: [
                "Hotel booked through Discover Qatar",
                "Return ticket",
                "Otherwise a Hayya tourist e-Visa ({fee:qa-tourist-hayya-a1-tourist-e-visa-30-days})",
              ],
            },
          ],
        },
        {
          title: "Jordan",
          subtitle: "Middle East",
          badges: [{ label: "Easy", tone: "positive" }],
          facts: [
            { label: "Entry", value: "{req:JO}" },
            { label: "Validity", value: "30 days" },
            { label: "Cost", value: "{fee:jo-tourist-visa-on-arrival-single-entry-30-days}" },
            { label: "Processing", value: "At the border" },
          ],
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
        { href: "/verified-visa-fees", title: "Verified visa fees", description: "Fees with their sources, official where we found one." },
        {
          href: "/visa-free-with-us-uk-schengen-visa",
          title: "Visa free with a US, UK or Schengen visa",
          description: "Countries that admit Indian holders of another country's visa or residence permit without a visa of their own.",
        },
      ],
    },
  ],
};
