/**
 * The trip planner page (/trip, issue #36) through the real Worker on the seeded data: the empty form as a static
 * page, the issue's example trip answered stop by stop and across the trip with and without a US visa, two passports,
 * another passport's "Coming Soon", the form's submission answered with the compact URL, and every bad input answered
 * with the page and a message beside its field (never a 500), not indexed.
 */
import { APPLY_MARGIN_DAYS } from "../../shared/waits/apply-by";
import { WAIT_TEXTS } from "../../shared/waits/wait-texts";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TRIP_PAGE_TEXTS } from "../../client/features/trip/trip-page-texts";
import { appScriptsOf } from "../../worker/ssr/app-loader";
import { staticShellScripts } from "../../worker/ssr/assets";
import { TRIP_MESSAGES } from "../../shared/trip/messages";
import { APPLY_TEXTS } from "../../shared/trip/trip-texts";
import { CHECK_WITH_AIRLINE, TRANSIT_VERIFY_TEXTS } from "../../shared/trip/transit-texts";
import { forgetPages, get, textOf } from "./helpers";
import { dayFromToday, EXAMPLE_DAYS, exampleStops, shown } from "./trip-dates";

const page = async (query: string) => {
  const response = await get(`/trip${query}`);
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
};
const robots = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
/** The text of one stop's answer: from its list item to the next stop's, or to the section after the stops. */
const stopText = (html: string, n: number) => {
  const start = html.indexOf(`<li class="trip-stop" id="stop-${n}">`);
  const next = html.indexOf(`<li class="trip-stop" id="stop-${n + 1}">`);
  return textOf(html.slice(start, next > start ? next : html.indexOf('aria-labelledby="trip-apply"')));
};
/** The message shown beside field `id`. */
const messageOf = (html: string, id: string) =>
  /<p id="([^"]+)-error" class="lead-field__error">([^<]*)<\/p>/g.exec(html.slice(html.indexOf(`id="${id}-error"`) - 10))?.[2];

describe("/trip, empty", () => {
  it("renders the form as a static page, with its metadata and the shell's script only", async () => {
    const html = await page("");
    expect(html).toContain(`<h1>${TRIP_PAGE_TEXTS.title}</h1>`);
    expect(html).toContain(
      "<title>Trip planner: every stop's visa, transit rules, Schengen days, total cost and apply-by dates | Visa Fee Atlas</title>",
    );
    expect(html).toContain('"@type":"WebApplication"');
    expect(robots(html)).toBe("index,follow");
    expect(html).toMatch(
      /<form id="trip-form" class="panel schengen-form no-print" aria-label="Your trip" data-live="trip-result" data-live-status="trip-status"/,
    );
    // Two blank stop rows, each with its four fields; "Add a stop" and the default submit.
    for (const id of ["c1", "a1", "d1", "k1", "c2", "a2", "d2", "k2"]) expect(html).toContain(`id="${id}"`);
    expect(html).not.toContain('id="c3"');
    expect(html).toMatch(/<button type="submit" value="1" class="button button--secondary" name="add">Add a stop<\/button>/);
    expect(html).toContain('<option value="IN">India</option>');
    expect(html).toContain('name="holds" value="us-visa"');
    // A static page: the static shell, no router state (the plan's answer is not sent twice).
    expect(appScriptsOf(html)).toEqual(staticShellScripts);
    expect(html).not.toContain("$_TSR");
    expect(html).not.toContain("lead-field__error");
    expect(html).toContain(TRIP_PAGE_TEXTS.transitCredit("26 Nov 2026"));
  });
});

