/** @module /passport-guide: the hub of the passport guides (spec: Complete Passport & Visa Guide). */
import { HENLEY } from "../sources";
import type { ContentPage } from "../types";

/** The hub. Its counts come from D1 (decision 7); the rank is cited to the Henley Passport Index edition. */
export const page: ContentPage = {
  path: "/passport-guide",
  metaTitle: "Complete Passport & Visa Guide for Indian Passport Holders | Visa Fee Atlas",
  description:
    "Everything an Indian passport holder needs before applying for a visa: passport strength, how to build travel history, why visas are refused, financial requirements and the easiest and hardest countries.",
  title: "Complete Passport & Visa Guide",
  lead: "Practical guides for Indian passport holders, built on visa requirement data for {countriesAnalysed} passports and fee records with their sources, official where we found one.",
  kind: { type: "WebPage" },
  publishedOn: "2025-07-29",
  updatedOn: "2026-11-26",
  updatedLabel: "Last updated",
  blocks: [
    {
      kind: "stats",
      id: "stats",
      tiles: [
        {
          value: "{countriesAnalysed}",
          label: "Countries analysed",
          note: "Passports in our requirements data, each checked against every destination",
        },
        {
          value: "{indiaNoVisa}",
          label: "No-visa destinations for Indians",
          note: "{indiaVisaFree} visa free plus {indiaVisaOnArrival} visa on arrival, from our data",
        },
        { value: "85th", label: "Indian passport rank", note: "January 2025 edition of the", source: HENLEY },
        {
          value: "{indiaRank}",
          label: "Visa Fee Atlas rank",
          note: "Our mobility score {indiaMobility} (destinations without a visa in advance: visa free, on arrival or eTA) among {passportsRanked} passports, requirements as of {requirementsAsOn}: see the [passport ranking](/passport-ranking)",
        },
        { value: "8", label: "In-depth guides", note: "Seven passport guides and the student visa guide" },
      ],
    },
    {
      kind: "link-groups",
      id: "guides",
      title: "Guides",
      groups: [
        {
          title: "Your passport",
          links: [
            {
              href: "/passport/indian-passport-strength",
              title: "Indian Passport Strength Analysis",
              description: "Where the Indian passport stands, where it goes without a visa, and why.",
            },
            {
              href: "/passport/strengthen-passport",
              title: "Strengthen Your Indian Passport",
              description: "Build a travel history that makes the next visa easier.",
            },
          ],
        },
        {
          title: "Getting the visa",
          links: [
            {
              href: "/passport/visa-rejection-reasons",
              title: "Main Reasons for Visa Rejection",
              description: "The four causes behind most refusals, and how to avoid them.",
            },
            { href: "/passport/age-visa-approval", title: "Age and Visa Approval", description: "How officers read each age group, and what helps." },
            {
              href: "/passport/financial-requirements",
              title: "Financial Requirements",
              description: "Bank balances, statements and income for the US, UK, Canada and Schengen.",
            },
          ],
        },
        {
          title: "Choosing where to go",
          links: [
            {
              href: "/passport/difficult-visa-countries",
              title: "Difficult Visa Countries for Indians",
              description: "Rejection rates, costs and timelines for the toughest visas.",
            },
            {
              href: "/passport/easy-visa-countries",
              title: "Easy Visa Countries",
              description: "Visa-free, on-arrival and e-Visa trips to start with.",
            },
          ],
        },
        {
          title: "Studying abroad",
          links: [
            {
              href: "/visa/student-visa-guide",
              title: "Student Visa Guide",
              description: "Visa types, steps, costs and common problems for the US, UK, Canada and Australia.",
            },
          ],
        },
      ],
    },
    {
      kind: "related",
      id: "more",
      title: "More visa guides",
      links: [
        { href: "/visa/visa-document-checklist", title: "Visa document checklist" },
        { href: "/visa/visa-interview-tips", title: "Visa interview tips" },
        { href: "/visa/tourist-vs-business-visa", title: "Tourist vs business visa" },
        { href: "/work-visa-guide", title: "Work visa guide" },
        { href: "/emergency-visa-processing", title: "Emergency visa processing" },
      ],
    },
    {
      kind: "cta",
      id: "cta",
      title: "Make your next application stronger",
      text: "A few well-planned trips change how visa officers see your passport. Start with the step-by-step plan.",
      href: "/passport/strengthen-passport",
      label: "Strengthen your passport",
    },
  ],
};
