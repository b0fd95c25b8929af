/**
 * No page scrolls sideways on a 390 px phone (issue #43: the concessions page was 412 px wide once a destination's
 * rules were opened): the main pages, as loaded and with every disclosure open, measured as the audit measures them
 * (scripts/audit/checks/sideways-scroll.ts). Runs in the 390 px project only.
 */
import { expect, test } from "@playwright/test";
import { sidewaysProblems } from "../../scripts/audit/checks/sideways-scroll";
import { TRIP_AUDIT_STATE } from "../../scripts/audit/routes";
import { hydrated } from "./support";

const MAIN_PAGES = [
  "/",
  "/?from=IN&to=TH",
  "/?from=IN&to=MX&holds=us-visa",
  "/verified-visa-fees",
  "/visa-free?passport=IN",
  "/passport-ranking",
  "/compare-passports?passports=IN,AE,SG",
  "/visa-free-with-us-uk-schengen-visa",
  "/visa-free-with-us-uk-schengen-visa?destination=MK",
  "/schengen-calculator",
  TRIP_AUDIT_STATE,
  "/changes?passport=IN",
  "/uk-visa-fees",
  "/visa-fees-comparison",
  "/passport-guide",
  "/developers",
];

test.describe("at 390 px", () => {
  test.skip(({ viewport }) => viewport?.width !== 390, "a phone's width: the 390 px project");

  for (const path of MAIN_PAGES) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      expect(await sidewaysProblems(page)).toEqual([]);
    });
  }
});
