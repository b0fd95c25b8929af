/**
 * @module The editorial content model: one typed record per page (shared/content/pages/*), made of blocks
 * that a few page components render (fee card, FAQ, stat tile, article section, table, checklist…).
 * Texts are the product's copy; figures are strings as shown to travellers, with their source where a
 * figure was changed from the original spec or comes from D1.
 */

/** A calendar date, YYYY-MM-DD (UTC). */
export type DateString = `${number}-${number}-${number}`;

/**
 * A figure that differs from the one the spec was written with, because the authority changed it.
 * Shown on the page as "Updated: {label} {value} (was {was}), since {effectiveOn}, source, checked {checkedOn}".
 */
export interface ChangedFigure {
  /** What the figure is, e.g. "Schengen short-stay visa, adults". */
  label: string;
  /** The figure now in force, as shown, e.g. "EUR 90". */
  value: string;
  /** The spec's figure, e.g. "EUR 80". */
  was: string;
  /** The official publisher. */
  source: string;
  /** The official page stating the figure. */
  sourceUrl: string;
  /** First day the new figure applied. */
  effectiveOn: DateString;
  /** Day this site last checked it. */
  checkedOn: DateString;
}

/** A link to an official page that supports a figure or statement. */
export interface SourceLink {
  name: string;
  url: string;
}

/** Badge styles (spec: Very High is destructive, High secondary; age risk High destructive, Medium secondary). */
export type BadgeTone = "destructive" | "secondary" | "neutral" | "positive";

export interface Badge {
  label: string;
  tone: BadgeTone;
}

/** A label and its value, e.g. { label: "Rejection rate", value: "15-25%" }. */
export interface Fact {
  label: string;
  value: string;
}

/**
 * A card of a card grid: the spec's strategy, progression level, rejection category, difficult/easy country,
 * age group, financial requirement, risk factor, timeline phase and credibility factor all fit this shape.
 */
export interface InfoCard {
  title: string;
  /** A short line under the title (e.g. the region, or the step number). */
  subtitle?: string;
  badges?: readonly Badge[];
  facts?: readonly Fact[];
  text?: string;
  lists?: readonly { heading: string; items: readonly string[] }[];
}

/**
 * A fee type (spec entity: type, fee, processingTime, description, details). `fee` is either text as shown,
 * or `{ record }`: the id of a fee record in D1, whose amount, currency, source and checked date are shown
 * (so this page and the home check never disagree).
 */
export interface FeeCard {
  type: string;
  fee: string | { record: string };
  processingTime: string;
  description: string;
  details: readonly string[];
  /** When `fee` is text and the figure changed since the spec. */
  changed?: ChangedFigure;
}

/** An additional fee or surcharge (spec entities: additional fee, health surcharge). */
export interface ExtraFee {
  service: string;
  amount: string;
  description: string;
  changed?: ChangedFigure;
}

export interface Faq {
  question: string;
  answer: string;
}

/** Names of the counts computed from D1 (decision 7); texts use them as `{name}`. */
export type CountToken =
  | "countriesAnalysed"
  | "countriesListedPlus"
  | "indiaVisaFree"
  | "indiaVisaOnArrival"
  | "indiaNoVisa"
  | "indiaNoVisaPlus"
  | "indiaEVisa"
  | "indiaEta"
  /** India's rank in our passport ranking as an ordinal ("74th"), its mobility score, and how many passports are ranked. */
  | "indiaRank"
  | "indiaMobility"
  | "passportsRanked"
  | "feeDestinations"
  | "feeDestinationsPlus"
  | "requirementsAsOn"
  /** Not a count: the current requirements version's name and upstream URL, for credits in the copy. */
  | "requirementsSource"
  | "requirementsSourceUrl"
  /** Not a count: the contact e-mail from the [vars] (CONTACT_EMAIL), for the legal pages. */
  | "contactEmail"
  /** Not a count: how long lead rows are kept (LEAD_RETENTION_DAYS as "24 months"), for the privacy policy. */
  | "leadRetention";

