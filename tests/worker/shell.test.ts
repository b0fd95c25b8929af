/**
 * The site shell through the real Worker: security headers on every kind of response, the CSP's third-party
 * hosts (decision 9), native-app mode (decision 12), the crawler files, the cookie banner's server rendering and
 * each route's metadata.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import app from "../../worker/app";
import { get } from "./helpers";

/** Fetches through the Hono app with some [vars] replaced (the deployed config differs from wrangler.toml's). */
async function fetchWith(vars: Partial<Env>, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`http://localhost${path}`, { ...init, cf: { country: "IN" } } as RequestInit);
  const res = await app.fetch(request, { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const CONSENT = "consent=v1.n1a0d0f0.2026-11-23T10:00:00.000Z";

describe("security headers", () => {
  it.each(["/", "/visa-free?passport=IN", "/no-such-page", "/sitemap.xml", "/robots.txt", "/ads.txt", "/trpc/countries.list"])(
    "are strict on %s",
    async (path) => {
      const res = await get(path);
      const csp = directives(res.headers.get("content-security-policy") ?? "");
      const scripts = csp.get("script-src") ?? [];
      expect(scripts).toContain("'self'");
      // A kept answer's inline scripts by their hashes (worker/ssr/script-hashes.ts), any other answer's by its nonce.
      expect(scripts.some((s) => s.startsWith("'nonce-") || s.startsWith("'sha256-"))).toBe(true);
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      // Nothing configured in wrangler.toml: the policy names no third-party host at all.
      for (const values of csp.values()) for (const value of values) expect(value).not.toMatch(/^https?:/);
      const hsts = /max-age=(\d+)/.exec(res.headers.get("strict-transport-security") ?? "");
      expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(15_552_000); // six months
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("permissions-policy")).toMatch(/camera=\(\).*geolocation=\(\)/);
    },
  );

  it("use a fresh nonce per response that is not a kept page", async () => {
    const nonce = async () => /'nonce-([^']+)'/.exec((await get("/robots.txt")).headers.get("content-security-policy") ?? "")?.[1];
    const first = await nonce();
    expect(first).toBeTruthy();
    expect(first).not.toBe(await nonce());
  });

  it("name the configured third parties' hosts, and only those", async () => {
    const res = await fetchWith(
      { ANALYTICS_ID: "G-TEST1234", AFFILIATE_FLIGHTS_WIDGET_URL: "https://widgets.example.com/f.js?o={origin}&d={destination}" },
      "/",
    );
    const csp = directives(res.headers.get("content-security-policy") ?? "");
    expect(csp.get("script-src")).toEqual(expect.arrayContaining(["https://www.googletagmanager.com", "https://widgets.example.com"]));
    expect(csp.get("connect-src")).toContain("https://*.google-analytics.com");
    // Conversions are not configured: their hosts stay out.
    expect(res.headers.get("content-security-policy")).not.toContain("googleadservices");
  });

  it("refuse a non-HTTPS widget URL: the configuration error names the var, and no page names the host", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await fetchWith({ AFFILIATE_HOSTELS_WIDGET_URL: "http://widgets.example.com/h.js" }, "/");
    expect(res.status).toBe(500);
    expect(await res.text()).toBe("An unexpected error occurred. Please try again.");
    expect(res.headers.get("content-security-policy") ?? "").not.toContain("widgets.example.com");
    expect(String(logged.mock.calls[0]?.[0])).toContain("AFFILIATE_HOSTELS_WIDGET_URL must be blank or an HTTPS script URL");
    logged.mockRestore();
  });
});

