/**
 * @module The social images (1200 × 630 PNG) of the main pages: which pages have one (`/og/{page}.png`), and what
 * each card says. A check's card says its answer instead (check-answer.ts, `/og/check/{PASSPORT}-{DESTINATION}.png`).
 */

/** The pages with a card of their own, by the name in their image's path. */
export const OG_PAGES = {
  home: {
    kicker: "Visa check",
    title: "Know what your visa costs before you go",
    subtitle: "Fees in local currency, USD and your own currency, processing times, e-Visa and visa on arrival, with sources",
  },
  "visa-free": {
    kicker: "Visa-free finder",
    title: "Where can you go without a visa?",
    subtitle: "Every destination your passport enters visa free, on arrival or with an eTA",
  },
  ranking: {
    kicker: "Passport ranking",
    title: "Every passport ranked by visa-free access",
    subtitle: "Scores computed from dated requirement data",
  },
  compare: {
    kicker: "Compare passports",
    title: "Compare 2 to 4 passports side by side",
    subtitle: "Rank, score, a combined map and every difference",
  },
  "schengen-calculator": {
    kicker: "Schengen calculator",
    title: "Schengen 90/180-day calculator",
    subtitle: "Days used, days left, and when you can return",
  },
  changes: { kicker: "What changed", title: "Visa requirement changes since 2021", subtitle: "Every change between Passport Index snapshots, dated" },
  guides: { kicker: "Visa guides", title: "Visa fees, documents and interviews, explained", subtitle: "Guides with the source of every figure" },
} as const satisfies Record<string, OgCard>;

/** A page's name in `/og/{page}.png`. */
export type OgPage = keyof typeof OG_PAGES;

/** What a card says: a small line above, the title, and a line under it. */
export interface OgCard {
  kicker: string;
  title: string;
  subtitle: string;
}

/** Image size in CSS px (Open Graph's recommended 1.91:1). */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/**
 * The site-relative path of a page's image.
 * @example ogPagePath("ranking") // "/og/ranking.png"
 */
export function ogPagePath(page: OgPage): string {
  return `/og/${page}.png`;
}

/**
 * The site-relative path of a check's image (ISO 3166-1 alpha-2 codes, upper case).
 * @example ogCheckPath("IN", "TH") // "/og/check/IN-TH.png"
 */
export function ogCheckPath(passport: string, destination: string): string {
  return `/og/check/${passport}-${destination}.png`;
}
