/**
 * Answers that differ by cookie say so (worker/middleware/cache-policy.ts, issue #44): every personal read, sent
 * `private, no-cache`, also sends `Vary: Cookie`, so no cache hands one visitor's consent, app mode or country to
 * another; an answer that is the same for everyone keeps its own policy and no such Vary.
 */
import { describe, expect, it } from "vitest";
import { get } from "./helpers";

/** The names in a Vary header, lower-cased. */
const varyOf = (res: Response) => (res.headers.get("Vary") ?? "").split(",").map((name) => name.trim().toLowerCase());

describe("Vary: Cookie", () => {
  it.each(["/", "/visa-free?passport=IN", "/passport-guide", "/schengen-calculator", "/trpc/geo.country", "/trpc/countries.list"])(
    "%s, a personal read, varies by cookie",
    async (path) => {
      // Twice: the second may be a kept answer, whose headers are the cache's own.
      for (const res of [await get(path), await get(path)]) {
        expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
        expect(varyOf(res)).toContain("cookie");
      }
    },
  );

  it("names Cookie once, beside whatever else the answer varies by", async () => {
    const res = await get("/visa-free?passport=IN", "IN", { headers: { Cookie: "consent=v1.n1a0d0f0.x" } });
    expect(varyOf(res).filter((name) => name === "cookie")).toHaveLength(1);
  });

  it("an answer the same for everyone does not vary by cookie", async () => {
    const res = await get("/changes.xml");
    expect(res.headers.get("Cache-Control")).not.toContain("private");
    expect(varyOf(res)).not.toContain("cookie");
  });
});
