/** @module /visa/student-visa-guide: student visas for the US, UK, Canada and Australia, step by step. */
import { EDUCATION_CONSULTANT } from "../authors";
import type { ChangedFigure, ContentPage } from "../types";

const changes: ChangedFigure[] = [
  {
    label: "Canada's Student Direct Stream",
    value: "closed to new applications",
    was: "offered as a faster stream",
    source: "Immigration, Refugees and Citizenship Canada",
    sourceUrl: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/student-direct-stream.html",
    effectiveOn: "2024-11-08",
    checkedOn: "2026-11-23",
  },
];

/** The student guide (spec: Education Guide badge, author card, visa types, 4 steps, finances, challenges, 5 FAQs). */
export const page: ContentPage = {
  path: "/visa/student-visa-guide",
  metaTitle: "Student Visa Guide: Complete Application Process for Indian Students | Visa Fee Atlas",
  description:
    "Student visas for the US (F-1, M-1, J-1), UK, Canada and Australia: the visa types, the four application steps, annual costs, proof of funds, common problems and answers to students' questions.",
  title: "Student Visa Guide: Complete Application Process",
  eyebrow: "Education Guide",
  lead: "From the offer letter to the visa in your passport: the student visas of the four most popular destinations for Indian students, what they cost, and how to avoid the usual problems.",
  kind: { type: "Article" },
  publishedOn: "2024-12-15",
  updatedOn: "2026-11-23",
  updatedLabel: "Last updated",
  author: EDUCATION_CONSULTANT,
  changes,
  feeDestinations: ["US"],
  blocks: [
    {
      kind: "cards",
      id: "types",
      title: "Types of Student Visas by Country",
      cards: [
        {
          title: "United States",
          lists: [
            {
              heading: "Visas",
              items: [
                "F-1: academic study at a university, college or school",
                "M-1: vocational and technical programmes",
                "J-1: exchange visitors, including research scholars",
              ],
            },
          ],
          text: "Visa fee {fee:us-student-f-1-student-visa}, plus the SEVIS I-901 fee of USD 350 for F-1 and M-1.",
        },
        {
          title: "United Kingdom",
          lists: [
            {
              heading: "Visas",
              items: [
                "Student Route: courses at a licensed sponsor, age 16+",
                "Child Student: ages 4-17 at an independent school (under 18)",
                "Short-term Study: English language courses of up to 11 months",
              ],
            },
          ],
          text: "Student visa £524 from outside the UK, plus the Immigration Health Surcharge of £776 a year.",
        },
        {
          title: "Canada",
          lists: [
            {
              heading: "Visas",
              items: [
                "Study Permit: programmes longer than 6 months",
                "Student Direct Stream: closed on 8 November 2024; all students now use the regular stream",
                "Quebec: an additional Quebec Acceptance Certificate (CAQ) is needed first",
              ],
            },
          ],
          text: "Study permit CAD 150 plus CAD 85 biometrics.",
        },
        {
          title: "Australia",
          lists: [
            {
              heading: "Visas",
              items: ["Subclass 500: Student visa", "Subclass 590: Student Guardian visa", "Training Visa (subclass 407): workplace-based training"],
            },
          ],
          text: "Check the current charge on the Department of Home Affairs site: it rises most Julys.",
        },
      ],
    },
    {
      kind: "cards",
      id: "steps",
      title: "Step-by-Step Application Process",
      cards: [
        {
          title: "Step 1: University Admission",
          text: "Apply to recognised institutions (SEVP-certified in the US, licensed sponsors in the UK, designated learning institutions in Canada, CRICOS-registered in Australia) and accept the offer.",
        },
        {
          title: "Step 2: Gather Required Documents",
          text: "The admission document (I-20, CAS, letter of acceptance or CoE), passport, academic records, test scores, and proof of funds for tuition and living costs.",
        },
        {
          title: "Step 3: Complete Application",
          text: "Fill in the online form, pay the visa fee and any surcharge or SEVIS fee, and book biometrics or an interview.",
        },
        {
          title: "Step 4: Attend Interview & Submit",
          text: "Give biometrics, attend the interview where required (always for the US F-1), and submit your passport when asked. See our [interview tips](/visa/visa-interview-tips).",
        },
      ],
    },
    {
      kind: "cards",
      id: "finances",
      title: "Financial Requirements and Proof",
      cards: [
        {
          title: "Funding sources",
          lists: [{ heading: "", items: ["Personal and family funds", "Scholarships and assistantships", "Education loans from banks or NBFCs"] }],
        },
        {
          title: "Required documents",
          lists: [
            {
              heading: "",
              items: [
                "Bank statements covering 6-12 months (12+ recommended)",
                "Scholarship or funding letters",
                "Sponsor affidavit with the sponsor's statements and tax returns",
                "Loan sanction letter if you borrow",
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "table",
      id: "costs",
      title: "Annual cost by country",
      intro:
        "Approximate ranges for a year of study; living costs depend heavily on the city. Canada and Australia set minimum living funds for the visa.",
      sortable: true,
      columns: ["Country", "Tuition", "Living", "Total"],
      rows: [
        ["USA", "$20,000-$55,000", "$15,000-$20,000", "$35,000-$75,000"],
        ["UK", "£15,000-£38,000", "£12,000-£15,000", "£27,000-£53,000"],
        ["Canada", "CAD 6,000-35,000", "CAD 21,000-23,000", "CAD 27,000-58,000"],
        ["Australia", "AUD 8,000-40,000", "AUD 30,000", "AUD 38,000-70,000"],
      ],
    },
    {
      kind: "cards",
      id: "challenges",
      title: "Common Challenges and Solutions",
      cards: [
        {
          title: "Insufficient financial proof",
          text: "Show funds for at least the first year, held for the period the visa asks (28 days for the UK), with the source of large amounts explained.",
        },
        {
          title: "Weak academic profile",
          text: "Explain gaps and low grades honestly in your statement of purpose, and show how the course builds on what you did since.",
        },
        {
          title: "Unclear study plans",
          text: "Link the course to your past studies and to a job you can do in India afterwards. Officers refuse courses that look like a route to work.",
        },
        { title: "Language barriers", text: "Take IELTS, TOEFL or PTE early and retake if needed; practise speaking for the interview." },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      title: "Frequently asked questions",
      faqs: [
        {
          question: "How long does student visa processing take?",
          answer:
            "Roughly: US 2-4 months including the interview wait, UK 3-8 weeks, Canada 4-12 weeks, Australia 4-12 weeks. Apply as soon as you have your admission document.",
        },
        {
          question: "Can I work while studying?",
          answer:
            "Usually part-time, 10-20 hours a week in term: 20 hours in the UK and on campus in the US, up to 24 hours a week off campus in Canada, and 48 hours a fortnight in Australia. Check your visa's conditions.",
        },
        {
          question: "What if my student visa is refused?",
          answer:
            "Read the refusal reasons, fix them (often funds or study plans), and reapply or appeal where allowed. Tell your university at once: deadlines may move.",
        },
        {
          question: "Can my family come with me?",
          answer:
            "It depends on the course and country. The UK allows dependants mainly for postgraduate research students; the US, Canada and Australia have dependant visas with their own conditions.",
        },
        {
          question: "Do I need health insurance?",
          answer:
            "Yes. The UK charges the Immigration Health Surcharge, Australia requires Overseas Student Health Cover, and US universities require their own plan or an equivalent. Canada's provinces differ.",
        },
      ],
    },
    {
      kind: "related",
      id: "related",
      title: "Related Articles",
      links: [
        { href: "/work-visa-guide", title: "Work visa guide" },
        { href: "/visa/visa-interview-tips", title: "Visa interview tips" },
        { href: "/passport/financial-requirements", title: "Financial requirements" },
      ],
    },
  ],
};