describe("/trip, the issue's example: Delhi → Dubai (airside) → London → Paris → Frankfurt (airside) → Delhi", () => {
  const query = `?passport=IN&stops=${exampleStops()}`;

  it("answers each stop: Dubai no visa airside but unofficial, London and Paris a visa, Frankfurt landside under the Schengen visa", async () => {
    const html = await page(query);
    expect(robots(html)).toBe("index,follow");
    const dubai = stopText(html, 1);
    expect(dubai).toContain("1. United Arab Emirates Airside connection");
    expect(dubai).toContain("No visa needed");
    expect(dubai).toContain(TRANSIT_VERIFY_TEXTS.unofficial);
    expect(dubai).toContain("Fee No visa fee");
    const london = stopText(html, 2);
    expect(london).toContain("Visa required");
    expect(london).toMatch(/8 days: within the 180 days allowed/);
    expect(london).toMatch(/Fee GBP 135 \(\$\d+, ₹[\d,]+\)/);
    expect(london).toContain("To get Standard Visitor visa (up to 6 months)");
    const paris = stopText(html, 3);
    expect(paris).toMatch(/Fee EUR 90 \(\$\d+, ₹[\d,]+\)/);
    const frankfurt = stopText(html, 4);
    expect(frankfurt).toContain("Landside connection (planned as airside connection)");
    expect(frankfurt).toContain("Covered by the Schengen visa you apply for at France's consulate");
    expect(frankfurt).toContain("in Germany you pass Schengen border control: this connection is landside");
    expect(frankfurt).toContain(CHECK_WITH_AIRLINE);
  });

  it("applies for the Schengen visa first, then the UK visa, each by its date, with the calendar file", async () => {
    const html = await page(query);
    const apply = textOf(/<section class="panel trip-section" aria-labelledby="trip-apply">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "");
    const schengen = apply.indexOf("Uniform short-stay Schengen visa (type C)");
    const uk = apply.indexOf("Standard Visitor visa (up to 6 months) for United Kingdom (stop 2)");
    expect(schengen).toBeGreaterThan(-1);
    expect(uk).toBeGreaterThan(schengen);
    expect(apply).toContain("for France and Germany (stops 3 and 4)");
    expect(apply).toContain(`Apply by ${shown(EXAMPLE_DAYS.dubai - APPLY_MARGIN_DAYS - 45)}: processing takes 15-45 days.`);
    expect(apply).toContain(`Apply by ${shown(EXAMPLE_DAYS.dubai - APPLY_MARGIN_DAYS - 21)}: processing takes 15-21 days.`);
    expect(html).toContain(`<a href="/trip.ics${query.replaceAll("&", "&amp;")}" download="">${TRIP_PAGE_TEXTS.calendar}</a>`);
  });

  it("counts Paris and Frankfurt as one Schengen visit, totals the fees and lists the checklist", async () => {
    const html = await page(query);
    const text = textOf(html);
    expect(text).toContain(
      `stops 3 and 4: ${shown(EXAMPLE_DAYS.paris)} to ${shown(EXAMPLE_DAYS.frankfurt)} (8 days) 8 of 90 days used on leaving; 82 left.`,
    );
    expect(html).toContain(`href="/schengen-calculator?s=${dayFromToday(EXAMPLE_DAYS.paris)}~${dayFromToday(EXAMPLE_DAYS.frankfurt)}"`);
    expect(text).toMatch(/Total visa fees ₹[\d,]+ \(\$\d+\)/);
    expect(text).toContain("2 visas to get before you travel, the Uniform short-stay Schengen visa (type C)");
    expect(html).toContain('data-checklist="trip?passport=IN&amp;stops=');
    expect(text).toContain(`United Arab Emirates: ${CHECK_WITH_AIRLINE}.`);
    expect(text).toContain(`Germany: ${CHECK_WITH_AIRLINE}.`);
    expect(html).toMatch(/<p id="trip-status" class="visually-hidden" role="status">4 stops planned: 2 visas to get\.<\/p>/);
  });

  it("with a US visa: the box is ticked and no stop changes (no stop of this trip takes one)", async () => {
    const without = await page(query);
    const withVisa = await page(`?passport=IN&holds=us-visa&stops=${exampleStops()}`);
    expect(withVisa).toContain('name="holds" checked="" value="us-visa"');
    for (const n of [1, 2, 3, 4]) expect(stopText(withVisa, n)).toBe(stopText(without, n));
    expect(textOf(withVisa)).not.toContain("Carry your US visa");
  });

  it("compares two passports at each stop", async () => {
    const text = textOf(await page(`?passport=IN,GB&stops=${exampleStops()}`));
    expect(text).toContain("With your India passport");
    expect(text).toContain("With your United Kingdom passport");
    expect(text).toContain("Two passports: Easier with your United Kingdom passport");
    expect(text).toContain("Transit rules are known for Indian passports only");
  });
});

