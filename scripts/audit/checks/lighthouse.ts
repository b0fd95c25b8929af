/**
 * @module Lighthouse (mobile, its default emulation) in Debian's Chromium: the four category scores and CLS of a
 * route, the median of `runs` runs (Lighthouse varies from run to run, most in performance).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** Scores from 0 to 1, and cumulative layout shift. */
export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  /** Audits under 1 in accessibility, best practices or SEO, by id (what to fix). */
  failing: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs Lighthouse `runs` times on `url` and answers the median of each score. */
export async function lighthouseScores(url: string, runs: number): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const results: LighthouseScores[] = [];
  try {
    for (let i = 0, attempts = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse produced no report for ${url}`);
      // A run that failed (no first paint, a page load timeout on the shared cores) has null scores, not zeros:
      // run it again, once, rather than report a score the page never earned.
      const failed = lhr.runtimeError?.code ?? (lhr.categories.performance?.score == null ? "NO_PERFORMANCE_SCORE" : null);
      if (failed) {
        if (++attempts > 1) throw new Error(`Lighthouse failed on ${url}: ${failed}`);
        i--;
        continue;
      }
      const score = (id: string) => lhr.categories[id]?.score ?? 0;
      const failing = ["accessibility", "best-practices", "seo"].flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category}:${ref.id}`),
      );
      results.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        cls: Number(lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0),
        failing,
      });
    }
  } finally {
    chrome.kill();
  }
  return {
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    bestPractices: median(results.map((r) => r.bestPractices)),
    seo: median(results.map((r) => r.seo)),
    cls: median(results.map((r) => r.cls)),
    failing: [...new Set(results.flatMap((r) => r.failing))],
  };
}
