/**
 * @module Every quality budget the project holds itself to, in one place (issue: measured quality). The audit
 * (`npm run audit`) and the benchmark read them from here; a miss makes the audit exit non-zero.
 */
export const BUDGETS = {
  /**
   * Initial JavaScript transferred per route (gzip, level 9), KiB: app pages, and static pages (the static shell);
   * the static figure also bounds every chunk of the static shell in all (what a static page can ever load).
   */
  initialJsKiB: 130,
  staticInitialJsKiB: 20,
  /** Home (`/`, no pair checked) keeps 5 KiB of the app pages' budget free for the next feature. */
  homeInitialJsKiB: 125,
  /** axe-core violations (WCAG 2.2 AA tags) per route, width and banner state. */
  axeViolations: 0,
  /** W3C Nu HTML checker errors on each route's server-rendered HTML. */
  htmlErrors: 0,
  /**
   * Pixels a page may scroll sideways at a phone's width (390 px; document scrollWidth past clientWidth), as loaded and
   * with every disclosure open (issue #43).
   */
  sidewaysScrollPx: 0,
  /** Interactive elements that a Tab walk cannot reach, or reach without a visible focus indicator. */
  keyboardMisses: 0,
  /**
   * Lighthouse mobile scores (0–1), CLS, and total blocking time (ms). Performance and TBT are held on the main routes,
   * by class: interactive pages (home, the directory, the finder) ≥ 0.95, static text pages (a guide, about) ≥ 0.98
   * (issue: ship JavaScript only where a page needs it). CLS 0 and a11y/bp/seo 1.00 on every route Lighthouse runs on.
   */
  lighthouse: { performance: { interactive: 0.95, static: 0.98 }, accessibility: 1, bestPractices: 1, seo: 1, cls: 0, tbtMs: 150 },
  /** Lighthouse runs per main route; the median is held to the budgets. */
  lighthouseRuns: 5,
  /**
   * Benchmark: page throughput as a share of the small static asset's and of the page's own HTML served as a static
   * file (the same-size copy, issue #34), render p50 (ms; pages and the Atom feed), slowest
   * search (ms), one pair's history (history.pair's time in the Worker) p50 (ms), each passport's requirement map
   * (gzip KiB on the wire).
   */
  bench: { throughputRatio: 0.6, sameSizeRatio: 0.8, renderP50Ms: 3, searchMs: 20, pairHistoryMs: 2, mapKiB: 60, schengenMs: 1 },
} as const;

/** The axe-core tags of WCAG 2.2 level AA (and the A and AA levels it builds on). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The widths every browser check runs at (px). */
export const VIEWPORTS = [
  { name: "390", width: 390, height: 844 },
  { name: "1280", width: 1280, height: 800 },
] as const;

/** A phone's width, where the sideways check runs. */
export const PHONE_VIEWPORT = VIEWPORTS[0];
