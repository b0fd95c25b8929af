/**
 * Crawl: from the home page and every sitemap path, follow every same-site link in the server-rendered HTML and
 * require 200, or 301 for exactly the four short paths of decision 6 (whose targets must answer 200).
 * Links drawn from the data repeat one shape thousands of times (the maps and the ranking link every passport →
 * destination pair: 39,601 checks), so each shape (path and query names) is followed for its first
 * {@link SAMPLES_PER_SHAPE} distinct URLs; every page and every kind of link is still visited.
 */
import { describe, expect, it } from "vitest";
import { get } from "./helpers";

const SHORT_PATHS: Record<string, string> = {
  "/visa-interview-tips": "/visa/visa-interview-tips",
  "/visa-document-checklist": "/visa/visa-document-checklist",
  "/student-visa-guide": "/visa/student-visa-guide",
  "/financial-requirements": "/passport/financial-requirements",
};

/** Same-site link targets of anchors in HTML, fragments dropped, entities decoded. */
function links(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)]
    .map((m) => m[1]!.replace(/&amp;/g, "&"))
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .map((href) => href.split("#")[0]!)
    .filter((href) => href !== "");
}

/** Distinct URLs followed per link shape (path plus the names of its query parameters). */
const SAMPLES_PER_SHAPE = 60;

/** "/?from=IN&to=TH" → "/?from&to": what links of one kind share. */
function shapeOf(href: string): string {
  const url = new URL(href, "http://localhost");
  return `${url.pathname}?${[...url.searchParams.keys()].sort().join("&")}`;
}

/** What a crawl found: problems (unexpected statuses) and how much it covered. */
interface CrawlReport {
  problems: string[];
  crawled: number;
  linksFollowed: number;
  distinct: number;
  /** Distinct URLs left out because their shape had its samples. */
  sampledOut: number;
}

/** Breadth-first crawl of same-site links from `seeds`, through the real Worker. */
async function crawl(seeds: readonly string[]): Promise<CrawlReport> {
  const queue = [...new Set(seeds)];
  const seen = new Set(queue);
  const problems: string[] = [];
  let crawled = 0;
  let linksFollowed = 0;
  let sampledOut = 0;
  const perShape = new Map<string, number>();
  while (queue.length) {
    const path = queue.shift()!;
    const pathname = path.split("?")[0]!;
    const res = await get(path, "IN", { redirect: "manual" });
    crawled++;
    if (res.status === 301) {
      const target = new URL(res.headers.get("location") ?? "", "http://localhost");
      if (SHORT_PATHS[pathname] !== target.pathname) problems.push(`${path}: unexpected 301 to ${target.pathname}`);
      else if (!seen.has(target.pathname)) {
        seen.add(target.pathname);
        queue.push(target.pathname);
      }
      await res.body?.cancel();
      continue;
    }
    if (res.status !== 200) {
      problems.push(`${path}: ${res.status}`);
      await res.body?.cancel();
      continue;
    }
    const body = await res.text();
    if (!(res.headers.get("content-type") ?? "").includes("text/html")) continue;
    for (const link of links(body)) {
      linksFollowed++;
      if (seen.has(link)) continue;
      seen.add(link);
      const shape = shapeOf(link);
      const taken = perShape.get(shape) ?? 0;
      if (taken >= SAMPLES_PER_SHAPE) {
        sampledOut++;
        continue;
      }
      perShape.set(shape, taken + 1);
      queue.push(link);
    }
  }
  return { problems, crawled, linksFollowed, distinct: seen.size, sampledOut };
}

describe("internal links", () => {
  it("every internal link on every page answers 200 or one of the listed 301s", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
    const report = await crawl(["/", ...paths, ...Object.keys(SHORT_PATHS)]);
    console.info(
      `crawl: ${report.crawled} URLs fetched, ${report.linksFollowed} internal links followed (${report.distinct} distinct, ${report.sampledOut} past their shape's ${SAMPLES_PER_SHAPE} samples)`,
    );
    expect(report.problems).toEqual([]);
    expect(report.crawled).toBeGreaterThan(30);
  }, 120_000);

  it("reports a link that answers 404", async () => {
    const report = await crawl(["/passport/no-such-guide"]);
    expect(report.problems).toEqual(["/passport/no-such-guide: 404"]);
  });
});