describe("/trip, other passports and fees", () => {
  it("says what is known where no fee record applies to another passport, and that its transit rules are not known", async () => {
    const d = dayFromToday(60);
    const text = textOf(await page(`?passport=US&stops=AF~${d}~${d}~s,AE~${dayFromToday(61)}~${dayFromToday(61)}~a`));
    expect(text).toContain("No fee on record for United States passports to Afghanistan");
    expect(text).toContain(TRANSIT_VERIFY_TEXTS.otherPassport);
  });

  it("says to apply early where the fee record has no processing time and no wait is published (a Kenyan passport to the US)", async () => {
    const text = textOf(await page(`?passport=KE&stops=US~${dayFromToday(60)}~${dayFromToday(70)}~s`));
    expect(text).toContain(APPLY_TEXTS.unknown);
    // With the reason (issue #46).
    expect(text).toContain(WAIT_TEXTS.noFigure);
  });

  it("begins a plan with a destination from a check, without messages", async () => {
    const html = await page("?passport=IN&holds=us-visa&to=TH");
    expect(html).toMatch(/<select id="c1" name="c1" class="input">[\s\S]*?<option value="TH" selected="">Thailand<\/option>/);
    expect(html).toContain('name="holds" checked="" value="us-visa"');
    expect(html).not.toContain("lead-field__error");
    expect(robots(html)).toBe("index,follow");
  });
});

