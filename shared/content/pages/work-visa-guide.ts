/** @module /work-visa-guide: work visas for Indian professionals (decision 6: a real guide the student guide links to). */
import { EDITORIAL_TEAM } from "../authors";
import type { ContentPage } from "../types";

/** The work visa guide: the main employer-sponsored routes of the US, UK, Canada, Germany and Australia. */
export const page: ContentPage = {
  path: "/work-visa-guide",
  metaTitle: "Work Visa Guide for Indians: US, UK, Canada, Germany, Australia | Visa Fee Atlas",
  description:
    "Work visas for Indian professionals: H-1B, L-1 and O-1 in the US, the UK Skilled Worker visa, Canadian work permits, Germany's EU Blue Card and Australia's employer-sponsored visas, with fees and steps.",
  // Issue #45: the site answers every passport now; a guide about Indian passports says so first.
  eyebrow: "For Indian passport holders",
  title: "Work Visa Guide",
  lead: "Almost every work visa starts with a job offer from an employer who is allowed to sponsor you. Here is how the main routes work, what they cost and how long they take.",
  kind: { type: "Article" },
  publishedOn: "2026-11-23",
  updatedOn: "2026-11-23",
  updatedLabel: "Last updated",
  author: EDITORIAL_TEAM,
  feeDestinations: ["US"],
  blocks: [
    {
      kind: "cards",
      id: "routes",
      title: "Main work visa routes",
      cards: [
        {
          title: "United States: H-1B, L-1, O-1",
          facts: [
            { label: "Visa fee", value: "{fee:us-work-h-l-o-p-q-r-petition-based-temporary-worker-visa}" },
            { label: "H-1B cap", value: "85,000 a year" },
          ],
          lists: [
            {
              heading: "How it works",
              items: [
                "Employer files Form I-129 with USCIS",
                "H-1B needs a place in the annual lottery; L-1 and O-1 do not",
                "Then a visa interview in India",
              ],
            },
          ],
          text: "Details on our [USA visa fees page](/usa-visa-fees).",
        },
        {
          title: "United Kingdom: Skilled Worker",
          facts: [
            { label: "Visa fee", value: "£769-£1,519" },
            { label: "Health surcharge", value: "£1,035 a year" },
          ],
          lists: [
            {
              heading: "How it works",
              items: ["Job offer from a licensed sponsor", "Certificate of Sponsorship and salary threshold", "English at level B1"],
            },
          ],
          text: "Details on our [UK visa fees page](/uk-visa-fees).",
        },
        {
          title: "Canada: work permits",
          facts: [
            { label: "Work permit", value: "CAD 155" },
            { label: "Biometrics", value: "CAD 85" },
          ],
          lists: [
            {
              heading: "How it works",
              items: [
                "Most need a Labour Market Impact Assessment (LMIA) by the employer",
                "Some are LMIA-exempt (intra-company transfers, trade agreements)",
                "Permanent residence via Express Entry is a separate route",
              ],
            },
          ],
          text: "Details on our [Canada visa fees page](/canada-visa-fees).",
        },
        {
          title: "Germany: EU Blue Card and skilled worker visas",
          facts: [{ label: "National visa fee", value: "EUR 75" }],
          lists: [
            {
              heading: "How it works",
              items: [
                "Recognised degree and a job offer above the salary threshold",
                "Apply for the national (D) visa at the German mission",
                "Opportunity Card for job seekers since June 2024",
              ],
            },
          ],
        },
        {
          title: "Australia: employer-sponsored visas",
          facts: [{ label: "Main visa", value: "Skills in Demand (subclass 482)" }],
          lists: [
            {
              heading: "How it works",
              items: [
                "Approved sponsor nominates the position",
                "Skills assessment and English test for many occupations",
                "Replaced the Temporary Skill Shortage visa in December 2024",
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "list",
      id: "steps",
      title: "Steps common to every route",
      ordered: true,
      items: [
        "Get a written job offer from an employer licensed or approved to sponsor.",
        "Have degrees assessed or recognised where the country asks (Germany, Australia, Canada).",
        "Take an English (or German) test if required.",
        "The employer files its petition, certificate or nomination.",
        "Apply for the visa with the employer's reference, pay the fees and give biometrics.",
        "Attend the interview if required and plan your move only once the visa is issued.",
      ],
    },
    {
      kind: "faq",
      id: "faq",
      title: "Frequently asked questions",
      faqs: [
        {
          question: "Can I look for work on a tourist visa?",
          answer:
            "You may attend interviews on most visitor visas, but you may not start work. Germany's Opportunity Card is a job-seeker visa designed for that.",
        },
        {
          question: "Who pays the fees?",
          answer:
            "Employers pay the petition and sponsorship charges in most countries (in the UK, the Immigration Skills Charge must be paid by the employer). The visa fee and health surcharge are often the worker's, unless the contract says otherwise.",
        },
        {
          question: "How long does a work visa take?",
          answer:
            "From a few weeks for a UK Skilled Worker visa once the certificate is issued, to many months for an H-1B, which follows the lottery and the October start date.",
        },
        {
          question: "Can my family join me?",
          answer:
            "Usually yes, as dependants, with their own fees and health surcharges. Some spouses get the right to work (UK, Canada for many permits, US for some H-4 holders).",
        },
        {
          question: "Do I need a degree?",
          answer:
            "Most skilled routes need a degree or equivalent experience. Some Canadian and Australian occupations accept trade qualifications with a skills assessment.",
        },
      ],
    },
    {
      kind: "related",
      id: "related",
      title: "Related articles",
      links: [
        { href: "/visa/student-visa-guide", title: "Student visa guide" },
        { href: "/visa/visa-interview-tips", title: "Visa interview tips" },
        { href: "/visa-fees-comparison", title: "Visa fees comparison" },
      ],
    },
  ],
};
