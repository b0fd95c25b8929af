/** The visitor's country: request.cf.country, and a development override that production ignores. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { trpcQuery } from "./helpers";

describe("visitor country", () => {
  it("ignores ?cf-country= when DEV_MODE is off, so visitors cannot spoof it", async () => {
    const { body } = await trpcQuery("geo.country?cf-country=JP", undefined, "IN");
    expect(body.result?.data).toEqual({ countryCode: "IN" });
  });

  it("treats Tor's T1 as no country", async () => {
    const { body } = await trpcQuery("geo.country", undefined, "T1");
    expect(body.result?.data).toEqual({ countryCode: null });
  });
});

describe("development override (DEV_MODE=1)", async () => {
  const { Hono } = await import("hono");
  const { countryMiddleware } = await import("../../worker/middleware/country");
  const { requestData } = await import("../../worker/middleware/request-data");
  const app = new Hono<import("../../worker/env").AppEnv>();
  app.use("*", requestData, countryMiddleware);
  app.get("*", (c) => c.text(c.get("country") ?? "none"));
  const devEnv: Env = { ...env, DEV_MODE: "1", DEV_COUNTRY: "" };
  const request = (path: string, cookie?: string) =>
    new Request(`http://localhost${path}`, { cf: { country: "US" }, headers: cookie ? { cookie } : {} } as RequestInit);

  it("honours ?cf-country= and remembers it in a cookie", async () => {
    const res = await app.fetch(request("/?cf-country=jp"), devEnv);
    expect(await res.text()).toBe("JP");
    expect(res.headers.get("set-cookie")).toMatch(/dev-country=JP/);
  });

  it("uses the remembered cookie on later requests", async () => {
    const res = await app.fetch(request("/", "dev-country=TH"), devEnv);
    expect(await res.text()).toBe("TH");
  });

  it("uses DEV_COUNTRY when nothing else is given", async () => {
    const res = await app.fetch(request("/"), { ...devEnv, DEV_COUNTRY: "IN" });
    expect(await res.text()).toBe("IN");
  });
});
