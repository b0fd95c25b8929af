/**
 * @module The orange 'For Indian Passport Holders Only' badge (spec: product overview) and the exact list of
 * pages that carry it: the five visa fee pages and the eight passport-guide pages, nowhere else.
 */

/** The 13 paths (no trailing slash) whose pages show the badge: 5 visa fee pages, then 8 passport guides. */
export const INDIA_BADGE_PATHS: readonly string[] = [
  "/usa-visa-fees",
  "/uk-visa-fees",
  "/canada-visa-fees",
  "/schengen-visa-fees",
  "/visa-fees-comparison",
  "/passport-guide",
  "/passport/indian-passport-strength",
  "/passport/strengthen-passport",
  "/passport/visa-rejection-reasons",
  "/passport/difficult-visa-countries",
  "/passport/easy-visa-countries",
  "/passport/age-visa-approval",
  "/passport/financial-requirements",
];

/**
 * Whether the page at `pathname` carries the badge. Exact match after dropping one trailing slash, so
 * `/passport` or `/passport/unknown` never do.
 * @example showsIndiaBadge("/uk-visa-fees") // true
 */
export function showsIndiaBadge(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return INDIA_BADGE_PATHS.includes(path);
}

/** The badge itself; the pages in INDIA_BADGE_PATHS render it near their heading. */
export function IndiaBadge() {
  return (
    <p className="india-badge">
      <span className="india-badge__flag" aria-hidden="true">
        🇮🇳
      </span>
      For Indian Passport Holders Only
    </p>
  );
}
