/**
 * @module The counts guide copy quotes, computed from D1 (decision 7), and the `{token}` substitution that
 * puts them into texts. Nothing here is hard-coded: a new seed changes the copy.
 */
import { DEFAULT_LEAD_RETENTION_DAYS, retentionWords } from "../leads/retention";
import type { Block, ContentPage, CountToken, Faq } from "./types";

/** The counts as `editorial.facts` returns them. */
export interface EditorialFacts {
  /** Passports in the requirements matrix (each analysed against every destination). */
  passportsAnalysed: number;
  /** Countries listed on the site. */
  countriesListed: number;
  /** Destinations with fee records for Indian passports. */
  feeDestinations: number;
  feeRecords: number;
  /** Destinations for Indian passports by requirement in force (India excluded). */
  india: { visaFree: number; visaOnArrival: number; eVisa: number; eta: number };
  /**
   * Indian passports' requirement at each destination (ISO 3166-1 alpha-2 → the home check's label, "Visa free for
   * 60 days", corrections in force applied), for `{req:XX}` in copy; empty before the seed.
   */
  indiaRequirements: Readonly<Record<string, string>>;
  /**
   * India's place in our passport ranking (shared/passport/power.ts): dense rank, mobility score (visa free + visa on
   * arrival + eTA) and how many passports are ranked, from the same data and date; null before the seed.
   */
  indiaPower: { rank: number; mobility: number; passportsRanked: number } | null;
  /** Date (YYYY-MM-DD) of the current version of the requirements data, or null. */
  requirementsAsOn: string | null;
  /** That version's name and upstream ("Passport Index data", its repository URL), for the copy's credit; null before the seed. */
  requirementsSource: { name: string; url: string | null } | null;
}

/**
 * A marketing "N+" claim that is never more than the data: `n` rounded down to a multiple of `step`, then "+".
 * @example atLeast(199, 5) // "195+"
 */
export function atLeast(n: number, step: number): string {
  return `${Math.floor(n / step) * step}+`;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * A calendar date for people, "12 January 2025", the same on server and browser (no locale data).
 * @example longDate("2025-01-12") // "12 January 2025"
 */
export function longDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}

/**
 * An English ordinal, "1st", "2nd", "3rd", "11th", "74th".
 * @example ordinal(22) // "22nd"
 */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** Token values: every count token, and `req:XX` for each destination's requirement for Indian passports. */
export type TokenValues = Record<CountToken, string> & Readonly<Record<`req:${string}`, string>>;

/**
 * The value of every token for the given facts, the site's contact e-mail and LEAD_RETENTION_DAYS (the privacy
 * policy's retention, shared/leads/retention.ts).
 */
export function tokenValues(f: EditorialFacts, contactEmail: string, leadRetentionDays = DEFAULT_LEAD_RETENTION_DAYS): TokenValues {
  const noVisa = f.india.visaFree + f.india.visaOnArrival;
  const requirements = Object.fromEntries(Object.entries(f.indiaRequirements ?? {}).map(([code, label]) => [`req:${code}`, label]));
  return {
    ...requirements,
    countriesAnalysed: String(f.passportsAnalysed),
    countriesListedPlus: atLeast(f.countriesListed, 5),
    indiaVisaFree: String(f.india.visaFree),
    indiaVisaOnArrival: String(f.india.visaOnArrival),
    indiaNoVisa: String(noVisa),
    indiaNoVisaPlus: atLeast(noVisa, 5),
    indiaEVisa: String(f.india.eVisa),
    indiaEta: String(f.india.eta),
    indiaRank: f.indiaPower ? ordinal(f.indiaPower.rank) : "not ranked yet",
    indiaMobility: f.indiaPower ? String(f.indiaPower.mobility) : "0",
    passportsRanked: f.indiaPower ? String(f.indiaPower.passportsRanked) : "0",
    feeDestinations: String(f.feeDestinations),
    feeDestinationsPlus: atLeast(f.feeDestinations, 10),
    requirementsAsOn: f.requirementsAsOn ? longDate(f.requirementsAsOn) : "the dataset's date",
    requirementsSource: f.requirementsSource?.name ?? "Passport Index data",
    // The dataset's original source stands in for the upstream's page before the seed.
    requirementsSourceUrl: f.requirementsSource?.url ?? "https://www.passportindex.org",
    contactEmail,
    leadRetention: retentionWords(leadRetentionDays),
  };
}

/** Error for a `{token}` no count answers to: a typo in copy must fail loudly, never render braces. */
export class UnknownTokenError extends Error {
  constructor(readonly token: string) {
    super(`Unknown content token {${token}}`);
  }
}

/**
 * Replaces each `{token}` of `text` by its value; `{req:XX}` is Indian passports' requirement at XX (a guide's
 * statement about a pair is then the data's, never hand-written: decision 16).
 * @throws UnknownTokenError for a token outside CountToken, or a `req:` code with no requirement in the data.
 * @example fillTokens("{indiaNoVisa} destinations", values) // "49 destinations"
 */
export function fillTokens(text: string, values: Readonly<TokenValues>): string {
  return text.replace(/\{([A-Za-z]+|req:[A-Z]{2})\}/g, (_, name: string) => {
    if (!(name in values)) throw new UnknownTokenError(name);
    return (values as Readonly<Record<string, string>>)[name] as string;
  });
}

/**
 * Copy as plain text: `[label](href)` links reduced to their label.
 * @example plainText("see [our guide](/x)") // "see our guide"
 */
export function plainText(text: string): string {
  return text.replace(/\[([^\]]+)\]\([^)\s]+\)/g, "$1");
}

/** The FAQs of a page, in order, across all its FAQ blocks, as plain text (for FAQPage structured data). */
export function pageFaqs(page: Pick<ContentPage, "blocks">): Faq[] {
  return page.blocks.flatMap((b: Block) =>
    b.kind === "faq" ? b.faqs.map((f) => ({ question: plainText(f.question), answer: plainText(f.answer) })) : [],
  );
}
