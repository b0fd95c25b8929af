/**
 * Honesty for travellers (issue #35): once the watch sees a cited page change (or stop answering), every record citing
 * it says so where it shows — the check's page, the API's `sourceStatus`, the Atom feed — and says nothing more once a
 * person acknowledges the change. Driven through the watch's own host check against a recorded page, in workerd.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import app from "../../worker/app";
import { createDb } from "../../worker/db/client";
import { listFlags } from "../../worker/db/queries/watch";
import { checkHost } from "../../worker/watch/check-host";
import page from "./fixtures/watch/fee-page.html?raw";
import { createApiKey, forgetPages, get, textOf } from "./helpers";

/** India → Vietnam's e-Visa fees cite it (an official page). */
const VN_FEES = "https://evisa.immigration.gov.vn/vi_VN/web/guest/khai-thi-thuc-dien-tu/cap-thi-thuc-dien-tu";
/** Malaysia's exemption for Indians (a correction with a last day) cites it (a newspaper: not official). */
const MY_RULE = "https://www.thestar.com.my/news/nation/2024/12/20/malaysia-extends-visa-exemption-for-indian-nationals-until-2026";

const FEE_CHANGED = "The official page changed on 3 Dec 2026, after we read it; check it before you rely on this fee.";
const RULE_CHANGED = "The source page changed on 3 Dec 2026, after we read it; check it before you rely on this rule.";

/** One weekly read of `urls` answered by `answer`, on 2026-12-`day`, through the watch's host check. */
async function watchRead(urls: string[], day: number, answer: () => Response) {
  for (const url of urls) {
    await checkHost(
      { host: new URL(url).host, sources: [{ url, records: [] }] },
      { db: createDb(env.DB), fetch: (async () => answer()) as typeof fetch, userAgent: "test", now: () => new Date(Date.UTC(2026, 11, day)) },
    );
  }
}
const html = (body: string) => () => new Response(body, { headers: { "Content-Type": "text/html" } });

/** A baseline read on 26 Nov, then the page changed on 3 Dec. */
async function changeBoth() {
  await watchRead([VN_FEES, MY_RULE], -4, html(page));
  await watchRead([VN_FEES, MY_RULE], 3, html(page.replace("EUR&nbsp;80", "EUR&nbsp;90")));
}

// Each page is rendered afresh: the isolate's page cache keeps a page for 60 s under its canonical address, which a
// stray parameter no longer changes (worker/seo/page-address.ts). Feeds are still asked with their own `render`.
let n = 0;
const pageText = async (path: string) => {
  forgetPages();
  return textOf(await (await get(path)).text());
};

async function api(path: string) {
  const key = await createApiKey();
  return (await (await get(path, "IN", { headers: { Authorization: `Bearer ${key}` } })).json()) as Record<string, unknown>;
}

async function acknowledgeAll() {
  for (const flag of await listFlags(createDb(env.DB), { open: true, limit: 50 })) {
    const ctx = createExecutionContext();
    const res = await app.request(
      "/ops/data/ack",
      {
        method: "POST",
        headers: { Authorization: "Bearer test-ops-token", "Content-Type": "application/json" },
        body: JSON.stringify({ id: flag.id, by: "asha", result: "Re-checked: the figure stands." }),
      },
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
  }
}

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM watch_flags"), env.DB.prepare("DELETE FROM source_checks")]);
});