describe("native-app mode", () => {
  it("is off in a browser: wide navigation by CSS, no splash", async () => {
    const html = await (await get("/")).text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).not.toContain("Loading...");
  });

  it("follows the wrapper's user-agent token", async () => {
    const html = await (await get("/", "IN", { headers: { "User-Agent": "Mozilla/5.0 (Linux; Android 14) VisaFeeAtlasApp/2.0" } })).text();
    expect(html).toMatch(/<html lang="en" class="app-mode">/);
    expect(html).toContain('class="splash"');
    expect(html).toContain("Loading...");
  });

  it("is remembered in a cookie after ?app=1 and forgotten after ?app=0", async () => {
    const on = await get("/?app=1");
    expect(on.headers.get("set-cookie")).toMatch(/app-mode=1;.*HttpOnly/i);
    expect(await on.text()).toContain('class="app-mode"');
    const later = await get("/visa-free?passport=IN", "IN", { headers: { Cookie: "app-mode=1" } });
    expect(await later.text()).toContain('class="app-mode"');
    const off = await get("/?app=0", "IN", { headers: { Cookie: "app-mode=1" } });
    expect(off.headers.get("set-cookie")).toMatch(/app-mode=;.*Max-Age=0/i);
    expect(await off.text()).not.toContain('class="app-mode"');
  });

  it("lets only the wrapper's HTTPS origin frame the page, and only in app mode", async () => {
    const vars = { APP_FRAME_ANCESTOR: "https://app.visafeeatlas.example" };
    const app = await fetchWith(vars, "/?app=1");
    expect(directives(app.headers.get("content-security-policy") ?? "").get("frame-ancestors")).toEqual(["https://app.visafeeatlas.example"]);
    expect(app.headers.get("x-frame-options")).toBeNull();
    const browser = await fetchWith(vars, "/");
    expect(directives(browser.headers.get("content-security-policy") ?? "").get("frame-ancestors")).toEqual(["'none'"]);
    expect(browser.headers.get("x-frame-options")).toBe("DENY");
  });

  it("refuses a wrapper origin that is not HTTPS: the configuration error names the var, and nothing is framed", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const bad = await fetchWith({ APP_FRAME_ANCESTOR: "http://app.example" }, "/?app=1");
    expect(bad.status).toBe(500);
    expect(bad.headers.get("content-security-policy") ?? "").not.toContain("app.example");
    expect(String(logged.mock.calls[0]?.[0])).toContain("APP_FRAME_ANCESTOR must be blank or an HTTPS origin");
    logged.mockRestore();
  });
});

describe("cookie banner (server-rendered)", () => {
  it("shows with its three buttons, and the early consent script, when no consent is stored", async () => {
    const html = await (await get("/")).text();
    expect(html).toContain("We value your privacy");
    for (const label of ["Manage Preferences", "Reject All", "Accept All"]) expect(html).toContain(`>${label}</button>`);
    expect(html).toMatch(/<script>try\{var c=localStorage\.getItem\("vfa-consent"\)/);
  });

  it("is absent for a visitor with a valid consent cookie", async () => {
    const html = await (await get("/", "IN", { headers: { Cookie: CONSENT } })).text();
    expect(html).not.toContain("We value your privacy");
    expect(html).not.toContain("vfa-consent");
  });

  it("shows again when the consent cookie was tampered with", async () => {
    const html = await (await get("/", "IN", { headers: { Cookie: "consent=v1.n0a1d1f1.2026-11-23T10:00:00.000Z" } })).text();
    expect(html).toContain("We value your privacy");
  });
});

describe("crawler files", () => {
  it("robots.txt allows crawling and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Sitemap: https://visafeeatlas.example/sitemap.xml");
  });

  it("ads.txt is text/plain with its DIRECT line from configuration", async () => {
    const res = await fetchWith({ ADS_TXT: "example-ads.com, pub-123, DIRECT, abc" }, "/ads.txt");
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe("example-ads.com, pub-123, DIRECT, abc\n");
  });

  it("the sitemap lists the app's pages, each answering 200", async () => {
    const res = await get("/sitemap.xml");
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const paths = locs.map((loc) => loc.replace("https://visafeeatlas.example", ""));
    expect(paths).toEqual(expect.arrayContaining(["/", "/visa-fees", "/visa-free", "/verified-visa-fees"]));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect((await get(path)).status, path).toBe(200);
    // Renders every page of the sitemap (over 40), one after another: more than the default 5 s on a busy machine.
  }, 60_000);
});

