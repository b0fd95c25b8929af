/**
 * @module No page scrolls sideways on a phone (issue #43: the concessions page was 412 px wide at 390 once a
 * destination's rules were opened). The page's width is measured as it loads and again with every disclosure
 * (`<details>`) open, as a traveller who taps them sees it; the same measure serves the audit and the Playwright spec.
 */
import type { Browser, Page } from "playwright-core";
import { BUDGETS } from "../budgets";
import { hydrated } from "./browser";

/** A page's width against its viewport's, and the elements that first reach past it. */
export interface PageWidth {
  /** `document.documentElement.scrollWidth`: how wide the page scrolls. */
  scrollWidth: number;
  /** `document.documentElement.clientWidth`: the viewport's width without a scroll bar. */
  clientWidth: number;
  /** Up to five elements past the right edge whose parent is not (tag#id.class, its width): where to look. */
  widest: string[];
}

/** Measures the page as it is now (run in the browser). */
function measure(): PageWidth {
  const root = document.documentElement;
  const edge = root.clientWidth + 0.5;
  const widest: string[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.right <= edge) continue;
    const parent = element.parentElement?.getBoundingClientRect();
    if (parent && parent.right > edge) continue;
    const id = element.id ? `#${element.id}` : "";
    const classes = [...element.classList].map((c) => `.${c}`).join("");
    widest.push(`${element.tagName.toLowerCase()}${id}${classes} (${Math.round(box.width)} px, to ${Math.round(box.right)})`);
    if (widest.length === 5) break;
  }
  return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
}

/** Opens every disclosure of the page, as a traveller who taps each one. */
function openDisclosures(): void {
  for (const details of document.querySelectorAll("details")) details.open = true;
}

/** How far the page at `page` scrolls sideways, as loaded and with every disclosure open: a problem per state that does. */
export async function sidewaysProblems(page: Pick<Page, "evaluate">): Promise<string[]> {
  const problems: string[] = [];
  for (const state of ["as loaded", "with every disclosure open"] as const) {
    if (state === "with every disclosure open") await page.evaluate(openDisclosures);
    const width = await page.evaluate(measure);
    if (width.scrollWidth - width.clientWidth > BUDGETS.sidewaysScrollPx)
      problems.push(
        `${state}: ${width.scrollWidth} px wide in ${width.clientWidth} (${width.widest.join(", ") || "no element found past the edge"})`,
      );
  }
  return problems;
}

/** The audit's check: `path` on a phone's width (a fresh visitor, so the cookie banner shows too). */
export async function sidewaysScroll(browser: Browser, base: string, path: string, viewport: { width: number; height: number }): Promise<string[]> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.goto(base + path);
    await hydrated(page);
    return await sidewaysProblems(page);
  } finally {
    await context.close();
  }
}
