/**
 * Issue #32: announced changes show on their pairs as "Announced, not yet in force" and on /changes and its feeds,
 * never in today's figures; rules with a last day are listed as coming, then as ended; a conditional fee option is
 * never a pair's headline fee (India → Mexico).
 */
import { describe, expect, it } from "vitest";
import { createApiKey, get, textOf, trpcQuery } from "./helpers";

async function api(path: string) {
  const key = await createApiKey();
  return (await (await get(path, "IN", { headers: { Authorization: `Bearer ${key}` } })).json()) as Record<string, unknown>;
}

describe("announced, not yet in force", () => {
  it("shows Thailand's 30 days, in force since 15 Sep 2026 (data/desk/), with its source and no announcement left", async () => {
    const page = textOf(await (await get("/?from=IN&to=TH")).text());
    expect(page).toContain("Visa free for 30 days");
    expect(page).not.toContain("Visa free for 60 days");
    expect(page).not.toContain("Announced, not yet in force: Thailand");
    expect(page).toContain(
      "Entry rule changed after our dataset was published: checked on 28 Nov 2026 against Thailand Government Public Relations Department",
    );
    const finder = (await trpcQuery("visaFree.list", { passport: "IN" })).body.result?.data as {
      noVisa: { code: string; maxStayDays: number | null }[];
    };
    expect(finder.noVisa.find((c) => c.code === "TH")?.maxStayDays).toBe(30);
  });

  it("shows the US visa integrity fee on India → United States beside, not inside, today's fee; and in the API", async () => {
    const page = textOf(await (await get("/?from=IN&to=US")).text());
    expect(page).toContain("Announced, not yet in force: Announced fee: $250 for every nonimmigrant visa issued");
    const check = (await trpcQuery("visa.check", { passport: "IN", destination: "US" })).body.result?.data as {
      fees: { best: { nativeFee: string } };
    };
    expect(check.fees.best.nativeFee).toBe("$185");
    const pair = (await api("/api/v1/requirements/IN/US")) as { announced: { text: string; status: string }[] };
    expect(pair.announced.map((a) => a.status)).toEqual(["Announced 4 Jul 2025; not in force, and no start date is set."]);
  });

  it("shows the ETIAS fee to a US passport holder for France, not to an Indian one", async () => {
    expect(textOf(await (await get("/?from=US&to=FR")).text())).toContain("Announced fee: EUR 20 for ETIAS travel authorisation.");
    expect(textOf(await (await get("/?from=IN&to=FR")).text())).not.toContain("Announced, not yet in force");
  });
});

describe("/changes and its feeds", () => {
  it("lists India's announced, coming and ended rules on /changes", async () => {
    const page = textOf(await (await get("/changes?passport=IN")).text());
    expect(page).toContain("Announced (2)");
    expect(page).toContain("Coming (2) Rules with a last day in our sources, soonest first.");
    expect(page).toContain(
      "Malaysia's visa exemption (30 days) for India passport holders is set to end on 31 Dec 2026; no extension is in our sources.",
    );
    expect(page).toContain("China: the fee for L tourist visa, single entry (applied in India) (Indian passports) ended after 31 Dec 2025");
    // The ETA and ETIAS fees are for visa-exempt nationals, not India.
    expect(page).not.toContain("ETIAS");
  });

  it("carries them in the Atom feeds", async () => {
    const india = await (await get("/changes/IN.xml")).text();
    expect(india).toContain("Announced, not yet in force: United States: announced fee: $250 for every nonimmigrant visa issued");
    expect(india).not.toContain("Thailand: India passport holders are to get");
    expect(india).toContain("Coming: Malaysia's visa exemption (30 days) for India passport holders is set to end on 31 Dec 2026");
    const all = await (await get("/changes.xml")).text();
    expect(all).toContain("ETIAS travel authorisation");
  });
});

describe("a conditional option is never the headline fee", () => {
  it("heads India → Mexico with the embassy visa and marks the visa-free entry for US-visa holders as conditional", async () => {
    const check = (await trpcQuery("visa.check", { passport: "IN", destination: "MX" })).body.result?.data as {
      card: { label: string };
      fees: { best: { subtype: string; nativeFee: string }; options: { condition: string | null }[] };
    };
    expect(check.card.label).toBe("Visa required");
    expect(check.fees.best).toMatchObject({
      nativeFee: "$51",
      subtype: "Visitor visa (without permission to work), applied at Embassy of Mexico in India",
    });
    expect(check.fees.options.map((o) => o.condition)).toEqual(["Only with another visa or residence permit", null]);
    const page = textOf(await (await get("/?from=IN&to=MX")).text());
    expect(page).toContain("Only with another visa or residence permit");
    const fees = (await api("/api/v1/fees/MX")) as { data: { needsDocuments: string[] }[] };
    expect(fees.data.map((o) => o.needsDocuments.includes("us-visa"))).toEqual([true, false]);
  });

  it("says so where every record needs another document (India → Bahamas)", async () => {
    const check = (await trpcQuery("visa.check", { passport: "IN", destination: "BS" })).body.result?.data as { fees: { best: unknown } };
    expect(check.fees.best).toBeNull();
  });
});
