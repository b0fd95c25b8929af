/**
 * The server fragments' data kept per isolate (worker/services/kept-for-version.ts): the same data version answers from memory, a
 * new version (a seed, a refreshed dataset) is read afresh. Its own file: it edits the concessions it reads.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseCountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import { createDb } from "../../worker/db/client";
import { loadPairConcessions } from "../../worker/services/concessions";
import { loadPersonalScore } from "../../worker/services/personal-score";

const MX = parseCountryCode("MX")!;
const today = "2026-11-26" as IsoDate;

describe("fragment data kept per data version", () => {
  it("answers from memory while the version holds, and reads again when it changes", async () => {
    const db = createDb(env.DB);
    const pair = await loadPairConcessions(db, today, MX, ["us-visa"]);
    const score = await loadPersonalScore(db, today, ["us-visa"]);
    expect(pair?.merged.best?.document).toBe("us-visa");
    await env.DB.prepare("DELETE FROM entry_concessions WHERE destination_country_code = 'MX' AND held_document = 'us-visa'").run();
    expect(await loadPairConcessions(db, today, MX, ["us-visa"])).toEqual(pair);
    expect(await loadPersonalScore(db, today, ["us-visa"])).toEqual(score);
    // Another day or other documents are their own entries.
    expect((await loadPairConcessions(db, "2026-11-27" as IsoDate, MX, ["us-visa"]))?.merged.best?.document).not.toBe("us-visa");
    await env.DB.prepare("UPDATE datasets SET as_on = '2026-11-26' WHERE id = 'entry-concessions'").run();
    // The next request (a new handle: the version is read once per handle) sees the new version.
    const next = createDb(env.DB);
    const fresh = await loadPairConcessions(next, today, MX, ["us-visa"]);
    expect(fresh?.concessions.some((c) => c.document === "us-visa")).toBe(false);
    expect((await loadPersonalScore(next, today, ["us-visa"])).withDocuments.extra).toBe(score.withDocuments.extra - 1);
  });
});
