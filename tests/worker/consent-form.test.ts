/**
 * Issue #33: the cookie banner works before the page's JavaScript runs, or without it. Its buttons sit in a real
 * form posting to `/consent`, which sets the consent cookie and sends the visitor back (worker/routes/consent.ts).
 */
import { describe, expect, it } from "vitest";
import { CONSENT_FORM_MAX_BYTES } from "../../shared/consent/consent-form";
import { CROSS_SITE_REFUSAL } from "../../worker/middleware/same-origin";
import { get, textOf } from "./helpers";

const SITE = "http://localhost";

/** POSTs `body` to /consent as the banner's form does, from this site unless `headers` say otherwise. */
function post(body: string, headers: Record<string, string> = {}) {
  return get("/consent", "IN", {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...headers },
  });
}

/** The consent cookie's value in a Set-Cookie header. */
const cookieValue = (res: Response) => /^consent=([^;]+)/.exec(res.headers.get("Set-Cookie") ?? "")?.[1];

describe("POST /consent", () => {
  it.each([
    ["reject", "", /^v1\.n1a0d0f0\./],
    ["accept", "", /^v1\.n1a1d1f1\./],
    ["save", "", /^v1\.n1a0d0f0\./],
    ["save", "&analytics=on&functional=on", /^v1\.n1a1d0f1\./],
  ])("%s%s sets the browser store's cookie and answers 303 back to the page", async (choice, switches, value) => {
    const res = await post(`back=${encodeURIComponent("/visa-free?passport=IN")}&choice=${choice}${switches}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/visa-free?passport=IN");
    expect(cookieValue(res)).toMatch(value);
    expect(res.headers.get("Set-Cookie")).toMatch(/; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("the page it returns to has no banner any more", async () => {
    const res = await post("back=%2Fchanges&choice=reject");
    const page = await get("/changes", "IN", { headers: { Cookie: `consent=${cookieValue(res)}` } });
    const html = await page.text();
    expect(html).not.toContain("We value your privacy");
    const before = await (await get("/changes")).text();
    expect(before).toContain("We value your privacy");
  });

  it.each([
    "//evil.example/",
    "///evil.example/",
    "/\\evil.example/",
    "/%09/evil.example/".replace("%09", "\t"),
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
  ])("never redirects off the site: back=%j goes home", async (back) => {
    const res = await post(`choice=reject&back=${encodeURIComponent(back)}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
  });

  it.each([
    ["no choice", "back=%2F"],
    ["an unknown choice", "choice=maybe"],
    ["an unknown field", "choice=accept&necessary=off"],
    ["a switch that is not on", "choice=save&analytics=1"],
    ["a repeated choice", "choice=reject&choice=accept"],
    ["a repeated back", "choice=reject&back=%2F&back=%2Fchanges"],
    ["an empty body", ""],
  ])("400 for %s, with no cookie", async (_, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(await res.text()).toBe("That is not a choice the cookie banner offers.");
  });

  it("413 for a body over the limit, with no cookie", async () => {
    const res = await post(`choice=reject&back=/${"a".repeat(CONSENT_FORM_MAX_BYTES)}`);
    expect(res.status).toBe(413);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("415 for anything but a form body", async () => {
    const res = await post(JSON.stringify({ choice: "reject" }), { "Content-Type": "application/json" });
    expect(res.status).toBe(415);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it.each([
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["another site's Sec-Fetch-Site and no Origin", { Origin: "", "Sec-Fetch-Site": "cross-site" }],
  ])("403 for a cross-site submission (%s): nobody else records a visitor's consent", async (_, headers) => {
    const res = await post("choice=accept", headers);
    expect(res.status).toBe(403);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("403 for a cross-site submission whose Content-Type only starts like a form's (hono/csrf let it through)", async () => {
    const res = await post("choice=accept", { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencodedx" });
    expect(res.status).toBe(403);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(await res.text()).toBe(CROSS_SITE_REFUSAL);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("403 for a cross-site %s, whatever its Content-Type", async (method) => {
    for (const type of ["application/json", "application/x-www-form-urlencodedx", "application/octet-stream"]) {
      const res = await get("/consent", "IN", { method, body: "choice=accept", headers: { "Content-Type": type, Origin: "https://evil.example" } });
      expect(res.status, `${method} ${type}`).toBe(403);
    }
  });

  it("a long page's choice is recorded, and the visitor goes back to its path without the query", async () => {
    const back = `/visa-free?passport=IN&q=${"a".repeat(2100)}`;
    const res = await post(`choice=reject&back=${encodeURIComponent(back)}`);
    expect(res.status).toBe(303);
    expect(cookieValue(res)).toMatch(/^v1\.n1a0d0f0\./);
    expect(res.headers.get("Location")).toBe("/visa-free");
  });

  it("a long page whose path alone is too long: the choice is recorded, and the visitor goes home", async () => {
    const res = await post(`choice=accept&back=${encodeURIComponent(`/${"a".repeat(2100)}?x=1`)}`);
    expect(res.status).toBe(303);
    expect(cookieValue(res)).toMatch(/^v1\.n1a1d1f1\./);
    expect(res.headers.get("Location")).toBe("/");
  });

  it("a page URL at the edge's longest (16 KiB, percent-encoded in the form) still records the choice", async () => {
    const back = `/visa-free?q=${"%2F".repeat(5400)}`; // 16 KiB of URL, each % sent as %25
    const body = `choice=reject&back=${encodeURIComponent(back)}`;
    expect(body.length).toBeGreaterThan(16 * 1024);
    const res = await post(body);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/visa-free");
  });

  it("takes a same-origin submission known only by Sec-Fetch-Site", async () => {
    const res = await post("choice=accept", { Origin: "", "Sec-Fetch-Site": "same-origin" });
    expect(res.status).toBe(303);
  });
});

describe("the banner's form in the page", () => {
  it.each(["/", "/visa-free?passport=IN", "/passport-guide", "/app/visa-free?passport=IN"])(
    "%s: the buttons submit POST /consent, back to the page",
    async (path) => {
      const html = await (await get(path)).text();
      const form = /<form class="cookie-banner__actions" action="\/consent" method="post">([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
      expect(form).toContain(`<input type="hidden" name="back" value="${path.replace("&", "&amp;")}"/>`);
      expect(form).toMatch(/<button type="submit" value="reject"[^>]*name="choice">Reject All<\/button>/);
      expect(form).toMatch(/<button type="submit" value="accept"[^>]*name="choice">Accept All<\/button>/);
      // Manage Preferences opens a native popover with the switches and Save Preferences.
      expect(form).toMatch(/<button type="button"[^>]*popoverTarget="cookie-preferences-form">Manage Preferences<\/button>/);
      expect(form).toMatch(/<div popover="" id="cookie-preferences-form"/);
      for (const name of ["analytics", "advertising", "functional"]) expect(form).toContain(`name="${name}" value="on"`);
      expect(textOf(form)).toContain("Cookie Preferences Choose which cookies we may use.");
      expect(form).toMatch(/popoverTargetAction="hide">Cancel<\/button><button type="submit"[^>]*value="save"[^>]*>Save Preferences</);
    },
  );
});
