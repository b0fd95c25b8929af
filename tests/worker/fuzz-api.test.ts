/**
 * The public API under generated input (issue #31): every endpoint of the OpenAPI document, each path segment and
 * query parameter given hostile values (fuzz-inputs.ts), repeated or all segments the same. Properties: a known
 * status (200, 400, 404), a problem body on errors, never a 5xx or a leak.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assertSafe, paramOccurrences, paramValue, RUNS, SEED, TIMEOUT_MS } from "./fuzz-inputs";
import { createApiKey, get } from "./helpers";

/** A path segment, percent-encoded; a lone surrogate (which has no UTF-8) as the bytes of one, which a client can send. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

/** Every API path of the OpenAPI document, its path and query parameters. */
async function apiOperations(): Promise<Array<{ template: string; path: string[]; query: string[] }>> {
  const doc = (await (await get("/api/v1/openapi.json")).json()) as {
    paths: Record<string, { get: { parameters?: Array<{ name: string; in: string }> } }>;
  };
  return Object.entries(doc.paths).map(([template, item]) => ({
    template,
    path: (item.get.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
    query: (item.get.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
  }));
}

describe("the public API under generated path segments and queries", { timeout: TIMEOUT_MS }, () => {
  it("answers every endpoint with a known status and a problem body, never a 5xx or a leak", async () => {
    const operations = await apiOperations();
    expect(operations.length).toBeGreaterThanOrEqual(6);
    for (const op of operations) {
      // A key per endpoint: the partner plan's per-minute quota (600) bounds the requests of one key.
      const key = await createApiKey();
      // Every segment drawn on its own, or all the same (the same passport and destination).
      const segments = fc.oneof(
        fc.array(paramValue, { minLength: op.path.length, maxLength: op.path.length }),
        paramValue.map((value) => op.path.map(() => value)),
      );
      const queries = fc.array(paramOccurrences, { minLength: op.query.length + 1, maxLength: op.query.length + 1 });
      await fc.assert(
        fc.asyncProperty(segments, queries, async (values, lists) => {
          let path = op.template;
          op.path.forEach((name, i) => {
            path = path.replace(`{${name}}`, segment(values[i] ?? ""));
          });
          const query = new URLSearchParams();
          [...op.query, "junk"].forEach((name, i) => {
            for (const value of lists[i] ?? []) query.append(name, value);
          });
          const res = await get(`${path}?${query}`, "IN", { headers: { Authorization: `Bearer ${key}` }, redirect: "manual" });
          const text = await res.text();
          const label = `${path.slice(0, 200)}?${query.toString().slice(0, 100)}`;
          expect([200, 400, 404], label).toContain(res.status);
          assertSafe(res.status, text, label);
          if (res.status !== 200) expect(JSON.parse(text), label).toMatchObject({ status: res.status });
        }),
        { numRuns: Math.min(RUNS, 500), seed: SEED },
      );
    }
  });
});
