/** @module /passport/indian-passport-strength: where the Indian passport stands and where it goes without a visa. */
import { HENLEY } from "../sources";
import { titleYear } from "../title-year";
import type { ContentPage, DateString } from "../types";

/** The day this page's figures were last checked: its title names this year. */
const updatedOn: DateString = "2026-11-25";

/** The strength analysis. Destination counts and the list come from D1; the rank from the Henley edition cited. */
export const page: ContentPage = {
  path: "/passport/indian-passport-strength",
  metaTitle: `Indian Passport Strength ${titleYear(updatedOn)}: Rank, Visa-Free Countries, Analysis | Visa Fee Atlas`,
  description:
    "How strong is the Indian passport? Its Henley Passport Index rank, every visa-free and visa-on-arrival destination from our data, the hardest destinations, and what moves the ranking.",
  title: "Indian Passport Strength Analysis",
  lead: "The Indian passport has {indiaNoVisa} no-visa destinations (visa free or visa on arrival) and a mobility score of {indiaMobility}: the destinations it enters without a visa in advance, which adds {indiaEta} that need only an eTA. {indiaEVisa} more offer an e-Visa. Here is where it stands and why.",
  kind: { type: "Article" },
  publishedOn: "2025-07-29",
  updatedOn,
  updatedLabel: "Last updated",
  blocks: [
    {
      kind: "stats",
      id: "stats",
      tiles: [
        { value: "85th", label: "Global rank", note: "January 2025 edition of the", source: HENLEY },
        {
          value: "{indiaRank}",
          label: "Visa Fee Atlas rank",
          note: "Our mobility score {indiaMobility} (destinations without a visa in advance: visa free, on arrival or eTA) among {passportsRanked} passports, requirements as of {requirementsAsOn}: see the [passport ranking](/passport-ranking)",
        },
        {
          value: "{indiaNoVisa}",
          label: "No-visa destinations",
          note: "{indiaVisaFree} visa free and {indiaVisaOnArrival} visa on arrival, from our data",
        },
        { value: "{indiaEVisa}", label: "e-Visa destinations", note: "Apply online before you fly" },
        { value: "{indiaEta}", label: "Travel authorisations (eTA)", note: "Short online authorisation, not a visa" },
      ],
    },
    {
      kind: "india-no-visa",
      id: "no-visa",
      title: "Visa-free and visa on arrival countries",
      intro:
        "From [{requirementsSource}]({requirementsSourceUrl}) (MIT) as of {requirementsAsOn}, with later dated corrections applied, each checked against its source. Rules change at short notice: check with the destination's official site before you book.",
    },
    {
      kind: "table",
      id: "challenging",
      title: "Challenging destinations",
      columns: ["Country", "Difficulty", "Requirements"],
      rows: [
        ["United States", "Very High", "In-person interview, strong ties to India, funds and a clear purpose"],
        ["Canada", "Very High", "Biometrics, detailed finances and travel history"],
        ["United Kingdom", "High", "Evidence of funds held over time, employment and accommodation"],
        ["Schengen area", "High", "Itinerary, bookings, EUR 30,000 insurance, 3 months of statements"],
        ["Australia", "High", "Online application, finances and health or character checks"],
        ["China", "Medium", "Visa in advance, invitation or itinerary, fingerprints at the visa centre"],
      ],
    },
    {
      kind: "table",
      id: "leaders",
      title: "Comparison with the leaders",
      intro: "Henley Passport Index, January 2025 edition, which counts destinations reachable without a visa obtained in advance.",
      columns: ["Metric", "India", "Comparison"],
      rows: [
        ["Global rank", "85th", "Singapore 1st"],
        ["Destinations without a prior visa (Henley)", "57", "Singapore 195"],
        [
          "Destinations without a visa in advance (our mobility score)",
          "{indiaMobility}",
          "Visa free, on arrival or eTA, counted from {requirementsSource} as of {requirementsAsOn}",
        ],
      ],
    },
    {
      kind: "cards",
      id: "factors",
      title: "What shapes the passport's strength",
      cards: [
        {
          title: "Reciprocity",
          badges: [{ label: "Improving", tone: "positive" }],
          facts: [{ label: "Impact", value: "High" }],
          text: "Countries tend to mirror the access India gives their citizens. India's own e-Visa for visitors from most countries helps negotiations.",
        },
        {
          title: "Overstay and refusal records",
          badges: [{ label: "Mixed", tone: "secondary" }],
          facts: [{ label: "Impact", value: "High" }],
          text: "Visa regimes follow statistics of overstays and asylum claims. Each traveller who returns on time improves the record.",
        },
        {
          title: "Bilateral and tourism deals",
          badges: [{ label: "Improving", tone: "positive" }],
          facts: [{ label: "Impact", value: "Medium" }],
          text: "Tourism-led waivers such as Thailand's and Malaysia's visa-free entry for Indians added destinations quickly.",
        },
        {
          title: "Digital visas",
          badges: [{ label: "Improving", tone: "positive" }],
          facts: [{ label: "Impact", value: "Medium" }],
          text: "More countries issue e-Visas to Indians. They still need an application, so they do not count as visa-free in rankings.",
        },
      ],
    },
    {
      kind: "prose",
      id: "essay",
      title: "Reading the ranking",
      paragraphs: [
        "Rankings count destinations you can enter without arranging a visa beforehand. That is why India's position moves more slowly than travellers' real experience: a country moving from embassy visas to a fast e-Visa makes a trip much easier, yet the ranking does not change.",
        "Rankings also differ in method. Henley Passport Index uses IATA data and counts 227 destinations; the {requirementsSource} behind this site lists {countriesAnalysed} countries and separates visa-free entry, visa on arrival, e-Visa and eTA. We count visa free and visa on arrival as no-visa destinations ({indiaNoVisa} for India); our mobility score adds eTAs, as destinations without a visa in advance ({indiaMobility}); e-Visas are shown apart.",
        "For a traveller, the passport's rank matters less than your own record. A history of trips to visa-requiring countries, returned on time, makes the next application easier: see [how to strengthen your passport](/passport/strengthen-passport).",
        "A US, UK or Schengen visa also opens doors the ranking does not count: Mexico and Georgia admit Indian holders of those visas without a visa of their own, and Türkiye gives holders of those visas an e-Visa online instead of a visa from its embassy. See [where your US, UK or Schengen visa takes you](/visa-free-with-us-uk-schengen-visa), and how every passport compares in [our passport ranking](/passport-ranking).",
      ],
    },
  ],
};
