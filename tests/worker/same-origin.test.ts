/**
 * The same-origin check on every unsafe method (worker/middleware/same-origin.ts, issue #44): the site's own
 * mutations (/trpc, /consent) come only from its pages; the API and the ops routes, authenticated by header, keep
 * their own answers.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CROSS_SITE_REFUSAL } from "../../worker/middleware/same-origin";
import { consultation } from "./leads-helpers";

const EVIL = "https://evil.example";

describe("the same-origin check", () => {
  it.each(["application/json", "text/plain", "multipart/form-data; boundary=x"])("refuses a cross-site tRPC mutation sent as %s", async (type) => {
    const res = await SELF.fetch("http://localhost/trpc/leads.consultation", {
      method: "POST",
      headers: { "Content-Type": type, Origin: EVIL, "CF-Connecting-IP": "203.0.113.71" },
      body: JSON.stringify(consultation()),
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe(CROSS_SITE_REFUSAL);
  });

  it("refuses a mutation that names no origin at all", async () => {
    const res = await SELF.fetch("http://localhost/trpc/leads.consultation", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.72" },
      body: JSON.stringify(consultation()),
    });
    expect(res.status).toBe(403);
  });

  it("takes the site's own mutation", async () => {
    const res = await SELF.fetch("http://localhost/trpc/leads.consultation", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": "203.0.113.73" },
      body: JSON.stringify(consultation()),
    });
    expect(res.status).toBe(200);
  });

  it("leaves the ops routes to their bearer token: a request from anywhere with the token is answered", async () => {
    const res = await SELF.fetch("http://localhost/ops/leads/erase", {
      method: "POST",
      headers: { Authorization: "Bearer test-ops-token", "Content-Type": "application/json", Origin: EVIL },
      body: JSON.stringify({ who: "nobody@example.com" }),
    });
    expect(res.status).toBe(200);
  });

  it("leaves the read-only API its own 405 problem", async () => {
    const res = await SELF.fetch("http://localhost/api/v1/countries", { method: "POST", headers: { Origin: EVIL }, body: "x" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Content-Type")).toContain("application/problem+json");
  });

  it("never checks a read", async () => {
    const res = await SELF.fetch("http://localhost/robots.txt", { headers: { Origin: EVIL, "Sec-Fetch-Site": "cross-site" } });
    expect(res.status).toBe(200);
  });
});
