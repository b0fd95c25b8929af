/**
 * Issue #46: the State Department's Global Visa Wait Times page read as figures, on the recorded page (its table of
 * 18 Jun 2026: tests/worker/fixtures/watch/state-wait-times.html), and refused, with the reviewer's reasons, when its
 * shape is not the one the reader knows.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseStateWaitTimes, type StateWaitPage, type StateWaitParse } from "../../../shared/waits/state-wait-times";

const recorded = readFileSync(new URL("../../worker/fixtures/watch/state-wait-times.html", import.meta.url), "utf8");

function pageOf(parse: StateWaitParse): StateWaitPage {
  if (!parse.ok) throw new Error(`refused: ${parse.problems.join("; ")}`);
  return parse.page;
}
const rowOf = (page: StateWaitPage, post: string) => page.rows.find((r) => r.postAsPublished === post);
const problemsOf = (html: string) => {
  const parse = parseStateWaitTimes(html);
  return parse.ok ? [] : parse.problems;
};
/** The recorded page's first `count` posts only. */
const firstRows = (count: number) => {
  let seen = 0;
  return recorded.replace(/ {10}<tr><td>[^\n]*\n/g, (row) => (++seen <= count ? row : ""));
};

describe("the recorded page", () => {
  const page = pageOf(parseStateWaitTimes(recorded));

  it("is dated by its Last updated line, and has a row per post", () => {
    expect(page.asOf).toBe("2026-06-18");
    expect(page.lastUpdated).toBe("Last updated: 18-JUNE-2026");
    expect(page.rows).toHaveLength(241);
  });

  it("finds each column by what its header says", () => {
    expect(page.headers).toEqual({
      post: "City/Post",
      b1b2Average: "Interview Required (B1/B2) Average wait times",
      b1b2Next: "Interview Required (B1/B2) Next available appointment",
      fmjNext: "Interview Required (F,M,J) Next available appointment",
      hlopqNext: "Interview Required Petition-Base (H,L,O,P,Q) Next available appointment",
      cdNext: "Interview Required Crew and Transit (C,D,C1/D) Next available appointment",
    });
  });

  it("reads Mumbai's row as published, in days of 30 a month", () => {
    expect(rowOf(page, "Mumbai (Bombay)")).toEqual({
      postAsPublished: "Mumbai (Bombay)",
      b1b2Average: { raw: "9.5 Months", reading: { kind: "figure", days: 285, lessThan: false } },
      b1b2Next: { raw: "10 Months", reading: { kind: "figure", days: 300, lessThan: false } },
      fmjNext: { raw: "1.5 Months", reading: { kind: "figure", days: 45, lessThan: false } },
      hlopqNext: { raw: "1.5 Months", reading: { kind: "figure", days: 45, lessThan: false } },
      cdNext: { raw: "1 Month", reading: { kind: "figure", days: 30, lessThan: false } },
    });
  });

  it("keeps '< 0.5 Month' as an upper bound, reads the singular '11 Month', and 'NA' as not published", () => {
    expect(rowOf(page, "Abidjan")?.fmjNext).toEqual({ raw: "< 0.5 Month", reading: { kind: "figure", days: 15, lessThan: true } });
    expect(rowOf(page, "Bogota")?.b1b2Average).toEqual({ raw: "11 Month", reading: { kind: "figure", days: 330, lessThan: false } });
    expect(rowOf(page, "Chennai (Madras)")?.b1b2Next).toEqual({ raw: "NA", reading: { kind: "not-published" } });
  });

  it("reads the posts' names as the page writes them", () => {
    const names = page.rows.map((r) => r.postAsPublished);
    expect(names).toContain("N`Djamena");
    expect(names).toContain("Osaka/Kobe");
    expect(names.slice(0, 3)).toEqual(["Abidjan", "Abu Dhabi", "Abuja"]);
  });

  it("reads the same page with the cells' '<' unescaped and a blank cell", () => {
    const raw = recorded
      .replaceAll("&lt; 0.5 Month", "< 0.5 Month")
      .replace("<td>Chennai (Madras)</td><td>5.5 Months</td><td>NA</td>", "<td>Chennai (Madras)</td><td>5.5 Months</td><td></td>");
    const again = pageOf(parseStateWaitTimes(raw));
    expect(rowOf(again, "Abidjan")?.fmjNext?.reading).toEqual({ kind: "figure", days: 15, lessThan: true });
    expect(rowOf(again, "Chennai (Madras)")?.b1b2Next).toEqual({ raw: "", reading: { kind: "not-published" } });
  });
});

describe("a page of another shape is refused, with the reason", () => {
  it("a B1/B2 header renamed", () => {
    const renamed = recorded.replace(/(\(B1\/B2\)<br>\s*)Next available appointment/, "$1Earliest appointment");
    const parse = parseStateWaitTimes(renamed);
    expect(parse).toMatchObject({ ok: false, asOf: "2026-06-18" });
    expect(problemsOf(renamed)).toEqual([
      expect.stringMatching(/^the header "Interview Required \(B1\/B2\) Next available appointment" is missing \(headers: "City\/Post", /),
    ]);
  });

  it("no Last updated date, or one in another form", () => {
    expect(problemsOf(recorded.replace("<p>Last updated: 18-JUNE-2026</p>", ""))).toEqual(['no "Last updated" date on the page']);
    expect(problemsOf(recorded.replace("18-JUNE-2026</p>", "June 18, 2026</p>"))).toEqual([
      `the date of "Last updated: June 18, 2026" is not in the page's form (17-SEPTEMBER-2025)`,
    ]);
  });

  it("far fewer rows than the page has", () => {
    expect(problemsOf(firstRows(12))).toEqual(["row count 12 outside 230–250"]);
  });

  it("a row that does not line up with the header", () => {
    const short = recorded.replace("<tr><td>Abidjan</td><td>5.5 Months</td>", "<tr><td>Abidjan</td>");
    expect(problemsOf(short)).toEqual([
      'rows without the header\'s 6 cells: 1 (first: "Abidjan | 2 Months | < 0.5 Month | < 0.5 Month | < 0.5 Month")',
    ]);
  });

  it("a B1/B2 cell in a form the reader does not know (the old page's days)", () => {
    const days = recorded.replace(
      "<td>Mumbai (Bombay)</td><td>9.5 Months</td><td>10 Months</td>",
      "<td>Mumbai (Bombay)</td><td>9.5 Months</td><td>300 Days</td>",
    );
    expect(problemsOf(days)).toEqual([
      'cells of "Interview Required (B1/B2) Next available appointment" in no known form: 1 (first: Mumbai (Bombay): "300 Days")',
    ]);
  });

  it("a post listed twice", () => {
    const twice = recorded.replace("<td>Abu Dhabi</td>", "<td>Abidjan</td>");
    expect(problemsOf(twice)).toEqual(['the post "Abidjan" is listed twice']);
  });

  it("no table at all, or one only inside a comment", () => {
    const table = /<table[\s\S]*<\/table>/.exec(recorded)?.[0] ?? "";
    expect(problemsOf(recorded.replace(table, ""))).toEqual(['no table with a "City/Post" column and B1/B2 columns']);
    expect(problemsOf(recorded.replace(table, `<!-- ${table} -->`))).toEqual(['no table with a "City/Post" column and B1/B2 columns']);
  });
});
