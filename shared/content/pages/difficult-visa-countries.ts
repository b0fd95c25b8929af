/** @module /passport/difficult-visa-countries: the five hardest common visas for Indians, with costs and timelines. */
import type { ChangedFigure, ContentPage } from "../types";

const changes: ChangedFigure[] = [
  {
    label: "Schengen visa fee, adults",
    value: "€90",
    was: "€80",
    source: "European Commission, Migration and Home Affairs",
    sourceUrl: "https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/visa-policy/applying-schengen-visa_en",
    effectiveOn: "2024-06-11",
    checkedOn: "2026-11-23",
  },
  {
    label: "Schengen visa fee, children aged 6-12",
    value: "€45",
    was: "€40",
    source: "European Commission, Migration and Home Affairs",
    sourceUrl: "https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/visa-policy/applying-schengen-visa_en",
    effectiveOn: "2024-06-11",
    checkedOn: "2026-11-23",
  },
  {
    label: "US premium processing (for employer petitions)",
    value: "$2,805",
    was: "$2,500",
    source: "U.S. Citizenship and Immigration Services",
    sourceUrl: "https://www.uscis.gov/forms/all-forms/how-do-i-request-premium-processing",
    effectiveOn: "2024-02-26",
    checkedOn: "2026-11-23",
  },
];

