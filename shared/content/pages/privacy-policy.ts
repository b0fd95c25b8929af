/** @module /privacy-policy: what the site stores, why, for how long, and how to have it deleted (15 sections). */
import type { ContentPage } from "../types";

/** The Privacy Policy. It describes the site as built: D1 tables, hashed addresses, KV counters, consent storage. */
export const page: ContentPage = {
  path: "/privacy-policy",
  metaTitle: "Privacy Policy | Visa Fee Atlas",
  description: "What Visa Fee Atlas stores about you, why, for how long, who processes it, and how to ask for access or deletion.",
  title: "Privacy Policy",
  lead: "This policy explains what we collect when you use Visa Fee Atlas, why, how long we keep it and how you can have it deleted. In short: we store only what you send us in a form, and we load no analytics or advertising without your consent.",
  kind: { type: "WebPage" },
  publishedOn: "2026-11-23",
  // The date this policy last changed (decision 7: a fixed date, changed only with the text).
  updatedOn: "2026-11-29",
  updatedLabel: "Last changed",
  blocks: [
    {
      kind: "prose",
      id: "who",
      title: "1. Who we are",
      paragraphs: [
        "Visa Fee Atlas is an information website about visa fees and entry requirements. For any question about this policy or your data, write to {contactEmail}.",
      ],
    },
    {
      kind: "prose",
      id: "scope",
      title: "2. What this policy covers",
      paragraphs: ["This policy covers this website and its forms. Official government sites and other sites we link to have their own policies."],
    },
    {
      kind: "list",
      id: "you-give",
      title: "3. Information you give us",
      intro: "We store only what you type into our forms, in our database (Cloudflare D1):",
      items: [
        "Visa consultation requests: your name, your contact number and the destination you chose.",
        "Developer API contact requests: your name, company name, mobile number and e-mail address.",
        "Contact messages: your name, e-mail address, subject and message.",
        "Alerts: your e-mail address, what you follow (a passport and destination, a passport, or a trip's stops, dates, passports and documents), the page you asked on, and when each message was sent. We send nothing but a confirmation until you confirm, and at most one message a day.",
      ],
    },
    {
      kind: "list",
      id: "automatic",
      title: "4. Information collected automatically",
      items: [
        "With each form submission we store a salted hash of your IP address, used only to limit repeated submissions. We never store the address itself, and the hash cannot be turned back into it.",
        "Rate-limit counters, keyed by that hash, are kept in Cloudflare KV and expire automatically at the end of their time window.",
        "Your approximate country, as reported by Cloudflare, is used to pre-fill country pickers on the page. It is not stored.",
        "Our hosting provider processes technical request data (such as IP address and browser type) to deliver and protect the site.",
      ],
    },
    {
      kind: "list",
      id: "cookies",
      title: "5. Cookies and local storage",
      items: [
        "Your cookie choices are saved in your browser's local storage, with the date you made them, and in a first-party cookie named consent so that pages show the right state from the first view.",
        "The document checklist keeps your ticks in local storage on your device only; they are never sent to us.",
        "Analytics and advertising scripts load only if you allow them in Cookie Preferences, and you can change your choice at any time.",
      ],
    },
    {
      kind: "prose",
      id: "use",
      title: "6. How we use information",
      paragraphs: [
        "We use form submissions only to answer your request: to call or write back about your consultation, to discuss API access, or to reply to your message. We do not use them for advertising and we do not sell them.",
      ],
    },
    {
      kind: "prose",
      id: "basis",
      title: "7. Why we may use it",
      paragraphs: [
        "We process what you send us because you asked us to respond (your consent, which you can withdraw), and the hashed address because of our legitimate interest in protecting the forms from abuse. We handle personal data in line with India's Digital Personal Data Protection Act, 2023, and other laws that apply to you.",
      ],
    },
    {
      kind: "prose",
      id: "sharing",
      title: "8. Who we share it with",
      paragraphs: [
        "Our hosting and database provider, Cloudflare, processes data on our behalf. We share data with no one else, except when the law requires it.",
      ],
    },
    {
      kind: "prose",
      id: "third-parties",
      title: "9. Third-party services and links",
      paragraphs: [
        "Affiliate widgets, advertising and analytics are third-party services that load only with your consent; without it you see plain links. Links to official sites and other websites take you to their own privacy policies.",
      ],
    },
    {
      kind: "list",
      id: "retention",
      title: "10. How long we keep it",
      items: [
        "Consultation requests, API contact requests and contact messages: as long as needed to answer them, and no longer than {leadRetention} after your last contact with us. The hashed address is kept with the request and deleted with it.",
        "Alerts: your address only while you follow something. It is deleted with your last alert: when you stop it, unsubscribe with one click, when a trip you followed is over, or 7 days after a request you did not confirm. A record that a message was sent (its day and status, not your address) is kept for our counts.",
        "Rate-limit counters: until their time window ends, when they expire automatically.",
        "Your consent choice and checklist ticks: on your device until you clear them.",
      ],
    },
    {
      kind: "prose",
      id: "security",
      title: "11. Security",
      paragraphs: [
        "Data is sent over HTTPS and stored with our provider's access controls. Only the people who answer requests can read them. No system is perfectly secure, so we store as little as we can.",
      ],
    },
    {
      kind: "prose",
      id: "rights",
      title: "12. Your rights and deletion",
      paragraphs: [
        "You can ask to see, correct or delete what we hold about you, and withdraw your consent. Write to {contactEmail} from the address or with the phone number you used; we will answer within 30 days and confirm when the data is deleted.",
      ],
    },
    {
      kind: "prose",
      id: "children",
      title: "13. Children's privacy",
      paragraphs: [
        "This site is not directed at children under 13, and we do not knowingly collect their personal data. If you believe a child under 13 has sent us information, write to {contactEmail} and we will delete it.",
      ],
    },
    {
      kind: "prose",
      id: "transfers",
      title: "14. International processing",
      paragraphs: [
        "Cloudflare runs a global network, so your request may be processed in data centres outside India. It processes data under its own contractual safeguards.",
      ],
    },
    {
      kind: "prose",
      id: "changes",
      title: "15. Changes to this policy",
      paragraphs: ["When we change this policy we update the 'Last changed' date at the top of this page."],
    },
  ],
};