describe("page metadata", () => {
  async function head(path: string) {
    const html = await (await get(path, "IN", { headers: { Cookie: CONSENT } })).text();
    return html.slice(0, html.indexOf("</head>"));
  }

  async function sitemapPaths() {
    const xml = await (await get("/sitemap.xml")).text();
    return [...xml.matchAll(/<loc>https:\/\/visafeeatlas\.example([^<]*)<\/loc>/g)].map((m) => m[1]!);
  }

  it("every page of the sitemap has title, description, canonical, social tags, robots and JSON-LD", async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThanOrEqual(4);
    const titles = new Set<string>();
    for (const path of paths) {
      const html = await head(path);
      const title = /<title>([^<]{10,})<\/title>/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title!);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html, path).toContain(`<link rel="canonical" href="https://visafeeatlas.example${path}"`);
      for (const property of ["og:title", "og:description", "og:image", "og:url"]) expect(html, path).toContain(`property="${property}"`);
      for (const name of ["twitter:card", "twitter:title", "twitter:description", "twitter:image"]) expect(html, path).toContain(`name="${name}"`);
      expect(html, path).toMatch(/<meta name="robots" content="(index,follow|noindex,nofollow)"/);
      const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
      expect(ld.length, path).toBeGreaterThan(0);
      for (const data of ld)
        expect(["WebSite", "WebPage", "Article", "Service", "FAQPage", "AboutPage", "ContactPage", "WebApplication"], path).toContain(data["@type"]);
    }
    // One title per page: a copied head() would show up here.
    expect(titles.size).toBe(paths.length);
  });

  it("the 'For Indian Passport Holders Only' badge is on exactly the fee pages and passport guides", async () => {
    const expected = [
      "/usa-visa-fees",
      "/uk-visa-fees",
      "/canada-visa-fees",
      "/schengen-visa-fees",
      "/visa-fees-comparison",
      "/passport-guide",
      "/passport/indian-passport-strength",
      "/passport/strengthen-passport",
      "/passport/visa-rejection-reasons",
      "/passport/difficult-visa-countries",
      "/passport/easy-visa-countries",
      "/passport/age-visa-approval",
      "/passport/financial-requirements",
    ];
    const paths = await sitemapPaths();
    const withBadge: string[] = [];
    for (const path of paths) {
      const html = await (await get(path, "IN", { headers: { Cookie: CONSENT } })).text();
      if (html.includes("For Indian Passport Holders Only")) withBadge.push(path);
    }
    expect(withBadge.sort()).toEqual([...expected].sort());
  });

  it("home declares the WebSite with its search action", async () => {
    const ld = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(await head("/"))?.[1];
    expect(JSON.parse(ld!)).toMatchObject({ "@type": "WebSite", potentialAction: { "@type": "SearchAction" } });
  });

  it("the not-found page is noindex,nofollow with no canonical", async () => {
    const html = await head("/no-such-page");
    expect(html).toContain('<meta name="robots" content="noindex,nofollow"');
    expect(html).not.toContain('rel="canonical"');
  });

  it("a search term in the URL does not change the canonical", async () => {
    expect(await head("/visa-fees?search=thai")).toContain('<link rel="canonical" href="https://visafeeatlas.example/visa-fees"');
  });
});

describe("headers set before rendering", () => {
  it("reach the rendered page (request id)", async () => {
    const res = await get("/");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the app wrapper's base path (APP_BASE_PATH = /app)", () => {
  it("renders the page under it in app mode, with the router's base path, and remembers app mode", async () => {
    const res = await get("/app/visa-free?passport=IN");
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/app-mode=1/);
    const html = await res.text();
    expect(html).toContain('<html lang="en" class="app-mode" data-base-path="/app">');
    expect(html).toContain("No Visa Countries");
    // The canonical stays the site's own URL: the wrapper's path is not a second copy for search engines.
    expect(html).toContain('<link rel="canonical" href="https://visafeeatlas.example/visa-free"');
  });

  it("serves the home page at the base itself", async () => {
    const html = await (await get("/app/")).text();
    expect(html).toContain("Check Visa Requirements");
    expect(html).toContain('data-base-path="/app"');
  });

  it("answers 404 for an unknown page under it", async () => {
    expect((await get("/app/no-such-page")).status).toBe(404);
  });

  it("leaves look-alike paths alone", async () => {
    const res = await get("/application");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("app-mode");
  });

  it("is off when the var is blank", async () => {
    expect((await fetchWith({ APP_BASE_PATH: "" }, "/app/visa-free")).status).toBe(404);
  });
});
