/**
 * Issue #31, each finding as it was reproduced against `npm start`: every test here failed on the code before the
 * fix. Open redirects, CSV formula injection, 500s and blank pages on repeated or JSON-looking parameters, unbounded
 * tRPC batches, answers and bodies, other methods answered from the API's cache, non-ASCII country codes, cache
 * headers on personal answers, `noindex` on error states, idempotency replays with another body, and the careful
 * reading of `n`, `since`, the bearer scheme and e-mail addresses.
 */
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TRPC_ANSWER_TOO_LARGE_MESSAGE, TRPC_BODY_MAX_BYTES, TRPC_BODY_TOO_LARGE_MESSAGE, TRPC_MAX_BATCH } from "../../shared/api/trpc-limits";
import { validateEmail } from "../../shared/leads/fields";
import { SAME_COUNTRY_MESSAGE } from "../../shared/schemas/visa";
import app from "../../worker/app";
import { leadsCsv } from "../../worker/leads/ops-csv";
import { createApiKey, get } from "./helpers";
import { contactMessage, mutate } from "./leads-helpers";

/** The robots meta of a page's HTML. */
const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
/** The text inside `<main>`, tags stripped. */
const mainText = (html: string) => (/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "").replace(/<[^>]+>/g, "").trim();

describe("1. every redirect stays on the site", () => {
  it.each([
    "//evil.example/?holds=a&holds=b",
    "/\\evil.example/?holds=a&holds=b",
    "///evil.example/?holds=a&holds=b",
    "//evil.example/",
    "//evil.example/visa-free/",
  ])("%s is a 404, not a redirect", async (path) => {
    const res = await get(path, "IN", { redirect: "manual" });
    expect(res.status).toBe(404);
    expect(res.headers.get("Location")).toBeNull();
  });

  it("merges repeated holds on a page into a Location built from the route", async () => {
    const res = await get("/visa-free/?holds=us-visa&passport=IN&holds=uk-visa", "IN", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/visa-free?passport=IN&holds=us-visa,uk-visa");
    const app = await get("/app/visa-free?holds=us-visa&holds=uk-visa", "IN", { redirect: "manual" });
    expect(app.headers.get("Location")).toBe("/app/visa-free?holds=us-visa,uk-visa");
  });

  it("answers any other repeated parameter with its first value", async () => {
    const res = await get("/changes?passport=IN&passport=AE", "IN", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/changes?passport=IN");
  });
});

describe("2. CSV cells never open as formulas", () => {
  it("prefixes cells starting with = + - @, a tab or a carriage return with '", () => {
    const starts = ['=HYPERLINK("https://evil.example","x")', "+SUM(1)", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"];
    const leads = starts.map((subject, i) => ({
      form: "contact" as const,
      id: `id-${i}`,
      createdAt: "2026-11-26T00:00:00.000Z",
      fields: { name: subject, email: "a@b.com", subject, message: subject },
      delivery: null,
    }));
    const csv = leadsCsv(leads, ["contact"]);
    for (const start of starts) {
      const quoted = start.replaceAll('"', '""');
      // Name, subject and message hold it, each behind the quote; never at the start of a cell.
      expect(csv.split(`'${quoted}`).length - 1, JSON.stringify(start)).toBe(3);
      const bare = new RegExp(`(^|,)"?${quoted.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "m");
      expect(csv, JSON.stringify(start)).not.toMatch(bare);
    }
  });

  it("does so on /ops/leads?format=csv for what visitors typed", async () => {
    const res = await mutate("leads.contact", contactMessage({ subject: "=HYPERLINK(1)", name: "@Ravi" }), "198.51.100.150");
    expect(res.status).toBe(200);
    const csv = await (
      await app.request("/ops/leads?form=contact&format=csv", { headers: { Authorization: "Bearer test-ops-token" } }, env, createExecutionContext())
    ).text();
    expect(csv).toContain(",'=HYPERLINK(1),");
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});

describe("3 and 4. odd parameters never give a 5xx or a blank page", () => {
  it.each([
    "/visa-fees?search=%5B%5D",
    "/visa-fees?search=%7B%22a%22%3A1%7D",
    "/changes?passport=%5B%5D",
    "/changes?destination=%7B%7D",
    "/passport-ranking?q=1",
    "/passport-ranking?q=-1",
    "/passport-ranking?q=true",
    "/passport-ranking?q=%5B%5D",
    "/verified-visa-fees?search=%5B%5D",
    "/visa-free?region=%5B%5D",
    "/compare-passports?passports=%7B%7D",
    "/schengen-calculator?n=%5B%5D",
  ])("%s renders its page", async (path) => {
    const res = await get(path);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).not.toContain("<!--$!-->");
    expect(mainText(html).length).toBeGreaterThan(20);
  });

  it("the API answers the same passport and destination with 400, as visa.check does", async () => {
    const key = await createApiKey();
    for (const path of ["IN/IN", "in/IN", "IN/in", "in/in", " in/IN "]) {
      const res = await get(`/api/v1/requirements/${path.replaceAll(" ", "%20")}`, "IN", { headers: { Authorization: `Bearer ${key}` } });
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { detail: string }).detail).toBe(SAME_COUNTRY_MESSAGE);
    }
  });
});

describe("5 and 7. bounded tRPC requests", () => {
  const batch = (path: string, n: number, input?: unknown) =>
    get(
      `/trpc/${Array(n).fill(path).join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(input === undefined ? [] : Array.from({ length: n }, (_, i) => [i, input]))))}`,
    );

  it(`answers a batch of ${TRPC_MAX_BATCH} and refuses one more with 400`, async () => {
    expect((await batch("countries.list", TRPC_MAX_BATCH)).status).toBe(200);
    const over = await batch("history.changes", TRPC_MAX_BATCH + 1, {});
    expect(over.status).toBe(400);
    expect(await over.text()).toContain("Batch call exceeds maximum size");
  });

  it("refuses an answer over the cap with 400 and says why", async () => {
    const res = await batch("concessions.table", TRPC_MAX_BATCH, {});
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(TRPC_ANSWER_TOO_LARGE_MESSAGE);
  });

  it("refuses a body over the limit with 413 before storing anything, and takes the longest valid form", async () => {
    const count = async () => (await env.DB.prepare("SELECT count(*) AS n FROM contact_messages").first<{ n: number }>())!.n;
    const before = await count();
    const huge = await mutate("leads.contact", contactMessage({ message: "a".repeat(TRPC_BODY_MAX_BYTES) }), "198.51.100.170");
    expect(huge.status).toBe(413);
    expect(huge.body.error?.message).toBe(TRPC_BODY_TOO_LARGE_MESSAGE);
    expect(await count()).toBe(before);
    // 5,000 Devanagari characters (3 bytes each) and every other field at its longest: stored.
    const longest = await mutate(
      "leads.contact",
      contactMessage({
        name: "अनुपमा".repeat(9).slice(0, 50),
        subject: "नमस्ते".repeat(17).slice(0, 100),
        email: `${"a".repeat(64)}@${"b".repeat(60)}.com`,
        message: "न".repeat(5000),
      }),
      "198.51.100.171",
    );
    expect(longest.status, longest.text).toBe(200);
    expect(await count()).toBe(before + 1);
  });
});

describe("6. the API answers reads only", () => {
  it.each(["DELETE", "POST", "PUT", "PATCH"])("%s to a warm URL is 405 with Allow", async (method) => {
    const key = await createApiKey();
    const headers = { Authorization: `Bearer ${key}` };
    expect((await get("/api/v1/countries", "IN", { headers })).status).toBe(200);
    const res = await get("/api/v1/countries", "IN", { method, headers });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
    expect(res.headers.get("X-Cache")).toBeNull();
  });
});

describe("9. every response says how it may be cached", () => {
  it.each(["/", "/visa-free?passport=IN", "/passport-guide", "/trpc/geo.country", "/trpc/countries.list"])("%s is private", async (path) => {
    const res = await get(path);
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
  });

  it("errors and mutations are never stored", async () => {
    expect((await get("/no-such-page")).headers.get("Cache-Control")).toBe("no-store");
    expect((await mutate("leads.contact", { nothing: true }, "198.51.100.172")).headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("10. country codes are ASCII A-Z only", () => {
  it.each(["%C4%B1n", "%EF%AC%86"])("the API refuses %s", async (code) => {
    const key = await createApiKey();
    const res = await get(`/api/v1/requirements/${code}/TH`, "IN", { headers: { Authorization: `Bearer ${key}` } });
    expect(res.status).toBe(404);
  });

  it("a page does not read the dotless i as IN", async () => {
    const res = await get("/?from=%C4%B1n&to=TH", "IN", { redirect: "manual" });
    expect(res.headers.get("Location") ?? "").not.toContain("from=IN");
  });
});

describe("error states are kept out of search indexes", () => {
  it.each([
    "/visa-free?passport=ZZ",
    "/?from=ZZ&to=IN",
    "/changes?passport=ZZ",
    "/changes?page=9999",
    "/schengen-calculator?s=junk",
    "/schengen-calculator?n=0x5",
    "/compare-passports?passports=ZZ,QQ",
    "/visa-free-with-us-uk-schengen-visa?document=junk",
  ])("%s is noindex", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(robotsOf(await res.text())).toBe("noindex,nofollow");
  });

  it.each(["/visa-free?passport=IN", "/?from=IN&to=TH", "/changes?passport=IN", "/schengen-calculator?n=5", "/schengen-calculator"])(
    "%s stays indexable",
    async (path) => {
      expect(robotsOf(await (await get(path)).text())).toBe("index,follow");
    },
  );
});

describe("the smaller rules, read carefully", () => {
  it("a replayed idempotency key with another body is 409; the same body is answered with the first id", async () => {
    const first = contactMessage();
    const stored = await mutate("leads.contact", first, "198.51.100.180");
    const replay = await mutate("leads.contact", first, "198.51.100.180");
    expect(replay.body.result?.data.id).toBe(stored.body.result?.data.id);
    const other = await mutate("leads.contact", { ...first, message: "A different message entirely." }, "198.51.100.180");
    expect(other.status).toBe(409);
  });

  it("refuses since=2026-99-99 and limit=0x5 on /ops/leads", async () => {
    for (const query of ["?since=2026-99-99", "?since=2026-02-30", "?limit=0x5", "?limit=1e2"]) {
      const res = await app.request(`/ops/leads${query}`, { headers: { Authorization: "Bearer test-ops-token" } }, env, createExecutionContext());
      expect(res.status, query).toBe(400);
    }
  });

  it("accepts the bearer scheme in any case (RFC 7235)", async () => {
    const ops = await app.request("/ops/leads", { headers: { Authorization: "bearer test-ops-token" } }, env, createExecutionContext());
    expect(ops.status).toBe(200);
    const key = await createApiKey();
    expect((await get("/api/v1/countries", "IN", { headers: { Authorization: `BEARER ${key}` } })).status).toBe(200);
  });

  it("refuses e-mail addresses with characters no address has", () => {
    for (const email of ["a@b.com>", "<a@b.com>", '"a"@b.com', "a@[1.2.3.4]", "a@b.com,c@d.com", "a b@c.com"])
      expect(validateEmail(email).ok, email).toBe(false);
    for (const email of ["ravi.k+visa@example.co.in", "अनु@उदाहरण.भारत", "o'brien@example.ie"]) expect(validateEmail(email).ok, email).toBe(true);
  });
});
