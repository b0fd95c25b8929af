/**
 * @module Keyboard walk: Tab through a page and check every visible interactive element is reached, each with a
 * visible focus indicator; on pages with a dialog trigger, the dialog keeps focus inside and returns it on Escape.
 */
import type { Browser, Page } from "playwright-core";
import { hydrated, withStoredConsent } from "./browser";

// <summary> is a Tab stop too (the FAQ disclosures): leaving it out would make the walk stop short.
const FOCUSABLE =
  'summary, a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Marks every visible focusable element with an index; returns how many. */
async function markFocusables(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    let n = 0;
    const radioGroups = new Set<string>();
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden" || el.closest("[inert],[aria-hidden=true]")) continue;
      // Inside a closed <details> only its own <summary> is reachable: the answer is not, by design.
      const closed = el.closest("details:not([open])");
      if (closed && !(el.tagName === "SUMMARY" && el.parentElement === closed)) continue;
      // Roving tabindex (WAI-ARIA tabs, toolbars): only the current item is a Tab stop, arrows move inside.
      if (el.getAttribute("tabindex") === "-1") continue;
      // A radio group is one Tab stop: its checked radio, or the first when none is checked.
      if (el instanceof HTMLInputElement && el.type === "radio" && el.name) {
        const group = document.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${CSS.escape(el.name)}"]`);
        const stop = [...group].find((radio) => radio.checked) ?? group[0];
        if (el !== stop || radioGroups.has(el.name)) continue;
        radioGroups.add(el.name);
      }
      el.dataset.kbd = String(n++);
    }
    return n;
  }, FOCUSABLE);
}

/** Tab once and describe the focused element: its mark and whether its focus is visible. */
async function tab(page: Page) {
  await page.keyboard.press("Tab");
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { mark: null, visible: true, label: "body" };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const visible = outline || style.boxShadow !== "none";
    return { mark: el.dataset.kbd ?? null, visible, label: `${el.tagName.toLowerCase()} ${(el.textContent ?? "").trim().slice(0, 30)}` };
  });
}

/** The keyboard misses of one route at one width: unreached elements and reached ones with no visible focus. */
export async function keyboardWalk(browser: Browser, base: string, path: string, viewport: { width: number; height: number }): Promise<string[]> {
  const context = await browser.newContext({ viewport });
  await withStoredConsent(context, base);
  const page = await context.newPage();
  await page.goto(base + path);
  await hydrated(page);
  // A lazy part the page hydrates after the app (home's check result) may still change which radio of a group is the
  // Tab stop: mark the focusables once its code has arrived.
  await page.waitForLoadState("networkidle");
  const total = await markFocusables(page);
  const reached = new Set<string>();
  const misses: string[] = [];
  let last: string | null = null;
  // Bounded for a page that traps Tab; a map and a long table make 700 stops, so the bound scales with the page.
  for (let i = 0; i < Math.min(total * 3 + 10, 3000); i++) {
    const focus = await tab(page);
    // A date input is several Tab stops (day, month, year) of one element: the same mark again is not a wrap.
    if (focus.mark !== null && focus.mark === last) continue;
    last = focus.mark;
    if (focus.mark !== null) {
      if (reached.has(focus.mark)) break; // wrapped around
      reached.add(focus.mark);
      if (!focus.visible) misses.push(`no visible focus: ${focus.label}`);
    }
  }
  if (reached.size < total) {
    const unreached = await page.evaluate(
      (seen) => {
        return [...document.querySelectorAll<HTMLElement>("[data-kbd]")]
          .filter((el) => !seen.includes(el.dataset.kbd!))
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()} ${(el.textContent ?? "").trim().slice(0, 30)}`);
      },
      [...reached],
    );
    misses.push(`${total - reached.size} not reached by Tab (e.g. ${unreached.join("; ")})`);
  }
  await context.close();
  return misses;
}

/**
 * The cookie dialog traps focus while open and returns it to its trigger on Escape, on `path` (the app's React
 * dialog on an app page, the static shell's <dialog> on a static one).
 */
export async function dialogFocusProblems(browser: Browser, base: string, path = "/"): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  await hydrated(page);
  const trigger = page.getByRole("button", { name: "Manage Preferences" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
  await dialog.waitFor();
  const problems: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    if (!(await dialog.evaluate((el) => el.contains(document.activeElement)))) problems.push("focus left the open dialog");
  }
  await page.keyboard.press("Escape");
  // The dialog returns focus when it has closed (after React commits), not within the key press: wait for it.
  const handle = await trigger.elementHandle();
  const returned = await page
    .waitForFunction((el) => el === document.activeElement, handle, { timeout: 2_000 })
    .then(
      () => true,
      () => false,
    );
  if (!returned) problems.push("focus did not return to the trigger within 2 s");
  await context.close();
  return [...new Set(problems)];
}
