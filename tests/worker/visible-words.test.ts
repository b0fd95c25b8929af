/**
 * What a traveller reads on every page (issue #43): the sitemap's pages and the audit's extra states, rendered by the
 * real Worker. No page shows the words of our own spec or code (the spec, a decision or issue number, an
 * identifier, an unfilled token), no title names a year older than the page's own figures ("UK Visa Fees 2025" on a
 * guide checked in November 2026), and no "a" stands before a vowel sound ("A Australia visa", "What a India passport holder
 * needs").
 */
import { describe, expect, it } from "vitest";
import { EXTRA_ROUTES } from "../../scripts/audit/routes";
import { ALL_PAGES } from "../../shared/content/all-pages";
import { visibleText } from "./content-figures";
import { get } from "./helpers";

/** States beyond the audit's where names are put into sentences: one concession group open, another passport's finder. */
const MORE_STATES = ["/visa-free-with-us-uk-schengen-visa?destination=MK", "/visa-free?passport=AF", "/?from=IN&to=MY", "/?from=DE&to=FR"];

/** The API's documentation shows code on purpose: its identifiers, paths and `{placeholders}` are what a developer types. */
const SHOWS_CODE = new Set(["/developers"]);

/** What a page says where a traveller reads it: the body's text, the title, the description and the social cards. */
interface PageWords {
  path: string;
  text: string;
  /** The document title, the social titles and every h1–h3: the lines that name what the page is. */
  titles: string[];
}

async function pageWords(path: string): Promise<PageWords> {
  const res = await get(path);
  const html = await res.text();
  const metas = [
    ...html.matchAll(/<meta (?:name|property)="(?:description|og:title|og:description|twitter:title|twitter:description)" content="([^"]*)"/g),
  ].map((m) => visibleText(m[1]!));
  const titles = new Set([
    ...[...html.matchAll(/<(title|h1|h2|h3)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => visibleText(m[2]!).trim()),
    ...[...html.matchAll(/<meta (?:name|property)="(?:og:title|twitter:title)" content="([^"]*)"/g)].map((m) => visibleText(m[1]!)),
  ]);
  return { path, text: `${visibleText(html)} ${metas.join(" ")}`, titles: [...titles] };
}

let pages: Promise<PageWords[]> | undefined;
/** Every page once per file: the sitemap's paths and the extra states. */
function allPages(): Promise<PageWords[]> {
  pages ??= (async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
    const all = [...new Set([...paths, ...EXTRA_ROUTES, ...MORE_STATES])];
    const found: PageWords[] = [];
    for (const path of all) found.push(await pageWords(path));
    return found;
  })();
  return pages;
}