/** The difficult-countries guide. Rejection rates are indicative ranges, labelled as such. */
export const page: ContentPage = {
  path: "/passport/difficult-visa-countries",
  metaTitle: "Difficult Visa Countries for Indians: US, UK, Canada, Australia, Schengen | Visa Fee Atlas",
  description:
    "The hardest common visas for Indian passport holders: rejection rates, processing times, costs, funds officers expect, and a preparation timeline for the US, UK, Canada, Australia and Schengen.",
  title: "Difficult Visa Countries for Indians",
  lead: "Five destinations account for most refused applications from India. Each is reachable with the right preparation; here is what each one asks for.",
  kind: { type: "Article" },
  publishedOn: "2025-07-29",
  updatedOn: "2026-11-23",
  updatedLabel: "Last updated",
  changes,
  feeDestinations: ["US", "GB", "CA", "DE"],
  blocks: [
    {
      kind: "stats",
      id: "stats",
      tiles: [
        { value: "60-90 days", label: "Plan ahead", note: "From first document to visa in hand, including appointment waits" },
        { value: "$185-650", label: "Visa costs", note: "Government fees for visitor visas, before extras" },
      ],
    },
    {
      kind: "cards",
      id: "countries",
      title: "Country by country",
      intro: "Rejection rates are indicative ranges for Indian applicants, not official statistics; they vary by year and by visa type.",
      cards: [
        {
          title: "United States",
          badges: [{ label: "Very High difficulty", tone: "destructive" }],
          facts: [
            { label: "Rejection rate", value: "15-25%" },
            { label: "Processing", value: "Interview waits vary by city" },
            { label: "Cost", value: "{fee:us-tourist-b-1-b-2-visitor-visa-business-tourism} visa fee" },
          ],
          lists: [
            { heading: "Key requirements", items: ["DS-160 and in-person interview", "Proof of ties to India"] },
            { heading: "Challenges", items: ["Long interview waits for visitor visas", "Decision in a few minutes at the window"] },
            {
              heading: "Tips",
              items: ["Practise clear, short answers", "Employers' petitions can add premium processing at $2,805 (work visas only)"],
            },
          ],
        },
        {
          title: "United Kingdom",
          badges: [{ label: "High difficulty", tone: "secondary" }],
          facts: [
            { label: "Rejection rate", value: "10-20%" },
            { label: "Processing", value: "15 working days" },
            { label: "Cost", value: "{fee:gb-tourist-standard-visitor-visa-up-to-6-months} + £1,035/yr health surcharge (long stays)" },
            { label: "Funds", value: "£95-105/day" },
          ],
          lists: [
            { heading: "Key requirements", items: ["Bank statements showing funds held over time", "Employment and leave letter"] },
            { heading: "Challenges", items: ["Funds must look proportionate to income"] },
            { heading: "Tips", items: ["Explain any large deposit", "Keep the itinerary modest and consistent"] },
          ],
        },
        {
          title: "Canada",
          badges: [{ label: "Very High difficulty", tone: "destructive" }],
          facts: [
            { label: "Rejection rate", value: "12-18%" },
            { label: "Processing", value: "Varies; see IRCC's tool" },
            { label: "Cost", value: "{fee:ca-tourist-visitor-visa-temporary-resident-visa-single-or-multiple-entry} + 85 biometrics" },
            { label: "Funds", value: "CAD 1,230+/month" },
          ],
          lists: [
            { heading: "Key requirements", items: ["Online application with biometrics", "Detailed finances and travel history"] },
            { heading: "Challenges", items: ["Little chance to explain in person"] },
            { heading: "Tips", items: ["Write a clear letter of explanation", "Upload every page of statements"] },
          ],
        },
        {
          title: "Australia",
          badges: [{ label: "High difficulty", tone: "secondary" }],
          facts: [
            { label: "Rejection rate", value: "8-15%" },
            { label: "Processing", value: "20-30 days" },
            { label: "Cost", value: "AUD 190-650" },
            { label: "Funds", value: "AUD 150+/day" },
          ],
          lists: [
            { heading: "Key requirements", items: ["ImmiAccount application", "Health and character checks"] },
            {
              heading: "Challenges",
              items: ["Charges rise every July with indexation: our fee record shows about AUD 200 for the tourist stream (not yet verified)"],
            },
            { heading: "Tips", items: ["Attach evidence of employment and leave", "Apply 6-8 weeks before travel"] },
          ],
        },
        {
          title: "Schengen area",
          badges: [{ label: "High difficulty", tone: "secondary" }],
          facts: [
            { label: "Rejection rate", value: "6-12%" },
            { label: "Processing", value: "15 days, up to 45" },
            {
              label: "Cost",
              value:
                "{fee:de-tourist-uniform-short-stay-schengen-visa-type-c-adult-12} adults, {fee:de-tourist-uniform-short-stay-schengen-visa-type-c-child-aged-6-to-under-12} children 6-12",
            },
            { label: "Funds", value: "€65-75/day" },
          ],
          lists: [
            { heading: "Key requirements", items: ["Travel insurance of EUR 30,000", "Itinerary, bookings, 3 months of statements"] },
            { heading: "Challenges", items: ["Appointments scarce in summer", "Daily funds differ by country"] },
            { heading: "Tips", items: ["Apply to the country of your main stay", "Book the appointment as soon as it opens"] },
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "risk-factors",
      title: "Three risk factors",
      cards: [
        {
          title: "Financial profile",
          badges: [{ label: "High risk", tone: "destructive" }],
          text: "Balances that are low, new or unexplained are the first reason for refusal.",
          lists: [{ heading: "Examples", items: ["Salary credited in cash", "Money deposited a week before applying"] }],
        },
        {
          title: "Travel history",
          badges: [{ label: "Medium risk", tone: "secondary" }],
          text: "A first trip abroad to a demanding country gives officers little to go on.",
          lists: [{ heading: "Examples", items: ["Blank passport", "Past overstay"] }],
        },
        {
          title: "Purpose of travel",
          badges: [{ label: "Medium risk", tone: "secondary" }],
          text: "An unclear plan reads as a risk of staying on.",
          lists: [{ heading: "Examples", items: ["No hotel bookings", "Long stay with no leave letter"] }],
        },
      ],
    },
    {
      kind: "cards",
      id: "timeline",
      title: "Preparation timeline",
      cards: [
        {
          title: "Phase 1: 3 months before",
          lists: [
            {
              heading: "Activities",
              items: ["Check passport validity (6+ months, 2+ blank pages)", "Keep your balance stable", "Collect tax returns"],
            },
          ],
        },
        {
          title: "Phase 2: 2 months before",
          lists: [{ heading: "Activities", items: ["Book the appointment", "Get the employer letter", "Plan the itinerary"] }],
        },
        {
          title: "Phase 3: 1 month before",
          lists: [{ heading: "Activities", items: ["Fill in the form", "Print statements", "Buy refundable bookings and insurance"] }],
        },
        {
          title: "Phase 4: The appointment",
          lists: [{ heading: "Activities", items: ["Arrive 15-30 minutes early", "Carry originals and copies", "Answer briefly and truthfully"] }],
        },
      ],
    },
    {
      kind: "list",
      id: "tips",
      title: "Eight tips to avoid refusal",
      ordered: true,
      items: [
        "Start 3 months ahead.",
        "Keep 6 months of clean bank statements.",
        "Travel to easier countries first.",
        "Match every date across your documents.",
        "Show the leave approval from your employer.",
        "Declare all previous refusals.",
        "Use refundable bookings.",
        "Check the official fee and document list on the day you apply.",
      ],
    },
    {
      kind: "prose",
      id: "article",
      title: "Why these five are hard",
      paragraphs: [
        "The US, UK, Canada, Australia and the Schengen states receive more applications from India than almost anywhere else, and they decide on paper or in a short interview whether you will leave on time. That makes documents, funds and history decisive.",
        "They are not closed. Most Indian applicants are approved; the refusals cluster around the same problems, which the [visa rejection guide](/passport/visa-rejection-reasons) lists. Work through the timeline above and you remove most of them.",
      ],
    },
  ],
};