describe("/trip, the form's submission", () => {
  it("answers 303 with the compact URL, the documents as one list, a removed row left out", async () => {
    const a = dayFromToday(30);
    const b = dayFromToday(35);
    const form = `passport=IN&passport2=&holds=us-visa&holds=uk-visa&c1=AE&a1=${a}&d1=${a}&k1=a&c2=GB&a2=${a}&d2=${b}&k2=s&c3=&a3=&d3=&k3=s&remove=1`;
    const response = await get(`/trip?${form}`, "IN", { redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/trip?passport=IN&holds=us-visa,uk-visa&stops=GB~${a}~${b}~s`);
  });

  it("answers another repeated parameter with the worker's 301 to its first value", async () => {
    const response = await get("/trip?passport=IN&passport=GB", "IN", { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/trip?passport=IN");
  });
});

describe("/trip, bad input: a message beside the field, never a 500, never indexed", () => {
  const a = dayFromToday(30);
  const b = dayFromToday(35);
  const cases: [string, string, string, string | RegExp][] = [
    ["an unknown stop code", `?passport=IN&stops=ZZ~${a}~${b}~s`, "c1", "We have no country with the code “ZZ”: choose one from the list."],
    ["an unknown passport", `?passport=QQ&stops=GB~${a}~${b}~s`, "passport", "We have no country with the code “QQ”: choose one from the list."],
    ["a second passport the same as the first", `?passport=IN,IN&stops=GB~${a}~${b}~s`, "passport2", TRIP_MESSAGES.samePassport],
    ["a leave day before the arrival", `?passport=IN&stops=GB~${b}~${a}~s`, "d1", TRIP_MESSAGES.departBeforeArrive],
    [
      "a date over a year back",
      `?passport=IN&stops=GB~${dayFromToday(-400)}~${dayFromToday(-390)}~s`,
      "a1",
      /^Enter a date from .*: a plan reaches back a year at most\.$/,
    ],
    ["a malformed date", `?passport=IN&stops=GB~2027-13-01~${b}~s`, "a1", TRIP_MESSAGES.date],
    [
      "overlapping stops",
      `?passport=IN&stops=GB~${a}~${b}~s,FR~${dayFromToday(32)}~${dayFromToday(40)}~s`,
      "a2",
      /^This stop starts before stop 1 ends/,
    ],
    [
      "a connection over its rule's hours",
      `?passport=IN&stops=NZ~${a}~${dayFromToday(32)}~a`,
      "d1",
      "An airside connection here may last at most 24 hours, and these dates make it longer: plan it as a stay, or check the dates.",
    ],
    ["an unknown kind", `?passport=IN&stops=GB~${a}~${b}~x`, "k1", TRIP_MESSAGES.kind],
    ["a missing arrival", `?passport=IN&stops=GB~~${b}~s`, "a1", TRIP_MESSAGES.arriveMissing],
    ["an over-long code", `?passport=IN&stops=GBRITAIN1~${a}~${b}~s`, "c1", TRIP_MESSAGES.code],
  ];
  it.each(cases)("%s", async (_, query, field, message) => {
    const html = await page(query);
    expect(messageOf(html, field)).toMatch(typeof message === "string" ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) : message);
    expect(html).toContain(`aria-describedby="${field}-error"`);
    expect(html).toContain(`<h2 tabindex="-1">${TRIP_PAGE_TEXTS.fixTitle}</h2>`);
    expect(robots(html)).toBe("noindex,nofollow");
  });

  it("a 13th stop: the plan is cut to 12 and the form says so", async () => {
    const stops = Array.from({ length: 13 }, (_, i) => `TH~${dayFromToday(30 + i)}~${dayFromToday(30 + i)}~s`).join(",");
    const html = await page(`?passport=IN&stops=${stops}`);
    expect(html).toContain(`<li>${TRIP_MESSAGES.tooManyStops}</li>`);
    expect(html).toContain('id="c12"');
    expect(html).not.toContain('id="c13"');
    expect(html).not.toContain('name="add"');
    expect(robots(html)).toBe("noindex,nofollow");
  });

  it("an over-long stops value, and no passport", async () => {
    const html = await page(`?stops=${"TH~".repeat(400)}`);
    expect(html).toContain(`<li>${TRIP_MESSAGES.tooManyStops}</li>`);
    expect(messageOf(html, "passport")).toBe(TRIP_MESSAGES.passportMissing);
  });

  it("a list or an object in the URL is no value, not a 500", async () => {
    for (const query of ["?passport[]=IN&stops=x", "?stops={}&passport=IN", `?to=${"Z".repeat(5000)}&passport=IN`]) {
      const response = await get(`/trip${query}`);
      expect(response.status, query).toBeLessThan(500);
    }
  });
});

describe("the ways to the planner", () => {
  it("is in the sitemap, a form with no date of its own", async () => {
    expect(await (await get("/sitemap.xml")).text()).toContain("<loc>https://visafeeatlas.example/trip</loc></url>");
  });

  it("the calculator and the finder link to it, costing the finder a few bytes of its script", async () => {
    const calculator = textOf(await (await get("/schengen-calculator")).text());
    expect(calculator).toContain("Plan a whole trip: every stop's visa or transit rule");
    expect(await (await get("/schengen-calculator")).text()).toContain('<a href="/trip">Plan a whole trip</a>');
    expect(await (await get("/visa-free?passport=IN")).text()).toContain('<a href="/trip">Plan a whole trip</a>.');
  });
});

describe("/trip, a source the watch flagged", () => {
  it("warns inside the stop whose fee rests on it", async () => {
    const fee = await env.DB.prepare(
      "SELECT source_url AS url FROM fee_options WHERE record_set = 'detailed' AND destination_country_code = 'GB' AND source_url IS NOT NULL ORDER BY position LIMIT 1",
    ).first<{ url: string }>();
    expect(fee?.url).toMatch(/^https?:/);
    await env.DB.prepare(
      "INSERT INTO source_checks (url, host, reviewed_fingerprint, latest_fingerprint, changed_at, failures, checked_at) VALUES (?, 'example', 'a', 'b', '2026-12-03T06:00:00Z', 0, '2026-12-03T06:00:00Z')",
    )
      .bind(fee?.url)
      .run();
    // The page kept before the flag was raised is forgotten, as a rate refresh or the page's lifetime would.
    forgetPages();
    const html = await page(`?passport=IN&stops=${exampleStops()}`);
    expect(stopText(html, 2)).toContain("The source of this fee has changed since we checked it (3 Dec 2026): check it before you travel.");
    expect(stopText(html, 3)).not.toContain("has changed since we checked it");
  });
});
