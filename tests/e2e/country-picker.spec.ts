/**
 * Finding a country (#33) in every country picker, at 390 px and 1280 px (projects): the text typed, then Enter,
 * takes the best match (exact name, code or alias first), and the arrow keys move the highlight Enter takes.
 * The dev server's country is IN, so home's From starts as India.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, watchConsole } from "./support";

interface Picker {
  label: string;
  path: string;
  /** The combobox that shows the choice afterwards (compare's added passport gets a slot of its own). */
  shownIn: string;
}

const PICKERS: readonly Picker[] = [
  { label: "Where I'm From", path: "/", shownIn: "Where I'm From" },
  { label: "Where I'm Going", path: "/", shownIn: "Where I'm Going" },
  { label: "Your Country", path: "/visa-free", shownIn: "Your Country" },
  { label: "Add a passport", path: "/compare-passports?passports=AE,SG", shownIn: "Passport 3" },
];

// Before #33 Enter took Guinea (its city Kindia), Israel, Bosnia and Herzegovina and North Korea.
const CASES = [
  { query: "India", name: "India", code: "IN" },
  { query: "USA", name: "United States", code: "US" },
  { query: "UK", name: "United Kingdom", code: "GB" },
  { query: "Korea", name: "South Korea", code: "KR" },
] as const;

/** Opens a picker and types into its search box. */
async function typeInto(page: Page, label: string, query: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByPlaceholder("Search countries...").fill(query);
}

for (const picker of PICKERS) {
  for (const { query, name, code } of CASES) {
    test(`${picker.label}: "${query}" then Enter chooses ${name}`, async ({ page }) => {
      await page.goto(picker.path);
      await hydrated(page);
      // Typed and entered at once, before the aliases may have arrived: Enter waits for them.
      await typeInto(page, picker.label, query);
      await page.keyboard.press("Enter");
      await expect(page.getByPlaceholder("Search countries...")).toBeHidden();
      await expect(page.getByRole("combobox", { name: picker.shownIn })).toContainText(name);
      if (picker.path.startsWith("/compare-passports")) await expect(page).toHaveURL(new RegExp(`passports=AE(,|%2C)SG(,|%2C)${code}`));
    });
  }
}

test("the list for 'Korea' shows South Korea first, highlighted", async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto("/visa-free");
  await hydrated(page);
  await typeInto(page, "Your Country", "Korea");
  const options = page.getByRole("option");
  await expect(options.first()).toContainText("South Korea");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(options.nth(1)).toContainText("North Korea");
  if (testInfo.project.name === "mobile-390") await page.screenshot({ path: testInfo.outputPath("picker-korea-390.png") });
  expect(problems).toEqual([]);
});

test("ArrowDown then Enter chooses the highlighted country", async ({ page }) => {
  await page.goto("/visa-free");
  await hydrated(page);
  const trigger = page.getByRole("combobox", { name: "Your Country" });
  await trigger.focus();
  await page.keyboard.press("ArrowDown");
  // The list loads on demand; its search box takes focus once it is there.
  await expect(page.getByPlaceholder("Search countries...")).toBeFocused();
  await page.keyboard.type("korea");
  // The order the visitor sees once the aliases are in; ArrowDown moves from the first to the second.
  await expect(page.getByRole("option").first()).toContainText("South Korea");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "North Korea" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(trigger).toContainText("North Korea");
  await expect(page).toHaveURL(/\/visa-free\?passport=KP$/);
});

test("Enter on home's From keeps the first of the ranked list after the text changes", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await typeInto(page, "Where I'm From", "jap");
  await expect(page.getByRole("option").first()).toContainText("Japan");
  await page.getByPlaceholder("Search countries...").fill("ind");
  await expect(page.getByRole("option").first()).toContainText("India");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Where I'm From" })).toContainText("India");
});
