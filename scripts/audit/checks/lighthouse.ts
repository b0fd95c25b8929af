/**
 * @module Lighthouse (mobile, its default emulation) in Debian's Chromium: the four category scores, CLS and the
 * paint and blocking-time metrics of a route, the median of `runs` runs (Lighthouse varies from run to run, most in
 * performance), with the spread of the performance score.
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
  /** First and largest contentful paint, total blocking time and main-thread work, ms (Lighthouse's simulated mobile). */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  mainThreadMs: number;
  /** Lighthouse's benchmark of the host CPU, to tell a slow machine from a slow page (about 1,000 is a mid-range phone). */
  benchmarkIndex: number;
  /** Lowest and highest performance score of the runs (the spread around the median). */
  performanceRange: [number, number];
  /** Audits under 1 in accessibility, best practices or SEO, by id (what to fix). */
  failing: string[];
}

/** Failed runs (a runtime error, no score) retried per route before the check itself fails. */
const RETRIES = 3;

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
      // A run that failed (no first paint, a page load timeout on the shared cores, or Chromium's trace missing its
      // navigationStart: NO_NAVSTART, seen now and then on this Chromium) has null scores, not zeros: run it again,
      // up to RETRIES times per route, rather than report a score the page never earned. Every kept run is a
      // complete one, so retrying never picks a better score.
      const failed = lhr.runtimeError?.code ?? (lhr.categories.performance?.score == null ? "NO_PERFORMANCE_SCORE" : null);
      if (failed) {
        if (++attempts > RETRIES) throw new Error(`Lighthouse failed on ${url}: ${failed} (${attempts} failed runs)`);
        i--;
        continue;
      }
      const score = (id: string) => lhr.categories[id]?.score ?? 0;
      const ms = (id: string) => Math.round(Number(lhr.audits[id]?.numericValue ?? 0));
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
        fcpMs: ms("first-contentful-paint"),
        lcpMs: ms("largest-contentful-paint"),
        tbtMs: ms("total-blocking-time"),
        mainThreadMs: ms("mainthread-work-breakdown"),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        performanceRange: [score("performance"), score("performance")],
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
    fcpMs: median(results.map((r) => r.fcpMs)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    mainThreadMs: median(results.map((r) => r.mainThreadMs)),
    benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
    performanceRange: [Math.min(...results.map((r) => r.performance)), Math.max(...results.map((r) => r.performance))],
    failing: [...new Set(results.flatMap((r) => r.failing))],
  };
}
