/** @module /passport/financial-requirements: what balances, statements and income officers expect. */
import type { ContentPage } from "../types";

/** The financial guide (spec tiers for the US, UK, Canada and Schengen), presented as guidance, not official minimums. */
export const page: ContentPage = {
  path: "/passport/financial-requirements",
  metaTitle: "Visa Financial Requirements for Indians: Bank Balance and Income | Visa Fee Atlas",
  description:
    "How much money Indian applicants should show for US, UK, Canada and Schengen visas: bank balance, statement period, salary and business turnover, and what else officers check.",
  // Issue #45: the site answers every passport now; a guide about Indian passports says so first.
  eyebrow: "For Indian passport holders",
  title: "Financial Requirements",
  lead: "No tourist visa sets a single minimum balance. Officers look at whether your money is enough for the trip, is really yours, and fits your income. These ranges show what usually makes a convincing case.",
  kind: { type: "Article" },
  publishedOn: "2025-07-29",
  updatedOn: "2026-11-23",
  updatedLabel: "Last updated",
  blocks: [
    {
      kind: "cards",
      id: "countries",
      title: "By destination",
      intro: "Guidance for a tourist visa for one person, not official thresholds. Income is annual.",
      cards: [
        {
          title: "United States",
          facts: [
            { label: "Minimum balance", value: "₹5-8 lakhs" },
            { label: "Statement period", value: "6 months" },
            { label: "Salary income", value: "₹40-60 lakhs" },
            { label: "Business turnover", value: "₹1-2 crore" },
          ],
          lists: [
            {
              heading: "Additional factors",
              items: ["Income tax returns for 2-3 years", "Property and investments", "The interview matters more than the paper"],
            },
          ],
        },
        {
          title: "United Kingdom",
          facts: [
            { label: "Minimum balance", value: "₹3-5 lakhs" },
            { label: "Statement period", value: "6 months" },
            { label: "Salary income", value: "₹25-40 lakhs" },
            { label: "Business turnover", value: "₹75 lakhs-1.5 crore" },
          ],
          lists: [
            {
              heading: "Additional factors",
              items: ["Source of any large deposit", "Trip cost proportionate to income", "£95-105 a day is a realistic budget"],
            },
          ],
        },
        {
          title: "Canada",
          facts: [
            { label: "Minimum balance", value: "₹2-4 lakhs" },
            { label: "Statement period", value: "4-6 months" },
            { label: "Salary income", value: "₹20-35 lakhs" },
            { label: "Business turnover", value: "₹50 lakhs-1 crore" },
          ],
          lists: [
            {
              heading: "Additional factors",
              items: ["Fixed deposits and investments", "Host's finances if you stay with family", "CAD 1,230+ a month of stay"],
            },
          ],
        },
        {
          title: "Schengen area",
          facts: [
            { label: "Minimum balance", value: "₹2-3 lakhs" },
            { label: "Statement period", value: "3-6 months" },
            { label: "Salary income", value: "₹18-30 lakhs" },
            { label: "Business turnover", value: "₹40-80 lakhs" },
          ],
          lists: [
            {
              heading: "Additional factors",
              items: [
                "Each country sets a daily amount (about €65-75 a day is typical)",
                "Insurance of €30,000",
                "Paid hotel bookings reduce the funds needed",
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "list",
      id: "rules",
      title: "Rules that apply everywhere",
      items: [
        "Show bank statements for 6 months or more, stamped by the bank or downloaded with its signature.",
        "Keep your minimum balance in place for 3 months or more before applying.",
        "A balance of ₹2-5 lakhs is a sensible baseline for a short trip to most visa-requiring countries.",
        "Stable employment of 2+ years, shown by salary slips and an employer letter, strengthens any amount.",
        "Bank statements should be recent: issued within the last 3 months (ideally the last weeks).",
        "Sponsors must show their own statements, tax returns and relationship to you.",
      ],
    },
    {
      kind: "faq",
      id: "faq",
      title: "Frequently asked questions",
      faqs: [
        {
          question: "Is there an official minimum bank balance for a tourist visa?",
          answer:
            "Not for the US, UK or Canada. Schengen states publish daily amounts, which differ by country. Everywhere the test is whether your funds cover the trip and fit your income.",
        },
        {
          question: "Can my parents sponsor my trip?",
          answer:
            "Yes. Include a sponsorship letter, their bank statements and tax returns, and proof of your relationship, such as your birth certificate.",
        },
        {
          question: "Will a fixed deposit count?",
          answer: "Yes, as savings. Officers still want to see a current account with regular income, so include both.",
        },
        {
          question: "What if I received a large amount recently?",
          answer:
            "Explain it with documents: a sale deed, a maturity statement, a gift letter with the giver's statement. Unexplained deposits are a common reason for refusal.",
        },
        {
          question: "Do students need different amounts?",
          answer: "Yes: student visas set their own rules for tuition and living costs. See the [student visa guide](/visa/student-visa-guide).",
        },
      ],
    },
  ],
};
