/** @module /visa/tourist-vs-business-visa: which visitor visa fits a trip, compared side by side. */
import { EDITORIAL_TEAM } from "../authors";
import type { ContentPage } from "../types";

/** The tourist vs business article (spec: author box, table, guides, advice, five FAQs, three related links). */
export const page: ContentPage = {
  path: "/visa/tourist-vs-business-visa",
  metaTitle: "Tourist vs Business Visa: Differences, Documents and Which to Choose | Visa Fee Atlas",
  description:
    "Tourist or business visa? What each allows, the documents each needs, processing times, and how to choose for trips that mix meetings and sightseeing.",
  title: "Tourist vs Business Visa: Which One Do You Need?",
  lead: "The visa follows the main purpose of your trip. Get it wrong and you risk refusal, or trouble at the border. Here is how the two compare.",
  kind: { type: "Article" },
  publishedOn: "2025-07-29",
  updatedOn: "2026-11-23",
  updatedLabel: "Last updated",
  author: EDITORIAL_TEAM,
  blocks: [
    {
      kind: "table",
      id: "comparison",
      title: "Side by side",
      columns: ["Aspect", "Tourist visa", "Business visa"],
      rows: [
        ["Purpose", "Holidays, sightseeing, visiting friends and family", "Meetings, conferences, negotiations, site visits"],
        ["Paid work", "Not allowed", "Not allowed (a work visa is needed)"],
        ["Key document", "Itinerary and hotel bookings", "Invitation letter from the host company"],
        ["Who pays", "You or a family sponsor", "Often your employer, shown in a cover letter"],
        ["Processing", "5-15 days typical", "10-30 days typical"],
        ["Validity", "Usually short, single or double entry", "Often longer, multiple entry"],
      ],
    },
    {
      kind: "cards",
      id: "guides",
      title: "What each application needs",
      cards: [
        {
          title: "Tourist visa",
          lists: [
            {
              heading: "Documents",
              items: [
                "Passport valid 6+ months with 2+ blank pages",
                "Day-by-day itinerary",
                "Hotel bookings and return flights",
                "Bank statements for 6 months",
                "Leave letter from your employer",
              ],
            },
          ],
        },
        {
          title: "Business visa",
          lists: [
            {
              heading: "Documents",
              items: [
                "Invitation letter naming dates and purpose",
                "Cover letter from your employer",
                "Company registration and your role",
                "Bank statements (personal or company)",
                "Evidence of past business dealings with the host",
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "list",
      id: "choose",
      title: "How to choose",
      items: [
        "Choose by the main purpose: a conference with a weekend of sightseeing is a business trip.",
        "Many countries (including the US B1/B2 and the UK Standard Visitor) cover both in one visa: say which activities you plan.",
        "Never enter on a tourist visa to attend meetings the host has organised for you if the country separates the two.",
        "If you will be paid by the host country's company, you need a work visa, not a business visa.",
      ],
    },
    {
      kind: "faq",
      id: "faq",
      title: "Frequently asked questions",
      faqs: [
        {
          question: "Can I attend a business meeting on a tourist visa?",
          answer:
            "Only where the visa covers both, as the US B1/B2 and UK Standard Visitor visas do. Where tourist and business visas are separate, such as China or India, use the business visa.",
        },
        {
          question: "Is a business visa harder to get?",
          answer:
            "Not usually. It needs more paperwork (the invitation and employer letters), but a genuine business purpose is a strong tie to home.",
        },
        {
          question: "Can I do paid work on a business visa?",
          answer: "No. Business visas allow meetings and negotiations; being paid by a company in the country needs a work visa.",
        },
        {
          question: "Does a business visa cost more?",
          answer:
            "Sometimes. The US and UK charge the same fee for both; some countries charge more for multiple-entry business visas. Check each country's fee page.",
        },
        {
          question: "What if my plans change after the visa is issued?",
          answer: "Minor changes are fine if the main purpose is the same. If the purpose changes, apply for the right visa.",
        },
      ],
    },
    {
      kind: "related",
      id: "related",
      title: "Related articles",
      links: [
        { href: "/visa/visa-interview-tips", title: "Visa interview tips" },
        { href: "/visa/visa-document-checklist", title: "Visa document checklist" },
        { href: "/visa/student-visa-guide", title: "Student visa guide" },
      ],
    },
  ],
};
