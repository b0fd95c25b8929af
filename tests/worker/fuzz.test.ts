/**
 * Property tests through the real Worker (fast-check): every tRPC procedure and every page that reads its URL
 * gets generated hostile input (unicode, huge strings, wrong types, prototype-pollution keys, HTML and SQL
 * fragments, malformed JSON). Properties: never a 5xx, never a stack trace or D1 error text, and text from the
 * input is never rendered as markup. A fixed seed and FUZZ_RUNS (default 120 per target) keep `npm test`
 * repeatable; `npm run fuzz` runs 1,000 per target (over 10,000 inputs in all).
 */
import { env, SELF } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { consultationInputSchema } from "../../shared/schemas/leads-consultation";
import { apiContactInputSchema, contactMessageInputSchema } from "../../shared/schemas/leads";
import { get } from "./helpers";

const RUNS = Number(import.meta.env.VITE_FUZZ_RUNS ?? 120);
const SEED = 20261123;

/** Strings a visitor or an attacker might send. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom(
    '<img src=x onerror="alert(1)">',
    "<script>alert(1)</script>",
    "</script><script>alert(1)</script>",
    "' OR 1=1; --",
    "'); DROP TABLE countries; --",
    "%' UNION SELECT sql FROM sqlite_master --",
    "__proto__",
    "constructor",
    "\u0000\u0007\u001b[31m",
    "IN\u202eHT",
    "😀🇮🇳".repeat(50),
  ),
  fc.integer({ min: 1, max: 5 }).map((k) => "x".repeat(k * 20_000)),
);

/** Any JSON value, with hostile strings inside and prototype-pollution keys among the object keys. */
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "prototype")), tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** An input object with each expected key given a hostile value (or left out), plus stray keys. */
function inputFor(keys: readonly string[]) {
  return fc.oneof(
    hostileValue,
    fc.record(Object.fromEntries(keys.map((key) => [key, hostileValue])), { requiredKeys: [] }),
    fc.record(Object.fromEntries(keys.map((key) => [key, hostileString])), { requiredKeys: [] }),
  );
}

/** What must never reach a client: D1/SQLite errors, a stack property or frame (file:line:col), JS error classes. */
const LEAKS = /D1_ERROR|SQLITE_[A-Z]|"stack"\s*:|\bat \S+ \([^)]*:\d+:\d+\)|\b(TypeError|ReferenceError|RangeError|SyntaxError): /;

function assertSafe(status: number, body: string, label: string) {
  expect(status, label).toBeLessThan(500);
  expect(body, label).not.toMatch(LEAKS);
}

const PROCEDURES: ReadonlyArray<{ path: string; keys: readonly string[] }> = [
  { path: "countries.list", keys: [] },
  { path: "countries.searchTerms", keys: [] },
  { path: "geo.country", keys: [] },
  { path: "site.attributions", keys: [] },
  { path: "search.query", keys: ["term", "limit"] },
  { path: "directory.list", keys: ["search"] },
  { path: "directory.options", keys: ["country"] },
  { path: "visa.check", keys: ["passport", "destination", "visaType"] },
  { path: "visaFree.list", keys: ["passport", "region"] },
];

// Hundreds of requests per test on a shared 2-core machine: well past vitest's 5 s default.
const TIMEOUT_MS = 300_000;

