/** Server rendering through the real Worker: status codes, server-rendered results, dehydration, 404s. */
import { describe, expect, it, vi } from "vitest";
import { get, scriptPolicyProblems } from "./helpers";

describe("GET /", () => {
  it("renders the check panel with status 200 and HTML content type", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain("Check Visa Requirements");
    expect(html).toContain("Check Visa Details");
    expect(html).toContain("No visa information selected");
  });

  it("defaults the origin to the edge country", async () => {
    const html = await (await get("/", "JP")).text();
    expect(html).toMatch(/id="origin"[^>]*>.*?Japan/s);
  });

  it("falls back to US when the edge gives no usable country", async () => {
    const html = await (await get("/", "XX")).text();
    expect(html).toMatch(/id="origin"[^>]*>.*?United States/s);
  });

  it("server-renders the result for the URL's pair", async () => {
    const html = await (await get("/?from=IN&to=TH")).text();
    expect(html).toMatch(/India<!-- --> to/);
    expect(html).toContain("Thailand");
    expect(html).toContain("INR Fee");
    expect(html).toContain("Visa Required");
  });

  it("renders Coming Soon, saying what is known, where no fee record applies to the pair", async () => {
    const html = await (await get("/?from=US&to=AF")).text();
    expect(html).toContain("Coming Soon for <!-- -->United States");
    expect(html).toContain("No fee on record for United States passports to Afghanistan");
  });

  it("renders 'Country not found' for a well-formed code outside the data", async () => {
    const html = await (await get("/?from=IN&to=ZZ")).text();
    expect(html).toContain("Country not found");
    expect(html).toContain("One of the selected countries could not be found in our database.");
  });

  it("dehydrates the query cache so the browser does not refetch the result", async () => {
    const html = await (await get("/?from=IN&to=TH")).text();
    expect(html).toContain("$_TSR");
    expect(html).toMatch(/visa.*check/);
  });

  it("carries the loaders' queries as JSON the browser parses, not in the router's script it compiles", async () => {
    const html = await (await get("/?from=IN&to=TH")).text();
    const json = /<script type="application\/json" id="page-queries">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const state = JSON.parse(json) as { queries: { queryKey: unknown; state: { status: string } }[] };
    const check = state.queries.find((q) => /visa.*check/.test(JSON.stringify(q.queryKey)));
    expect(check?.state.status).toBe("success");
    const routerScripts = [...html.matchAll(/<script[^>]*data-tsr-stream-part[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
    expect(routerScripts).toContain("fetchedByBrowser");
    expect(routerScripts).not.toContain("dehydratedAt");
  });

  it("escapes '<' in embedded data so stored text cannot close the script", async () => {
    const html = await (await get("/?from=IN&to=TH")).text();
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
    for (const body of scripts) expect(body).not.toMatch(/<\/?[a-z]/i);
  });
});

describe("unknown paths", () => {
  it("render the not-found page with status 404 and its links", async () => {
    const res = await get("/no-such-page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page Not Found");
    for (const href of ['href="/"', 'href="/visa-fees"', 'href="/visa-free"', 'href="/about-us"', 'href="/contact-us"']) {
      expect(html).toContain(href);
    }
    expect(html).toContain("<title>Page Not Found | Visa Fee Atlas</title>");
  });

  it("log the missing path on the server", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await get("/missing/path");
    const lines = warn.mock.calls.map((c) => String(c[0]));
    warn.mockRestore();
    expect(lines.some((l) => l.includes('"event":"not_found"') && l.includes('"path":"/missing/path"'))).toBe(true);
  });
});

describe("security headers", () => {
  it("send a CSP that allows exactly the page's inline scripts, by hash", async () => {
    const res = await get("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    const html = await res.text();
    expect((html.match(/<script[^>]*>/g) ?? []).length).toBeGreaterThan(0);
    expect(await scriptPolicyProblems(html, csp)).toEqual([]);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it.each(["/", "/?from=IN&to=TH", "/visa-free?passport=IN", "/passport-guide", "/no-such-page"])(
    "allow each inline script of %s by its hash, and carry no nonce in the page",
    async (path) => {
      for (const attempt of ["render", "kept"]) {
        const res = await get(path);
        const csp = res.headers.get("content-security-policy") ?? "";
        expect(csp, attempt).toMatch(/script-src 'self' 'sha256-/);
        expect(csp, attempt).not.toContain("'nonce-");
        const html = await res.text();
        expect(await scriptPolicyProblems(html, csp), attempt).toEqual([]);
        expect(html).not.toContain('property="csp-nonce"');
      }
    },
  );
});
