/**
 * Issue #32 (first part): the reviewed corrections of corrections.v2.json decide today's answers, pages and the API
 * agree on them, a temporary rule says when it ends, and the card makes no claim without a source (decision 15).
 */
import type { WaitFigure } from "../../shared/waits/wait-figure";
import { shortWaitText } from "../../shared/waits/wait-texts";
import { describe, expect, it } from "vitest";
import { createApiKey, get, textOf, trpcQuery } from "./helpers";

/** Whether 31 Dec 2026 is within the 60 days of notice on the day the test runs. */
const malaysiaEndsSoon = () => {
  const days = (Date.parse("2026-12-31") - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000;
  return days >= 0 && days <= 60;
};

async function apiPair(passport: string, destination: string) {
  const key = await createApiKey();
  const res = await get(`/api/v1/requirements/${passport}/${destination}`, "IN", { headers: { Authorization: `Bearer ${key}` } });
  return (await res.json()) as { label: string; category: string; maxStayDays: number | null; provenance: { kind: string; endsOn: string | null } };
}

describe("India → Iran: visa required since 22 Nov 2025, over the stale Feb 2026 snapshot", () => {
  it("reads the same on the check page, in the finder and in the API", async () => {
    const page = textOf(await (await get("/?from=IN&to=IR")).text());
    expect(page).toContain("Visa Required Visa required");
    expect(page).toContain("Entry rule changed after our dataset was published");
    const finder = (await trpcQuery("visaFree.list", { passport: "IN" })).body.result?.data as { noVisa: { code: string }[] };
    expect(finder.noVisa.map((c) => c.code)).not.toContain("IR");
    const api = await apiPair("IN", "IR");
    expect([api.label, api.provenance.kind]).toEqual(["Visa required", "correction"]);
  });
});

describe("India → Malaysia: 30 days to 31 Dec 2026", () => {
  it("shows 30 days, and within 60 days of the end says it is set to end, on the page and in the API", async () => {
    const page = textOf(await (await get("/?from=IN&to=MY")).text());
    expect(page).toContain("Visa free for 30 days");
    const notice = "Malaysia's exemption for Indian passports is set to end on 31 Dec 2026; no extension is in our sources.";
    if (malaysiaEndsSoon()) expect(page).toContain(notice);
    else expect(page).not.toContain("is set to end on");
    const api = await apiPair("IN", "MY");
    expect([api.label, api.maxStayDays, api.provenance.endsOn]).toEqual(["Visa free for 30 days", 30, malaysiaEndsSoon() ? "2026-12-31" : null]);
  });
});

describe("no claim without a source (decision 15)", () => {
  it.each([
    ["IN", "TH"],
    ["IN", "US"],
    ["DE", "IN"],
  ])("%s → %s shows no success rate and no fixed entry type", async (passport, destination) => {
    const page = textOf(await (await get(`/?from=${passport}&to=${destination}`)).text());
    expect(page).not.toContain("Success Rate");
    expect(page).not.toContain("95%");
    expect(page).not.toContain("Single/Multiple");
    const check = (await trpcQuery("visa.check", { passport, destination })).body.result?.data as { card: { entryType: string } };
    // A record's own entries (India's 30-day e-Visa allows two; for German passports too, issue #45), or "Varies":
    // never a fixed "Single/Multiple".
    expect(["Single", "Double", "Multiple", "Varies"]).toContain(check.card.entryType);
  });

  it("names the correction log and its licence among the data sources", async () => {
    const page = textOf(await (await get("/about-us")).text());
    expect(page).toContain("Corrections after Feb 2026: visualpharm/visa-free-dataset correction log (MIT), each with its source");
  });
});

describe("fees that rose, and fees that ended (india-fees.v2.json)", () => {
  it("gives the UK visitor visa as GBP 135 everywhere: the check, the directory, the guide and the API", async () => {
    const check = (await trpcQuery("visa.check", { passport: "IN", destination: "GB" })).body.result?.data as {
      fees: { best: { nativeFee: string; sourceDateOn: string | null } | null };
    };
    expect(check.fees.best).toMatchObject({ nativeFee: "GBP 135", sourceDateOn: "2026-04-08" });
    const directory = textOf(await (await get("/verified-visa-fees?search=united kingdom")).text());
    expect(directory).toContain("source dated 8 Apr 2026, read on 26 Nov 2026");
    const options = (await trpcQuery("directory.options", { country: "GB" })).body.result?.data as { options: { nativeFee: string }[] };
    // India's two records: while one is in force they set the world's records for the UK aside (issue #45).
    expect(options.options.map((o) => o.nativeFee)).toEqual(["GBP 135", "GBP 506"]);
    const guide = textOf(await (await get("/uk-visa-fees")).text());
    expect(guide).toContain("£135");
    expect(guide).toMatch(/Was £127 before 8 April 2026/);
  });

  it("never shows China's reduced fees, which ended on 31 Dec 2025, as today's fee (a weak world record heads instead)", async () => {
    const check = (await trpcQuery("visa.check", { passport: "IN", destination: "CN" })).body.result?.data as {
      fees: { best: { id: string; doubt: string | null } | null; options: { id: string; endedOn: string | null }[] };
    };
    // India's own records ended, so the world record for Indian passports applies (issue #45), said to be weak.
    expect(check.fees.best).toMatchObject({ id: "cn-visa-india", doubt: "Weak source: check before you pay" });
    expect(check.fees.options.filter((o) => o.id !== "cn-visa-india").every((o) => o.endedOn === "2025-12-31")).toBe(true);
    const page = textOf(await (await get("/?from=IN&to=CN")).text());
    expect(page).toContain("source dated 1 Jan 2025, read on 23 Nov 2026. Ended 31 Dec 2025: not today's fee.");
    // The directory's card features the check's headline, never an ended fee while one is in force.
    const directory = textOf(await (await get("/verified-visa-fees?search=china")).text());
    expect(directory).toContain("undated source, read on 28 Nov 2026. Weak source: check before you pay.");
    expect(directory).not.toContain("Ended 31 Dec 2025");
  });
});

describe("the hero carousel agrees with the check (decision 15)", () => {
  it("shows, for each of its six cities, the fee and processing time of that city's check", async () => {
    // India's carousel, the procedure's default and an Indian visitor's (the helpers' country): the spec's six cities.
    const slides = (await trpcQuery("site.hero")).body.result?.data as { city: string; destination: string; fee: string; detail: string }[];
    expect(slides.map((s) => s.city)).toEqual(["Dubai", "Paris", "Tokyo", "New York", "London", "Singapore"]);
    const home = textOf(await (await get("/")).text());
    for (const slide of slides) {
      const check = (await trpcQuery("visa.check", { passport: "IN", destination: slide.destination })).body.result?.data as {
        card: { visaRequired: boolean; processing: string | null };
        fees: { best: { usdFee: string | null; processing: string } | null };
        wait: { figure: WaitFigure } | null;
      };
      if (check.card.visaRequired && check.fees.best?.usdFee) {
        expect(slide.fee.replace(/^from /, ""), slide.city).toBe(check.fees.best.usdFee);
        // A published wait is the check's processing time (issue #46: New York's interview wait), said in short.
        expect(slide.detail, slide.city).toBe(check.wait ? shortWaitText(check.wait.figure) : check.fees.best.processing);
        if (check.wait) expect(check.card.processing, slide.city).toContain(`${check.wait.figure.days} days`);
      }
      expect(home, slide.city).toContain(`${slide.city} ${slide.fee} ${slide.detail}`);
    }
    // The spec's old figures, which the data contradicts, are gone.
    expect(home).not.toContain("Dubai $27 on arrival");
  });
});
