/**
 * The ranking's phone cards label each count from passport.css (no data-label attributes: issue #44's blocking-time
 * budget): the stylesheet's labels are the table's headings, in the columns' order.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATEGORY_LABELS } from "../../../shared/passport/category-labels";
import { POWER_CATEGORIES } from "../../../shared/passport/power";

const css = readFileSync(new URL("../../../client/styles/passport.css", import.meta.url), "utf8");

describe("the ranking's phone labels", () => {
  it("are the headings of the score and every category column, in order", () => {
    const labels = [...css.matchAll(/\.ranking-table td:nth-of-type\((\d+)\)::before \{\s*content: "([^"]+)";/g)].map(([, n, text]) => [
      Number(n),
      text,
    ]);
    expect(labels).toEqual(["Mobility score", ...POWER_CATEGORIES.map((c) => CATEGORY_LABELS[c])].map((text, i) => [i + 2, text]));
  });
});
