/** The counts guide copy quotes (decision 7): rounding of "N+" claims, dates, token substitution. */
import { describe, expect, it } from "vitest";
import { atLeast, fillTokens, longDate, ordinal, pageFaqs, tokenValues, UnknownTokenError, type EditorialFacts } from "../../../shared/content/facts";

const facts: EditorialFacts = {
  passportsAnalysed: 199,
  countriesListed: 199,
  feeDestinations: 100,
  feeRecords: 163,
  india: { visaFree: 27, visaOnArrival: 28, eVisa: 47, eta: 3 },
  indiaPower: { rank: 72, mobility: 58, passportsRanked: 199 },
  requirementsAsOn: "2025-01-12",
  requirementsSource: { name: "Passport Index dataset", url: "https://github.com/ilyankou/passport-index-dataset" },
  indiaRequirements: { TH: "Visa free for 60 days" },
};

describe("atLeast", () => {
  it.each([
    [199, 5, "195+"],
    [195, 5, "195+"],
    [44, 10, "40+"],
    [4, 5, "0+"],
    [100, 10, "100+"],
  ])("never claims more than the data: %i by %i is %s", (n, step, out) => {
    expect(atLeast(n, step)).toBe(out);
  });
});

describe("longDate", () => {
  it.each([
    ["2025-01-12", "12 January 2025"],
    ["2024-02-29", "29 February 2024"],
    ["2026-12-31", "31 December 2026"],
  ])("formats %s as %s", (date, out) => {
    expect(longDate(date)).toBe(out);
  });
});

describe("ordinal", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [74, "74th"],
    [101, "101st"],
    [111, "111th"],
  ])("%i is %s", (n, out) => {
    expect(ordinal(n)).toBe(out);
  });
});

describe("tokenValues", () => {
  const values = tokenValues(facts, "hello@example.test");

  it("gives India's computed rank as an ordinal with its score and the number of passports ranked", () => {
    expect([values.indiaRank, values.indiaMobility, values.passportsRanked]).toEqual(["72nd", "58", "199"]);
    expect(tokenValues({ ...facts, indiaPower: null }, "e@x.test").indiaRank).toBe("not ranked yet");
  });

  it("adds visa-free and visa on arrival into the no-visa count, e-Visa and eTA apart", () => {
    expect(values.indiaNoVisa).toBe("55");
    expect(values.indiaNoVisaPlus).toBe("55+");
    expect(values.indiaEVisa).toBe("47");
    expect(values.indiaEta).toBe("3");
  });

  it("rounds marketing counts down: 199 countries is 195+, 100 fee destinations 100+", () => {
    expect(values.countriesListedPlus).toBe("195+");
    expect(values.feeDestinationsPlus).toBe("100+");
  });

  it("names the dataset's date, or says so when it is unknown", () => {
    expect(values.requirementsAsOn).toBe("12 January 2025");
    expect(tokenValues({ ...facts, requirementsAsOn: null }, "x").requirementsAsOn).toBe("the dataset's date");
  });
});

describe("fillTokens", () => {
  const values = tokenValues(facts, "hello@example.test");

  it("replaces every token", () => {
    expect(fillTokens("{countriesAnalysed} passports, write to {contactEmail}", values)).toBe("199 passports, write to hello@example.test");
  });

  it("throws on an unknown token instead of rendering braces", () => {
    expect(() => fillTokens("{countriesAnalysd}", values)).toThrow(UnknownTokenError);
  });

  it("leaves text without tokens alone", () => {
    expect(fillTokens("EUR 90 for adults", values)).toBe("EUR 90 for adults");
  });

  it("fills a pair's requirement from the data, and refuses a destination the data lacks", () => {
    expect(fillTokens("Thailand: {req:TH}", values)).toBe("Thailand: Visa free for 60 days");
    expect(() => fillTokens("{req:ZZ}", values)).toThrow(UnknownTokenError);
  });
});

describe("pageFaqs", () => {
  it("collects the FAQs of every FAQ block in order", () => {
    const faqs = pageFaqs({
      blocks: [
        { kind: "faq", id: "a", title: "A", faqs: [{ question: "Q1", answer: "See [the guide](/x)." }] },
        { kind: "list", id: "b", title: "B", items: ["x"] },
        { kind: "faq", id: "c", title: "C", faqs: [{ question: "Q2", answer: "A2" }] },
      ],
    });
    expect(faqs.map((f) => f.question)).toEqual(["Q1", "Q2"]);
    expect(faqs[0]?.answer).toBe("See the guide.");
  });
});