/** Each match of `pattern` in `text`, with some words either side. */
function hits(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`))].map(
    (m) => `«${text.slice(Math.max(0, (m.index ?? 0) - 40), (m.index ?? 0) + m[0].length + 20)}»`,
  );
}

/** Our own words, never a traveller's. */
const INTERNAL: Record<string, RegExp> = {
  "the spec": /\bspec(?:s|'s)?\b/i,
  "a decision number": /\bdecisions? \d+/i,
  "an issue number": /\bissues? #|\bissue \d+|#\d{2,}\b/i,
  "a to-do": /\b(?:TODO|FIXME|XXX)\b/,
  "a missing value": /\b(?:undefined|NaN)\b|\[object Object\]/,
};

/** Code, shown on the API documentation only. */
const CODE: Record<string, RegExp> = {
  "an unfilled token": /\{[A-Za-z]+(?::[^}\s]*)?\}/,
  // eTA and eVisa are how authorities write their own products, eTurboNews how a cited publisher writes its name
  // (since issue #45 the directory and the finder show the world records' sources).
  "a camelCase identifier": /\b(?!(?:eTAs?|eVisas?|eVISA|iOS|iPhone|iPad|eTurboNews)\b)[a-z]+[A-Z][A-Za-z]*\b/,
  // Not a file of a page a source cites by its address ("indianvisaonline.gov.in/evisa/images/Etourist_fee_final.pdf").
  "a snake_case identifier": /(?<!\/)\b[A-Za-z]+_[A-Za-z_]+\b/,
  "a file name": /\b[\w-]+\.(?:tsx?|json|md)\b/,
};

describe("no page shows our internal words", () => {
  it.each(Object.entries(INTERNAL))(
    "no page shows %s",
    async (_name, pattern) => {
      const found = (await allPages()).flatMap((p) => hits(p.text, pattern).map((hit) => `${p.path}: ${hit}`));
      expect(found).toEqual([]);
    },
    120_000,
  );

  it.each(Object.entries(CODE))(
    "no page but the API's documentation shows %s",
    async (_name, pattern) => {
      const found = (await allPages()).filter((p) => !SHOWS_CODE.has(p.path)).flatMap((p) => hits(p.text, pattern).map((hit) => `${p.path}: ${hit}`));
      expect(found).toEqual([]);
    },
    120_000,
  );

  it("the checks see these words where a page shows them", () => {
    const text = visibleText(
      "<p>The range the spec gave (decision 15, issue #43, TODO): {indiaRank} from feeMinor or fee_minor in india-fees.v2.json, undefined</p>",
    );
    const patterns = Object.values({ ...INTERNAL, ...CODE });
    expect(patterns.filter((pattern) => pattern.test(text))).toHaveLength(patterns.length);
  });
});

/** Words after which a year dates an event rather than labels the page ("changes since 2021", "On 1 Apr 2026"). */
const DATING_WORDS =
  /^(?:since|in|of|from|until|to|by|before|after|on|and|or|the|\d{1,2}|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;

/**
 * The years a title gives as the page's own ("UK Visa Fees 2025", "Indian Passport Strength 2025: Rank…"): a year after a
 * word that does not date something, and not the start of a range or a date.
 */
export function titleYears(title: string): number[] {
  return [...title.matchAll(/(\S+) (20\d\d)\b(?![-–/]\d)/g)]
    .filter((m) => !DATING_WORDS.test(m[1]!.replace(/[^\p{L}\d]/gu, "")))
    .map((m) => Number(m[2]));
}

/** The year of the page's own figures: a guide's last check (its record's updatedOn), else today. */
function dataYear(path: string): number {
  const record = ALL_PAGES.find((p) => p.path === path);
  return Number((record?.updatedOn ?? new Date().toISOString()).slice(0, 4));
}

describe("no title names a year older than the page's figures", () => {
  it("reads a title's year, and not a date's", () => {
    expect(titleYears("UK Visa Fees 2025 for Indians: Visitor | Visa Fee Atlas")).toEqual([2025]);
    expect(titleYears("Indian Passport Strength 2025: Rank")).toEqual([2025]);
    expect(titleYears("What changed: visa requirement changes since 2021")).toEqual([]);
    expect(titleYears("On 1 Apr 2026")).toEqual([]);
    expect(titleYears("Entering on 1 May 2026")).toEqual([]);
  });

  it("on every page", async () => {
    const stale = (await allPages()).flatMap((p) =>
      p.titles.flatMap((title) =>
        titleYears(title).some((year) => year < dataYear(p.path)) ? [`${p.path}: «${title}» (figures of ${dataYear(p.path)})`] : [],
      ),
    );
    expect(stale).toEqual([]);
  }, 120_000);
});

/**
 * An article that does not fit the sound after it, by spelling alone (independent of shared/units/english-article.ts):
 * "a" before a, e, i or o (but "a one-year", "a European") or before initials said with a vowel ("a FBI"), and "an"
 * before a consonant other than h and not starting initials ("an Canada"). The article must start a word in any
 * script: a word that ends in "…ía" ("Cancillería", then a card's "Entry: e-Visa") is no article (`\b` sees "í" as a
 * boundary).
 */
const WRONG_ARTICLE =
  /(?<![\p{L}\p{N}_])(?:[Aa] (?!(?:one|once)\b|one-|[Ee]uro)(?:[AEIOaeio]|(?!(?:REST|SEVP|SEVIS)\b)[AEFHILMNORSX](?=[A-Z\d-]))|[Aa]n (?![A-Z][A-Z\d-])[b-df-gj-np-tv-zB-DF-GJ-NP-TV-Z])\S*/u;

describe("no page puts the wrong article before a word", () => {
  it("the check sees a wrong article and lets a right one be", () => {
    const wrong = ["A Australia visa", "with a India passport", "a FBI agent", "an Canada visa"];
    const right = [
      "An Australia visa",
      "a US visa",
      "a UK residence permit",
      "an H-1B visa",
      "a one-year visa",
      "a European passport",
      "an hour",
      "a REST API",
      "e-Visa via Cancillería Entry: e-Visa",
    ];
    expect(wrong.filter((t) => WRONG_ARTICLE.test(t))).toEqual(wrong);
    expect(right.filter((t) => WRONG_ARTICLE.test(t))).toEqual([]);
  });

  it("on every page", async () => {
    // The API's documentation names its codes' letters ("a airside").
    const found = (await allPages())
      .filter((p) => !SHOWS_CODE.has(p.path))
      .flatMap((p) => hits(p.text, WRONG_ARTICLE).map((hit) => `${p.path}: ${hit}`));
    expect(found).toEqual([]);
  }, 120_000);
});
