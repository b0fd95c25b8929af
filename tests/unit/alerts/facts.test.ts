/**
 * What a followed pair or passport is told about (shared/alerts/facts.ts): the entry rule in the check's words (with
 * the day it is set to end, or the notice of a rule that ended), each fee record in its own currency with its last
 * day, the note of a pair with no record, each announcement and concession, and a fact for every flagged page; a
 * passport's facts are one entry category per destination.
 */
import { describe, expect, it } from "vitest";
import { nativeAmountText, pairFacts, passportFacts, sourceStatusText } from "../../../shared/alerts/facts";
import { concessionOf, d, exponentOf, feeRecord, feesAnswer, pairAnswer } from "./fixtures";

const SUBJECT = "India passport → Thailand";

describe("nativeAmountText", () => {
  it("writes the amount in its own currency with thousands separators, without decimals when whole", () => {
    expect(nativeAmountText({ minor: 200_000, currency: "THB" }, 2)).toBe("THB 2,000");
    expect(nativeAmountText({ minor: 9_000, currency: "EUR" }, 2)).toBe("EUR 90");
    expect(nativeAmountText({ minor: 1_234_567_800, currency: "INR" }, 2)).toBe("INR 12,345,678");
  });

  it('says "Free" for nothing to pay', () => {
    expect(nativeAmountText({ minor: 0, currency: "THB" }, 2)).toBe("Free");
    expect(nativeAmountText({ minor: 0, currency: "JPY" }, 0)).toBe("Free");
  });

  it("writes every decimal of the currency for a fractional amount", () => {
    expect(nativeAmountText({ minor: 12_345, currency: "USD" }, 2)).toBe("USD 123.45");
    expect(nativeAmountText({ minor: 12_350, currency: "USD" }, 2)).toBe("USD 123.50");
    expect(nativeAmountText({ minor: 1, currency: "USD" }, 2)).toBe("USD 0.01");
    expect(nativeAmountText({ minor: 5_500, currency: "KWD" }, 3)).toBe("KWD 5.500");
    expect(nativeAmountText({ minor: 123_456_789, currency: "GBP" }, 2)).toBe("GBP 1,234,567.89");
  });

  it("reads a currency without minor units as whole", () => {
    expect(nativeAmountText({ minor: 3_000, currency: "JPY" }, 0)).toBe("JPY 3,000");
    expect(nativeAmountText({ minor: 3_000, currency: "JPY" }, exponentOf("JPY"))).toBe("JPY 3,000");
  });
});

describe("sourceStatusText", () => {
  it("says nothing of a checked page, or of none", () => {
    expect(sourceStatusText(null)).toBeNull();
    expect(sourceStatusText({ state: "checked" })).toBeNull();
    expect(sourceStatusText({ state: "checked", since: "2026-08-31" })).toBeNull();
  });

  it("says a changed page is being re-checked, since when", () => {
    expect(sourceStatusText({ state: "changed", since: "2026-08-31" })).toBe(
      "Being re-checked: the page changed since 31 Aug 2026, after we read it",
    );
    expect(sourceStatusText({ state: "changed" })).toBe("Being re-checked: the page changed, after we read it");
  });

  it("says an unreachable page has not answered", () => {
    expect(sourceStatusText({ state: "unreachable", since: "2026-09-01" })).toBe("Being re-checked: the page has not answered since 1 Sept 2026");
    expect(sourceStatusText({ state: "unreachable" })).toBe("Being re-checked: the page has not answered");
  });
});

