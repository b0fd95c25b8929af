/**
 * A fee whose official page changed after we read it says so beside its citation (issue #35), at 390 px and 1280 px:
 * India → Vietnam's e-Visa fees, with their page flagged in local D1 as the watch would flag it (the row the watch
 * writes, put there with `wrangler d1 execute`, as the server's own seed is), and the flag removed afterwards.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { hydrated, watchConsole } from "./support";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The page India → Vietnam's e-Visa fee records cite (data/visa-fees). No other journey opens this pair. */
const VN_FEES = "https://evisa.immigration.gov.vn/vi_VN/web/guest/khai-thi-thuc-dien-tu/cap-thi-thuc-dien-tu";
const NOTE = "The official page changed on 25 Nov 2026, after we read it; check it before you rely on this fee.";

/** Runs SQL on the local D1 the test server reads. */
function d1(sql: string) {
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--command", sql], { cwd: ROOT, stdio: "pipe" });
}

test.describe("a flagged fee source", () => {
  test.beforeAll(() => {
    // The state the watch leaves after a read on 25 Nov 2026 whose text differed from the reviewed one.
    d1(
      `INSERT OR REPLACE INTO source_checks (url, host, reviewed_fingerprint, latest_fingerprint, changed_at, failures, checked_at) VALUES ('${VN_FEES}', 'evisa.immigration.gov.vn', 'e2e-reviewed', 'e2e-latest', '2026-11-25T06:00:00.000Z', 0, '2026-11-25T06:00:00.000Z')`,
    );
  });
  test.afterAll(() => {
    d1(`DELETE FROM source_checks WHERE url = '${VN_FEES}'`);
  });

  test("India → Vietnam says so beside each fee's source, in the table, the options dialog and the Visa tab", async ({ page }, testInfo) => {
    const problems = watchConsole(page);
    await page.goto("/?from=IN&to=VN");
    await hydrated(page);
    const table = page.getByRole("region", { name: "Visa options" });
    const sources = table.locator(".option__source");
    await expect(sources).toHaveCount(2);
    for (const source of await sources.all()) {
      await expect(source).toContainText(`read on 23 Nov 2026. ${NOTE}`);
      await expect(source.getByRole("link")).toHaveAttribute("href", VN_FEES);
    }
    // The figures are as they were.
    await expect(table).toContainText("$50");
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/source-notes-table-${testInfo.project.name}.png` });

    await page.getByRole("button", { name: "Compare all visa options" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator(".vo-card__source").first()).toContainText(NOTE);
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: "Visa", exact: true }).click();
    await expect(page.locator(".fee-summary .source-note")).toHaveText(NOTE);
    await page.locator(".fee-summary").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/source-notes-visa-tab-${testInfo.project.name}.png` });
    expect(problems).toEqual([]);
  });
});
