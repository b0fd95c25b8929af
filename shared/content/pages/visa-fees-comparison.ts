/** @module /visa-fees-comparison: visa fees of popular destinations side by side, for Indian passport holders. */
import { titleYear } from "../title-year";
import type { ContentPage, DateString } from "../types";

/** The day this page's figures were last checked: its title names this year. */
const updatedOn: DateString = "2026-11-23";

/** The comparison page. Tourist fees and their equivalents in the visitor's currency come from the D1 fee records and rate table. */
export const page: ContentPage = {
  path: "/visa-fees-comparison",
  metaTitle: `Visa Fees Comparison ${titleYear(updatedOn)}: USA, UK, Canada, Schengen, Australia | Visa Fee Atlas`,
  description:
    "Compare visa fees for Indian passport holders side by side: tourist, work and student visas for the USA, UK, Canada, the Schengen area, Australia and New Zealand, with processing times and difficulty.",
  title: `Visa Fees Comparison ${titleYear(updatedOn)}`,
  lead: "Tourist, work and student visa costs for the destinations Indians apply to most, in one place. Sort the tables to find the cheapest or fastest option.",
  kind: { type: "Service", serviceType: "Visa fee comparison" },
  publishedOn: "2025-07-29",
  updatedOn,
  updatedLabel: "Last updated",
  feeDestinations: ["US", "GB", "CA", "DE", "AU", "NZ", "TH", "MV"],
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
      intro:
        "Fees from our fee records. Equivalents in your currency at the European Central Bank reference rates of {rates:date}; you pay the amount in the visa's currency or at the consulate's own rate.",
      sortable: true,
      columns: ["Country", "Fee", "Equivalent", "Processing", "Difficulty"],
      rows: [
        [
          "[USA](/usa-visa-fees)",
          "{fee:us-tourist-b-1-b-2-visitor-visa-business-tourism}",
          "{local:us-tourist-b-1-b-2-visitor-visa-business-tourism}",
          "Interview wait varies by city",
          "High",
        ],
        [
          "[United Kingdom](/uk-visa-fees)",
          "{fee:gb-tourist-standard-visitor-visa-up-to-6-months}",
          "{local:gb-tourist-standard-visitor-visa-up-to-6-months}",
          "15 working days",
          "Medium",
        ],
        [
          "[Canada](/canada-visa-fees)",
          "{fee:ca-tourist-visitor-visa-temporary-resident-visa-single-or-multiple-entry} + CAD 85 biometrics",
          "{local:ca-tourist-visitor-visa-temporary-resident-visa-single-or-multiple-entry} + biometrics",
          "Varies (IRCC tool)",
          "High",
        ],
        [
          "[Schengen area](/schengen-visa-fees)",
          "{fee:de-tourist-uniform-short-stay-schengen-visa-type-c-adult-12}",
          "{local:de-tourist-uniform-short-stay-schengen-visa-type-c-adult-12}",
          "15 days, up to 45",
          "Medium",
        ],
        [
          "Australia",
          "{fee:au-tourist-visitor-visa-subclass-600-tourist-stream-apply-outside-australia}",
          "{local:au-tourist-visitor-visa-subclass-600-tourist-stream-apply-outside-australia}",
          "20-30 days",
          "Medium",
        ],
        ["New Zealand", "{fee:nz-tourist-visitor-visa-general}", "{local:nz-tourist-visitor-visa-general}", "20 working days", "Medium"],
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
        [
          "USA (H-1B, L-1, O-1)",
          "{fee:us-work-h-l-o-p-q-r-petition-based-temporary-worker-visa}",
          "Employer petition fees; premium processing $2,805 optional",
          "{fee:us-work-h-l-o-p-q-r-petition-based-temporary-worker-visa} for the visa itself",
        ],
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
        ["USA (F-1)", "{fee:us-student-f-1-student-visa}", "SEVIS I-901 $350", "$535"],
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
        ["Thailand", "{fee:th-tourist-visa-exemption-visa-free-entry-up-to-60-days}", "Visa exemption, up to 60 days"],
        ["Maldives", "{fee:mv-tourist-free-visa-on-arrival-tourist-visa-up-to-90-days-for-indian-nationals}", "Visa on arrival, up to 90 days"],
        ["Schengen area", "{fee:de-tourist-uniform-short-stay-schengen-visa-type-c-adult-12}", "Short-stay visa"],
        ["United Kingdom", "{fee:gb-tourist-standard-visitor-visa-up-to-6-months}", "Standard Visitor visa"],
        ["USA", "{fee:us-tourist-b-1-b-2-visitor-visa-business-tourism}", "B1/B2 visitor visa"],
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
