/** @module /passport/visa-rejection-reasons: why visas are refused for Indian applicants, and how to prevent it. */
import type { ContentPage } from "../types";

/** The rejection guide. Its percentages are indicative estimates, labelled as such on the page. */
export const page: ContentPage = {
  path: "/passport/visa-rejection-reasons",
  metaTitle: "Main Reasons for Visa Rejection for Indians and How to Avoid Them | Visa Fee Atlas",
  description:
    "Why visa applications from India are refused: financial issues, thin travel history, documents and purpose. Country patterns for the US, UK and Schengen, risk groups, and eight prevention tips.",
  // Issue #45: the site answers every passport now; a guide about Indian passports says so first.
  eyebrow: "For Indian passport holders",
  title: "Main Reasons for Visa Rejection",
  lead: "Most refusals are not bad luck. They follow a few predictable patterns, and most of them can be fixed before you apply.",
  kind: { type: "Article" },
  publishedOn: "2025-07-29",
  updatedOn: "2026-11-23",
  updatedLabel: "Last updated",
  blocks: [
    {
      kind: "stats",
      id: "stats",
      tiles: [
        { value: "15-30%", label: "Average rejection rate", note: "Indicative range for Indian applicants to the major destinations" },
        { value: "35%", label: "Financial issues", note: "Share of refusals, estimated" },
        { value: "25%", label: "Travel history", note: "Share of refusals, estimated" },
        { value: "80%", label: "Preventable", note: "Refusals with a cause the applicant could have fixed, estimated" },
      ],
    },
    {
      kind: "cards",
      id: "categories",
      title: "Four rejection categories",
      intro: "Shares are estimates from published refusal letters and consultants' experience, not official statistics.",
      cards: [
        {
          title: "Financial issues",
          badges: [{ label: "Very High severity", tone: "destructive" }],
          facts: [{ label: "Frequency", value: "35%" }],
          lists: [
            { heading: "Reasons", items: ["Balance too low for the trip", "Unexplained large deposits", "Income not matching the stated job"] },
            {
              heading: "Solutions",
              items: [
                "Show 6 months of statements with regular salary",
                "Explain large credits with documents",
                "Add tax returns and a sponsor's papers if sponsored",
              ],
            },
          ],
        },
        {
          title: "Weak travel history",
          badges: [{ label: "High severity", tone: "secondary" }],
          facts: [{ label: "Frequency", value: "25%" }],
          lists: [
            { heading: "Reasons", items: ["No previous international travel", "Past overstay or refusal not explained"] },
            { heading: "Solutions", items: ["Travel to easier destinations first", "Declare and explain every earlier refusal"] },
          ],
        },
        {
          title: "Documents and form errors",
          badges: [{ label: "High severity", tone: "secondary" }],
          facts: [{ label: "Frequency", value: "20%" }],
          lists: [
            {
              heading: "Reasons",
              items: ["Missing or expired documents", "Dates that do not match across papers", "Photos that do not meet the specification"],
            },
            { heading: "Solutions", items: ["Use a checklist and check each item twice", "Make every date match the itinerary"] },
          ],
        },
        {
          title: "Unclear purpose or ties",
          badges: [{ label: "High severity", tone: "secondary" }],
          facts: [{ label: "Frequency", value: "15%" }],
          lists: [
            { heading: "Reasons", items: ["Vague itinerary", "Weak job or family ties to India"] },
            { heading: "Solutions", items: ["Day-by-day plan with bookings", "Employer leave letter and proof of ties"] },
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "countries",
      title: "Country patterns",
      cards: [
        {
          title: "United States",
          lists: [
            { heading: "Common reasons", items: ["Section 214(b): not enough proof of intent to return", "Answers that contradict the DS-160"] },
            { heading: "Tips", items: ["Know your DS-160 answers", "Explain your job and plans in a sentence or two"] },
          ],
        },
        {
          title: "United Kingdom",
          lists: [
            { heading: "Common reasons", items: ["Funds not shown as held over time", "Costs of the trip out of proportion to income"] },
            { heading: "Tips", items: ["Show where the money comes from", "Keep the trip's cost realistic for your salary"] },
          ],
        },
        {
          title: "Schengen area",
          lists: [
            {
              heading: "Common reasons",
              items: ["Purpose and conditions of stay not justified", "Reasonable doubt about leaving before the visa expires"],
            },
            { heading: "Tips", items: ["Submit a day-by-day itinerary with bookings", "Apply to the right country: the one of your main stay"] },
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "risk-groups",
      title: "Demographic risk groups",
      cards: [
        {
          title: "Young, single applicants",
          lists: [
            { heading: "Risk factors", items: ["Few ties to India", "Short work history"] },
            { heading: "Strategies", items: ["Employer or college letter", "Build travel history first"] },
          ],
        },
        {
          title: "Self-employed and freelancers",
          lists: [
            { heading: "Risk factors", items: ["Irregular income", "Fewer official documents"] },
            { heading: "Strategies", items: ["GST and tax returns", "Business bank statements and client contracts"] },
          ],
        },
        {
          title: "First-time travellers",
          lists: [
            { heading: "Risk factors", items: ["No record of returning"] },
            { heading: "Strategies", items: ["Start with easy destinations", "Travel with family members who have travelled"] },
          ],
        },
        {
          title: "Applicants with a past refusal",
          lists: [
            { heading: "Risk factors", items: ["The refusal is on record"] },
            { heading: "Strategies", items: ["Fix the cause the letter names before reapplying", "Declare it honestly"] },
          ],
        },
      ],
    },
    {
      kind: "list",
      id: "tips",
      title: "Eight universal prevention tips",
      ordered: true,
      items: [
        "Read the refusal reasons of your destination before you apply.",
        "Show bank statements for 6 months with a steady balance.",
        "Keep a minimum balance in place for 3 months or more.",
        "Make every date match across the form, leave letter and bookings.",
        "Declare previous refusals and explain them.",
        "Book refundable flights and hotels until the visa is granted.",
        "Apply 6-8 weeks before travel, earlier in peak season.",
        "Prepare for the interview with our [interview tips](/visa/visa-interview-tips).",
      ],
    },
    {
      kind: "prose",
      id: "article",
      title: "After a refusal",
      paragraphs: [
        "Read the refusal letter closely: it names the rule the application failed. Reapplying with the same documents gets the same answer; fixing the named problem is what changes the outcome.",
        "Schengen refusals can be appealed in the country that refused them, within the deadline on the letter. UK visitor refusals have no appeal; you reapply. US 214(b) refusals have no appeal either, and a new application makes sense only when your circumstances have changed.",
        "Whatever the destination, a refusal must be declared on later applications, including to other countries. Hiding one is treated as deception and can lead to a ban much worse than the refusal itself.",
      ],
    },
  ],
};
