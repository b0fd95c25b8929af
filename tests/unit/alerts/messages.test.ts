/**
 * The alerts' e-mails (shared/alerts/messages.ts): the confirmation names the page it was asked on, each follow, the
 * link to confirm and what happens until then; the day's message lists each change as "What: before → after" (new,
 * or no longer shown) with its dated source, each reminder, a link to each follow's page and the links to manage and
 * to stop, in text and escaped HTML alike, under a subject that says what it is; nothing to tell is no message; every
 * message after the confirmation carries RFC 8058's one-click unsubscribe headers. The form's limits and texts
 * (limits.ts) say the same number of days as the mail.
 */
import { describe, expect, it } from "vitest";
import type { AlertChange } from "../../../shared/alerts/diff";
import type { AlertEvent } from "../../../shared/alerts/events";
import { type Follow, TRIP_QUERY_MAX } from "../../../shared/alerts/follow";
import { ALERT_FORM_MAX_BYTES, ALERT_LIMITS, ALERT_TEXTS } from "../../../shared/alerts/limits";
import { alertFormSchema } from "../../../shared/schemas/alerts";
import {
  ALERT_MAIL_TEXTS,
  changeLine,
  confirmationMail,
  type DigestPart,
  digestMail,
  type FollowHeading,
  followPath,
  type MessageLinks,
  sourceHtml,
  sourceLine,
  unsubscribeHeaders,
} from "../../../shared/alerts/messages";
import type { CountryCode } from "../../../shared/units/country-code";

const cc = (value: string) => value as CountryCode;
const SITE = "https://visafeeatlas.example";
const LINKS: MessageLinks = {
  site: SITE,
  manage: `${SITE}/alerts/manage?token=abc&x=1`,
  unsubscribe: `${SITE}/alerts/unsubscribe?token=abc`,
};

const PAIR: Follow = { kind: "pair", passport: cc("IN"), destination: cc("TH") };
const PASSPORT: Follow = { kind: "passport", passport: cc("IN") };
const TRIP: Follow = { kind: "trip", query: "?passport=IN&stops=GB~2027-03-01~2027-03-08~s" };

const PAIR_HEADING: FollowHeading = { follow: PAIR, title: "India passport → Thailand" };
const PASSPORT_HEADING: FollowHeading = { follow: PASSPORT, title: "India passport: every destination" };
const TRIP_HEADING: FollowHeading = { follow: TRIP, title: "Your trip: United Kingdom (1 Mar 2027 to 8 Mar 2027)" };

const GAZETTE = { name: "Royal Thai Government Gazette", url: "https://ratchakitcha.example/2026/a.pdf", date: "2026-08-31" };

const change = (extra: Partial<AlertChange> = {}): AlertChange => ({
  key: "entry",
  subject: "India passport → Thailand",
  what: "Entry",
  before: "Visa free for 60 days",
  after: "Visa free for 30 days",
  source: GAZETTE,
  ...extra,
});

const reminder: AlertEvent = {
  key: "apply-by:IN:Standard Visitor visa:2027-02-01",
  subject: "Standard Visitor visa for United Kingdom",
  text: "Apply by 1 Feb 2027 (in 7 days) to have it before you leave on 1 Mar 2027.",
  source: null,
};

describe("followPath", () => {
  it("is the check for a pair, the passport's changes for a passport, the planner for a trip", () => {
    expect(followPath(PAIR)).toBe("/?from=IN&to=TH");
    expect(followPath(PASSPORT)).toBe("/changes?passport=IN");
    expect(followPath(TRIP)).toBe("/trip?passport=IN&stops=GB~2027-03-01~2027-03-08~s");
  });
});

describe("sourceHtml", () => {
  it("links the source's name to its page, escaped, with its date", () => {
    expect(sourceHtml({ name: "Gazette <B>", url: "https://g.example/a?x=1&y=2", date: "2026-08-31" })).toBe(
      'Source: <a href="https://g.example/a?x=1&amp;y=2">Gazette &lt;B&gt;</a>, 31 Aug 2026',
    );
    expect(sourceHtml({ name: "Gazette", url: "javascript:alert(1)", date: null })).toBe("Source: Gazette");
    expect(sourceHtml(null)).toBeNull();
  });
});

