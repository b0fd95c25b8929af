/** Cookie consent in a real browser: the banner, the preferences dialog, what each choice lets load, and layout shift. */
import { expect, test, type Page } from "@playwright/test";
import { FRESH_STATE, hydrated, recordThirdParties, watchConsole } from "./support";

async function storedConsent(page: Page) {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem("vfa-consent") ?? "null"));
}

// On an app page and on a static one: the React app and the static shell (client/static-shell/) keep the same rules.
for (const start of ["/", "/passport-guide"]) {
  test.describe(`cookie consent, starting on ${start}`, () => {
    test.use({ storageState: FRESH_STATE });

    test("Accept All stores all four, starts the configured third parties and hides the banner for good", async ({ page, context }) => {
      const problems = watchConsole(page);
      const thirdParties = await recordThirdParties(context);
      await page.goto(start);
      await hydrated(page);
      const banner = page.getByRole("region", { name: "We value your privacy" });
      await expect(banner).toBeVisible();
      expect(thirdParties).toEqual([]);

      await banner.getByRole("button", { name: "Accept All" }).click();
      await expect(banner).toBeHidden();
      expect(await storedConsent(page)).toMatchObject({
        necessary: true,
        analytics: true,
        advertising: true,
        functional: true,
        consentedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect((await context.cookies()).find((c) => c.name === "consent")?.value).toMatch(/^v1\.n1a1d1f1\./);
      await expect.poll(() => thirdParties.some((url) => url.startsWith("https://www.googletagmanager.com/gtag/js"))).toBe(true);

      await page.reload();
      await hydrated(page);
      await expect(banner).toHaveCount(0);
      expect(problems).toEqual([]);
    });

    test("Reject All stores only necessary, and nothing third-party ever loads", async ({ page, context }) => {
      const thirdParties = await recordThirdParties(context);
      await page.goto(start);
      await hydrated(page);
      await page.getByRole("button", { name: "Reject All" }).click();
      await expect(page.getByRole("region", { name: "We value your privacy" })).toBeHidden();
      expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: false, advertising: false, functional: false });

      await page.goto("/?from=IN&to=TH");
      await hydrated(page);
      await page.getByRole("tab", { name: "Visa", exact: true }).click();
      await expect(page.getByRole("link", { name: /Search flights to Thailand/ })).toHaveCount(1);
      await page.goto("/visa-free?passport=IN");
      await hydrated(page);
      expect(thirdParties).toEqual([]);
    });

    test("Manage Preferences: necessary fixed on, Save stores the switches and closes both", async ({ page, context }) => {
      const thirdParties = await recordThirdParties(context);
      await page.goto(start);
      await hydrated(page);
      await page.getByRole("button", { name: "Manage Preferences" }).click();
      const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("switch")).toHaveCount(4);
      const necessary = dialog.getByRole("switch", { name: /Necessary/ });
      await expect(necessary).toBeChecked();
      await expect(necessary).toBeDisabled();

      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("region", { name: "We value your privacy" })).toBeVisible();
      expect(await storedConsent(page)).toBeNull();

      await page.getByRole("button", { name: "Manage Preferences" }).click();
      await dialog.getByRole("switch", { name: /Analytics/ }).check();
      await dialog.getByRole("button", { name: "Save Preferences" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("region", { name: "We value your privacy" })).toBeHidden();
      expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: true, advertising: false, functional: false });
      await expect.poll(() => thirdParties.some((url) => url.includes("googletagmanager.com/gtag/js?id=G-E2ETEST1"))).toBe(true);

      // Advertising stays off: the result shows plain links, no widget script is requested.
      await page.goto("/?from=IN&to=TH");
      await hydrated(page);
      await page.getByRole("tab", { name: "Visa", exact: true }).click();
      await expect(page.getByRole("link", { name: /Find hostels in Thailand/ })).toHaveCount(1);
      expect(thirdParties.filter((url) => url.includes("widgets.example.com"))).toEqual([]);
    });

    test("with advertising consent the result shows the affiliate widgets instead of plain links", async ({ page, context }) => {
      const thirdParties = await recordThirdParties(context);
      await page.goto(start);
      await hydrated(page);
      await page.getByRole("button", { name: "Accept All" }).click();
      await page.goto("/?from=IN&to=TH");
      await hydrated(page);
      await page.getByRole("tab", { name: "Visa", exact: true }).click();
      await expect
        .poll(() => thirdParties.filter((url) => url.startsWith("https://widgets.example.com/")).sort())
        .toEqual(["https://widgets.example.com/flights.js?o=IN&d=TH", "https://widgets.example.com/hostels.js?d=TH"]);
      await expect(page.getByRole("link", { name: /Search flights to Thailand/ })).toHaveCount(0);
    });

    test("a returning visitor whose cookie was cleared never sees the banner, and gets the cookie back", async ({ page, context }) => {
      await page.addInitScript(() => {
        window.localStorage.setItem(
          "vfa-consent",
          JSON.stringify({ necessary: true, analytics: false, advertising: false, functional: true, consentedAt: "2026-11-01T09:00:00.000Z" }),
        );
        // Watch every frame from the first one: the banner must never be displayed.
        (window as unknown as { bannerSeen: boolean }).bannerSeen = false;
        const look = () => {
          const banner = document.querySelector(".cookie-banner");
          if (banner && getComputedStyle(banner).display !== "none") (window as unknown as { bannerSeen: boolean }).bannerSeen = true;
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.goto(start);
      await hydrated(page);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { bannerSeen: boolean }).bannerSeen)).toBe(false);
      expect((await context.cookies()).find((c) => c.name === "consent")?.value).toBe("v1.n1a0d0f1.2026-11-01T09:00:00.000Z");
    });

    test("the banner overlays the page without shifting its layout", async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { cls: number; shifts: string[] };
        w.cls = 0;
        w.shifts = [];
        // What moved, and from where to where: a failure names the shifted elements (an intermittent shift, seen about
        // once in 16 loads of /passport-guide at 1280 px, is otherwise invisible in the report).
        const name = (node: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${node.className ? `.${String(node.className).split(" ").join(".")}` : ""}`
            : String(node?.nodeName);
        const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
            }
          >) {
            if (entry.hadRecentInput) continue;
            w.cls += entry.value;
            for (const source of entry.sources)
              w.shifts.push(
                `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${name(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
              );
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(start);
      await hydrated(page);
      await expect(page.getByRole("region", { name: "We value your privacy" })).toBeVisible();
      await page.waitForTimeout(1000);
      const { cls, shifts } = await page.evaluate(() => {
        const w = window as unknown as { cls: number; shifts: string[] };
        return { cls: w.cls, shifts: w.shifts };
      });
      test.info().annotations.push({ type: "CLS with the banner", description: cls.toFixed(4) });
      console.log(
        `CLS on ${start} with the cookie banner (${test.info().project.name}): ${cls.toFixed(4)}${shifts.map((shift) => `\n  ${shift}`).join("")}`,
      );
      expect(cls, shifts.join("\n")).toBeLessThan(0.01);
    });

    test("the footer reopens the preferences with the stored choices", async ({ page }) => {
      await page.goto(start);
      await hydrated(page);
      await page.getByRole("button", { name: "Reject All" }).click();
      await page.getByRole("button", { name: "Cookie Preferences" }).click();
      const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
      await expect(dialog.getByRole("switch", { name: /Advertising/ })).not.toBeChecked();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });
  });
}
