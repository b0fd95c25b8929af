/** @module /terms-of-service: the site's terms of use (14 sections; jurisdiction: courts in New Delhi). */
import type { ContentPage } from "../types";

/** The Terms of Service. */
export const page: ContentPage = {
  path: "/terms-of-service",
  metaTitle: "Terms of Service | Visa Fee Atlas",
  description:
    "The terms for using Visa Fee Atlas: an information service, not visa advice; how to use the forms and data; liability; governing law and courts in New Delhi.",
  title: "Terms of Service",
  lead: "These terms apply when you use Visa Fee Atlas. Please read them with our [Privacy Policy](/privacy-policy).",
  kind: { type: "WebPage" },
  publishedOn: "2026-11-23",
  // The date these terms last changed (decision 7: a fixed date, changed only with the text).
  updatedOn: "2026-11-26",
  updatedLabel: "Last changed",
  blocks: [
    {
      kind: "prose",
      id: "acceptance",
      title: "1. Acceptance of these terms",
      paragraphs: ["By using this website you agree to these terms. If you do not agree, please do not use the site."],
    },
    {
      kind: "prose",
      id: "service",
      title: "2. What the service is",
      paragraphs: [
        "Visa Fee Atlas publishes information about visa fees, processing times and entry requirements, with a focus on Indian passport holders. We are not a government body or a visa agent. We do not issue visas, submit applications or collect visa fees.",
      ],
    },
    {
      kind: "prose",
      id: "no-advice",
      title: "3. Information, not advice",
      paragraphs: [
        "Our pages and consultations are general information. They are not legal or immigration advice, and they do not guarantee any decision by any authority.",
      ],
    },
    {
      kind: "prose",
      id: "accuracy",
      title: "4. Accuracy of information",
      paragraphs: [
        "We record each fee with its source, where we have one, and the day we read it, but governments change fees and rules without notice. Always confirm with the official source before you apply, book or pay. Figures marked as estimates are not official figures.",
      ],
    },
    {
      kind: "prose",
      id: "fees",
      title: "5. Fees and payments",
      paragraphs: [
        "We charge nothing to use the site. Fees shown are those of governments or their service providers; you pay them to those bodies, never to us.",
      ],
    },
    {
      kind: "prose",
      id: "requests",
      title: "6. Consultation, contact and API requests",
      paragraphs: [
        "When you send a request you confirm that the details are yours and accurate. We may limit repeated submissions. API access, if offered, is subject to a separate agreement.",
      ],
    },
    {
      kind: "list",
      id: "use",
      title: "7. Acceptable use",
      items: [
        "Do not submit false details or other people's details without their permission.",
        "Do not try to bypass rate limits or overload the site with automated requests.",
        "Do not try to gain access to systems or data you are not meant to reach.",
        "Do not copy the site's content for republication without permission.",
      ],
    },
    {
      kind: "prose",
      id: "ip",
      title: "8. Content and data",
      paragraphs: [
        "The site's text and design belong to Visa Fee Atlas. Data from third parties is used under their licences and credited in the footer, such as the Passport Index data (MIT licence), the European Central Bank's reference rates, and for the other currencies fawazahmed0/exchange-api's rates (CC0).",
      ],
    },
    {
      kind: "prose",
      id: "links",
      title: "9. Links to other websites",
      paragraphs: [
        "We link to official and third-party sites for your convenience. We do not control them and are not responsible for their content or practices.",
      ],
    },
    {
      kind: "prose",
      id: "warranty",
      title: "10. No warranty",
      paragraphs: [
        "The site is provided as it is and as available, without warranties of any kind, including that it will be accurate, complete, uninterrupted or free of errors.",
      ],
    },
    {
      kind: "prose",
      id: "liability",
      title: "11. Limitation of liability",
      paragraphs: [
        "To the extent the law allows, Visa Fee Atlas is not liable for any loss arising from your use of the site or reliance on its information, including refused visas, missed travel or fees paid.",
      ],
    },
    {
      kind: "prose",
      id: "indemnity",
      title: "12. Indemnity",
      paragraphs: ["You agree to compensate us for claims arising from your misuse of the site or breach of these terms."],
    },
    {
      kind: "prose",
      id: "law",
      title: "13. Governing law and jurisdiction",
      paragraphs: [
        "These terms are governed by the laws of India. The courts in New Delhi have exclusive jurisdiction over any dispute arising from them or from the use of this site.",
      ],
    },
    {
      kind: "prose",
      id: "changes",
      title: "14. Changes and contact",
      paragraphs: ["We may update these terms; the 'Last changed' date above shows when. Questions: {contactEmail}."],
    },
  ],
};
