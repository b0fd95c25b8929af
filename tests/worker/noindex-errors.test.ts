/**
 * Every page shown with an input problem is kept out of search indexes (client/seo/meta.ts: a page's `errorState`
 * means noindex,nofollow; issue #44): a bad value is shown back with its message, never read as something else and
 * indexed as a sound answer.
 */
import { describe, expect, it } from "vitest";
import { get } from "./helpers";

/** The robots meta of a page. */
async function robotsOf(path: string) {
  const html = await (await get(path)).text();
  return { robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1], html };
}

describe("noindex on every error state", () => {
  it.each([
    "/schengen-calculator?on=2026-01-01~2025-01-01",
    "/schengen-calculator?on=2026-01-01junk",
    "/schengen-calculator?plan=2026-06-01%20or%20later",
    "/schengen-calculator?s=2026-01-05x~2026-01-20",
    "/schengen-calculator?s=2026-01-10~2026-01-01",
    "/schengen-calculator?n=0",
    "/trip?stops=zz",
    "/visa-free?passport=ZZ",
    "/?from=ZZ&to=TH",
    "/changes?passport=ZZ",
  ])("%s is noindex,nofollow and shows its problem", async (path) => {
    const { robots, html } = await robotsOf(path);
    expect(robots).toBe("noindex,nofollow");
    expect(html).toMatch(/lead-field__error|role="alert"/);
  });

  it.each(["/schengen-calculator?on=2026-01-01", "/schengen-calculator?s=2026-01-05~2026-01-20", "/visa-free?passport=IN"])(
    "%s, a sound page, is index,follow",
    async (path) => {
      expect((await robotsOf(path)).robots).toBe("index,follow");
    },
  );
});
