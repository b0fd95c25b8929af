/**
 * The documents match the document (issue #45) through the real Worker on the seeded data: the check's Requirements
 * lines for a visa-free entry with an arrival card (Thailand for an Indian passport), an eTA (the UK for a US passport)
 * and a visa (the United States for an Indian passport); the trip's checklist with the arrival card's site; and a world
 * fee charged by the mission where one applies, labelled beside its amount.
 */
import { describe, expect, it } from "vitest";
import { MISSION_FEE_TEXT } from "../../shared/visa/fee-option";
import type { VisaCheck } from "../../shared/visa/check";
import { get, textOf, trpcQuery } from "./helpers";
import { dayFromToday } from "./trip-dates";

async function check(passport: string, destination: string): Promise<VisaCheck> {
  const { status, body } = await trpcQuery("visa.check", { passport, destination });
  expect(status).toBe(200);
  return body.result?.data as VisaCheck;
}
const texts = (c: VisaCheck) => c.card.documents.map((line) => line.text);

describe("the Requirements lines", () => {
  it("gives Thailand's visa-free entry for an Indian passport the TDAC, linked and cited, and no visa application", async () => {
    const th = await check("IN", "TH");
    expect([th.card.category, th.card.document, th.card.documentsRecommended]).toEqual(["visa-free", "visa-free", true]);
    const [card] = th.card.documents;
    expect(card).toMatchObject({
      text: "Thailand Digital Arrival Card (TDAC): fill it in online before you arrive (required since 1 May 2025)",
      needed: true,
      link: { label: "Thailand Digital Arrival Card (TDAC)", url: "https://tdac.immigration.go.th/" },
      source: { name: "Malay Mail (Bernama), quoting Thailand's Ministry of Foreign Affairs", official: false },
    });
    expect(card?.source?.dates).toBe("source dated 10 Apr 2025, read on 28 Nov 2026");
    // India's own visa-free record names the card too: the list names it once.
    expect(texts(th).filter((t) => t.includes("TDAC"))).toHaveLength(1);
    expect(texts(th).join("\n")).not.toMatch(/application form|Bank statements/i);
  });

  it("gives the UK's eTA for a US passport its online form and payment, the place to apply, and no bank statements", async () => {
    const gb = await check("US", "GB");
    expect([gb.card.category, gb.card.document]).toEqual(["eta", "eta"]);
    expect(texts(gb)).toEqual([
      "The passport you will travel with: the eTA is linked to it",
      "The online eTA application, on the official site or app",
      "The eTA fee (GBP 20), paid online by card",
    ]);
    expect(gb.card.documents.every((line) => line.needed)).toBe(true);
    expect(gb.card.applyUrl).toBe("https://www.gov.uk/eta");
    expect(texts(gb).join("\n")).not.toMatch(/Bank statements|application form/i);
  });

  it("gives the United States' visa for an Indian passport the visa application's papers and the official site", async () => {
    const us = await check("IN", "US");
    expect([us.card.category, us.card.document]).toEqual(["visa-required", "visa"]);
    expect(texts(us)).toEqual([
      "DS-160 online form",
      "MRV fee receipt",
      "In-person interview at US Embassy/Consulate (unless waiver-eligible)",
      "Passport valid 6 months beyond stay",
      "Photo",
    ]);
    expect(us.card.applyUrl).toBe("https://ceac.state.gov/genniv/");
  });
});

describe("the trip's checklist", () => {
  it("asks a visa-free stop in Thailand for the TDAC and links its site", async () => {
    const response = await get(`/trip?passport=IN&stops=TH~${dayFromToday(10)}~${dayFromToday(15)}~s`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const checklist = html.slice(html.indexOf('id="trip-checklist"'));
    expect(textOf(checklist)).toContain("No visa needed in Thailand: fill in the arrival card online before you arrive.");
    expect(checklist).toContain('href="https://tdac.immigration.go.th/"');
  });
});

describe("a fee charged by the mission where one applies", () => {
  it("says so beside the amount: South Africa's visitor visa for a Nigerian passport, with the record's notes", async () => {
    const za = await check("NG", "ZA");
    const option = za.fees.status === "listed" ? za.fees.options.find((o) => o.id === "za-visitor-visa") : undefined;
    expect(option?.mission).toBe(MISSION_FEE_TEXT);
    expect(option?.notes).toMatch(/charged in local currency by each mission/);
    // The 'More Options' tab, drawn by the server: the label in the amount's cell.
    const html = (await (await get("/?from=NG&to=ZA", "NG")).text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(
      new RegExp(`<td data-label="Native Currency">(<strong[^>]*>)?[^<]+(</strong>)?<span class="fee-mission">${MISSION_FEE_TEXT}</span></td>`),
    );
  });

  it("says nothing of the kind for a fee the list does not name", async () => {
    const gb = await check("US", "GB");
    expect(gb.fees.status === "listed" && gb.fees.options.every((o) => o.mission === null)).toBe(true);
  });
});