describe("sourceLine", () => {
  it("names the source, its date in words and its page", () => {
    expect(sourceLine(GAZETTE)).toBe("Source: Royal Thai Government Gazette, 31 Aug 2026: https://ratchakitcha.example/2026/a.pdf");
  });

  it("keeps a month or a year as the source states it", () => {
    expect(sourceLine({ ...GAZETTE, date: "2026-08" })).toBe(
      "Source: Royal Thai Government Gazette, 2026-08: https://ratchakitcha.example/2026/a.pdf",
    );
    expect(sourceLine({ ...GAZETTE, date: "2026" })).toBe("Source: Royal Thai Government Gazette, 2026: https://ratchakitcha.example/2026/a.pdf");
  });

  it("leaves out what it does not know, and the page when it is the name", () => {
    expect(sourceLine({ ...GAZETTE, date: null })).toBe("Source: Royal Thai Government Gazette: https://ratchakitcha.example/2026/a.pdf");
    expect(sourceLine({ ...GAZETTE, url: null })).toBe("Source: Royal Thai Government Gazette, 31 Aug 2026");
    expect(sourceLine({ name: "https://a.example", url: "https://a.example", date: null })).toBe("Source: https://a.example");
    expect(sourceLine(null)).toBeNull();
  });
});

describe("changeLine", () => {
  it('says a change as "What: before → after", a new fact "(new)", a gone one "no longer shown (was: …)"', () => {
    expect(changeLine(change())).toBe("Entry: Visa free for 60 days → Visa free for 30 days");
    expect(changeLine(change({ what: "Fee: Tourist e-Visa", before: null, after: "THB 2,000" }))).toBe("Fee: Tourist e-Visa: THB 2,000 (new)");
    expect(changeLine(change({ what: "Fee: Tourist e-Visa", before: "THB 2,000", after: null }))).toBe(
      "Fee: Tourist e-Visa: no longer shown (was: THB 2,000)",
    );
  });
});

