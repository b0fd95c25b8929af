/** @module /passport/strengthen-passport: how an Indian passport holder builds a travel record officers trust. */
import type { ContentPage } from "../types";

/** The strengthen guide (spec: four strategies, four progression levels, six credibility factors, eight mistakes). */
export const page: ContentPage = {
  path: "/passport/strengthen-passport",
  metaTitle: "How to Strengthen Your Indian Passport: Travel History Plan | Visa Fee Atlas",
  description:
    "A step-by-step plan for Indian passport holders to build travel history and credibility: strategies, a four-level destination progression, what officers look for, and mistakes to avoid.",
  title: "Strengthen Your Indian Passport",
  lead: "You cannot change your passport's rank, but you can change how a visa officer reads your application. This is a plan for building that record, trip by trip.",
  kind: { type: "Article" },
  publishedOn: "2025-07-29",
  updatedOn: "2026-11-23",
  updatedLabel: "Last updated",
  blocks: [
    {
      kind: "cards",
      id: "strategies",
      title: "Four strategies",
      cards: [
        {
          title: "Build travel history",
          subtitle: "🧭",
          badges: [
            { label: "Very High priority", tone: "destructive" },
            { label: "6-24 months", tone: "neutral" },
          ],
          lists: [
            {
              heading: "Steps",
              items: [
                "Start with visa-free and e-Visa countries in Asia",
                "Add a visa-required trip such as Singapore or Dubai",
                "Keep every boarding pass and stamp",
                "Return on or before the date you stated",
              ],
            },
          ],
        },
        {
          title: "Strengthen your finances",
          subtitle: "💰",
          badges: [
            { label: "Very High priority", tone: "destructive" },
            { label: "3-6 months", tone: "neutral" },
          ],
          lists: [
            {
              heading: "Steps",
              items: [
                "Keep a steady balance instead of last-minute deposits",
                "File income tax returns every year",
                "Pay salary into the account you show",
                "Keep investments and property papers ready",
              ],
            },
          ],
        },
        {
          title: "Show ties to India",
          subtitle: "🏠",
          badges: [
            { label: "High priority", tone: "secondary" },
            { label: "Ongoing", tone: "neutral" },
          ],
          lists: [
            {
              heading: "Steps",
              items: [
                "Employer letter with approved leave and return date",
                "Property, lease or business registration",
                "Family responsibilities in India",
                "Course enrolment for students",
              ],
            },
          ],
        },
        {
          title: "Apply with a clean file",
          subtitle: "📄",
          badges: [
            { label: "High priority", tone: "secondary" },
            { label: "2-4 weeks per application", tone: "neutral" },
          ],
          lists: [
            {
              heading: "Steps",
              items: [
                "Answer every question truthfully, including past refusals",
                "Match dates across the form, bookings and leave letter",
                "Use the [document checklist](/visa/visa-document-checklist)",
                "Apply early enough to avoid rushed appointments",
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "progression",
      title: "Travel progression path",
      intro: "Move up a level once you have two or three clean trips at the current one.",
      cards: [
        {
          title: "Beginner",
          subtitle: "6-12 months",
          facts: [{ label: "Duration", value: "6-12 months" }],
          lists: [{ heading: "Destinations", items: ["Thailand", "Maldives", "Sri Lanka", "Nepal", "Bhutan"] }],
          text: "Visa-free, on-arrival and e-Visa trips: cheap, short and easy to document.",
        },
        {
          title: "Intermediate",
          subtitle: "12-18 months",
          facts: [{ label: "Duration", value: "12-18 months" }],
          lists: [{ heading: "Destinations", items: ["Dubai (UAE)", "Singapore", "Malaysia", "Vietnam", "Turkey"] }],
          text: "Visas applied for in advance, with approvals that later officers will see.",
        },
        {
          title: "Advanced",
          subtitle: "18-24 months",
          facts: [{ label: "Duration", value: "18-24 months" }],
          lists: [{ heading: "Destinations", items: ["Japan", "South Korea", "Schengen area", "New Zealand"] }],
          text: "Documented visas with stricter checks; a Schengen visa used correctly counts for a lot.",
        },
        {
          title: "Expert",
          subtitle: "24+ months",
          facts: [{ label: "Duration", value: "24+ months" }],
          lists: [{ heading: "Destinations", items: ["United Kingdom", "United States", "Canada", "Australia"] }],
          text: "The hardest visas, now backed by a record of trips abroad and returns home.",
        },
      ],
    },
    {
      kind: "table",
      id: "credibility",
      title: "Six credibility factors",
      columns: ["Factor", "Optimal", "Reasoning"],
      rows: [
        ["Employment", "Stable job for 2+ years", "Shows a reason to return and a steady income"],
        ["Bank balance", "Held for 3+ months", "Old money is believable; sudden deposits raise questions"],
        ["Bank statements", "6+ months", "Officers read patterns of income and spending"],
        ["Income tax returns", "Last 2-3 years filed", "Independent proof of declared income"],
        ["Travel history", "2-3 trips in the last 3 years", "Proves you return on time"],
        ["Purpose and plan", "Clear itinerary and bookings", "A trip that makes sense is easier to approve"],
      ],
    },
    {
      kind: "list",
      id: "mistakes",
      title: "Eight common mistakes",
      ordered: true,
      items: [
        "Depositing a large sum just before applying.",
        "Hiding a previous refusal on the form.",
        "Booking a non-refundable trip before the visa is granted.",
        "Applying for a hard visa with no travel history at all.",
        "Dates that differ between the form, the leave letter and the bookings.",
        "Using an agent's template cover letter that does not match your life.",
        "Overstaying, even by a day, on any earlier visa.",
        "Applying at the last minute and missing documents.",
      ],
    },
    {
      kind: "prose",
      id: "article",
      title: "Why travel history works",
      paragraphs: [
        "A visa officer has a few minutes to decide whether you will leave on time. Past trips answer that question better than any letter: each visa used and each return home is evidence from someone else's border.",
        "That is why the order of trips matters. Starting with easy destinations costs little, builds stamps, and gives you practice with bookings, insurance and itineraries before you face a demanding consulate. See [easy visa countries](/passport/easy-visa-countries) for the first level.",
        "Money works the same way. Officers are not looking for a fixed number but for a believable story: income that matches your job, savings built over months, and spending that fits the trip. Our [financial requirements guide](/passport/financial-requirements) gives typical ranges for each destination.",
      ],
    },
  ],
};
