/** @module /emergency-visa-processing: what to do when you need a visa fast (decision 6: a real guide). */
import { EDITORIAL_TEAM } from "../authors";
import type { ContentPage } from "../types";

/** The emergency guide: expedited appointments, priority services, and faster alternatives. */
export const page: ContentPage = {
  path: "/emergency-visa-processing",
  metaTitle: "Emergency Visa Processing: Urgent Visas for Indian Travellers | Visa Fee Atlas",
  description:
    "Need a visa urgently? How to request an emergency US appointment, use UK Priority and Super Priority services, ask Schengen and Canadian offices for urgent handling, and which destinations need no visa in advance.",
  // Issue #45: the site answers every passport now; a guide about Indian passports says so first.
  eyebrow: "For Indian passport holders",
  title: "Emergency Visa Processing",
  lead: "A family emergency, a medical need or sudden business travel: most consulates have a way to move faster, but none guarantees it. Here is what each offers and what to prepare.",
  kind: { type: "Article" },
  publishedOn: "2026-11-23",
  updatedOn: "2026-11-23",
  updatedLabel: "Last updated",
  author: EDITORIAL_TEAM,
  blocks: [
    {
      kind: "cards",
      id: "options",
      title: "Options by destination",
      cards: [
        {
          title: "United States",
          facts: [{ label: "Extra fee", value: "None" }],
          lists: [
            {
              heading: "How",
              items: [
                "Pay the fee and book the first available appointment",
                "Then request an expedited appointment through the appointment system, with evidence",
                "Accepted for medical emergencies, funerals and urgent business, at the consulate's discretion",
              ],
            },
          ],
        },
        {
          title: "United Kingdom",
          facts: [
            { label: "Priority", value: "£500" },
            { label: "Super Priority", value: "£1,000-£2,500" },
          ],
          lists: [
            {
              heading: "How",
              items: [
                "Buy the service when you apply online",
                "Priority: a decision in about 5 working days",
                "Super Priority: usually by the end of the next working day",
              ],
            },
          ],
        },
        {
          title: "Schengen area",
          facts: [{ label: "Extra fee", value: "None set by law" }],
          lists: [
            {
              heading: "How",
              items: [
                "Contact the consulate of your main destination directly",
                "Explain the emergency with documents",
                "Consulates can decide urgent cases faster, but standard processing is 15 days",
              ],
            },
          ],
        },
        {
          title: "Canada",
          facts: [{ label: "Extra fee", value: "None" }],
          lists: [
            {
              heading: "How",
              items: [
                "Apply online, then use IRCC's web form to request urgent processing",
                "Attach proof, such as a death certificate or a doctor's letter",
                "Give biometrics quickly: the file waits for them",
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "list",
      id: "prepare",
      title: "What to prepare for an urgent request",
      items: [
        "Proof of the emergency: a hospital letter, death certificate, or a letter from the inviting company explaining the urgency.",
        "A complete application: urgent handling never makes up for missing documents.",
        "Your passport ready to hand in, valid 6+ months with 2+ blank pages.",
        "Flexible or refundable tickets until the visa is issued.",
      ],
    },
    {
      kind: "prose",
      id: "alternatives",
      title: "Faster alternatives",
      paragraphs: [
        "If the trip itself is flexible, choose a destination with no visa to arrange. Our data lists {indiaNoVisa} no-visa destinations for Indians (visa free or visa on arrival), {indiaEta} more that need only an online eTA, and {indiaEVisa} with an e-Visa that often takes a few days: see the [No Visa Countries finder](/visa-free) and [easy visa countries](/passport/easy-visa-countries).",
        "If your own passport is the problem, the Indian passport Tatkaal scheme issues passports faster for an extra fee; apply on the Passport Seva portal.",
      ],
    },
    {
      kind: "faq",
      id: "faq",
      title: "Frequently asked questions",
      faqs: [
        {
          question: "Can I pay to guarantee an emergency visa?",
          answer:
            "No. Priority services buy faster handling, not a positive decision, and emergency appointments are granted at the consulate's discretion.",
        },
        {
          question: "Does an urgent request lower my chances?",
          answer: "No, if the request is genuine and documented. The same rules apply to the decision.",
        },
        {
          question: "Can an agent get me an emergency appointment?",
          answer:
            "No one can sell official emergency appointments. Use the consulate's own request process and be wary of anyone who claims otherwise.",
        },
        {
          question: "What if the emergency is abroad and I am already travelling?",
          answer: "Contact the destination's consulate nearest to you, or the Indian embassy if you need consular help.",
        },
        {
          question: "Are all documents still needed?",
          answer: "Yes. Check our [document checklist](/visa/visa-document-checklist) and bring everything to the appointment.",
        },
      ],
    },
    {
      kind: "related",
      id: "related",
      title: "Related articles",
      links: [
        { href: "/visa/visa-document-checklist", title: "Visa document checklist" },
        { href: "/uk-visa-fees", title: "UK visa fees" },
        { href: "/usa-visa-fees", title: "USA visa fees" },
      ],
    },
  ],
};
