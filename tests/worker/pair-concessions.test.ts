/**
 * The home check's "With another visa or residence permit" through the real Worker on the seeded data: the section
 * server-rendered into the result (a server fragment), its fragment address for the browser, the documents' URL (repeated
 * parameters answer 301 to one list), and bad `holds` values, which are left out with a note, never a 500.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { fillFragments } from "../../worker/fragments/fill";
import { isoDateOf } from "../../shared/units/iso-date";
import { get } from "./helpers";

const text = async (path: string) => (await (await get(path)).text()).replaceAll("<!-- -->", "");
const HEADING = "With another visa or residence permit";

describe("the home check's concessions section", () => {
  it("lists every document that changes India to Mexico, with sources, when no document is chosen", async () => {
    const html = await text("/?from=IN&to=MX");
    expect(html).toContain(`<h3 id="with-another-visa-title">${HEADING}</h3>`);
    expect(html).toContain("Mexico gives easier entry to Indian passport holders who hold one of these documents.");
    expect(html).toContain("With a US visa</strong>: Visa free. Maximum stay 180 days.");
    expect(html).toContain("(Official source)");
    expect(html).toContain("Compiled 25 Nov 2026 from stored copies of public pages, not checked on a live government page that day.");
    expect(html).toContain('<form class="pair-concessions__form" action="/#with-another-visa" method="get">');
    expect(html).not.toContain("You hold this");
  });

  it("says what a US visa gives, whatever the base requirement, and marks the document held", async () => {
    const html = await text("/?from=IN&to=MX&holds=us-visa");
    expect(html).toContain("<strong>Visa free with your US visa, up to 180 days</strong>. Visa required with an Indian passport alone.");
    expect(html).toMatch(/<li class="pair-concessions__item" data-held="">[\s\S]*?You hold this/);
    expect(html).toContain('<input type="checkbox" name="holds" checked="" value="us-visa"/>');
    expect(html).toContain("Rules for other documents (8)");
  });

  it("marks secondary sources, and carries a destination's caveat", async () => {
    const bosnia = await text("/?from=IN&to=BA");
    expect(bosnia).toContain("(Secondary source, check before you travel)");
    expect(bosnia).not.toContain("(Official source)");
    const macedonia = await text("/?from=IN&to=MK");
    expect(macedonia).toContain(HEADING);
    expect(macedonia).toMatch(/class="note pair-concessions__caveat">A temporary measure renewed by government decision/);
  });

  it("keeps documents with no rule at the destination in the form, and says when they change nothing", async () => {
    const html = await text("/?from=IN&to=MX&holds=gcc-residence");
    expect(html).toContain("None of the documents you chose changes the rule for Mexico: it stays visa required. These documents do:");
    expect(html).toContain('<input type="hidden" name="holds" value="gcc-residence"/>');
  });

  it("has no section for a destination without concessions, nor for another passport without documents", async () => {
    expect(await text("/?from=IN&to=TH&holds=us-visa")).not.toContain(HEADING);
    expect(await text("/?from=US&to=MX")).not.toContain(HEADING);
  });

  it.each([
    ["/?from=US&to=MX&holds=us-visa", "The documents you hold change the rules for Indian passports only, so they are left out here."],
    ["/?from=IN&to=MX&holds=us-visa,mars", "We left out “mars”: not a document we know."],
    [`/?from=IN&to=MX&holds=${"us-visa,".repeat(40)}`, "That list of documents is too long, so it is left out. Choose the documents again."],
  ])("answers %s with the page and a note", async (path, note) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect((await response.text()).replaceAll("<!-- -->", "")).toContain(note);
  });

  it("reads a repeated document once", async () => {
    const html = await text("/?from=IN&to=MX&holds=us-visa,US-VISA");
    expect(html.match(/You hold this/g)).toHaveLength(1);
  });

  it("answers the checkboxes' repeated parameter with 301 to one list, keeping the pair", async () => {
    const response = await get("/?from=IN&to=MX&holds=us-visa&holds=uk-visa", "IN", { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/?from=IN&to=MX&holds=us-visa,uk-visa");
  });
});

describe("/fragments/{name}", () => {
  it("serves the section the browser fetches after a check, as HTML that is never indexed", async () => {
    const response = await get("/fragments/pair-extras?from=IN&to=GE&holds=us-visa");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain(HEADING);
    expect(html).toContain("Visa free with your US visa");
  });

  it("answers an empty body for malformed codes", async () => {
    for (const query of ["from=IN&to=ZZZ", "from=&to=MX", "from=IN&to=IN"]) {
      const response = await get(`/fragments/pair-extras?${query}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("");
    }
  });

  it("answers a pair without concessions with the way to plan a trip with it and the form to follow it, and nothing else (issues #36, #47)", async () => {
    const html = (await (await get("/fragments/pair-extras?from=IN&to=TH&holds=us-visa")).text()).replaceAll("<!-- -->", "");
    const trip =
      '<p class="pair-trip"><a href="/trip?passport=IN&amp;holds=us-visa&amp;to=TH">Plan a trip with this destination</a>: every stop and connection of your itinerary, the total cost and the dates to apply by.</p>';
    expect(html.startsWith(trip)).toBe(true);
    // Then the "Get alerts" form of the pair, naming the check it is on, and nothing after it.
    const form = html.slice(trip.length);
    expect(form).toMatch(/^<section class="get-alerts"[^]*<\/section>$/);
    expect(form).toMatch(/<form class="get-alerts__form"[^>]* action="\/alerts" method="post">/);
    for (const hidden of [
      'name="follow" value="pair"',
      'name="passport" value="IN"',
      'name="to" value="TH"',
      'name="page" value="/?from=IN&amp;to=TH&amp;holds=us-visa"',
    ])
      expect(form).toContain(hidden);
    // Another passport's documents do not travel with it.
    expect(await (await get("/fragments/pair-extras?from=US&to=TH&holds=us-visa")).text()).toContain('href="/trip?passport=US&amp;to=TH"');
  });

  it("serves home's cards and answers 404 to an unknown fragment", async () => {
    expect(await (await get("/fragments/home-cards")).text()).toContain('href="/passport/indian-passport-strength"');
    const missing = await get("/fragments/nothing");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("No such fragment.");
  });

  it("the home page carries its cards without their code: the Worker fills the fragment", async () => {
    const html = await text("/");
    expect(html).toContain('<div data-fragment="/fragments/home-cards"><section class="container section" aria-labelledby="fee-pages">');
  });
});

describe("fillFragments", () => {
  const today = isoDateOf(new Date("2026-11-26T12:00:00Z"));
  it("draws each empty fragment from its address, unescaping it, and marks one with nothing to show", async () => {
    const html =
      '<p>a</p><div data-fragment="/fragments/pair-extras?from=IN&amp;to=GE&amp;holds=us-visa"></div>' +
      '<div class="k" data-fragment="/fragments/pair-extras?from=IN&amp;to=ZZZ"></div><div data-fragment="/fragments/nothing"></div>';
    const filled = (await fillFragments(html, { db: () => createDb(env.DB), today })).replaceAll("<!-- -->", "");
    expect(filled).toMatch(/^<p>a<\/p><div data-fragment="\/fragments\/pair-extras\?from=IN&amp;to=GE&amp;holds=us-visa"><section/);
    expect(filled).toContain(HEADING);
    expect(filled).toContain('<div class="k" data-fragment="/fragments/pair-extras?from=IN&amp;to=ZZZ"><!----></div>');
    expect(filled).toContain('<div data-fragment="/fragments/nothing"><!----></div>');
  });

  it("leaves a failed fragment empty, so the browser fetches it, and fills the rest", async () => {
    const html = '<div data-fragment="/fragments/pair-extras?from=IN&amp;to=GE"></div><div data-fragment="/fragments/home-tools"></div>';
    const down = () => {
      throw new Error("D1 down");
    };
    const filled = await fillFragments(html, { db: down, today });
    expect(filled).toMatch(
      /^<div data-fragment="\/fragments\/pair-extras\?from=IN&amp;to=GE"><\/div><div data-fragment="\/fragments\/home-tools"><section/,
    );
  });
});

describe("India with my documents (ranking and comparison)", () => {
  type Ranked = { passport: string; mobility: number; rank: number };
  const ranking = async () => {
    const { trpcQuery } = await import("./helpers");
    return ((await trpcQuery("passport.ranking")).body.result?.data as { passports: Ranked[] }).passports;
  };
  const unlocked = async (holds: string[]) => {
    const { trpcQuery } = await import("./helpers");
    return (await trpcQuery("concessions.unlocked", { passport: "IN", holds })).body.result?.data as { withoutVisa: unknown[] };
  };

  it("shows the score with a US visa beside the standard score and rank, never in their place", async () => {
    const passports = await ranking();
    const india = passports.find((p) => p.passport === "IN")!;
    const extra = (await unlocked(["us-visa"])).withoutVisa.length;
    const mine = india.mobility + extra;
    const rankEquivalent = new Set(passports.map((p) => p.mobility).filter((m) => m > mine)).size + 1;
    const html = await text("/passport-ranking?holds=us-visa");
    expect(html).toContain('<h2 id="personal-score-title">India with my documents</h2>');
    expect(html).toContain(`<dt>Standard score</dt><dd><span class="personal-score__value">${india.mobility}</span> rank ${india.rank} of 199</dd>`);
    expect(html).toContain(
      `<dt>With my documents</dt><dd><span class="personal-score__value">${mine}</span> as rank ${rankEquivalent} would be</dd>`,
    );
    expect(html).toContain(
      `${extra} more destinations without a visa in advance with your US visa (<a href="/visa-free?passport=IN&amp;holds=us-visa">see where</a>).`,
    );
    // The ranking table itself keeps India's standard score.
    expect(html).toMatch(
      new RegExp(`href="/visa-free\\?passport=IN&amp;holds=us-visa">[^]*?India</a></th><td class="ranking-table__score">${india.mobility}<`),
    );
  });

  it("invites a choice without documents, and keeps the compared passports in its form", async () => {
    expect(await text("/passport-ranking")).toContain("Hold a US, UK, Schengen or another visa or residence permit? Choose yours");
    const compare = await text("/compare-passports?passports=IN,AE&holds=uk-visa");
    expect(compare).toContain('<form class="pair-concessions__form" action="/compare-passports#with-my-documents" method="get">');
    expect(compare).toContain('<input type="hidden" name="passports" value="IN,AE"/>');
    expect(compare).toContain("with your UK visa (");
  });

  it("is absent from a comparison without India, and notes unknown documents", async () => {
    expect(await text("/compare-passports?passports=AE,SG&holds=us-visa")).not.toContain("India with my documents");
    expect(await text("/passport-ranking?holds=us-visa,moon-visa")).toContain("We left out “moon-visa”: not a document we know.");
    expect(await (await get("/fragments/personal-score?on=/elsewhere")).text()).toBe("");
  });
});
