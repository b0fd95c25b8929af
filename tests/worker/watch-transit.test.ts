/**
 * The transit rules' sources in the weekly watch (issue #43), in workerd: the page a transit rule cites is planned
 * with its host's message, a change to it raises `source-changed` naming the rule, and the trip planner's answer for
 * a connection under that rule says so (the API's `sourceStatus` and the stop's warning, the page's text) until then
 * "checked".
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { listFlags } from "../../worker/db/queries/watch";
import { transitRuleSet } from "../../worker/services/transit-rules";
import { checkHost, type WatchHostMessage } from "../../worker/watch/check-host";
import { hostMessages } from "../../worker/watch/plan";
import { listWatchedSources } from "../../worker/watch/watched-sources";
import page from "./fixtures/watch/fee-page.html?raw";
import { createApiKey, forgetPages, get, textOf } from "./helpers";
import { exampleStops } from "./trip-dates";

/** The example trip's first stop: an airside connection in Dubai, under the AE airside rule. */
const dubaiRule = () => transitRuleSet().rules.find((r) => r.transitCountry === "AE" && r.mode === "airside");
const CHANGED = "The source of this transit rule has changed since we checked it (3 Dec 2026): check it before you travel.";

type TransitStop = { transit: { area: string; sourceUrl: string; sourceStatus: unknown }; warnings: { kind: string; text: string }[] };

let key: string;
beforeAll(async () => {
  key = await createApiKey("partner");
});

async function dubaiAnswer(): Promise<TransitStop> {
  const res = await get(`/api/v1/trips?passport=IN&stops=${exampleStops()}`, "IN", { headers: { Authorization: `Bearer ${key}` } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { stops: { byPassport: TransitStop[] }[] };
  return body.stops[0]?.byPassport[0] as TransitStop;
}

/** The rule's page, read through the watch's own host check on 2026-12-`day` (the other pages of its host are left out). */
async function watchRead(message: WatchHostMessage, url: string, day: number, body: string) {
  await checkHost(
    { host: message.host, sources: message.sources.filter((s) => s.url === url) },
    {
      db: createDb(env.DB),
      fetch: (async () => new Response(body, { headers: { "Content-Type": "text/html" } })) as typeof fetch,
      userAgent: "test",
      now: () => new Date(Date.UTC(2026, 11, day)),
    },
  );
}

describe("a transit rule's source", () => {
  it("is planned with its host and the rule named; its change is flagged and shown on the trip beside the rule", async () => {
    const url = dubaiRule()?.sourceUrl ?? "";
    const message = hostMessages(await listWatchedSources(createDb(env.DB))).messages.find((m) => m.sources.some((s) => s.url === url));
    expect(message?.sources.find((s) => s.url === url)?.records).toContain("transit:AE-airside");

    const before = await dubaiAnswer();
    expect(before.transit).toMatchObject({ area: "AE", sourceUrl: url, sourceStatus: { state: "checked" } });

    await watchRead(message as WatchHostMessage, url, -4, page);
    await watchRead(message as WatchHostMessage, url, 3, page.replace("EUR&nbsp;80", "EUR&nbsp;90"));
    const [flag] = (await listFlags(createDb(env.DB), { open: true, limit: 10 })).filter((f) => f.link === url);
    expect(flag).toMatchObject({ kind: "source-changed", subject: url });
    expect(flag?.records).toContain("transit:AE-airside");

    const after = await dubaiAnswer();
    expect(after.transit.sourceStatus).toEqual({ state: "changed", since: "2026-12-03" });
    expect(after.warnings).toContainEqual(expect.objectContaining({ kind: "source-flagged", text: CHANGED }));
    forgetPages();
    const html = await (await get(`/trip?passport=IN&stops=${exampleStops()}`)).text();
    expect(textOf(html)).toContain(CHANGED);
  });
});
