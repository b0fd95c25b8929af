/** @module /visa/visa-interview-tips: preparing for and handling a visa interview. */
import { EDITORIAL_TEAM } from "../authors";
import type { ContentPage } from "../types";

/** The interview tips article (spec: checklist, do's and don'ts, body language, special situations, five FAQs). */
export const page: ContentPage = {
  path: "/visa/visa-interview-tips",
  metaTitle: "Visa Interview Tips: How to Prepare and What to Say | Visa Fee Atlas",
  description:
    "How to prepare for a visa interview: a preparation checklist, do's and don'ts, body language, special situations and answers to common questions. Interviews last 2-5 minutes: make them count.",
  title: "Visa Interview Tips",
  lead: "Most visa interviews last 2-5 minutes. The officer has read your form; the interview checks that you and your papers tell the same, believable story.",
  kind: { type: "Article" },
  publishedOn: "2025-07-29",
  updatedOn: "2026-11-23",
  updatedLabel: "Last updated",
  author: EDITORIAL_TEAM,
  blocks: [
    {
      kind: "list",
      id: "preparation",
      title: "Preparation checklist",
      ordered: true,
      items: [
        "Reread your application form: every answer, every date.",
        "Put documents in the order of the [document checklist](/visa/visa-document-checklist), originals and copies.",
        "Prepare a one-sentence answer for: purpose, length of stay, who pays, why you will return.",
        "Check the appointment letter for what you may bring: most consulates ban phones and bags.",
        "Plan the journey to arrive 15-30 minutes early.",
      ],
    },
    {
      kind: "cards",
      id: "dos-donts",
      title: "Do's and don'ts",
      cards: [
        {
          title: "Do",
          lists: [
            {
              heading: "",
              items: [
                "Answer the question asked, briefly",
                "Speak for yourself, in the language you are comfortable in",
                "Offer a document only when asked or when it answers a doubt",
                "Tell the truth, including about past refusals",
              ],
            },
          ],
        },
        {
          title: "Don't",
          lists: [
            {
              heading: "",
              items: [
                "Recite memorised speeches",
                "Argue with the officer",
                "Hand over a stack of papers unasked",
                "Guess: say you do not know if you do not",
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "list",
      id: "body-language",
      title: "Body language",
      items: [
        "Greet the officer and make eye contact.",
        "Stand or sit straight, hands still and visible.",
        "Pause before answering; a calm answer is better than a fast one.",
        "Dress as you would for a job interview: neat and plain.",
      ],
    },
    {
      kind: "cards",
      id: "special",
      title: "Special situations",
      cards: [
        {
          title: "First trip abroad",
          text: "Say so plainly and show why you will return: job, studies, family. Officers see first-time travellers every day.",
        },
        { title: "Previous refusal", text: "Say what has changed since then and bring the evidence. Never deny a refusal that is on record." },
        {
          title: "Family in the destination country",
          text: "Explain the visit's length and purpose, and your commitments at home. Bring the host's invitation.",
        },
        {
          title: "Self-employed",
          text: "Bring business registration, tax returns and bank statements; explain who runs the business while you are away.",
        },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      title: "Frequently asked questions",
      faqs: [
        {
          question: "How long does a visa interview take?",
          answer: "Usually 2-5 minutes at the window. Waiting and security can take a couple of hours, so keep the morning free.",
        },
        {
          question: "What questions are asked most?",
          answer: "Why you are travelling, how long you will stay, who is paying, what you do in India, and whether you have travelled before.",
        },
        {
          question: "Should I bring all my documents?",
          answer: "Bring everything the checklist lists, organised, but hand over only what the officer asks for.",
        },
        {
          question: "Can I take someone with me?",
          answer: "Usually not, except a parent or guardian for a minor or a carer for someone who needs assistance. Check the consulate's rules.",
        },
        {
          question: "What happens if I am refused at the interview?",
          answer:
            "You receive a letter with the legal reason. Read it, fix what it names, and reapply only when your situation is stronger. See [visa rejection reasons](/passport/visa-rejection-reasons).",
        },
      ],
    },
    {
      kind: "related",
      id: "related",
      title: "Related articles",
      links: [
        { href: "/visa/visa-document-checklist", title: "Visa document checklist" },
        { href: "/visa/tourist-vs-business-visa", title: "Tourist vs business visa" },
        { href: "/passport/visa-rejection-reasons", title: "Main reasons for visa rejection" },
      ],
    },
  ],
};
