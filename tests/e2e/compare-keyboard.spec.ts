/**
 * Compare by keyboard at 390 and 1280 px (issue #33): focus follows each change and a polite status says it; removing
 * down to one passport keeps it, with the ranking's score for it and a prompt; a one-passport URL shows that passport;
 * the pickers' rows line up without overlaps. Screenshots go to test-results/ (compare-one-*, compare-three-*).
 */
import { expect, type Page, test } from "@playwright/test";
import { hydrated, watchConsole } from "./support";

/** The compare pickers' polite status region. */
const status = (page: Page) => page.locator(".compare-pickers [role=status][aria-live=polite]");

/** The ranking's rank and mobility score for `name`, read from /passport-ranking's row. */
async function rankingRow(page: Page, name: string) {
  await page.goto(`/passport-ranking?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  // textContent: a phone's ranking rows below the fold skip rendering (content-visibility), where innerText is empty.
  const text = async (cell: string) => ((await row.locator(cell).textContent()) ?? "").trim();
  return { rank: await text(".ranking-table__rank"), score: await text(".ranking-table__score") };
}

test("adding a passport by keyboard focuses its new slot and says so", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/compare-passports?passports=IN,AE");
  await hydrated(page);
  await page.getByRole("combobox", { name: "Add a passport" }).focus();
  await page.keyboard.press("Enter");
  await page.getByPlaceholder("Search countries...").waitFor();
  await page.keyboard.type("Japan");
  await expect(page.getByRole("option", { name: "Japan" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/passports=IN(%2C|,)AE(%2C|,)JP$/);
  const added = page.getByRole("combobox", { name: "Passport 3" });
  await expect(added).toContainText("Japan");
  await expect(added).toBeFocused();
  await expect(status(page)).toHaveText("Japan added: 3 passports compared.");
  expect(problems).toEqual([]);
});

test("removing down to one by keyboard keeps that passport, its score and a prompt", async ({ page }) => {
  const problems = watchConsole(page);
  const uae = await rankingRow(page, "United Arab Emirates");
  await page.goto("/compare-passports?passports=IN,AE");
  await hydrated(page);
  await page.getByRole("button", { name: "Remove India" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/passports=AE$/);
  await expect(page.getByRole("list", { name: "Passports" })).toBeFocused();
  await expect(status(page)).toHaveText("India removed: 1 passport, add another to compare.");
  await expect(page.getByRole("combobox", { name: "Passport 1" })).toContainText("United Arab Emirates");
  await expect(page.getByText("Add another passport to compare with United Arab Emirates.")).toBeVisible();
  await expect(
    page.getByText(`The United Arab Emirates passport ranks ${uae.rank} among 199 passports with a mobility score of ${uae.score}`),
  ).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  await page.getByRole("button", { name: "Remove United Arab Emirates" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/compare-passports$/);
  await expect(status(page)).toHaveText("United Arab Emirates removed: choose a passport to start.");
  await expect(page.getByText("Choose 2 to 4 passports to compare.")).toBeVisible();
  expect(problems).toEqual([]);
});

test("a one-passport URL shows that passport with the ranking's score", async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const germany = await rankingRow(page, "Germany");
  await page.goto("/compare-passports?passports=DE");
  await hydrated(page);
  await expect(page.getByRole("combobox", { name: "Passport 1" })).toContainText("Germany");
  await expect(page.getByText("Add another passport to compare with Germany.")).toBeVisible();
  const table = page.locator(".compare-table");
  await expect(table.getByRole("row", { name: /^Rank / })).toHaveText(`Rank${germany.rank}`);
  await expect(table.getByRole("row", { name: /^Mobility score / })).toHaveText(`Mobility score${germany.score}`);
  await page.screenshot({ path: `test-results/compare-one-${testInfo.project.name}.png` });
  expect(problems).toEqual([]);
});

test("the pickers' rows line up and nothing overlaps, United Arab Emirates included", async ({ page }, testInfo) => {
  await page.goto("/compare-passports?passports=IN,AE,SG");
  await hydrated(page);
  const slots = page.locator(".compare-pickers__slot");
  await expect(slots).toHaveCount(4);
  const boxes = await slots.evaluateAll((els) =>
    els.map((el) => {
      const slot = el.getBoundingClientRect();
      const trigger = (el.querySelector(".picker__trigger") as HTMLElement).getBoundingClientRect();
      const remove = el.querySelector(".compare-pickers__remove")?.getBoundingClientRect();
      return {
        slot: { left: slot.left, right: slot.right, top: slot.top, bottom: slot.bottom },
        trigger: { top: trigger.top, height: trigger.height },
        remove: remove ? { left: remove.left, right: remove.right, top: remove.top, bottom: remove.bottom } : null,
      };
    }),
  );
  for (const [i, box] of boxes.entries()) {
    // Each Remove button stays inside its own slot, so it never covers the next picker.
    if (box.remove) {
      expect(box.remove.right, `slot ${i + 1}`).toBeLessThanOrEqual(box.slot.right + 0.5);
      expect(box.remove.bottom, `slot ${i + 1}`).toBeLessThanOrEqual(box.slot.bottom + 0.5);
    }
    // Slots side by side start their pickers on the same line.
    for (const other of boxes) {
      if (other.slot.top === box.slot.top) expect(other.trigger.top, `slot ${i + 1}`).toBeCloseTo(box.trigger.top, 0);
    }
  }
  if (testInfo.project.name === "desktop-1280") {
    // Wide enough for one line: the United Arab Emirates picker is as tall as India's.
    expect(boxes[1]?.trigger.height).toBeCloseTo(boxes[0]?.trigger.height ?? 0, 0);
  }
  await page.screenshot({ path: `test-results/compare-three-${testInfo.project.name}.png` });
});

test("a name on two lines keeps the Remove buttons of its row on one line", async ({ page }) => {
  await page.goto("/compare-passports?passports=AE,CF,SG,MZ");
  await hydrated(page);
  const slots = await page.locator(".compare-pickers__slot").evaluateAll((els) =>
    els.map((el) => ({
      top: Math.round(el.getBoundingClientRect().top),
      remove: Math.round(el.querySelector(".compare-pickers__remove")?.getBoundingClientRect().top ?? -1),
    })),
  );
  expect(slots).toHaveLength(4);
  for (const slot of slots) {
    expect(slots.filter((s) => s.top === slot.top).map((s) => s.remove)).toEqual(slots.filter((s) => s.top === slot.top).map(() => slot.remove));
  }
});

test("the ranking's name filter keeps focus in the field and says the count politely", async ({ page }) => {
  await page.goto("/passport-ranking");
  await hydrated(page);
  const field = page.getByLabel("Passport", { exact: true });
  await field.focus();
  await page.keyboard.type("ind");
  const count = page.locator(".ranking-count[role=status][aria-live=polite]");
  await expect(count).toHaveText("2 of 199 passports");
  await expect(field).toBeFocused();
});
