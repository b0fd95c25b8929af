/**
 * The site's procedures metered per client (issue #44, worker/trpc/meter.ts over shared/api/site-limits.ts), through
 * the real Worker and miniflare's simulation of the Rate Limiting bindings (wrangler.toml SITE_RATE_*): a client
 * hammering trip.plan stops at the limit with 429 and Retry-After, a person using the site never meets it, and
 * another client is counted apart. miniflare counts in windows aligned to the clock's minute, as the limits' rule
 * says; each test starts early enough in a minute to finish inside it, so a window's turn never lets more through.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SITE_CALL_LIMITS } from "../../shared/api/site-limits";
import { get, startOfWindow, textOf } from "./helpers";
import { exampleStops } from "./trip-dates";

/** A client address of its own per test, so no test's count reaches another's. */
let lastClient = 0;
const newClient = () => `192.0.2.${++lastClient}`;

/** GET one procedure over /trpc as the client at `ip`, as the browser's link asks it. */
async function call(ip: string, path: string, input: unknown) {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await SELF.fetch(`http://localhost/trpc/${path}${query}`, {
    headers: { "CF-Connecting-IP": ip },
    cf: { country: "IN" },
  } as RequestInit);
  const body = (await res.json()) as { error?: { message: string; data: { code: string; retryAfterSeconds: number | null } } };
  return { status: res.status, retryAfter: res.headers.get("Retry-After"), body };
}

/** A batch of `count` calls of one procedure in one request (the browser's link sends up to 10 together). */
async function batch(ip: string, path: string, input: unknown, count: number) {
  const paths = Array.from({ length: count }, () => path).join(",");
  const inputs = Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i), input]));
  const res = await SELF.fetch(`http://localhost/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`, {
    headers: { "CF-Connecting-IP": ip },
  });
  const body = (await res.json()) as { error?: { data: { code: string } } }[];
  return body.map((item) => (item.error ? item.error.data.code : "OK"));
}

const plan = { passport: "IN", stops: exampleStops() };

describe("trip.plan", () => {
  it("stops a client hammering it at the API starter plan's 60 a minute: 429, Retry-After and the toast's message", async () => {
    await startOfWindow(25);
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < SITE_CALL_LIMITS.plan.perMinute + 3; i++) statuses.push((await call(client, "trip.plan", plan)).status);
    expect(SITE_CALL_LIMITS.plan.perMinute).toBe(60);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429, 429]);
    const refused = await call(client, "trip.plan", plan);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect(refused.body.error?.data).toMatchObject({ code: "TOO_MANY_REQUESTS", retryAfterSeconds: Number(refused.retryAfter) });
    expect(refused.body.error?.message).toMatch(/^Too many trip plans from your connection \(the site allows 60 a minute\)/);
  }, 60_000);

  it("counts another client apart: a fresh one is answered while the hammering one is refused", async () => {
    await startOfWindow(20);
    const hammering = newClient();
    await batch(hammering, "trip.plan", plan, 10);
    for (let i = 0; i < 5; i++) await batch(hammering, "trip.plan", plan, 10);
    expect((await call(hammering, "trip.plan", plan)).status).toBe(429);
    expect((await call(newClient(), "trip.plan", plan)).status).toBe(200);
  }, 60_000);

  it("counts an IPv6 client per /64: another address of the same /64 is refused, the next /64 answered", async () => {
    await startOfWindow(20);
    for (let i = 0; i < 6; i++) await batch("2001:db8:44:1::1", "trip.plan", plan, 10);
    expect((await call("2001:db8:44:1:ffff:ffff:ffff:fffe", "trip.plan", plan)).status).toBe(429);
    expect((await call("2001:db8:44:2::1", "trip.plan", plan)).status).toBe(200);
  }, 60_000);

  it("counts each call of a batch: ten plans in one request are ten of the sixty", async () => {
    await startOfWindow(20);
    const client = newClient();
    const answers: string[] = [];
    for (let i = 0; i < 7; i++) answers.push(...(await batch(client, "trip.plan", plan, 10)));
    expect(answers.filter((a) => a === "OK")).toHaveLength(60);
    expect(answers.slice(60)).toEqual(Array(10).fill("TOO_MANY_REQUESTS"));
  }, 60_000);
});

describe("a person using the site", () => {
  it("never meets the limits: 20 plans and 50 reads in a minute are all answered", async () => {
    await startOfWindow(25);
    const person = newClient();
    const reads: [string, unknown][] = [
      ["visa.check", { passport: "IN", destination: "TH" }],
      ["visa.check", { passport: "IN", destination: "AE" }],
      ["countries.list", undefined],
      ["visaFree.list", { passport: "IN" }],
      ["passport.ranking", undefined],
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await call(person, "trip.plan", plan)).status);
      for (const [path, input] of [...reads, ...reads].slice(0, i < 10 ? 3 : 2)) statuses.push((await call(person, path, input)).status);
    }
    expect(statuses).toHaveLength(70);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 60_000);
});

describe("every other procedure", () => {
  it("counts against the read limit, 300 a minute, apart from trip.plan's", async () => {
    await startOfWindow(25);
    const client = newClient();
    const answers: string[] = [];
    for (let i = 0; i < 31; i++) answers.push(...(await batch(client, "countries.list", undefined, 10)));
    expect(SITE_CALL_LIMITS.read.perMinute).toBe(300);
    expect(answers.filter((a) => a === "OK")).toHaveLength(300);
    expect(answers.slice(300)).toEqual(Array(10).fill("TOO_MANY_REQUESTS"));
    // The plans' limit is its own: the reads spent none of it.
    expect((await call(client, "trip.plan", plan)).status).toBe(200);
  }, 60_000);
});

describe("pages", () => {
  it("still render for a client past the limits: a page's own calls are not metered", async () => {
    await startOfWindow(20);
    const client = newClient();
    for (let i = 0; i < 7; i++) await batch(client, "trip.plan", plan, 10);
    expect((await call(client, "trip.plan", plan)).status).toBe(429);
    const page = await SELF.fetch(`http://localhost/trip?passport=IN&stops=${encodeURIComponent(plan.stops)}`, {
      headers: { "CF-Connecting-IP": client },
    });
    expect(page.status).toBe(200);
  }, 60_000);
});

describe("what the site's procedures are not", () => {
  // Literal words, not the notice's constant: removing or gutting the text fails these.
  const notice = [
    "The site's own calls under /trpc are not a public API",
    "limited per connection (300 calls and 60 trip plans a minute)",
    "may change or go away without notice",
    "use API v1 (/api/v1) with a key",
  ];

  it("the OpenAPI document says it in the API's description", async () => {
    const doc = (await (await get("/api/v1/openapi.json")).json()) as { info: { description: string } };
    for (const words of notice) expect(doc.info.description).toContain(words);
  });

  it("/developers says it under its own heading", async () => {
    const page = textOf(await (await get("/developers")).text());
    expect(page).toContain("The site's own calls are not an API");
    for (const words of notice) expect(page).toContain(words);
  });
});
