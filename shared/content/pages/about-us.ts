/** @module /about-us: who runs the site, what it offers, and its limits. Counts come from D1 (decision 7). */
import type { ContentPage } from "../types";

/** The About page (spec: breadcrumb Home > About Us; mission, offer, story, values, disclaimer, get in touch). */
export const page: ContentPage = {
  path: "/about-us",
  metaTitle: "About Visa Fee Atlas: Visa Fees and Requirements, Sourced and Dated",
  description:
    "Visa Fee Atlas tells travellers what visas cost, how long they take and whether an e-Visa exists, with a focus on Indian passport holders and a source and date for every fee.",
  title: "About Visa Fee Atlas",
  breadcrumbLabel: "About Us",
  lead: "Making international travel planning easier with accurate visa information.",
  kind: { type: "WebPage" },
  publishedOn: "2025-07-29",
  updatedOn: "2026-11-26",
  updatedLabel: "Last updated",
  blocks: [
    {
      kind: "prose",
      id: "mission",
      title: "Our mission",
      paragraphs: [
        "Visa rules are published by dozens of governments, in different formats, and change without notice. We bring the figures travellers need into one place, say where each came from (or that we have no source), and say when we read that source.",
      ],
    },
    {
      kind: "list",
      id: "offer",
      title: "What we offer",
      items: [
        "Entry requirements for every passport in our data: {countriesListedPlus} countries, visa-free, visa on arrival, e-Visa, eTA or visa required.",
        "Fee records for Indian passport holders at {feeDestinationsPlus} destinations, each with its source and the day we read it where we have one, in local currency, US dollars and rupees.",
        "A [No Visa Countries finder](/visa-free) for any passport and a [fees directory](/verified-visa-fees) that shows which fees are verified on an official page.",
        "Guides for Indian travellers and students, from [passport strength](/passport/indian-passport-strength) to the [document checklist](/visa/visa-document-checklist).",
        "A [personal visa consultation](/visa-consultation) for travellers who want help with a specific trip.",
      ],
    },
    {
      kind: "prose",
      id: "story",
      title: "Our story",
      paragraphs: [
        "The site began with a simple frustration: finding out what a visa really costs an Indian traveller meant reading consulate pages, agency price lists and forum threads that disagreed with each other. We started recording each figure with its source, and the record grew into this site.",
      ],
    },
    {
      kind: "list",
      id: "values",
      title: "Our values",
      items: [
        "Sourced: a fee links to the page it was read on, official where we found one, or says “No source on record”.",
        "Dated: we show the day we read a figure's source, not today's date, and say so when a figure is undated.",
        "Honest about gaps: estimates are labelled, and figures we could not verify say so.",
        "Private by default: no analytics or advertising without your consent.",
      ],
    },
    {
      kind: "prose",
      id: "disclaimer",
      title: "Disclaimer",
      paragraphs: [
        "Visa Fee Atlas is an information site. We are not a government agency or a visa agent, and we do not issue visas or collect visa fees. Rules and fees change: always confirm with the official source before you apply or pay. See our [Terms of Service](/terms-of-service).",
      ],
    },
    {
      kind: "prose",
      id: "contact",
      title: "Get in touch",
      paragraphs: [
        "Found a figure that has changed? Tell us at {contactEmail} or through the [contact page](/contact-us), with a link to the official source, and we will check and update it. Support hours: Monday to Friday, 9:00 AM to 6:00 PM IST.",
      ],
    },
  ],
};
