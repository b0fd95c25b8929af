/**
 * passport.ranking through the real Worker on the seeded data. Expected counts are read from D1 with plain SQL;
 * no correction is newer than the 17 Feb 2026 snapshot, so the snapshot's values are the answer (the rule itself is
 * unit-tested in tests/unit/passport/).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { trpcQuery } from "./helpers";

type Ranking = {
  asOn: string;
  correctionsCheckedThrough: string | null;
  passports: { passport: string; rank: number; mobility: number; counts: Record<string, number>; country: { name: string } }[];
};

async function sqlCount(passport: string, where: string): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT count(*) AS n FROM visa_requirements WHERE version_on = (SELECT as_on FROM requirement_versions WHERE is_current = 1) AND passport_country_code = ? AND ${where}`,
  )
    .bind(passport)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("passport.ranking", () => {
  it("ranks all 199 passports densely by mobility, with each one's counts from the current version", async () => {
    const { status, body } = await trpcQuery("passport.ranking");
    expect(status).toBe(200);
    const ranking = body.result?.data as Ranking;
    expect(ranking.asOn).toBe("2026-02-17");
    expect(ranking.correctionsCheckedThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ranking.passports).toHaveLength(199);
    expect(ranking.passports[0]?.rank).toBe(1);
    for (let i = 1; i < ranking.passports.length; i++) {
      const [prev, next] = [ranking.passports[i - 1]!, ranking.passports[i]!];
      expect(next.mobility).toBeLessThanOrEqual(prev.mobility);
      expect(next.rank).toBe(prev.mobility === next.mobility ? prev.rank : prev.rank + 1);
    }
    const india = ranking.passports.find((p) => p.passport === "IN");
    expect(india?.country.name).toBe("India");
    const visaFree = await sqlCount("IN", "(requirement GLOB '[1-9]*' OR lower(requirement) = 'visa free')");
    const onArrival = await sqlCount("IN", "lower(requirement) = 'visa on arrival'");
    const eta = await sqlCount("IN", "lower(requirement) = 'eta'");
    expect(india?.counts).toMatchObject({
      "visa-free": visaFree,
      "visa-on-arrival": onArrival,
      eta,
      "e-visa": await sqlCount("IN", "lower(requirement) = 'e-visa'"),
    });
    expect(india?.mobility).toBe(visaFree + onArrival + eta);
  });

  it("answers the same ranking again from the isolate's memo", async () => {
    const first = await trpcQuery("passport.ranking");
    const second = await trpcQuery("passport.ranking");
    expect(second.text).toBe(first.text);
  });
});
