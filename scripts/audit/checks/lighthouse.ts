/**
 * @module Lighthouse (mobile, its default emulation) in Debian's Chromium: the four category scores, CLS and the
 * paint and blocking-time metrics of a route, the median of `runs` runs (Lighthouse varies from run to run, most in
 * performance), with the spread of the performance score.
 *
 * Each run emulates the same phone on any host. Lighthouse simulates a mid-tier phone by multiplying the host's
 * observed CPU work by 4, a factor meant for a fast developer machine; on a slower or busier host the same page
 * counts several times the blocking time (measured: a blank page 0-178 ms, the landed compare page 29 ms on a host
 * whose benchmark index was about 3,800 and 500-870 ms on one of about 2,200). So a run gathers once, reads the
 * host's benchmark index measured in that very run, and audits its trace with the CPU slowdown that brings the host
 * to a mid-tier phone's index of 1,000 (the score DevTools' CPU calibration gives a Pixel 5): index / 1,000, never
 * under 1. On the hosts the budgets were set on, that is the default 4.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
// Lighthouse's own network preset for its mobile runs (no export map: the module's path is its public constant).
import * as constants from "lighthouse/core/config/constants.js";
import { calibratedCpuSlowdown, MID_TIER_PHONE_INDEX } from "../cpu-calibration";

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
  /** The CPU slowdown the run was audited with (calibratedCpuSlowdown of its benchmark index). */
  cpuSlowdown: number;
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
  const results: Array<LighthouseScores & { full: boolean }> = [];
  try {
    for (let i = 0, attempts = 0; i < runs; i++) {
      // Accessibility, best practices and SEO are audits of the document, the same in every run: the first run
      // gathers them, the others only what performance needs (the page's load and trace), which takes a third less.
      const full = results.length === 0;
      const lhr = await calibratedRun(url, chrome.port, full ? null : ["performance"]);
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
        full,
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
        cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 4,
        performanceRange: [score("performance"), score("performance")],
        failing,
      });
    }
  } finally {
    chrome.kill();
  }
  const full = results.filter((r) => r.full);
  return {
    performance: median(results.map((r) => r.performance)),
    accessibility: median(full.map((r) => r.accessibility)),
    bestPractices: median(full.map((r) => r.bestPractices)),
    seo: median(full.map((r) => r.seo)),
    cls: median(results.map((r) => r.cls)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    mainThreadMs: median(results.map((r) => r.mainThreadMs)),
    benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
    cpuSlowdown: median(results.map((r) => r.cpuSlowdown)),
    performanceRange: [Math.min(...results.map((r) => r.performance)), Math.max(...results.map((r) => r.performance))],
    failing: [...new Set(full.flatMap((r) => r.failing))],
  };
}

/**
 * One Lighthouse run of `url` in the Chromium on `port`: the page gathered once (its trace and the host's benchmark
 * index), then audited with the CPU slowdown calibrated to that index. `onlyCategories` limits both to those
 * categories (null: all). Answers the report; throws when there is none.
 */
async function calibratedRun(url: string, port: number, onlyCategories: string[] | null) {
  const dir = mkdtempSync(join(tmpdir(), "audit-lh-"));
  const only = onlyCategories ? { onlyCategories } : {};
  try {
    await lighthouse(url, { port, logLevel: "error", gatherMode: dir, ...only });
    const file = join(dir, "artifacts.json");
    const artifacts = JSON.parse(readFileSync(file, "utf8")) as {
      BenchmarkIndex?: number;
      settings?: { throttling?: Record<string, unknown> };
    };
    const cpuSlowdownMultiplier = calibratedCpuSlowdown(artifacts.BenchmarkIndex ?? MID_TIER_PHONE_INDEX * 4);
    // The audit refuses settings that differ from the gather's. With simulated throttling (Lighthouse's default) the
    // gather loads the page unthrottled and the slowdown is only the simulation's, so the gather's record of it is
    // restated, not anything the load depended on.
    if (artifacts.settings?.throttling) artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
    writeFileSync(file, JSON.stringify(artifacts));
    const result = await lighthouse(
      url,
      { port, output: "json", logLevel: "error", auditMode: dir },
      {
        extends: "lighthouse:default",
        settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier }, ...only },
      },
    );
    if (!result?.lhr) throw new Error(`Lighthouse produced no report for ${url}`);
    return result.lhr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
