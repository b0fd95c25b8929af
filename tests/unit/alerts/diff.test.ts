/**
 * What changed for a follow (shared/alerts/diff.ts): the facts told last against the facts now. A value that is the
 * same is no change whatever its source says; a changed value is one change with its before, its after and the new
 * source; a new fact has no before, a fact that went no after and its old source; changes come in the page's order,
 * then the facts that went. Across two days, a rule that ends (Malaysia's visa-free entry to 31 Dec 2026) or one fee
 * record that changes is exactly one change; over random facts (fast-check), the facts told are no change and every
 * key that differs is exactly one.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffFacts, toldFacts } from "../../../shared/alerts/diff";
import { type AlertFact, type FactSource, pairFacts } from "../../../shared/alerts/facts";
import { concessionOf, d, exponentOf, feeRecord, feesAnswer, pairAnswer } from "./fixtures";

const SOURCE_A: FactSource = { name: "Thai MFA", url: "https://mfa.go.th/a", date: "2026-08-31" };
const SOURCE_B: FactSource = { name: "Thai MFA", url: "https://mfa.go.th/b", date: "2026-11-20" };

const fact = (key: string, value: string, source: FactSource | null = SOURCE_A): AlertFact => ({
  key,
  subject: "India passport → Thailand",
  what: key === "entry" ? "Entry" : `Fee: ${key}`,
  value,
  source,
});

describe("toldFacts", () => {
  it("stores each fact by its key with what a message needs to say before", () => {
    expect(toldFacts([fact("entry", "Visa free for 30 days"), fact("fee:a", "THB 2,000", null)])).toEqual({
      entry: { subject: "India passport → Thailand", what: "Entry", value: "Visa free for 30 days", source: SOURCE_A },
      "fee:a": { subject: "India passport → Thailand", what: "Fee: fee:a", value: "THB 2,000", source: null },
    });
    expect(toldFacts([])).toEqual({});
  });

  it("survives a JSON round trip, as it is stored", () => {
    const told = toldFacts([fact("entry", "Visa free"), fact("fee:a", "THB 2,000", null)]);
    expect(JSON.parse(JSON.stringify(told))).toEqual(told);
  });
});

describe("diffFacts", () => {
  it("gives no change for the same values, even when their sources changed", () => {
    const told = toldFacts([fact("entry", "Visa free for 30 days", SOURCE_A), fact("fee:a", "THB 2,000", null)]);
    expect(diffFacts(told, [fact("entry", "Visa free for 30 days", SOURCE_B), fact("fee:a", "THB 2,000", SOURCE_B)])).toEqual([]);
  });

  it("gives a changed value its before and after, with the source of what the page says now", () => {
    const told = toldFacts([fact("entry", "Visa free for 60 days", SOURCE_A)]);
    expect(diffFacts(told, [fact("entry", "Visa free for 30 days", SOURCE_B)])).toEqual([
      {
        key: "entry",
        subject: "India passport → Thailand",
        what: "Entry",
        before: "Visa free for 60 days",
        after: "Visa free for 30 days",
        source: SOURCE_B,
      },
    ]);
  });

  it("gives a new fact no before", () => {
    expect(diffFacts(toldFacts([]), [fact("fee:b", "THB 500", SOURCE_B)])).toEqual([
      { key: "fee:b", subject: "India passport → Thailand", what: "Fee: fee:b", before: null, after: "THB 500", source: SOURCE_B },
    ]);
  });

  it("gives a fact that went no after, with the source of what it said", () => {
    const told = toldFacts([fact("entry", "Visa free"), fact("flag:entry", "Being re-checked: the page changed", SOURCE_A)]);
    expect(diffFacts(told, [fact("entry", "Visa free")])).toEqual([
      {
        key: "flag:entry",
        subject: "India passport → Thailand",
        what: "Fee: flag:entry",
        before: "Being re-checked: the page changed",
        after: null,
        source: SOURCE_A,
      },
    ]);
  });

  it("takes the subject and what of now for a changed fact, and of then for a fact that went", () => {
    const told = toldFacts([
      { ...fact("entry", "A"), subject: "Old subject" },
      { ...fact("gone", "G"), subject: "Gone subject", what: "Gone what" },
    ]);
    const [changed, gone] = diffFacts(told, [{ ...fact("entry", "B"), subject: "New subject" }]);
    expect(changed?.subject).toBe("New subject");
    expect(gone).toMatchObject({ subject: "Gone subject", what: "Gone what" });
  });

  it("orders the changes as now orders the facts, then the facts that went in the order told", () => {
    const told = toldFacts([fact("x", "1"), fact("a", "1"), fact("gone-1", "1"), fact("b", "1"), fact("gone-2", "1")]);
    const now = [fact("new-1", "1"), fact("b", "2"), fact("a", "2"), fact("x", "1"), fact("new-2", "1")];
    expect(diffFacts(told, now).map((c) => [c.key, c.before, c.after])).toEqual([
      ["new-1", null, "1"],
      ["b", "1", "2"],
      ["a", "1", "2"],
      ["new-2", null, "1"],
      ["gone-1", "1", null],
      ["gone-2", "1", null],
    ]);
  });

  it("tells everything as new to a follow told nothing yet, and everything as gone when the page says nothing", () => {
    const facts = [fact("entry", "Visa free"), fact("fee:a", "THB 2,000")];
    expect(diffFacts({}, facts).map((c) => c.before)).toEqual([null, null]);
    expect(diffFacts(toldFacts(facts), []).map((c) => c.after)).toEqual([null, null]);
    expect(diffFacts({}, [])).toEqual([]);
  });

  it("tells an empty value that became one as a change, not as new", () => {
    const [change] = diffFacts(toldFacts([fact("entry", "")]), [fact("entry", "Visa free")]);
    expect(change).toMatchObject({ before: "", after: "Visa free" });
  });
});

describe("diffFacts across two days of a followed pair", () => {
  const SUBJECT = "India passport → Malaysia";
  const source = { source: "Malaysia Immigration Department", sourceUrl: "https://imi.gov.my/visa-free-india" };
  const record = { source: "Malaysia eVISA", sourceUrl: "https://malaysiavisa.imi.gov.my/fees", sourceDate: d("2026-06-01") };
  const fees = feesAnswer([
    feeRecord({ id: "my-evisa", subtype: "eVISA (single entry)", amount: { minor: 10_500, currency: "MYR" }, ...record }),
    feeRecord({ id: "my-entri", subtype: "eNTRI", amount: { minor: 0, currency: "MYR" }, ...record }),
  ]);
  const concessions = [
    concessionOf({ document: "residence-permit", grants: "visa-free", maxStayDays: 30, source: "Embassy", sourceUrl: "https://e.example" }),
  ];

  it("tells Malaysia's visa-free rule ending as exactly one change, to the entry", () => {
    const lastDay = pairAnswer({
      category: "visa-free",
      maxStayDays: 30,
      provenance: {
        kind: "correction",
        asOf: d("2023-12-01"),
        ...source,
        endsOn: d("2026-12-31"),
        notices: ["Visa free for 30 days, set to end on 31 Dec 2026."],
      },
    });
    const notice = "Visa-free entry for Indian citizens ended on 31 Dec 2026; no rule after it is sourced yet: check with the embassy.";
    const dayAfter = pairAnswer({
      category: "unknown",
      maxStayDays: null,
      provenance: { kind: "ended", asOf: d("2023-12-01"), ...source, endsOn: null, endedOn: d("2026-12-31"), notices: [notice] },
    });
    const on31Dec = pairFacts(SUBJECT, lastDay, fees, concessions, exponentOf);
    const on1Jan = pairFacts(SUBJECT, dayAfter, fees, concessions, exponentOf);
    expect(on31Dec[0]?.value).toBe("Visa free for 30 days (set to end on 31 Dec 2026)");

    const changes = diffFacts(toldFacts(on31Dec), on1Jan);
    expect(changes).toEqual([
      {
        key: "entry",
        subject: SUBJECT,
        what: "Entry",
        before: "Visa free for 30 days (set to end on 31 Dec 2026)",
        after: notice,
        source: { name: "Malaysia Immigration Department", url: "https://imi.gov.my/visa-free-india", date: "2023-12-01" },
      },
    ]);
    // Told on 1 Jan, nothing more on 2 Jan when the page says the same.
    expect(diffFacts(toldFacts(on1Jan), pairFacts(SUBJECT, dayAfter, fees, concessions, exponentOf))).toEqual([]);
  });

  it("tells one fee record changing as exactly one change, whatever the other records' pages were re-read", () => {
    const pair = pairAnswer({ category: "e-visa", maxStayDays: null });
    const before = pairFacts(SUBJECT, pair, fees, concessions, exponentOf);
    const [evisa, entri] = fees.data;
    if (!evisa || !entri) throw new Error("fixture");
    const after = pairFacts(
      SUBJECT,
      pair,
      feesAnswer([
        { ...evisa, amount: { minor: 12_550, currency: "MYR" }, sourceDate: d("2027-01-01"), sourceUrl: "https://imi.gov.my/fees-2027" },
        { ...entri, checkedOn: d("2027-01-02") },
      ]),
      concessions,
      exponentOf,
    );
    expect(diffFacts(toldFacts(before), after)).toEqual([
      {
        key: "fee:my-evisa",
        subject: SUBJECT,
        what: "Fee: eVISA (single entry)",
        before: "MYR 105",
        after: "MYR 125.50",
        source: { name: "Malaysia eVISA", url: "https://imi.gov.my/fees-2027", date: "2027-01-01" },
      },
    ]);
  });

  it("tells a page flagged, then cleared, once each", () => {
    const clean = pairFacts(SUBJECT, pairAnswer(), fees, [], exponentOf);
    const flaggedFees = feesAnswer([
      { ...(fees.data[0] ?? feeRecord()), sourceStatus: { state: "changed", since: "2026-12-10" } },
      ...fees.data.slice(1),
    ]);
    const flagged = pairFacts(SUBJECT, pairAnswer(), flaggedFees, [], exponentOf);
    const raised = diffFacts(toldFacts(clean), flagged);
    expect(raised.map((c) => [c.key, c.before === null, c.after?.startsWith("Being re-checked")])).toEqual([["flag:fee:my-evisa", true, true]]);
    expect(diffFacts(toldFacts(flagged), flagged)).toEqual([]);
    const cleared = diffFacts(toldFacts(flagged), clean);
    expect(cleared.map((c) => [c.key, c.after])).toEqual([["flag:fee:my-evisa", null]]);
  });
});

describe("diffFacts over random facts (fast-check)", () => {
  // A small pool of keys and values, so that two lists share keys and values often; keys that name Object's own
  // members too, as a stored JSON object could hold them.
  const KEYS = [
    "entry",
    "fee",
    "fee:a",
    "fee:b",
    "flag:entry",
    "concession:us-visa",
    "stop:1:IN:entry",
    "constructor",
    "toString",
    "__proto__",
    "hasOwnProperty",
  ];
  const sourceArb = fc.option(
    fc.record({
      name: fc.constantFrom("A", "B"),
      url: fc.option(fc.constantFrom("https://a", "https://b")),
      date: fc.option(fc.constantFrom("2026-08-31", "2026-09")),
    }),
  );
  const factArb = fc.record({
    key: fc.constantFrom(...KEYS),
    subject: fc.constantFrom("India passport → Thailand", "Stop 1: France"),
    what: fc.constantFrom("Entry", "Fee"),
    value: fc.oneof(fc.constantFrom("Visa free", "e-Visa", "THB 2,000", "", "Free"), fc.string()),
    source: sourceArb,
  });
  const factsArb = fc.uniqueArray(factArb, { selector: (f) => f.key, maxLength: KEYS.length });

  it("finds no change between the facts told and the same facts", () => {
    fc.assert(
      fc.property(factsArb, (a) => {
        expect(diffFacts(toldFacts(a), a)).toEqual([]);
      }),
    );
  });

  it("finds no change when only the sources moved", () => {
    fc.assert(
      fc.property(factsArb, sourceArb, (a, source) => {
        expect(
          diffFacts(
            toldFacts(a),
            a.map((f) => ({ ...f, source })),
          ),
        ).toEqual([]);
      }),
    );
  });

  it("finds one change per key whose value differs or that only one list has, with its before and after", () => {
    fc.assert(
      fc.property(factsArb, factsArb, (a, b) => {
        const before = new Map(a.map((f) => [f.key, f.value]));
        const after = new Map(b.map((f) => [f.key, f.value]));
        const expected = [
          ...b.filter((f) => !before.has(f.key) || before.get(f.key) !== f.value).map((f) => [f.key, before.get(f.key) ?? null, f.value]),
          ...a.filter((f) => !after.has(f.key)).map((f) => [f.key, f.value, null]),
        ];
        const changes = diffFacts(toldFacts(a), b);
        expect(changes.map((c) => [c.key, c.before, c.after])).toEqual(expected);
        expect(new Set(changes.map((c) => c.key)).size).toBe(changes.length);
        // Telling the changes and diffing again finds nothing.
        expect(diffFacts(toldFacts(b), b)).toEqual([]);
      }),
    );
  });
});
