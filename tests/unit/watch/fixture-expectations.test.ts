/**
 * What `npm run data:watch -- --fixtures` prints and checks (issue #35): the review queue as ops:data prints it, and
 * the expected flags (scripts/watch/fixture-expectations.ts) holding for a good run and failing for a bad one.
 */
import { describe, expect, it } from "vitest";
import { type OpsDataFlag, opsDataLines } from "../../../scripts/ops/data-print";
import { fixturePathOf, type SourceCase } from "../../../scripts/watch/fixture-answers";
import { checkFixtureFlags } from "../../../scripts/watch/fixture-expectations";

const UPSTREAM = "https://raw.githubusercontent.com/x/y/main/passport-index-tidy-iso2.csv";
const URLS: Record<SourceCase, string> = {
  changed: "https://a.gov/fees",
  redated: "https://b.gov/fees",
  "not-found": "https://c.gov/fees",
  timeout: "https://d.gov/fees",
  "redirect-loop": "https://e.gov/fees",
  "too-large": "https://f.gov/fees",
  "not-html": "http://g.gov/fees",
};
const CASES = new Map(Object.entries(URLS).map(([kind, url]) => [fixturePathOf(url), kind as SourceCase]));

const flag = (kind: string, link: string, detail: string, subject = link): OpsDataFlag => ({
  id: `${kind}-${link}`,
  kind,
  subject,
  detail,
  link,
  records: [],
  raisedAt: "2026-12-14T04:00:00.000Z",
  ackedBy: null,
  ackedAt: null,
  ackResult: null,
});
const unreachable = (kind: SourceCase, reason: string) =>
  flag("source-unreachable", URLS[kind], `Unreachable since 2026-12-14T04:00:00.000Z: ${reason} (3 failed reads in a row).`);
const GOOD: OpsDataFlag[] = [
  flag("source-changed", URLS.changed, "…The tourist visa fee is EUR [−80] [+90] per person."),
  unreachable("not-found", "HTTP 404"),
  unreachable("timeout", "timed out after 15 s"),
  unreachable("redirect-loop", "more than 5 redirects"),
  unreachable("too-large", "larger than 2 MB"),
  unreachable("not-html", "not a web page (application/pdf)"),
  flag("upstream-changed", UPSTREAM, "Against the current version …"),
  flag("upstream-anomaly", UPSTREAM, "Not to be trusted as it is: …"),
  flag("rule-ending", "https://h.gov/", "Last day 2026-12-31: re-check the source before then."),
];

describe("checkFixtureFlags", () => {
  it("holds for a run that flagged each case once and nothing else about the pages", () => {
    const checks = checkFixtureFlags(GOOD, CASES, UPSTREAM);
    expect(checks.map((c) => c.what)).toEqual([
      "a changed page: one source-changed flag, with the fee's diff",
      "an unchanged page with a new date, script and counter: no flag",
      'not-found: one source-unreachable flag after three weeks ("HTTP 404")',
      'timeout: one source-unreachable flag after three weeks ("timed out after")',
      'redirect-loop: one source-unreachable flag after three weeks ("more than 5 redirects")',
      'too-large: one source-unreachable flag after three weeks ("larger than 2 MB")',
      'not-html: one source-unreachable flag after three weeks ("not a web page (application/pdf)")',
      "the upstream update: one upstream-changed flag (the same file the next week: none)",
      "the broken upstream file: one upstream-anomaly flag",
      "no source flag for the pages that did not change",
    ]);
    expect(checks.every((c) => c.ok)).toBe(true);
  });

  it("fails the lines a bad run breaks: a flag for the redated page, a missing case, the update flagged twice, a stray page", () => {
    const bad = [
      ...GOOD.filter((f) => f.link !== URLS.timeout),
      flag("source-changed", URLS.redated, "…[−3 Dec] [+10 Dec]…"),
      flag("upstream-changed", UPSTREAM, "again"),
      flag("source-changed", "https://z.gov/other", "…"),
    ];
    const failed = checkFixtureFlags(bad, CASES, UPSTREAM)
      .filter((c) => !c.ok)
      .map((c) => c.what);
    expect(failed).toEqual([
      "an unchanged page with a new date, script and counter: no flag",
      'timeout: one source-unreachable flag after three weeks ("timed out after")',
      "the upstream update: one upstream-changed flag (the same file the next week: none)",
      "no source flag for the pages that did not change",
    ]);
  });
});

describe("opsDataLines", () => {
  it("prints the totals, then each flag with its detail, link, records and acknowledgement", () => {
    const acked = {
      ...GOOD[0],
      records: ["fee:IN-QA-tourist"],
      ackedBy: "asha",
      ackedAt: "2026-12-15T09:00:00.000Z",
      ackResult: "EUR 90 confirmed",
    } as OpsDataFlag;
    const body = {
      today: "2026-12-15",
      ending: [],
      sources: { watched: 150, changed: 1, unreachable: 5, lastCheckedAt: "2026-12-14T04:01:00.000Z" },
      flags: [acked],
    };
    expect(opsDataLines(body, true)).toEqual([
      "Sources watched: 150 (last read 2026-12-14T04:01:00.000Z); changed since our check: 1; unreachable: 5.",
      "Rules ending within 60 days of 2026-12-15: none.",
      "1 flag, newest first.",
      "",
      "[source-changed] 2026-12-14  source-changed-https://a.gov/fees",
      "  https://a.gov/fees",
      "  …The tourist visa fee is EUR [−80] [+90] per person.",
      "  Look at: https://a.gov/fees",
      "  Records: fee:IN-QA-tourist",
      "  Acknowledged 2026-12-15 by asha: EUR 90 confirmed",
      "",
    ]);
    expect(opsDataLines({ ...body, flags: [] }, false)[2]).toBe("0 open flags, newest first.");
  });

  it("lists the rules ending within 60 days with their last day, days left, link and flag, before any flag is raised", () => {
    const ending = (on: string, daysLeft: number, flag: { id: string; ackedAt: string | null } | null) => ({
      on,
      daysLeft,
      text: `A rule set to end on ${on}.`,
      link: `https://a.gov/${on}`,
      flag,
    });
    const body = {
      today: "2026-11-28",
      ending: [
        ending("2026-11-28", 0, null),
        ending("2026-11-29", 1, { id: "f1", ackedAt: null }),
        ending("2026-12-31", 33, { id: "f2", ackedAt: "2026-11-28T10:00:00.000Z" }),
      ],
      sources: { watched: 256, changed: 0, unreachable: 0, lastCheckedAt: null },
      flags: [],
    };
    expect(opsDataLines(body, false).slice(1, -2)).toEqual([
      "Rules ending within 60 days of 2026-11-28: 3, soonest first.",
      "  2026-11-28 (its last day is today): A rule set to end on 2026-11-28.",
      "    Look at: https://a.gov/2026-11-28",
      "    Flag: not raised yet (the daily run raises it).",
      "  2026-11-29 (1 day left): A rule set to end on 2026-11-29.",
      "    Look at: https://a.gov/2026-11-29",
      "    Flag: f1, open.",
      "  2026-12-31 (33 days left): A rule set to end on 2026-12-31.",
      "    Look at: https://a.gov/2026-12-31",
      "    Flag: f2, acknowledged 2026-11-28.",
    ]);
  });
});
