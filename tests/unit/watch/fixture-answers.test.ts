/**
 * The fixture server's script (scripts/watch/fixture-answers.ts) and upstream files (upstream-variants.ts), issue #35:
 * week 1 is a baseline, then seven hosts each play one case, and the upstream file is current, updated, then broken.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  assignCases,
  type FixtureFiles,
  fixtureAnswer,
  fixturePathOf,
  SOURCE_CASES,
  type SourceCase,
  TOO_LARGE_BYTES,
} from "../../../scripts/watch/fixture-answers";
import { anomalousUpstream, BLANKED_PAIRS, DROPPED_COUNTRY, UPDATED_PAIRS, updatedUpstream } from "../../../scripts/watch/upstream-variants";

const current = "Passport,Destination,Requirement\nAF,AD,visa required\nAF,TV,e-visa\nIN,TH,60\nIN,PH,14\nTV,AF,visa required\nUS,CN,visa required\n";
const FILES: FixtureFiles = {
  feePage: "<p>EUR 80</p>",
  feePageNewFee: "<p>EUR 90</p>",
  feePageNewDate: "<p>EUR 80</p><p>10 Dec</p>",
  pdf: "%PDF-1.4",
  upstream: { current, updated: updatedUpstream(current), anomalous: anomalousUpstream(current) },
  waits: { state: ["<p>week 1</p>", "<p>week 2</p>", "<p>week 3</p>"], ircc: ['{"week":"all"}'] },
};
const STATE = fixturePathOf("https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/global-visa-wait-times.html");
const IRCC = fixturePathOf("https://www.canada.ca/content/dam/ircc/documents/json/data-ptime-en.json");
const UPSTREAM = fixturePathOf("https://raw.githubusercontent.com/x/y/main/passport-index-tidy-iso2.csv");

describe("assignCases", () => {
  it("gives the seven cases to the first URL of each of the first seven hosts, in order", () => {
    const paths = ["/h.gov/a", "/a.gov/2", "/a.gov/1", "/b.gov/x", "/c.gov/x", "/d.gov/x", "/e.gov/x", "/f.gov/x", "/g.gov/x"];
    expect(assignCases(paths)).toEqual(
      new Map([
        ["/a.gov/1", "changed"],
        ["/b.gov/x", "redated"],
        ["/c.gov/x", "not-found"],
        ["/d.gov/x", "timeout"],
        ["/e.gov/x", "redirect-loop"],
        ["/f.gov/x", "too-large"],
        ["/g.gov/x", "not-html"],
      ]),
    );
    expect(SOURCE_CASES).toHaveLength(7);
  });

  it("never gives a case to a wait source: they play their own weeks", () => {
    expect([...assignCases([STATE, IRCC, "/z.gov/x"]).keys()]).toEqual(["/z.gov/x"]);
  });

  it("a cited URL's fixture path is its host, path and query, asked over HTTPS", () => {
    expect(fixturePathOf("http://www.mea.gov.in/visa.htm?l=en")).toBe("/www.mea.gov.in/visa.htm?l=en");
  });
});

describe("fixtureAnswer", () => {
  const plan = { upstreamPath: UPSTREAM, cases: assignCases(["/a.gov/1", "/b.gov/x", "/c.gov/x", "/d.gov/x", "/e.gov/x", "/f.gov/x", "/g.gov/x"]) };
  const body = (path: string, week: number) => {
    const answer = fixtureAnswer(path, week, plan, FILES);
    return answer.kind === "body" ? answer : null;
  };

  it("week 1 is the baseline: the recorded page everywhere, the current upstream file", () => {
    for (const path of [...plan.cases.keys(), "/z.gov/other"]) expect(body(path, 1)?.body).toBe(FILES.feePage);
    expect(body(UPSTREAM, 1)?.body).toBe(current);
  });

  it("from week 2 each host plays its case; the others keep the recorded page", () => {
    expect(body("/a.gov/1", 2)?.body).toBe(FILES.feePageNewFee);
    expect(body("/b.gov/x", 2)?.body).toBe(FILES.feePageNewDate);
    expect(body("/c.gov/x", 3)).toMatchObject({ status: 404 });
    expect(fixtureAnswer("/d.gov/x", 2, plan, FILES)).toEqual({ kind: "hang" });
    expect(body("/e.gov/x", 2)).toMatchObject({ status: 302, headers: { Location: "/__loop/a?from=%2Fe.gov%2Fx" } });
    expect(body("/__loop/a?from=x", 2)?.headers.Location).toBe("/__loop/b");
    expect(body("/__loop/b", 2)?.headers.Location).toBe("/__loop/a");
    expect(fixtureAnswer("/f.gov/x", 4, plan, FILES)).toMatchObject({ kind: "stream", bytes: TOO_LARGE_BYTES });
    expect(body("/g.gov/x", 2)).toMatchObject({ status: 200, headers: { "Content-Type": "application/pdf" }, body: "%PDF-1.4" });
    expect(body("/z.gov/other", 3)?.body).toBe(FILES.feePage);
  });

  it("the upstream file: current, then the update twice (the same file), then the broken file", () => {
    expect([1, 2, 3, 4].map((week) => body(UPSTREAM, week)?.body)).toEqual([
      current,
      FILES.upstream.updated,
      FILES.upstream.updated,
      FILES.upstream.anomalous,
    ]);
  });
});

describe("the wait sources' answers", () => {
  const plan = { upstreamPath: UPSTREAM, cases: new Map<string, SourceCase>() };
  it("the State page plays week 1, week 2, then week 3's page every week after, as HTML", () => {
    const answers = [1, 2, 3, 4].map((week) => fixtureAnswer(STATE, week, plan, FILES));
    expect(answers.map((a) => (a.kind === "body" ? a.body : null))).toEqual(["<p>week 1</p>", "<p>week 2</p>", "<p>week 3</p>", "<p>week 3</p>"]);
    expect(answers[0]).toMatchObject({ status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } });
  });

  it("IRCC's file is the same every week, as JSON", () => {
    expect(fixtureAnswer(IRCC, 4, plan, FILES)).toEqual({
      kind: "body",
      status: 200,
      headers: { "Content-Type": "application/json" },
      body: '{"week":"all"}',
    });
  });
});

describe("the upstream variants", () => {
  it("the update changes exactly its three pairs", () => {
    expect(updatedUpstream(current)).toBe(
      "Passport,Destination,Requirement\nAF,AD,visa required\nAF,TV,e-visa\nIN,TH,30\nIN,PH,30\nTV,AF,visa required\nUS,CN,30\n",
    );
    expect(UPDATED_PAIRS.filter(([p]) => p === "IN")).toHaveLength(2);
  });

  it("the broken file blanks its cells, drops a country and turns A… to C… passports' visa required into e-visa", () => {
    expect(anomalousUpstream(current)).toBe("Passport,Destination,Requirement\nAF,AD,\nIN,TH,30\nIN,PH,30\nUS,CN,30\n");
    expect(BLANKED_PAIRS).toContainEqual(["AF", "AD"]);
    expect(DROPPED_COUNTRY).toBe("TV");
  });

  it("on the real current version: the update's three pairs differ from it, and the broken file changes more than 5 % of pairs", () => {
    const real = readFileSync(new URL("../../../data/passport-index/snapshots/2026-02-17/passport-index-tidy-iso2.csv", import.meta.url), "utf8");
    const rows = (text: string) =>
      new Map(
        text
          .trim()
          .split("\n")
          .slice(1)
          .map((l) => [l.split(",").slice(0, 2).join(","), l.split(",")[2]]),
      );
    const before = rows(real);
    const updated = rows(updatedUpstream(real));
    expect([...updated].filter(([k, v]) => before.get(k) !== v)).toHaveLength(UPDATED_PAIRS.length);
    const broken = rows(anomalousUpstream(real));
    const changed = [...broken].filter(([k, v]) => v !== "" && before.get(k) !== v).length;
    expect(changed / before.size).toBeGreaterThan(0.05);
  });
});
