/**
 * What changed (/changes), its filters and pages, and the Atom feeds, through the real Worker on the seeded history.
 * Expected figures are read from D1 with plain SQL, not through the code under test.
 */
import { env } from "cloudflare:test";
import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { CHANGES_MESSAGES, CHANGES_PAGE_SIZE } from "../../shared/schemas/history";
import { get, trpcQuery } from "./helpers";

beforeAll(async () => {
  await env.DB.batch(env.TEST_SEED_HISTORY.map((sql) => env.DB.prepare(sql)));
});

async function count(where = "1 = 1", ...binds: string[]): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM requirement_changes WHERE ${where}`)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
const listItems = (html: string) => html.match(/<li class="change-list__item">/g)?.length ?? 0;
const alertOf = (html: string) => /<div class="alert alert--destructive" role="alert">(.*?)<\/div>/s.exec(text(html))?.[1] ?? "";

describe("/changes", () => {
  it("lists every change, 100 a page, newest first, with the total and the pages", async () => {
    const res = await get("/changes");
    expect(res.status).toBe(200);
    const html = text(await res.text());
    const total = await count();
    const pages = Math.ceil(total / CHANGES_PAGE_SIZE);
    expect(html).toContain(`${total.toLocaleString("en-US")} changes, newest first (page 1 of ${pages})`);
    expect(listItems(html)).toBe(CHANGES_PAGE_SIZE);
    expect(html).toMatch(/<a class="button button--secondary" href="\/changes\?page=2" rel="next">Next<\/a>/);
    expect(html).not.toContain('rel="prev"');
    // Interval wording only: every sentence names two snapshot dates.
    const sentences = [...html.matchAll(/<p class="change-list__sentence">([^<]*)<\/p>/g)].map((m) => m[1] ?? "");
    expect(sentences).toHaveLength(CHANGES_PAGE_SIZE);
    for (const sentence of sentences) expect(sentence).toMatch(/^(Changed|Relabelled) between \d{1,2} \w{3} \d{4} and \d{1,2} \w{3} \d{4}: /);
    // A static page: the static shell, no router state.
    expect(html).toContain('<script id="app-loader"');
    expect(html).not.toContain("$_TSR");
  });

  it("summarises a passport since the previous version and charts its mobility at every snapshot", async () => {
    const html = text(await (await get("/changes?passport=IN")).text());
    const since = "2025-01-12";
    const [total, easier, harder] = await Promise.all([
      count("passport_country_code = 'IN' AND seen_after_on > ?", since),
      count("passport_country_code = 'IN' AND seen_after_on > ? AND direction = 'easier'", since),
      count("passport_country_code = 'IN' AND seen_after_on > ? AND direction = 'harder'", since),
    ]);
    const neither = total - easier - harder;
    expect(html).toContain(`India: ${total} changes since Jan 2025: ${easier} easier, ${harder} harder${neither > 0 ? `, ${neither} neither` : ""}`);
    expect(html).toContain(`${await count("passport_country_code = 'IN'")} changes, newest first`);
    const snapshots = await env.DB.prepare("SELECT count(*) AS n FROM requirement_snapshots").first<{ n: number }>();
    const svg = /<svg class="mobility__chart"[^>]*role="img"[^>]*>(.*?)<\/svg>/s.exec(html)?.[1] ?? "";
    expect(svg).toContain('<title id="mobility-title">India: no-visa destinations (visa free or visa on arrival), at each snapshot</title>');
    expect(svg).toMatch(/<desc id="mobility-desc">India passports had \d+ no-visa destinations at the snapshot of 17 Feb 2026/);
    expect(svg.match(/<circle /g)).toHaveLength(snapshots?.n ?? -1);
    const latest = await env.DB.prepare(
      "SELECT without_visa AS n FROM passport_mobility WHERE passport_country_code = 'IN' ORDER BY taken_on DESC",
    ).first<{ n: number }>();
    expect(html).toContain(`<td>17 Feb 2026</td><td>${latest?.n}</td>`);
    expect(html).toContain('href="/changes/IN.xml"');
  });

  it("filters by destination, direction and period, and pages keep the filters", async () => {
    const html = text(await (await get("/changes?passport=IN&destination=IR")).text());
    expect(listItems(html)).toBe(await count("passport_country_code = 'IN' AND destination_country_code = 'IR'"));
    expect(html).toContain("India → ");

    const harder = text(await (await get("/changes?direction=harder&from=2024-01-01&to=2024-12-31")).text());
    const expected = await count("direction = 'harder' AND seen_after_on BETWEEN '2024-01-01' AND '2024-12-31'");
    expect(harder).toContain(`${expected.toLocaleString("en-US")} changes, newest first`);
    expect(harder.match(/change-badge--easier/g)).toBeNull();
    expect(harder).toContain('href="/changes?direction=harder&amp;from=2024-01-01&amp;to=2024-12-31&amp;page=2"');
    const page2 = text(await (await get("/changes?direction=harder&from=2024-01-01&to=2024-12-31&page=2")).text());
    expect(page2).toContain('rel="prev"');
    expect(page2).toContain(`(page 2 of ${Math.ceil(expected / CHANGES_PAGE_SIZE)})`);
  });

  it.each([
    ["/changes?passport=ZZ", "No country with the code ZZ is in the data."],
    ["/changes?destination=1", "Enter a two-letter country code."],
    [`/changes?passport=${"A".repeat(300)}`, "Enter a two-letter country code."],
    ["/changes?direction=sideways", CHANGES_MESSAGES.direction],
    ["/changes?from=2026-02-30", CHANGES_MESSAGES.date],
    ["/changes?from=2026-01-01&to=2025-01-01", "The period's start (1 Jan 2026) is after its end (1 Jan 2025)."],
    ["/changes?page=0", CHANGES_MESSAGES.page],
    ["/changes?page=abc", CHANGES_MESSAGES.page],
    ["/changes?page=9999", "Page 9999 is past the last page ("],
  ])("%s gets a clear message, never a 500", async (path, message) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const alert = alertOf(await res.text());
    expect(alert).toContain("These filters cannot be shown");
    expect(alert).toContain(message);
  });

  it("history.changes refuses bad filters as BAD_REQUEST with the field's message", async () => {
    const { status, body } = await trpcQuery("history.changes", { passport: "ZZ" });
    expect(status).toBe(400);
    expect(body.error?.data.zodIssues).toEqual([{ path: ["passport"], message: "No country with the code ZZ is in the data." }]);
    const ok = await trpcQuery("history.changes", { passport: "in", page: 2 });
    expect(ok.status).toBe(200);
    expect((ok.body.result?.data as { filter: { passport: string; page: number } }).filter).toMatchObject({ passport: "IN", page: 2 });
  });
});

describe("Atom feeds", () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });
  type AtomEntry = {
    id: string;
    title: string | { "#text": string };
    updated: string;
    link: { "@href": string };
    summary?: unknown;
    content?: unknown;
  };
  const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

  async function feedOf(path: string) {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await res.text();
    const doc = parser.parse(xml) as { feed: Record<string, unknown> & { entry?: AtomEntry | AtomEntry[] } };
    const entries = asArray(doc.feed.entry);
    // After the snapshot changes come the announced changes and rules with a last day (issue #32).
    const dated = entries.filter((e) => /#(announced|correction-ends|fee-ends)/.test(String(e.id)));
    return { xml, feed: doc.feed, entries, changes: entries.filter((e) => !dated.includes(e)), dated };
  }

  /** The elements RFC 4287 requires of a feed and of each entry. */
  function expectAtom(feed: Record<string, unknown>, entries: AtomEntry[]) {
    expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
    for (const field of ["id", "title", "updated"]) expect(feed[field], field).toBeTruthy();
    expect(asArray(feed.link as { "@rel"?: string }[]).some((l) => l["@rel"] === "self")).toBe(true);
    expect(feed.author ?? entries.every((e) => "author" in e)).toBeTruthy();
    for (const entry of entries) {
      for (const field of ["id", "title", "updated"] as const) expect(entry[field], field).toBeTruthy();
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
      expect(entry.summary ?? entry.content).toBeTruthy();
    }
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  }

  it("/changes.xml: the newest 100 changes, each dated by the snapshot that first showed it, its text the interval", async () => {
    const { feed, entries, changes, dated } = await feedOf("/changes.xml");
    expectAtom(feed, entries);
    expect(changes).toHaveLength(100);
    expect(dated.length).toBeGreaterThan(0);
    const newest = await env.DB.prepare("SELECT max(seen_after_on) AS d FROM requirement_changes").first<{ d: string }>();
    expect(entries[0]?.updated.slice(0, 10)).toBe(newest?.d);
    // The feed is as new as its newest entry: an announcement read after the last snapshot is newer than it.
    expect(feed.updated).toBe(
      entries
        .map((e) => e.updated)
        .sort()
        .at(-1),
    );
    expect(String(feed.updated) >= `${newest?.d}T00:00:00.000Z`).toBe(true);
    expect(JSON.stringify(entries[0])).toMatch(/between \d{1,2} \w{3} \d{4} and \d{1,2} \w{3} \d{4}/);
    expect(String(feed.rights)).toContain("MIT");
  });

  it("a built feed is kept: the next request is answered from the page cache, byte for byte", async () => {
    const first = await get("/changes/JP.xml");
    const body = await first.text();
    expect(first.headers.get("server-timing")).toMatch(/page-cache;desc=miss, load;dur=[\d.]+, render;dur=[\d.]+/);
    const second = await get("/changes/JP.xml");
    expect(second.headers.get("server-timing")).toBe("page-cache;desc=hit");
    expect(second.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(await second.text()).toBe(body);
  });

  it("/changes/{code}.xml: one passport's changes (any case), 404 for a code not in the data", async () => {
    const { feed, entries, changes } = await feedOf("/changes/in.xml");
    expectAtom(feed, entries);
    expect(changes).toHaveLength(Math.min(100, await count("passport_country_code = 'IN'")));
    expect(String(typeof feed.title === "object" ? (feed.title as { "#text": string })["#text"] : feed.title)).toContain("India passports");
    for (const entry of entries) expect(entry.link["@href"]).toMatch(/\/changes\?passport=IN&destination=[A-Z]{2}$/);
    expect((await get("/changes/ZZ.xml")).status).toBe(404);
    expect((await get("/changes/INDIA.xml")).status).toBe(404);
  });
});
