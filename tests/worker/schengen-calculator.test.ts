/**
 * The Schengen calculator page through the real Worker: every state rendered from the URL (control, planning, a
 * visa, days wanted), the form's submission answered with the compact URL, and every bad input answered with the page
 * and a message beside its field or at the top, never a 500 and never a blank result.
 */
import { describe, expect, it } from "vitest";
import { get } from "./helpers";

const page = async (query: string) => {
  const response = await get(`/schengen-calculator${query}`);
  expect(response.status).toBe(200);
  // React's escapes of quotes, undone so the tests read the page's words.
  return (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
};

describe("/schengen-calculator", () => {
  it("renders the empty form as a static page with its metadata, JSON-LD and today's window", async () => {
    const html = await page("");
    expect(html).toContain("<h1>Schengen 90/180-day calculator</h1>");
    expect(html).toContain("<title>Schengen 90/180-day calculator: days used, days left, next stay | Visa Fee Atlas</title>");
    expect(html).toContain('"@type":"WebApplication"');
    expect(html).toMatch(/0 of 90 days used, 90 days left<\/strong> in the 180 days from/);
    expect(html).toMatch(/<p id="schengen-status" class="visually-hidden" role="status">On \d+ \w+ \d{4}: 0 of 90 days used, 90 days left\.<\/p>/);
    expect(html).toContain('<button type="submit" hidden="" tabindex="-1" data-default="">Calculate</button>');
    expect(html).toContain("our server's date in UTC");
    expect(html).toMatch(
      /<form id="schengen-form" class="panel schengen-form" aria-label="Your stays" data-live="schengen-result" data-live-status="schengen-status" data-today="\d{4}-\d{2}-\d{2}" action="\/schengen-calculator" method="get">/,
    );
  });

  it("answers a control date (SEM example 2)", async () => {
    const html = await page("?s=2014-08-15~2014-09-30,2014-11-01~2014-11-30&on=2014-11-30");
    expect(html).toContain('<h2 id="schengen-control" tabindex="-1">On 30 Nov 2014</h2>');
    expect(html).toContain("77 of 90 days used, 13 days left</strong> in the 180 days from 4 Jun 2014 to 30 Nov 2014.");
    expect(html).toContain("No day of your stays breaks the 90/180 rule.");
    expect(html).toContain('value="2014-08-15"');
  });

  it("lists overstays and plans a return (SEM example 5)", async () => {
    const html = await page("?s=2013-10-18~2013-10-30,2014-02-21~2014-04-20,2014-05-01~2014-06-09&on=2014-06-09&plan=2014-08-30");
    expect(html).toContain("99 of 90 days used, 9 days over the limit");
    expect(html).toContain("<li>1 Jun 2014 to 9 Jun 2014 (9 days)</li>");
    expect(html).toContain("You can stay until 18 Oct 2014: 50 days.");
    expect(html).toContain("One more day would put more than 90 days in a 180-day window.");
    expect(html).toContain("The window of your planned stay's last day");
  });

  it("applies a visa and finds the earliest stay of N days", async () => {
    const html = await page("?s=2026-01-01~2026-01-10&on=2026-04-01&plan=2026-07-01&n=30&visa=2026-06-01~2026-07-15~90~m");
    expect(html).toContain("You can stay until 15 Jul 2026: 15 days.");
    expect(html).toContain("Your visa ends on 15 Jul 2026");
    expect(html).toMatch(/No stay of 30 days is possible from 1 Jul 2026 with this visa\./);
  });

  it("finds the earliest entry for a stay of N days after the control date", async () => {
    const html = await page("?s=2026-01-01~2026-03-31&on=2026-04-01&n=30");
    expect(html).toContain("The earliest entry from 2 Apr 2026 is 30 Jun 2026, leaving on 29 Jul 2026.");
  });

  it("refuses an entry its visa does not allow, and says why", async () => {
    const html = await page("?plan=2026-03-01&visa=2026-04-01~2026-12-31~30~1");
    expect(html).toContain("Your visa is valid from 1 Apr 2026: you cannot enter with it on 1 Mar 2026.");
  });

  it("draws the window as a calendar of 180 days with its facts as text, in HTML whose text keeps its size", async () => {
    const html = await page("?s=2026-01-05~2026-01-20&on=2026-02-01");
    expect(html).not.toContain("<svg");
    expect((html.match(/class="schengen-timeline__day /g) ?? []).length).toBe(180);
    // The window starts on 6 Aug 2025: August's first five days are blank cells, not painted days.
    expect((html.match(/class="schengen-cal__blank"/g) ?? []).length).toBe(5);
    expect(html).toContain('<span class="schengen-cal__month">Aug ’25</span>');
    expect(html).toContain('title="6 Aug 2025: Days free"');
    expect(html).toContain("Days used: 5 Jan 2026 to 20 Jan 2026 (16 days).");
    expect(html).toContain("The 180 days from 6 Aug 2025 to 1 Feb 2026");
  });

  it("paints exactly the days asked: 40 from the planned entry, not the 90 it allows", async () => {
    const html = await page("?on=2027-06-01&plan=2027-07-01&n=40");
    expect((html.match(/class="schengen-timeline__day schengen-timeline__day--planned"/g) ?? []).length).toBe(40);
    expect(html).toContain("Planned stay: 1 Jul 2027 to 9 Aug 2027 (40 days).");
    expect(html).toContain("You can stay until 28 Sept 2027: 90 days.");
  });

  it("answers the planned trips first: whether each fits and the days left after it, then the control date", async () => {
    const html = await page("?s=2026-06-01~2026-07-15,2027-01-01~2027-03-21,2027-04-01~2027-04-20&on=2026-11-26");
    const trips = html.indexOf('<h2 id="schengen-trips" tabindex="-1">Your planned trips</h2>');
    expect(trips).toBeGreaterThan(0);
    expect(html.indexOf('<h2 id="schengen-control">On 26 Nov 2026</h2>')).toBeGreaterThan(trips);
    expect(html).toContain("<strong>1 of 2 planned trips break the 90/180 rule.</strong>");
    expect(html).toContain("Stay 2: 1 Jan 2027 to 21 Mar 2027 (80 days)");
    expect(html).toContain(
      "<strong>It fits, with 10 days left after it.</strong> 80 of 90 days used in the 180 days up to 21 Mar 2027, its last day.",
    );
    expect(html).toContain(
      "<strong>It breaks the rule on 11 Apr 2027 to 20 Apr 2027 (10 days).</strong> Entering on 1 Apr 2027, you can stay until 10 Apr 2027: 10 days.",
    );
    expect(html).toContain("The window of your last planned trip's last day");
    expect(html).toContain(
      '<p id="schengen-status" class="visually-hidden" role="status">1 of 2 planned trips break the 90/180 rule. Stay 2 fits, with 10 days left after it. Stay 3 breaks the rule on 11 Apr 2027 to 20 Apr 2027 (10 days).</p>',
    );
  });

  it("says a trip's days are all over when an earlier one leaves none", async () => {
    const html = await page("?s=2027-01-01~2027-03-31,2027-04-01~2027-04-05&on=2026-12-01");
    expect(html).toContain("<strong>1 of 2 planned trips break the 90/180 rule.</strong>");
    expect(html).toContain("<strong>It fits, with 0 days left after it.</strong>");
    expect(html).toContain("You cannot enter on 1 Apr 2027: the 180 days up to that day already hold 90 days of stay.");
  });

  it("takes the browser's local date as today when it is within a day of the server's", async () => {
    const near = await page(`?t=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}`);
    expect(near).toContain("your device's date");
    expect(await page("?t=2001-01-01")).toContain("our server's date in UTC");
  });

  it.each([
    ["?s=2026-03-10~2026-03-01", "The exit date is before the entry date."],
    ["?s=2012-01-01~2012-01-05", "Enter a date from 18 Oct 2013: the rolling 180-day rule took its current form that day."],
    ["?s=2040-01-01~2040-01-05", "Enter a date within 10 years from today."],
    ["?s=not-a-date~2026-01-01", "Enter a date as YYYY-MM-DD, for example 2026-03-01."],
    ["?s=2026-01-01~2026-01-02~x~y", "Some stays in this link could not be read and are left out; check the dates below."],
    ["?n=500", "Enter a number of days from 1 to 90."],
    ["?visa=2026-01-01~2025-01-01~90~m", "The visa's end date is before its start date."],
    ["?on=%3Cscript%3E", "Enter a date as YYYY-MM-DD, for example 2026-03-01."],
  ])("answers %s with the form and its message, and no figure", async (query, message) => {
    const html = await page(query);
    expect(html).toContain(message);
    expect(html).toContain('<h2 tabindex="-1">Check the dates</h2>');
    expect(html).toContain('<p id="schengen-status" class="visually-hidden" role="status">Check the dates: some values above need a fix.</p>');
    // The input never becomes a script: the page's only bare <script> is the early consent script, the Worker's own.
    expect(html.match(/<script>/g)).toEqual(["<script>"]);
    expect(html).toContain("<script>try{var c=localStorage");
  });

  it("answers more than 50 stays with a message at the top of the form", async () => {
    const many = Array.from({ length: 60 }, () => "2026-01-01~2026-01-02").join(",");
    expect(await page(`?s=${many}`)).toContain("Enter at most 50 stays: only the first 50 are shown.");
  });

  it("names overlapping stays", async () => {
    expect(await page("?s=2026-01-01~2026-01-10,2026-01-08~2026-01-12&on=2026-01-12")).toContain(
      "Stays 1 and 2 overlap from 8 Jan 2026 to 10 Jan 2026: those 3 days are counted once.",
    );
  });

  it("answers the form's fields with 303 to the compact URL, without the removed row", async () => {
    const response = await get(
      "/schengen-calculator?e1=2026-01-05&x1=2026-01-20&e2=2026-02-01&x2=2026-02-03&r2=1&e3=&x3=&on=2026-03-01&plan=&n=&vf=&vu=&vd=&ve=&remove=1",
      "IN",
      { redirect: "manual" },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/schengen-calculator?s=2026-02-01~2026-02-03~r&on=2026-03-01");
  });

  it("is in the sitemap and the Visa Tools navigation, and linked from the Schengen fees page", async () => {
    expect(await (await get("/sitemap.xml")).text()).toContain("/schengen-calculator</loc>");
    const fees = await (await get("/schengen-visa-fees")).text();
    expect(fees).toContain('<a href="/schengen-calculator" class="nav-menu__link">Schengen 90/180 Calculator</a>');
    expect(fees).toContain('<a href="/schengen-calculator">Schengen 90/180-day calculator</a>');
  });

  it("is offered under the home check of every Schengen destination, for any passport, and not elsewhere", async () => {
    const note = "Count your days with the Schengen 90/180-day calculator";
    expect(await (await get("/?from=IN&to=DE")).text()).toContain(note);
    expect(await (await get("/?from=US&to=CH")).text()).toContain(note);
    expect(await (await get("/?from=IN&to=IE")).text()).not.toContain(note);
    expect(await (await get("/?from=IN&to=TH")).text()).not.toContain(note);
  });
});