describe("tRPC procedures under generated input", { timeout: TIMEOUT_MS }, () => {
  it.each(PROCEDURES)("$path: no 5xx, no leaked internals", async ({ path, keys }) => {
    await fc.assert(
      fc.asyncProperty(inputFor(keys), async (input) => {
        const res = await get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
        assertSafe(res.status, await res.text(), `${path} ${JSON.stringify(input).slice(0, 200)}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it("malformed JSON and raw garbage in ?input= are client errors", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PROCEDURES.map((p) => p.path)), hostileString, async (path, raw) => {
        const res = await get(`/trpc/${path}?input=${encodeURIComponent(raw)}`);
        assertSafe(res.status, await res.text(), `${path} raw ${raw.slice(0, 80)}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it("mutations sent to queries, and unknown procedures, are refused without leaks", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(...PROCEDURES.map((p) => p.path)),
          hostileString.map((s) => s.slice(0, 100)),
        ),
        hostileValue,
        async (path, body) => {
          const res = await get(`/trpc/${encodeURIComponent(path)}`, "IN", {
            method: "POST",
            body: JSON.stringify(body),
            headers: { "Content-Type": "application/json" },
          });
          assertSafe(res.status, await res.text(), `POST ${path}`);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});

const PAGES: ReadonlyArray<{ path: string; params: readonly string[] }> = [
  { path: "/", params: ["from", "to"] },
  { path: "/visa-fees", params: ["search"] },
  { path: "/visa-free", params: ["passport", "region"] },
  { path: "/verified-visa-fees", params: ["search"] },
];

describe("pages under generated URL parameters", { timeout: TIMEOUT_MS }, () => {
  it.each(PAGES)("$path: renders or 404s, and input text stays text", async ({ path, params }) => {
    const values = fc.array(
      fc.oneof(
        hostileString.map((s) => s.slice(0, 3000)),
        fc.constantFrom("IN", "TH", "zz", "Asia"),
      ),
      { minLength: params.length, maxLength: params.length },
    );
    await fc.assert(
      fc.asyncProperty(values, async (list) => {
        const query = new URLSearchParams(params.map((name, i) => [name, list[i] ?? ""]));
        const res = await get(`${path}?${query}`);
        const html = await res.text();
        expect([200, 404], `${path}?${query.toString().slice(0, 200)}`).toContain(res.status);
        assertSafe(res.status, html, path);
        // The page's own markup has no inline handlers: one here would be the input rendered as HTML.
        expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
        expect(html).not.toContain("<script>alert(1)</script>");
      }),
      { numRuns: Math.max(20, Math.floor(RUNS / 3)), seed: SEED },
    );
  });
});

const LEAD_MUTATIONS = [
  { path: "leads.consultation", table: "consultation_requests", schema: consultationInputSchema, keys: ["origin", "destination", "name", "phone"] },
  { path: "leads.apiContact", table: "api_contact_requests", schema: apiContactInputSchema, keys: ["name", "companyName", "mobileNumber", "email"] },
  { path: "leads.contact", table: "contact_messages", schema: contactMessageInputSchema, keys: ["name", "email", "subject", "message"] },
] as const;

describe("lead mutations under generated input", { timeout: TIMEOUT_MS }, () => {
  let client = 0;
  it.each(LEAD_MUTATIONS)(
    "$path: no 5xx, no leaks, and a row only from an input the shared schema accepts",
    async ({ path, table, schema, keys }) => {
      const count = async () => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
      const withKey = inputFor(keys).map((input) =>
        input && typeof input === "object" && !Array.isArray(input) ? { idempotencyKey: crypto.randomUUID(), ...input } : input,
      );
      await fc.assert(
        fc.asyncProperty(withKey, async (input) => {
          const before = await count();
          // A new client per input, so the rate limit never hides a validation outcome.
          client += 1;
          const ip = `198.51.${Math.floor(client / 250) % 250}.${(client % 250) + 1}`;
          const res = await SELF.fetch(`http://localhost/trpc/${path}`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
            body: JSON.stringify(input),
          });
          const body = await res.text();
          assertSafe(res.status, body, `${path} ${JSON.stringify(input).slice(0, 200)}`);
          const stored = (await count()) - before;
          if (!schema.safeParse(input).success) expect(stored, `${path} stored an invalid input`).toBe(0);
          // The consultation name is sanitised (spec §5: tags and < > ' " & stripped); other text is stored as given
          // and rendered as text.
          if (stored > 0 && table === "consultation_requests") {
            const row = await env.DB.prepare("SELECT name FROM consultation_requests ORDER BY created_at DESC LIMIT 1").first<{ name: string }>();
            expect(row?.name).not.toMatch(/[<>'"&]/);
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
  );
});
