/** @module /visa/visa-document-checklist: the interactive document checklist (ticks kept in local storage). */
import { EDITORIAL_TEAM } from "../authors";
import type { ContentPage } from "../types";

/** The checklist page. Item ids are the spec's; they key the ticks in the visitor's local storage. */
export const page: ContentPage = {
  path: "/visa/visa-document-checklist",
  metaTitle: "Visa Document Checklist: Printable List for Tourist and Business Visas | Visa Fee Atlas",
  description:
    "A printable visa document checklist: passport, forms, photos, itinerary, bank statements, employment and education papers, and tourist and business extras. Tick items as you go; your ticks stay on this device.",
  title: "Visa Document Checklist",
  lead: "Tick each document as you gather it. Your ticks are saved on this device only, so you can come back later, and you can print a clean copy to take along.",
  kind: { type: "Article" },
  publishedOn: "2025-07-29",
  updatedOn: "2026-11-23",
  updatedLabel: "Last updated",
  author: EDITORIAL_TEAM,
  blocks: [
    {
      kind: "checklist",
      id: "checklist",
      title: "Your checklist",
      groups: [
        {
          id: "essential",
          title: "Essential documents",
          items: [
            { id: "passport", label: "Passport", detail: "Valid at least 6 months beyond your return, with 2+ blank pages; old passports too" },
            {
              id: "application",
              label: "Application form",
              detail: "Completed online, printed and signed where required, with the confirmation page",
            },
            { id: "photos", label: "Photographs", detail: "To the destination's specification, taken within the last 6 months" },
            { id: "itinerary", label: "Travel itinerary", detail: "Flight reservation, hotel bookings and a day-by-day plan" },
          ],
        },
        {
          id: "financial",
          title: "Financial documents",
          items: [
            {
              id: "bank-statements",
              label: "Bank statements",
              detail: "6 months or more, issued within the last 3 months, stamped or digitally signed",
            },
            { id: "income-proof", label: "Proof of income", detail: "Salary slips for 3-6 months and income tax returns for 2-3 years" },
            {
              id: "sponsorship",
              label: "Sponsorship papers (if sponsored)",
              detail: "Sponsor's letter, statements, tax returns and proof of relationship",
            },
          ],
        },
        {
          id: "employment",
          title: "Employment and education",
          items: [
            {
              id: "employment-letter",
              label: "Employer letter",
              detail: "On letterhead, dated within the last month: role, salary, approved leave and return date",
            },
            { id: "business-docs", label: "Business documents (self-employed)", detail: "Registration, GST returns and business bank statements" },
            {
              id: "education",
              label: "Education documents (students)",
              detail: "Enrolment letter or bonafide certificate and a no-objection letter",
            },
          ],
        },
        {
          id: "visa-type",
          title: "Visa-type-specific documents",
          items: [
            { id: "tourist-1", label: "Tourist: hotel bookings", detail: "For every night, refundable until the visa is granted" },
            { id: "tourist-2", label: "Tourist: travel insurance", detail: "Medical cover for the whole trip (EUR 30,000 minimum for Schengen)" },
            {
              id: "tourist-3",
              label: "Tourist: invitation from family or friends",
              detail: "If you will stay with them: their letter, address and status documents",
            },
            { id: "business-1", label: "Business: invitation letter", detail: "From the host company, with dates, purpose and who pays" },
            { id: "business-2", label: "Business: employer's cover letter", detail: "Your role and why the trip is needed" },
            { id: "business-3", label: "Business: company documents", detail: "Registration and proof of dealings with the host company" },
          ],
        },
      ],
    },
    {
      kind: "list",
      id: "organising",
      title: "Organisation tips",
      items: [
        "Keep documents in the order of the checklist, originals in one folder and copies in another.",
        "Make two photocopies of every page you submit.",
        "Check that names and dates match your passport exactly on every document.",
        "Allow for processing: tourist visas typically take 5-15 days, business visas 10-30 days.",
        "Keep digital scans in case a consulate asks for uploads.",
      ],
    },
    {
      kind: "faq",
      id: "faq",
      title: "Frequently asked questions",
      faqs: [
        {
          question: "How recent must my documents be?",
          answer: "As a rule: photos within 6 months, bank statements issued within 3 months, and the employer letter within 1 month of applying.",
        },
        {
          question: "Do I need original documents?",
          answer:
            "Bring originals to appointments and submit copies unless the consulate asks for originals. Never send your only original degree certificate without being asked.",
        },
        {
          question: "Are my ticks stored anywhere?",
          answer: "Only in your browser's local storage on this device. Nothing is sent to us. Use Reset checklist to clear them.",
        },
        {
          question: "Do I need documents translated?",
          answer: "Documents not in English (or the destination's language) usually need a certified translation. Check the consulate's list.",
        },
        {
          question: "What if I need a visa urgently?",
          answer:
            "Some consulates offer emergency appointments or priority services. See our [emergency visa processing guide](/emergency-visa-processing).",
        },
      ],
    },
    {
      kind: "related",
      id: "related",
      title: "Related articles",
      links: [
        { href: "/visa/visa-interview-tips", title: "Visa interview tips" },
        { href: "/visa/tourist-vs-business-visa", title: "Tourist vs business visa" },
        { href: "/emergency-visa-processing", title: "Emergency visa processing" },
      ],
    },
  ],
};