/** A stat tile: a big value (text, possibly with `{tokens}`) and its label. */
export interface StatTile {
  value: string;
  label: string;
  /** Where the value comes from, shown small under the label. */
  note?: string;
  source?: SourceLink;
}

export interface LinkItem {
  href: string;
  title: string;
  description?: string;
}

export interface ChecklistItem {
  /** Stable id, the key of the tick in local storage (spec ids: passport, application, photos…). */
  id: string;
  label: string;
  detail?: string;
  /** Official places to do it (the trip's checklist: the application site, an arrival card's site). */
  links?: readonly { label: string; href: string }[];
}

/** One block of a page, rendered in order. Paragraph texts may hold `[label](/path)` links and `{tokens}`. */
export type Block =
  | { kind: "prose"; id: string; title: string; paragraphs: readonly string[]; level?: 2 | 3 }
  | { kind: "stats"; id: string; title?: string; tiles: readonly StatTile[] }
  | { kind: "cards"; id: string; title: string; intro?: string; cards: readonly InfoCard[] }
  | { kind: "fee-cards"; id: string; title: string; intro?: string; cards: readonly FeeCard[] }
  | { kind: "extra-fees"; id: string; title: string; intro?: string; fees: readonly ExtraFee[] }
  | { kind: "table"; id: string; title: string; intro?: string; columns: readonly string[]; rows: readonly (readonly string[])[]; sortable?: boolean }
  | { kind: "list"; id: string; title: string; intro?: string; ordered?: boolean; items: readonly string[] }
  | { kind: "faq"; id: string; title: string; faqs: readonly Faq[] }
  | {
      kind: "checklist";
      id: string;
      title: string;
      intro?: string;
      groups: readonly { id: string; title: string; items: readonly ChecklistItem[] }[];
    }
  | { kind: "link-groups"; id: string; title: string; groups: readonly { title: string; links: readonly LinkItem[] }[] }
  | { kind: "related"; id: string; title: string; links: readonly LinkItem[] }
  | { kind: "cta"; id: string; title: string; text: string; href: string; label: string }
  /** India's visa-free and visa-on-arrival destinations, read from D1 (the No Visa Countries finder's list). */
  | { kind: "india-no-visa"; id: string; title: string; intro?: string };

/** The author box of an article (spec entity article: author name, title, bio). */
export interface Author {
  name: string;
  title: string;
  bio: string;
}

/** How the page describes itself to search engines (see client/seo/json-ld.ts). */
export type PageKind = { type: "Article" } | { type: "Service"; serviceType: string } | { type: "WebPage" };

/** One editorial page. */
export interface ContentPage {
  /** Route path, e.g. "/uk-visa-fees". */
  path: string;
  /** Document and social title. */
  metaTitle: string;
  /** Meta and social description. */
  description: string;
  /** The visible heading. */
  title: string;
  /** The last breadcrumb item when it differs from the title (e.g. "About Us"). */
  breadcrumbLabel?: string;
  /** Small label above the heading (e.g. "Education Guide"). */
  eyebrow?: string;
  /** The standfirst under the heading (may hold `{tokens}`). */
  lead: string;
  kind: PageKind;
  /** First published. */
  publishedOn: DateString;
  /** When the page's figures were last checked (decision 7), or for Privacy/Terms when the document last changed. */
  updatedOn: DateString;
  /** "Last updated" (guides) or "Last changed" (legal documents). */
  updatedLabel: "Last updated" | "Last changed";
  author?: Author;
  /** Spec figures this page changed, with their official sources. */
  changes?: readonly ChangedFigure[];
  /** Fee-record destinations (ISO alpha-2) whose D1 records this page quotes. */
  feeDestinations?: readonly string[];
  blocks: readonly Block[];
}
