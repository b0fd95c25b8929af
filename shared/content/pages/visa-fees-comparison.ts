/** @module /visa-fees-comparison: visa fees of popular destinations side by side, for Indian passport holders. */
import type { ContentPage } from "../types";

/** The comparison page. INR equivalents use the ECB reference rates of 13 April 2026 (the site's rate table). */
export const page: ContentPage = {
  path: "/visa-fees-comparison",
  metaTitle: "Visa Fees Comparison 2025: USA, UK, Canada, Schengen, Australia | Visa Fee Atlas",
  description:
    "Compare visa fees for Indian passport holders side by side: tourist, work and student visas for the USA, UK, Canada, the Schengen area, Australia and New Zealand, with processing times and difficulty.",
  title: "Visa Fees Comparison 2025",
  lead: "Tourist, work and student visa costs for the destinations Indians apply to most, in one place. Sort the tables to find the cheapest or fastest option.",
  kind: { type: "Service", serviceType: "Visa fee comparison" },
  publishedOn: "2025-07-29",
  updatedOn: "2026-11-23",
  updatedLabel: "Last updated",
  blocks: [
    {
      kind: "stats",
      id: "ranges",
      title: "Fee ranges at a glance",
      tiles: [
        { value: "€20-185", label: "Tourist visas", note: "Approximate range across popular destinations" },
        { value: "€160-2,750", label: "Work visas", note: "Visa fee plus mandatory surcharges" },
        { value: "€160-950", label: "Student visas", note: "Visa fee plus student extras such as SEVIS" },
        { value: "15-84 days", label: "Processing", note: "Typical range; peak seasons are slower" },
      ],
    },
    {
      kind: "table",
      id: "tourist",
      title: "Tourist visa fees",
      intro: "Rupee equivalents at the European Central Bank reference rates of 13 April 2026; you pay the amount in the visa's currency or at the consulate's own rate.",
      sortable: true,
      columns: ["Country", "Fee", "Equivalent", "Processing", "Difficulty"],
      rows: [
        ["[USA](/usa-visa-fees)", "$185", "≈ ₹17,300", "Interview wait varies by city", "High"],
        ["[United Kingdom](/uk-visa-fees)", "£127", "≈ ₹15,900", "15 working days", "Medium"],
        ["[Canada](/canada-visa-fees)", "CAD 100 + CAD 85 biometrics", "≈ ₹12,500", "Varies (IRCC tool)", "High"],
        ["[Schengen area](/schengen-visa-fees)", "€90", "≈ ₹9,800", "15 days, up to 45", "Medium"],
        ["Australia", "AUD 200", "≈ ₹13,100", "20-30 days", "Medium"],
        ["New Zealand", "NZD 341", "≈ ₹18,500", "20 working days", "Medium"],
      ],
    },
    {
      kind: "table",
      id: "work",
      title: "Work visa fees",
      intro: "Main applicant, applying from India. Health surcharges are per year of the visa.",
      sortable: true,
      columns: ["Country", "Fee", "Additional", "Total"],
      rows: [
        ["USA (H-1B, L-1, O-1)", "$205", "Employer petition fees; premium processing $2,805 optional", "$205 for the visa itself"],
        ["United Kingdom (Skilled Worker)", "£769-£1,519", "Immigration Health Surcharge £1,035 a year", "£3,874 for a 3-year visa"],
        ["Canada (work permit)", "CAD 155", "Biometrics CAD 85; open work permit CAD 100", "CAD 240-340"],
        ["Schengen (national D visa)", "About €75-100", "Residence permit fee in the country", "Varies by country"],
      ],
    },
    {
      kind: "table",
      id: "student",
      title: "Student visa fees",
      sortable: true,
      columns: ["Country", "Fee", "Additional", "Total"],
      rows: [
        ["USA (F-1)", "$185", "SEVIS I-901 $350", "$535"],
        ["United Kingdom (Student)", "£524", "Immigration Health Surcharge £776 a year", "£2,076 for a 2-year visa"],
        ["Canada (study permit)", "CAD 150", "Biometrics CAD 85", "CAD 235"],
        ["Australia (subclass 500)", "AUD 2,000", "Overseas Student Health Cover", "Varies with cover"],
      ],
    },
    {
      kind: "table",
      id: "extremes",
      title: "Cheapest and most expensive destinations",
      intro: "Visa-free and visa-on-arrival destinations are the cheapest of all: see [easy visa countries](/passport/easy-visa-countries).",
      columns: ["Destination", "Fee", "Type"],
      rows: [
        ["Thailand", "Free", "Visa exemption, up to 60 days"],
        ["Maldives", "Free", "Visa on arrival, up to 90 days"],
        ["Schengen area", "€90", "Short-stay visa"],
        ["United Kingdom", "£127", "Standard Visitor visa"],
        ["USA", "$185", "B1/B2 visitor visa"],
        ["Australia (student)", "AUD 2,000", "Student visa, subclass 500"],
      ],
    },
    {
      kind: "list",
      id: "reading",
      title: "How to read these figures",
      items: [
        "Fees are the government's; visa centres add service charges and optional extras.",
        "Each country page has the full list, with the source and the date we checked each fee: [USA](/usa-visa-fees), [UK](/uk-visa-fees), [Canada](/canada-visa-fees), [Schengen](/schengen-visa-fees).",
        "Australia and New Zealand figures come from our fee records, which are not yet verified against the official pages: check them before you pay.",
        "Difficulty reflects how much documentation is asked and how often Indian applicants are refused.",
      ],
    },
  ],
};