describe("pairFacts", () => {
  it("says the entry rule in the check's words, with its source (the dataset's when it has no other)", () => {
    const facts = pairFacts(SUBJECT, pairAnswer(), feesAnswer([]), [], exponentOf);
    expect(facts).toEqual([
      {
        key: "entry",
        subject: SUBJECT,
        what: "Entry",
        value: "Visa free for 30 days",
        source: { name: "Passport Index data", url: null, date: "2026-02-17" },
      },
    ]);
  });

  it("uses the requirement label of each category", () => {
    const value = (category: Parameters<typeof pairAnswer>[0] & object) =>
      pairFacts(SUBJECT, pairAnswer(category), feesAnswer([]), [], exponentOf)[0]?.value;
    expect(value({ category: "visa-free", maxStayDays: null })).toBe("Visa free");
    expect(value({ category: "e-visa", maxStayDays: null })).toBe("e-Visa");
    expect(value({ category: "visa-on-arrival", maxStayDays: null })).toBe("Visa on arrival");
    expect(value({ category: "visa-required", maxStayDays: null })).toBe("Visa required");
  });

  it("names a correction's own source and page, dated as the correction", () => {
    const pair = pairAnswer({ provenance: { kind: "correction", source: "Thai MFA", sourceUrl: "https://mfa.go.th/x", asOf: d("2026-07-15") } });
    expect(pairFacts(SUBJECT, pair, feesAnswer([]), [], exponentOf)[0]?.source).toEqual({
      name: "Thai MFA",
      url: "https://mfa.go.th/x",
      date: "2026-07-15",
    });
  });

  it("names the page as the source of a correction without a publisher, and no source for one without either", () => {
    const urlOnly = pairAnswer({ provenance: { kind: "correction", source: null, sourceUrl: "https://mfa.go.th/x" } });
    expect(pairFacts(SUBJECT, urlOnly, feesAnswer([]), [], exponentOf)[0]?.source).toEqual({
      name: "https://mfa.go.th/x",
      url: "https://mfa.go.th/x",
      date: "2026-02-17",
    });
    const none = pairAnswer({ provenance: { kind: "correction", source: null, sourceUrl: null } });
    expect(pairFacts(SUBJECT, none, feesAnswer([]), [], exponentOf)[0]?.source).toBeNull();
  });

  it("says the day a rule is set to end", () => {
    const pair = pairAnswer({ provenance: { kind: "correction", source: "Malaysia Immigration", endsOn: d("2026-12-31") } });
    expect(pairFacts(SUBJECT, pair, feesAnswer([]), [], exponentOf)[0]?.value).toBe("Visa free for 30 days (set to end on 31 Dec 2026)");
  });

  it("says an ended rule's notice instead of its category", () => {
    const notice = "Visa-free entry ended on 31 Dec 2026, and no rule after it is sourced yet: check with the embassy.";
    const pair = pairAnswer({
      category: "unknown",
      maxStayDays: null,
      provenance: { kind: "ended", endedOn: d("2026-12-31"), notices: [notice, "A second notice."] },
    });
    expect(pairFacts(SUBJECT, pair, feesAnswer([]), [], exponentOf)[0]?.value).toBe(notice);
  });

  it("falls back to the label for an ended rule without a notice", () => {
    const pair = pairAnswer({ category: "unknown", maxStayDays: null, provenance: { kind: "ended", endedOn: d("2026-12-31"), notices: [] } });
    expect(pairFacts(SUBJECT, pair, feesAnswer([]), [], exponentOf)[0]?.value).toBe("No sourced rule: check with the embassy");
  });

  it("gives each fee record its own fact in the fee's own currency, with its source dated by the source", () => {
    const fees = feesAnswer([
      feeRecord(),
      feeRecord({ id: "th-voa", subtype: "Visa on arrival", amount: { minor: 0, currency: "THB" }, sourceDate: null }),
      feeRecord({ id: "th-usd", subtype: "Fast track", amount: { minor: 2_550, currency: "USD" } }),
      feeRecord({ id: "th-jpy", subtype: "Tokyo office", amount: { minor: 3_000, currency: "JPY" } }),
    ]);
    const facts = pairFacts(SUBJECT, pairAnswer(), fees, [], exponentOf).filter((f) => f.key.startsWith("fee"));
    expect(facts.map((f) => [f.key, f.what, f.value])).toEqual([
      ["fee:th-tourist-evisa", "Fee: Tourist e-Visa", "THB 2,000"],
      ["fee:th-voa", "Fee: Visa on arrival", "Free"],
      ["fee:th-usd", "Fee: Fast track", "USD 25.50"],
      ["fee:th-jpy", "Fee: Tokyo office", "JPY 3,000"],
    ]);
    expect(facts[0]?.source).toEqual({ name: "Royal Thai Embassy, New Delhi", url: "https://thaiembdel.example/visa", date: "2026-08-31" });
    // No date of its own: the day we read it.
    expect(facts[1]?.source?.date).toBe("2026-11-20");
    expect(facts.every((f) => f.subject === SUBJECT)).toBe(true);
  });

  it("says a fee's last day", () => {
    const fees = feesAnswer([feeRecord({ validUntil: d("2027-03-31") })]);
    expect(pairFacts(SUBJECT, pairAnswer(), fees, [], exponentOf).find((f) => f.key === "fee:th-tourist-evisa")?.value).toBe(
      "THB 2,000 (until 31 Mar 2027)",
    );
  });

  it("gives a flagged page a fact of its own, after the fact it is the source of", () => {
    const flagged = { state: "changed" as const, since: "2026-09-02" };
    const pair = pairAnswer({ provenance: { kind: "correction", source: "Thai MFA", sourceUrl: "https://mfa.go.th/x", sourceStatus: flagged } });
    const fees = feesAnswer([feeRecord({ sourceStatus: { state: "unreachable", since: "2026-09-03" } }), feeRecord({ id: "th-other" })]);
    const facts = pairFacts(SUBJECT, pair, fees, [], exponentOf);
    expect(facts.map((f) => f.key)).toEqual(["entry", "flag:entry", "fee:th-tourist-evisa", "flag:fee:th-tourist-evisa", "fee:th-other"]);
    const entryFlag = facts[1];
    expect(entryFlag?.what).toBe("Source of entry");
    expect(entryFlag?.value.startsWith("Being re-checked")).toBe(true);
    expect(entryFlag?.value).toBe("Being re-checked: the page changed since 2 Sept 2026, after we read it");
    expect(entryFlag?.source).toEqual(facts[0]?.source);
    const feeFlag = facts[3];
    expect(feeFlag?.what).toBe("Source of fee: Tourist e-Visa");
    expect(feeFlag?.value).toBe("Being re-checked: the page has not answered since 3 Sept 2026");
    expect(feeFlag?.source).toEqual(facts[2]?.source);
  });

  it("gives no flag fact for a checked page", () => {
    const pair = pairAnswer({ provenance: { sourceStatus: { state: "checked", since: "2026-09-02" } } });
    const fees = feesAnswer([feeRecord({ sourceStatus: { state: "checked" } })]);
    expect(pairFacts(SUBJECT, pair, fees, [], exponentOf).some((f) => f.key.startsWith("flag:"))).toBe(false);
  });

  it("says the no-record note as the pair's fee when no record applies, and only then", () => {
    const note = "No fee record for this pair yet: the embassy's page is the reference.";
    const none = pairFacts(SUBJECT, pairAnswer(), feesAnswer([], note), [], exponentOf);
    expect(none.find((f) => f.key === "fee")).toEqual({ key: "fee", subject: SUBJECT, what: "Fee", value: note, source: null });
    const some = pairFacts(SUBJECT, pairAnswer(), feesAnswer([feeRecord()], note), [], exponentOf);
    expect(some.some((f) => f.key === "fee")).toBe(false);
    expect(pairFacts(SUBJECT, pairAnswer(), feesAnswer([], null), [], exponentOf).some((f) => f.key === "fee")).toBe(false);
  });

  it("gives each announcement a fact with its status, and a flag for its page", () => {
    const pair = pairAnswer({
      announced: [
        {
          id: "th-60-days",
          text: "Thailand plans to cut visa-free stays to 30 days",
          status: "announced",
          source: "Bangkok Post",
          sourceUrl: "https://bangkokpost.example/a",
          sourceStatus: { state: "changed", since: "2026-10-01" },
        },
      ],
    });
    const facts = pairFacts(SUBJECT, pair, feesAnswer([]), [], exponentOf);
    expect(facts.slice(1)).toEqual([
      {
        key: "announced:th-60-days",
        subject: SUBJECT,
        what: "Announced change",
        value: "Thailand plans to cut visa-free stays to 30 days (announced)",
        source: { name: "Bangkok Post", url: "https://bangkokpost.example/a", date: null },
      },
      {
        key: "flag:announced:th-60-days",
        subject: SUBJECT,
        what: "Source of announced change",
        value: "Being re-checked: the page changed since 1 Oct 2026, after we read it",
        source: { name: "Bangkok Post", url: "https://bangkokpost.example/a", date: null },
      },
    ]);
  });

  it("gives each concession a concession:{document} fact with its stay and last day", () => {
    const concessions = [
      concessionOf(),
      concessionOf({
        document: "schengen-visa",
        grants: "visa-on-arrival",
        maxStayDays: null,
        validUntilOn: d("2027-06-30"),
        source: "Embassy B",
        sourceUrl: "https://b.example",
      }),
    ];
    const facts = pairFacts(SUBJECT, pairAnswer(), feesAnswer([]), concessions, exponentOf).filter((f) => f.key.startsWith("concession:"));
    expect(facts).toEqual([
      {
        key: "concession:us-visa",
        subject: SUBJECT,
        what: "With a us visa",
        value: "visa-free, up to 180 days",
        source: { name: "Mexico embassy", url: "https://embassy.example/mx", date: null },
      },
      {
        key: "concession:schengen-visa",
        subject: SUBJECT,
        what: "With a schengen visa",
        value: "visa-on-arrival (until 30 Jun 2027)",
        source: { name: "Embassy B", url: "https://b.example", date: null },
      },
    ]);
  });

  it("orders the facts as the page does: entry, fees, note, announcements, concessions", () => {
    const pair = pairAnswer({
      announced: [{ id: "a1", text: "Change", status: "in force", source: null, sourceUrl: null, sourceStatus: null }],
    });
    const facts = pairFacts(SUBJECT, pair, feesAnswer([feeRecord()]), [concessionOf()], exponentOf);
    expect(facts.map((f) => f.key)).toEqual(["entry", "fee:th-tourist-evisa", "announced:a1", "concession:us-visa"]);
    // An announcement without a publisher or a page has no source.
    expect(facts[2]?.source).toBeNull();
  });

  it("gives facts with unique keys", () => {
    const pair = pairAnswer({
      provenance: { sourceStatus: { state: "changed" } },
      announced: [{ id: "a1", text: "Change", status: "announced", source: "X", sourceUrl: null, sourceStatus: { state: "unreachable" } }],
    });
    const fees = feesAnswer([feeRecord({ sourceStatus: { state: "changed" } }), feeRecord({ id: "b" })]);
    const facts = pairFacts(SUBJECT, pair, fees, [concessionOf(), concessionOf({ document: "uk-visa" })], exponentOf);
    expect(new Set(facts.map((f) => f.key)).size).toBe(facts.length);
  });
});

