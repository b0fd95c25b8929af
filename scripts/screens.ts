/**
 * Screenshots and page heights of the traveller's main pages at 390, 768 and 1280 px, for before/after
 * comparisons in an issue's closing note (issue #33): `npx tsx scripts/screens.ts <out-dir>` against a running
 * site (`SCREENS_URL`, default http://127.0.0.1:8787). Writes `<page>-<width>.png` (the first viewport only, so
 * the files stay small) and `heights.json` (each page's full scroll height in CSS pixels, per width).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";

/** The pages a first-time visitor meets, by a short name used in file names. */
const PAGES: ReadonlyArray<readonly [name: string, path: string]> = [
  ["home", "/"],
  ["check-in-th", "/?from=IN&to=TH"],
  ["finder", "/visa-free?country=IN"],
  ["ranking", "/passport-ranking"],
  ["compare", "/compare-passports?passports=IN,US,AE"],
  ["concessions", "/visa-free-with-us-uk-schengen-visa"],
  ["calculator", "/schengen-calculator?s=2027-03-01~2027-03-20,2027-05-01~2027-06-15&on=2027-01-10"],
  ["changes", "/changes"],
];

const WIDTHS = [390, 768, 1280] as const;

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error("Usage: tsx scripts/screens.ts <out-dir>");
  const base = process.env.SCREENS_URL ?? "http://127.0.0.1:8787";
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  const heights: Record<string, Record<number, number>> = {};
  try {
    for (const width of WIDTHS) {
      // A returning visitor who rejected optional cookies, so the banner does not cover the page.
      const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
      await context.addCookies([{ name: "consent", value: "v1.n1a0d0f0.2026-11-23T10:00:00.000Z", url: base }]);
      const page = await context.newPage();
      for (const [name, path] of PAGES) {
        await page.goto(base + path, { waitUntil: "networkidle" });
        await page.screenshot({ path: join(out, `${name}-${width}.png`) });
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        heights[name] = { ...heights[name], [width]: height };
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  writeFileSync(join(out, "heights.json"), `${JSON.stringify(heights, null, 2)}\n`);
  console.log(JSON.stringify(heights, null, 2));
}

await main();
