/** @module /passport/age-visa-approval: how age shapes visa decisions, with strategies for each group. */
import type { ContentPage } from "../types";

/** The age guide. Approval rates are indicative estimates, labelled on the page. */
export const page: ContentPage = {
  path: "/passport/age-visa-approval",
  metaTitle: "Age and Visa Approval: How Age Affects Visa Decisions for Indians | Visa Fee Atlas",
  description:
    "How visa officers read applicants of each age, from 18-25 to 60+: typical approval ranges, the challenges of each group, and what strengthens the application.",
  // Issue #45: the site answers every passport now; a guide about Indian passports says so first.
  eyebrow: "For Indian passport holders",
  title: "Age and Visa Approval",
  lead: "Age is not a rule on any visa form, but it changes what officers look for. Each group has its own weak points, and its own ways to cover them.",
  kind: { type: "Article" },
  publishedOn: "2025-07-29",
  updatedOn: "2026-11-23",
  updatedLabel: "Last updated",
  blocks: [
    {
      kind: "cards",
      id: "groups",
      title: "Five age groups",
      intro: "Approval ranges are indicative estimates for tourist visas to demanding destinations, not official statistics.",
      cards: [
        {
          title: "18-25",
          badges: [
            { label: "High risk", tone: "destructive" },
            { label: "60-70% approval", tone: "neutral" },
          ],
          lists: [
            { heading: "Challenges", items: ["Short or no work history", "Modest own funds", "Few family or property ties"] },
            {
              heading: "Strategies",
              items: [
                "College or employer letter with return date",
                "Parents' sponsorship with their statements and tax returns",
                "Build history with easy destinations first",
              ],
            },
          ],
        },
        {
          title: "26-35",
          badges: [
            { label: "Medium risk", tone: "secondary" },
            { label: "70-80% approval", tone: "neutral" },
          ],
          lists: [
            { heading: "Challenges", items: ["Job changes", "Single applicants seen as more mobile"] },
            { heading: "Strategies", items: ["Show 2+ years of stable employment", "Regular salary credits and tax returns"] },
          ],
        },
        {
          title: "36-45",
          badges: [
            { label: "Low risk", tone: "positive" },
            { label: "80-90% approval", tone: "neutral" },
          ],
          lists: [
            { heading: "Challenges", items: ["Self-employment documentation", "Travelling without family can raise questions"] },
            { heading: "Strategies", items: ["Business registration and accounts", "Family ties and property documents"] },
          ],
        },
        {
          title: "46-60",
          badges: [
            { label: "Low risk", tone: "positive" },
            { label: "85-95% approval", tone: "neutral" },
          ],
          lists: [
            { heading: "Challenges", items: ["Visits to children settled abroad can look like long stays"] },
            {
              heading: "Strategies",
              items: ["Show a fixed return date and commitments in India", "Invitation letter and the host's status documents"],
            },
          ],
        },
        {
          title: "60+",
          badges: [
            { label: "Medium risk", tone: "secondary" },
            { label: "75-85% approval", tone: "neutral" },
          ],
          lists: [
            { heading: "Challenges", items: ["Health and insurance costs", "Pension income may look low"] },
            {
              heading: "Strategies",
              items: [
                "Travel insurance with full medical cover",
                "Pension statements, savings and property",
                "Children's sponsorship where relevant",
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "prose",
      id: "article",
      title: "What officers actually weigh",
      paragraphs: [
        "No consulate refuses an applicant for being young or old. What changes with age is the evidence you are likely to have: a 22-year-old rarely has years of salary slips, while a retired parent may have savings but no job to return to.",
        "So the strategy is the same at every age: show a reason to come back, money that fits the trip, and a plan that makes sense. The [financial requirements guide](/passport/financial-requirements) and the [document checklist](/visa/visa-document-checklist) cover the papers for each.",
      ],
    },
  ],
};