describe("passportFacts", () => {
  const names: Record<string, string> = { TH: "Thailand", VN: "Vietnam", GB: "United Kingdom" };
  const nameOf = (code: string) => names[code] ?? code;

  it("gives one entry fact per destination, in the answer's order", () => {
    const facts = passportFacts(
      "India passport",
      {
        data: [
          { destination: "TH", category: "visa-free" },
          { destination: "VN", category: "e-visa" },
          { destination: "GB", category: "visa-required" },
        ],
      },
      nameOf,
    );
    expect(facts).toEqual([
      { key: "entry:TH", subject: "India passport → Thailand", what: "Entry", value: "Visa free", source: null },
      { key: "entry:VN", subject: "India passport → Vietnam", what: "Entry", value: "e-Visa", source: null },
      { key: "entry:GB", subject: "India passport → United Kingdom", what: "Entry", value: "Visa required", source: null },
    ]);
  });

  it("names a destination by its code when it has no name, and gives nothing for no destination", () => {
    expect(passportFacts("India passport", { data: [{ destination: "ZZ", category: "eta" }] }, nameOf)[0]).toMatchObject({
      subject: "India passport → ZZ",
      value: "eTA required",
    });
    expect(passportFacts("India passport", { data: [] }, nameOf)).toEqual([]);
  });
});
