/**
 * @module What the fixture run must end with (issue #35), checked against GET /ops/data's flags: each case's flag
 * (or none, for the page that only changed its date), the upstream update and the broken upstream file once each,
 * and nothing else about the watched pages. Pure: `npm run data:watch -- --fixtures` prints each line and fails
 * when one does not hold.
 */
import type { OpsDataFlag } from "../ops/data-print";
import { fixturePathOf, type SourceCase } from "./fixture-answers";

/** One expectation and whether it held. */
export interface Expectation {
  what: string;
  ok: boolean;
}

/** The failure each unreachable case must name (source-state's wording). */
const REASONS: Partial<Record<SourceCase, string>> = {
  "not-found": "HTTP 404",
  timeout: "timed out after",
  "redirect-loop": "more than 5 redirects",
  "too-large": "larger than 2 MB",
  "not-html": "not a web page (application/pdf)",
};

/**
 * Checks the run's flags.
 * @param cases fixture path → case, as the server gave them; `upstreamUrl` the configured upstream file.
 */
export function checkFixtureFlags(flags: readonly OpsDataFlag[], cases: ReadonlyMap<string, SourceCase>, upstreamUrl: string): Expectation[] {
  const caseOf = (flag: OpsDataFlag) => (flag.link && flag.link !== upstreamUrl ? cases.get(fixturePathOf(flag.link)) : undefined);
  const about = (kind: SourceCase) => flags.filter((f) => caseOf(f) === kind && f.kind.startsWith("source-"));
  const expectations: Expectation[] = [];
  const changed = about("changed");
  expectations.push({
    what: "a changed page: one source-changed flag, with the fee's diff",
    ok: changed.length === 1 && changed[0]?.kind === "source-changed" && changed[0].detail.includes("[−80] [+90]"),
  });
  expectations.push({ what: "an unchanged page with a new date, script and counter: no flag", ok: about("redated").length === 0 });
  for (const [kind, reason] of Object.entries(REASONS) as Array<[SourceCase, string]>) {
    const raised = about(kind);
    expectations.push({
      what: `${kind}: one source-unreachable flag after three weeks ("${reason}")`,
      ok: raised.length === 1 && raised[0]?.kind === "source-unreachable" && raised[0].detail.includes(reason),
    });
  }
  const upstream = (kind: string) => flags.filter((f) => f.kind === kind && f.link === upstreamUrl);
  expectations.push({
    what: "the upstream update: one upstream-changed flag (the same file the next week: none)",
    ok: upstream("upstream-changed").length === 1,
  });
  expectations.push({ what: "the broken upstream file: one upstream-anomaly flag", ok: upstream("upstream-anomaly").length === 1 });
  const others = flags.filter((f) => f.kind.startsWith("source-") && caseOf(f) === undefined && f.link !== upstreamUrl);
  expectations.push({ what: "no source flag for the pages that did not change", ok: others.length === 0 });
  return expectations;
}