describe("confirmationMail", () => {
  const page = `${SITE}/?from=IN&to=TH`;
  const confirmUrl = `${SITE}/alerts/confirm?token=xyz&n=1`;
  const mail = confirmationMail([PAIR_HEADING, PASSPORT_HEADING, TRIP_HEADING], page, confirmUrl, LINKS);

  it("has the product's subject", () => {
    expect(mail.subject).toBe(ALERT_MAIL_TEXTS.confirmSubject);
    expect(mail.subject).toBe("Confirm your Visa Fee Atlas alerts");
  });

  it("names the page it was asked on, each follow and the link to confirm, and says what happens until then", () => {
    expect(mail.text).toContain(`asked on ${page} to get alerts`);
    for (const heading of [PAIR_HEADING, PASSPORT_HEADING, TRIP_HEADING]) expect(mail.text).toContain(`- ${heading.title}\n`);
    expect(mail.text).toContain(`Confirm: ${confirmUrl}`);
    expect(mail.text).toContain(ALERT_MAIL_TEXTS.confirmUntil);
    expect(mail.text).toContain(ALERT_MAIL_TEXTS.confirmNotYou);
    expect(mail.text).toContain(`Visa Fee Atlas: ${SITE}`);
  });

  it("says the same in HTML, with the page and the link escaped", () => {
    expect(mail.html).toContain(`<a href="${SITE}/?from=IN&amp;to=TH">${SITE}/?from=IN&amp;to=TH</a>`);
    expect(mail.html).toContain(`<a href="${SITE}/alerts/confirm?token=xyz&amp;n=1"><strong>Confirm my alerts</strong></a>`);
    expect(mail.html).toContain("<li>India passport → Thailand</li>");
    expect(mail.html).toContain("<li>India passport: every destination</li>");
    expect(mail.html).toContain(ALERT_MAIL_TEXTS.confirmUntil);
    expect(mail.html).toContain(ALERT_MAIL_TEXTS.confirmNotYou);
    expect(mail.html).not.toContain("&to=TH");
  });

  it("escapes a title's markup in HTML and keeps it as written in the text", () => {
    const hostile = confirmationMail([{ follow: PAIR, title: `<script>alert("x")</script> & 'co'` }], `${SITE}/"><script>`, confirmUrl, LINKS);
    expect(hostile.html).not.toContain("<script>");
    expect(hostile.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;");
    expect(hostile.html).toContain(`${SITE}/&quot;&gt;&lt;script&gt;`);
    expect(hostile.text).toContain(`- <script>alert("x")</script> & 'co'`);
  });
});

describe("digestMail", () => {
  const pairPart: DigestPart = {
    heading: PAIR_HEADING,
    changes: [
      change(),
      change({ key: "fee:th-evisa", what: "Fee: Tourist e-Visa", before: null, after: "THB 2,000", source: { ...GAZETTE, date: "2026-09" } }),
      change({ key: "fee:th-old", what: "Fee: Old visa", before: "THB 1,000", after: null, source: null }),
    ],
    events: [],
  };
  const tripPart: DigestPart = { heading: TRIP_HEADING, changes: [], events: [reminder] };
  const passportPart: DigestPart = {
    heading: PASSPORT_HEADING,
    changes: [change({ key: "entry:VN", subject: "India passport → Vietnam", before: "Visa required", after: "e-Visa", source: null })],
    events: [],
  };

  it("lists each change as a line with its subject, and its source below it", () => {
    const { text } = digestMail([pairPart], LINKS);
    expect(text).toContain("- India passport → Thailand: Entry: Visa free for 60 days → Visa free for 30 days");
    expect(text).toContain("  Source: Royal Thai Government Gazette, 31 Aug 2026: https://ratchakitcha.example/2026/a.pdf");
    expect(text).toContain("- India passport → Thailand: Fee: Tourist e-Visa: THB 2,000 (new)");
    expect(text).toContain("  Source: Royal Thai Government Gazette, 2026-09: https://ratchakitcha.example/2026/a.pdf");
    expect(text).toContain("- India passport → Thailand: Fee: Old visa: no longer shown (was: THB 1,000)");
  });

  it("puts the follow's title and page first, then its changes in their order", () => {
    const { text } = digestMail([pairPart], LINKS);
    const lines = text.split("\n");
    expect(lines.slice(0, 3)).toEqual([
      "India passport → Thailand",
      `${SITE}/?from=IN&to=TH`,
      "- India passport → Thailand: Entry: Visa free for 60 days → Visa free for 30 days",
    ]);
    // A change without a source has no source line.
    expect(lines[lines.indexOf("- India passport → Thailand: Fee: Old visa: no longer shown (was: THB 1,000)") + 1]).toBe("");
  });

  it("links to each follow's page, and to manage and to stop", () => {
    const { text, html } = digestMail([pairPart, passportPart, tripPart], LINKS);
    expect(text).toContain(`\n${SITE}/?from=IN&to=TH\n`);
    expect(text).toContain(`\n${SITE}/changes?passport=IN\n`);
    expect(text).toContain(`\n${SITE}/trip?passport=IN&stops=GB~2027-03-01~2027-03-08~s\n`);
    expect(text).toContain(`${ALERT_MAIL_TEXTS.manage}: ${LINKS.manage}`);
    expect(text).toContain(`${ALERT_MAIL_TEXTS.stop}: ${LINKS.unsubscribe}`);
    expect(text).toContain(ALERT_MAIL_TEXTS.digestFooter);
    expect(html).toContain(`<h2><a href="${SITE}/?from=IN&amp;to=TH">India passport → Thailand</a></h2>`);
    expect(html).toContain(`<h2><a href="${SITE}/changes?passport=IN">India passport: every destination</a></h2>`);
    expect(html).toContain(`<a href="${SITE}/trip?passport=IN&amp;stops=GB~2027-03-01~2027-03-08~s">`);
    expect(html).toContain(`<a href="${SITE}/alerts/manage?token=abc&amp;x=1">${ALERT_MAIL_TEXTS.manage}</a>`);
    expect(html).toContain(`<a href="${LINKS.unsubscribe}">${ALERT_MAIL_TEXTS.stop}</a>`);
  });

  it("lists the reminders with their words", () => {
    const { text, html } = digestMail([tripPart], LINKS);
    expect(text).toContain(`- ${reminder.subject}: ${reminder.text}`);
    expect(html).toContain(`<li><strong>${reminder.subject}</strong>: ${reminder.text}</li>`);
  });

  it("says the changes in HTML too, escaped, with their sources", () => {
    const { html } = digestMail([pairPart], LINKS);
    expect(html).toContain(
      '<li><strong>India passport → Thailand</strong>: Entry: Visa free for 60 days → Visa free for 30 days<br><small>Source: <a href="https://ratchakitcha.example/2026/a.pdf">Royal Thai Government Gazette</a>, 31 Aug 2026</small></li>',
    );
    expect(html).toContain("<li><strong>India passport → Thailand</strong>: Fee: Old visa: no longer shown (was: THB 1,000)</li>");
    const hostile = digestMail(
      [{ heading: { follow: PAIR, title: "<script>x</script>" }, changes: [change({ subject: "<b>s</b>", after: "<img src=x>" })], events: [] }],
      LINKS,
    );
    expect(hostile.html).not.toMatch(/<script>|<b>|<img/);
    expect(hostile.html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(hostile.html).toContain("&lt;img src=x&gt;");
  });

  it('says "What changed: {title}" for one followed thing', () => {
    expect(digestMail([pairPart], LINKS).subject).toBe("What changed: India passport → Thailand");
    expect(digestMail([{ ...pairPart, events: [reminder] }], LINKS).subject).toBe("What changed: India passport → Thailand");
  });

  it('says "What changed for N things you follow" for several, reminders or not', () => {
    expect(digestMail([pairPart, passportPart], LINKS).subject).toBe("What changed for 2 things you follow");
    expect(digestMail([pairPart, passportPart, tripPart], LINKS).subject).toBe("What changed for 3 things you follow");
  });

  it('says "Reminder" when there are only reminders', () => {
    expect(digestMail([tripPart], LINKS).subject).toBe("Reminder: Your trip: United Kingdom (1 Mar 2027 to 8 Mar 2027)");
    const other: DigestPart = { heading: PAIR_HEADING, changes: [], events: [{ ...reminder, key: "ends:pair:2026-12-31" }] };
    expect(digestMail([tripPart, other], LINKS).subject).toBe("Reminder for 2 things you follow");
  });

  it("leaves out a followed thing with nothing to tell, from the message and from the count", () => {
    const quiet: DigestPart = { heading: PASSPORT_HEADING, changes: [], events: [] };
    const mail = digestMail([quiet, pairPart], LINKS);
    expect(mail.subject).toBe("What changed: India passport → Thailand");
    expect(mail.text).not.toContain(PASSPORT_HEADING.title);
    expect(mail.text).not.toContain("/changes?passport=IN");
    expect(mail.html).not.toContain(PASSPORT_HEADING.title);
    expect(digestMail([quiet, tripPart], LINKS).subject).toBe(`Reminder: ${TRIP_HEADING.title}`);
  });

  it("throws RangeError when there is nothing to tell", () => {
    expect(() => digestMail([], LINKS)).toThrow(RangeError);
    expect(() => digestMail([{ heading: PAIR_HEADING, changes: [], events: [] }], LINKS)).toThrow(RangeError);
  });
});

describe("unsubscribeHeaders", () => {
  it("asks for one-click unsubscribe by POST (RFC 8058)", () => {
    expect(unsubscribeHeaders(LINKS.unsubscribe)).toEqual({
      "List-Unsubscribe": `<${LINKS.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});

describe("the alerts' limits and texts", () => {
  it("say the same days to confirm in the form's answer and in the mail", () => {
    expect(ALERT_LIMITS.confirmDays).toBe(7);
    expect(ALERT_TEXTS.requested).toContain(`after ${ALERT_LIMITS.confirmDays} days`);
    expect(ALERT_MAIL_TEXTS.confirmUntil).toContain(`after ${ALERT_LIMITS.confirmDays} days`);
  });

  it("keep a follower far under the limits and the limits in order", () => {
    expect(ALERT_LIMITS.pendingPerAddress).toBeLessThanOrEqual(ALERT_LIMITS.followsPerAddress);
    expect(ALERT_LIMITS.clientPerHour).toBeGreaterThan(0);
  });

  it("read a form body that holds the longest trip query", () => {
    expect(ALERT_FORM_MAX_BYTES).toBeGreaterThan(TRIP_QUERY_MAX * 3);
    expect(Object.keys(alertFormSchema.shape).sort()).toEqual(["email", "follow", "page", "passport", "to", "trip"]);
  });
});