describe("a source that changed after we read it", () => {
  it("says so beside India → Vietnam's fees on the result page, and nothing before", async () => {
    await watchRead([VN_FEES], -4, html(page));
    expect(await pageText("/?from=IN&to=VN")).not.toContain("after we read it");
    await changeBoth();
    const text = await pageText("/?from=IN&to=VN");
    expect(text).toContain(
      `Source: Vietnam Immigration Department (Ministry of Public Security), undated source, read on 23 Nov 2026. ${FEE_CHANGED}`,
    );
    // The figure itself is as it was.
    expect(text).toContain("$25");
  });

  it("says so beside the correction behind India → Malaysia's rule, on the result page and the finder", async () => {
    await changeBoth();
    expect(await pageText("/?from=IN&to=MY")).toContain(RULE_CHANGED);
    expect(await pageText("/visa-free?passport=IN")).toContain(RULE_CHANGED);
  });

  it("gives the API's records a sourceStatus: changed since the day, checked elsewhere", async () => {
    await changeBoth();
    const fees = (await api("/api/v1/fees/VN")) as { data: { sourceStatus: unknown }[] };
    expect(fees.data.map((f) => f.sourceStatus)).toEqual(fees.data.map(() => ({ state: "changed", since: "2026-12-03" })));
    const malaysia = (await api("/api/v1/requirements/IN/MY")) as { provenance: { sourceStatus: unknown } };
    expect(malaysia.provenance.sourceStatus).toEqual({ state: "changed", since: "2026-12-03" });
    const thailand = (await api("/api/v1/fees/TH")) as { data: { sourceStatus: unknown }[] };
    expect(thailand.data[0]?.sourceStatus).toEqual({ state: "checked" });
  });

  it("carries the note in the feed's entry about Malaysia's rule", async () => {
    await changeBoth();
    const xml = await (await get(`/changes/IN.xml?render=${++n}`)).text();
    const entry = xml.split("<entry>").find((e) => e.includes("Malaysia&apos;s visa exemption") || e.includes("Malaysia's visa exemption"));
    expect(entry).toContain(RULE_CHANGED);
  });

  it("lists it on /changes beside the rule's source", async () => {
    await changeBoth();
    expect(await pageText("/changes?passport=IN")).toContain(`(read on 26 Nov 2026) ${RULE_CHANGED}`);
  });

  it("says nothing more once a person acknowledges it: page, API and feed", async () => {
    await changeBoth();
    await acknowledgeAll();
    expect(await pageText("/?from=IN&to=VN")).not.toContain("after we read it");
    expect(await pageText("/?from=IN&to=MY")).not.toContain("after we read it");
    const fees = (await api("/api/v1/fees/VN")) as { data: { sourceStatus: unknown }[] };
    expect(fees.data[0]?.sourceStatus).toEqual({ state: "checked" });
    expect(await (await get(`/changes/IN.xml?render=${++n}`)).text()).not.toContain("after we read it");
  });
});

/** The US B-1/B-2 fee (cited by /usa-visa-fees' fee card) and Mexico's concession for US-visa holders cite these. */
const US_FEES = "https://tt.usembassy.gov/u-s-department-of-state-announces-increase-in-some-categories-of-visa-fees/";
const MX_RULE = "http://embamex.sre.gob.mx/india/index.php/en/consular-section/visas";
const MX_CHANGED = "The official page changed on 3 Dec 2026, after we read it; check it before you rely on this rule.";

describe("every other place a flagged record shows", () => {
  beforeEach(async () => {
    await watchRead([US_FEES, MX_RULE], -4, html(page));
    await watchRead([US_FEES, MX_RULE], 3, html(page.replace("EUR&nbsp;80", "EUR&nbsp;90")));
  });

  it("the fee pages' cards citing the record", async () => {
    expect(await pageText("/usa-visa-fees?x")).toContain(FEE_CHANGED);
  });

  it("the search's rows and the directory's cards", async () => {
    expect(await pageText("/visa-fees?search=united%20states")).toContain(FEE_CHANGED);
    // The US card heads with the check's headline (issue #45: the world record of the same $185, cited on an embassy's
    // own page, before the flagged one); the flagged record is listed in its dialog, with the note.
    const options = (await (await get(`/trpc/directory.options?input=${encodeURIComponent(JSON.stringify({ country: "US" }))}`)).json()) as {
      result: { data: { options: { dates: string | null }[] } };
    };
    expect(options.result.data.options.some((o) => o.dates?.includes(FEE_CHANGED))).toBe(true);
  });

  it("the concession: its table, the check's concessions and the finder's extra destinations", async () => {
    expect(await pageText("/visa-free-with-us-uk-schengen-visa?destination=MX")).toContain(MX_CHANGED);
    expect(await pageText("/?from=IN&to=MX&holds=us-visa")).toContain(MX_CHANGED);
    expect(await pageText("/visa-free?passport=IN&holds=us-visa")).toContain(MX_CHANGED);
  });
});

describe("a source that stopped answering", () => {
  it("says nothing after two failed reads, and after the third that it has not answered since the first", async () => {
    const gone = () => new Response("gone", { status: 404 });
    await watchRead([VN_FEES], -4, html(page));
    await watchRead([VN_FEES], 3, gone);
    await watchRead([VN_FEES], 10, gone);
    expect(await pageText("/?from=IN&to=VN")).not.toContain("has not answered");
    await watchRead([VN_FEES], 17, gone);
    expect(await pageText("/?from=IN&to=VN")).toContain("The official page has not answered since 3 Dec 2026; check it before you rely on this fee.");
    const fees = (await api("/api/v1/fees/VN")) as { data: { sourceStatus: unknown }[] };
    expect(fees.data[0]?.sourceStatus).toEqual({ state: "unreachable", since: "2026-12-03" });
  });
});
