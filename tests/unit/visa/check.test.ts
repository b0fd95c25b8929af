import { describe, expect, it } from "vitest";
import { buildVisaCheck } from "../../../shared/visa/check";
import type { CurrencyCode } from "../../../shared/units/money";
import { CANADA, code, correction, country, day, feeOption, GERMANY, INDIA, money, THAILAND, visaCheckInput as input } from "../fixtures/domain";

const PHILIPPINES = country({ code: code("PH"), name: "Philippines", flagEmoji: "🇵🇭" });
const TOURIST_DOCUMENT_1 = "Passport valid for at least 6 months with two blank pages";

function listed(check: ReturnType<typeof buildVisaCheck>) {
  if (check.fees.status !== "listed") throw new Error(`fees are ${check.fees.status}`);
  return check.fees;
}

describe("buildVisaCheck: India → Vietnam, e-visa, with fee records", () => {
  const business = feeOption({ id: "vn-business", visaType: "business", eVisa: false, fee: money(9000, "EUR") });
  const single = feeOption({ id: "vn-tourist-single", fee: money(2500, "USD"), isVerified: false, checkedOn: day("2026-11-18") });
  const multiple = feeOption({
    id: "vn-tourist-multiple",
    subtype: "e-Visa, multiple entry (up to 90 days)",
    fee: money(5000, "USD"),
    isVerified: true,
    entries: "multiple",
    processingDays: { min: 3, max: 5 },
    validityDays: 90,
    maxStayDays: 90,
    requirements: ["Passport valid 6+ months", "Digital photo"],
    checkedOn: day("2026-11-20"),
  });
  const check = buildVisaCheck(input({ feeOptions: [business, single, multiple] }));

  it("heads with the cheapest single-entry tourist option, not the first verified record, and says others cost more", () => {
    expect(listed(check).best?.id).toBe("vn-tourist-single");
    expect(listed(check).from).toBe(true);
  });

  it('heads with the dearer option only when it is the only one of its type, with no "from"', () => {
    const alone = buildVisaCheck(input({ feeOptions: [business, multiple] }));
    expect([listed(alone).best?.id, listed(alone).from]).toEqual(["vn-tourist-multiple", false]);
  });

  it("lists every record of the pair, all types, in source order", () => {
    expect(listed(check).options.map((o) => o.id)).toEqual(["vn-business", "vn-tourist-single", "vn-tourist-multiple"]);
  });

  it("builds one display row per record, named after the destination", () => {
    expect(listed(check).rows.map((r) => [r.id, r.country, r.nativeFee, r.usdFee])).toEqual([
      ["vn-business", "Vietnam", "EUR 90", "$100"],
      ["vn-tourist-single", "Vietnam", "$25", "$25"],
      ["vn-tourist-multiple", "Vietnam", "$50", "$50"],
    ]);
  });

  it("says the date of the rates used", () => {
    expect(listed(check).ratesAsOn).toBe("2026-04-13");
  });

  it("lists the visa types present with the chosen type first", () => {
    expect(listed(check).visaTypes).toEqual(["tourist", "business"]);
  });

  it("fills the requirement card from the requirement and the best option", () => {
    expect(check.card).toEqual({
      visaRequired: true,
      label: "e-Visa",
      category: "e-visa",
      maxStayDays: 90,
      validityDays: 90,
      processing: "3-5 days",
      entryType: "Single",
      visaOnArrival: "Not available",
      eVisa: "Available",
      document: "e-visa",
      documents: [
        { text: "Passport valid 6+ months", needed: true, link: null, source: null },
        { text: "Digital photo", needed: true, link: null, source: null },
      ],
      documentsRecommended: false,
      applyUrl: "https://evisa.example.gov/apply",
      lastUpdatedOn: "2026-11-18",
      lastUpdated: "Fee source read on 18 Nov 2026 (the source is undated)",
      estimate: false,
    });
  });

  it("credits the dataset when no correction applies", () => {
    expect(check.provenance).toEqual({
      kind: "dataset",
      asOn: "2025-01-12",
      source: null,
      sourceUrl: null,
      sourceNote: null,
      endsOn: null,
      disagreeing: null,
      endedOn: null,
      notices: [],
    });
  });

  it("names both countries with their flags", () => {
    expect([check.passport, check.destination]).toEqual([
      { code: "IN", name: "India", flagEmoji: "🇮🇳" },
      { code: "VN", name: "Vietnam", flagEmoji: "🇻🇳" },
    ]);
  });

  it("picks the best option of another chosen type", () => {
    const check = buildVisaCheck(input({ visaType: "business", feeOptions: [business, single, multiple] }));
    expect(listed(check).best?.id).toBe("vn-business");
  });
});

describe("buildVisaCheck: visa required, and the e-Visa line", () => {
  it("says e-Visa 'Available' when the best record is applied for online", () => {
    const check = buildVisaCheck(input({ datasetRequirement: "visa required", feeOptions: [feeOption({ eVisa: true })] }));
    expect(check.card.eVisa).toBe("Available");
  });

  it("says e-Visa 'Not available' when the best record is an embassy visa", () => {
    const check = buildVisaCheck(input({ datasetRequirement: "visa required", feeOptions: [feeOption({ eVisa: false })] }));
    expect(check.card.eVisa).toBe("Not available");
  });

  it("says visa on arrival 'Available' for a visa-on-arrival pair", () => {
    const check = buildVisaCheck(input({ datasetRequirement: "visa on arrival", feeOptions: [feeOption()] }));
    expect(check.card.visaOnArrival).toBe("Available");
  });
});

describe("buildVisaCheck: India → Canada, visa required, no fee record", () => {
  const check = buildVisaCheck(input({ destination: CANADA, datasetRequirement: "visa required" }));

  it("uses section 9's tourist estimate as the best option", () => {
    expect(listed(check).best).toMatchObject({ id: "estimate-tourist", estimate: true, usdFee: "$50" });
  });

  it("fills the card from the estimate and marks it as an estimate", () => {
    expect(check.card).toMatchObject({
      visaRequired: true,
      label: "Visa required",
      maxStayDays: 30,
      validityDays: 90,
      processing: "5-15 days",
      entryType: "Single",
      eVisa: "Not available",
      estimate: true,
    });
  });

  it("shows the site's tourist document list", () => {
    expect(check.card.documents[0]?.text).toBe(TOURIST_DOCUMENT_1);
  });

  it("says the estimate's figures are undated instead of borrowing the dataset's date", () => {
    expect([check.card.lastUpdatedOn, check.card.lastUpdated]).toEqual([null, "Undated: these figures are estimates, not a fee we read"]);
  });

  it("lists the estimate as the only option, in a row marked as an estimate", () => {
    expect(listed(check).rows.map((r) => [r.id, r.estimate])).toEqual([["estimate-tourist", true]]);
  });

  it("uses the business estimate's fee and stay for a business check", () => {
    const business = buildVisaCheck(input({ destination: CANADA, datasetRequirement: "visa required", visaType: "business" }));
    expect([listed(business).best?.usdFee, business.card.maxStayDays]).toEqual(["$100", 90]);
  });

  it("puts the estimate for the chosen type before the records of other types", () => {
    const caBusiness = feeOption({ id: "ca-business", destinationCountryCode: code("CA"), visaType: "business" });
    const check = buildVisaCheck(input({ destination: CANADA, datasetRequirement: "visa required", feeOptions: [caBusiness] }));
    expect(listed(check).options.map((o) => o.id)).toEqual(["estimate-tourist", "ca-business"]);
  });

  it("uses an estimate for a visa-on-arrival pair without records", () => {
    const check = buildVisaCheck(input({ destination: CANADA, datasetRequirement: "visa on arrival" }));
    expect([check.card.visaOnArrival, check.card.estimate]).toEqual(["Available", true]);
  });

  it("has no best option, and no estimate, for a type section 9 does not cover", () => {
    const golden = buildVisaCheck(input({ destination: CANADA, datasetRequirement: "visa required", visaType: "golden" }));
    const { estimate, processing, entryType } = golden.card;
    expect([listed(golden).best, estimate, processing, entryType]).toEqual([null, false, "Contact embassy", "Varies"]);
  });
});

describe("buildVisaCheck: India → Thailand, visa free for 60 days", () => {
  // The record's 30 days must not override the dataset's 60.
  const exemption = feeOption({
    id: "th-visa-exemption",
    document: "visa-free",
    requirements: [],
    applyUrl: null,
    eVisa: false,
    fee: money(0, "USD"),
    validityDays: null,
    maxStayDays: 30,
  });
  const check = buildVisaCheck(input({ destination: THAILAND, datasetRequirement: "60", feeOptions: [exemption] }));

  it("fills the card as no visa required, with the dataset's days and recommended documents", () => {
    expect(check.card).toEqual({
      visaRequired: false,
      label: "Visa free for 60 days",
      category: "visa-free",
      maxStayDays: 60,
      validityDays: null,
      processing: null,
      entryType: "Varies",
      visaOnArrival: "Not Applicable",
      eVisa: "Not Applicable",
      document: "visa-free",
      documents: [
        expect.objectContaining({ text: "Passport valid for your whole stay (some countries ask for 6 months beyond it)", needed: false }),
        expect.objectContaining({ text: "Return or onward ticket", needed: false }),
        expect.objectContaining({ text: "Proof of enough money for your stay", needed: false }),
      ],
      documentsRecommended: true,
      applyUrl: null,
      lastUpdatedOn: "2025-01-12",
      lastUpdated: "Entry rule from the Passport Index snapshot of 12 Jan 2025",
      estimate: false,
    });
  });

  it("has no best option", () => {
    expect(listed(check).best).toBeNull();
  });

  it("still lists the pair's records", () => {
    expect(listed(check).rows.map((r) => [r.id, r.nativeFee])).toEqual([["th-visa-exemption", "Free"]]);
  });

  it("leaves the maximum stay unknown for 'visa free' without days and no record", () => {
    const check = buildVisaCheck(input({ destination: THAILAND, datasetRequirement: "visa free" }));
    expect([check.card.label, check.card.maxStayDays]).toEqual(["Visa free", null]);
  });

  it("treats an eTA as no visa required while showing that it is required", () => {
    const check = buildVisaCheck(input({ destination: CANADA, datasetRequirement: "eta" }));
    const { visaRequired, label, visaOnArrival, eVisa } = check.card;
    expect([visaRequired, label, visaOnArrival, eVisa]).toEqual([false, "eTA required", "Not Applicable", "Not Applicable"]);
  });
});

describe("buildVisaCheck: an origin other than India", () => {
  // India's own record does not apply to a German passport (decision 17): nothing else is on record for the pair.
  const check = buildVisaCheck(input({ passport: GERMANY, destination: INDIA, feeOptions: [feeOption()] }));

  it("shows fees as coming soon for the origin, saying what is known", () => {
    expect(check.fees).toEqual({ status: "coming-soon", origin: "Germany", text: "No fee on record for Germany passports to India" });
  });

  it("still gives the requirement card its label", () => {
    expect([check.card.visaRequired, check.card.label, check.card.eVisa]).toEqual([true, "e-Visa", "Available"]);
  });

  it("does not present an estimate on the card", () => {
    expect(check.card.estimate).toBe(false);
  });

  it("gives a visa-free pair its days", () => {
    const free = buildVisaCheck(input({ passport: GERMANY, destination: THAILAND, datasetRequirement: "30" }));
    expect([free.card.visaRequired, free.card.label, free.card.maxStayDays]).toEqual([false, "Visa free for 30 days", 30]);
  });
});

describe("buildVisaCheck: a correction in force", () => {
  const philippines = (today: string) =>
    buildVisaCheck(
      input({
        destination: PHILIPPINES,
        datasetRequirement: "visa required",
        corrections: [correction({ requirement: "14", effectiveOn: day("2025-06-08"), checkedOn: day("2026-11-21") })],
        today: day(today),
      }),
    );

  it("credits the correction with its source and checked date", () => {
    expect(philippines("2026-11-23").provenance).toEqual({
      kind: "correction",
      asOn: "2026-11-21",
      source: "Bureau of Immigration",
      sourceUrl: "https://immigration.example.gov/notice",
      sourceNote: null,
      endsOn: null,
      disagreeing: null,
      endedOn: null,
      notices: [],
    });
  });

  it("shows the corrected requirement instead of the dataset's", () => {
    const check = philippines("2026-11-23");
    expect([check.card.visaRequired, check.card.label]).toEqual([false, "Visa free for 14 days"]);
  });

  it("dates the card by the correction's checked date, not by today", () => {
    expect(philippines("2026-11-23").card.lastUpdatedOn).toBe("2026-11-21");
  });

  it("keeps the dataset's requirement the day before the correction takes effect", () => {
    const before = philippines("2025-06-07");
    expect([before.provenance.kind, before.card.label]).toEqual(["dataset", "Visa required"]);
  });

  it("dates the card by the best record's checked date when a correction makes a visa required", () => {
    const check = buildVisaCheck(
      input({
        datasetRequirement: "15",
        corrections: [correction({ requirement: "visa required", effectiveOn: day("2025-11-22"), checkedOn: day("2026-11-21") })],
        feeOptions: [feeOption({ checkedOn: day("2026-11-20") })],
      }),
    );
    const { label, lastUpdatedOn } = check.card;
    expect([check.provenance.kind, label, lastUpdatedOn]).toEqual(["correction", "Visa required", "2026-11-20"]);
  });
});

describe("buildVisaCheck: the card's documents (issue #45)", () => {
  const UK = country({ code: code("GB"), name: "United Kingdom", flagEmoji: "🇬🇧", region: "Europe" });
  const usa = country({ code: code("US"), name: "United States", flagEmoji: "🇺🇸", region: "North America" });

  it("gives an eTA pair the eTA's form and payment from its eTA record, and the site to apply on", () => {
    const eta = feeOption({
      id: "gb-eta",
      destinationCountryCode: UK.code,
      appliesTo: { scope: "all" },
      recordSet: "world",
      document: "eta",
      fee: money(2000, "EUR"),
      requirements: [],
      applyUrl: "https://www.gov.uk/eta",
    });
    const check = buildVisaCheck(input({ passport: usa, destination: UK, datasetRequirement: "eta", feeOptions: [eta] }));
    expect([check.card.document, check.card.applyUrl, check.card.documents.map((l) => l.text)]).toEqual([
      "eta",
      "https://www.gov.uk/eta",
      [
        "The passport you will travel with: the eTA is linked to it",
        "The online eTA application, on the official site or app",
        "The eTA fee (EUR 20), paid online by card",
      ],
    ]);
  });

  it("borrows the list of the passport's own record when the headline record has none", () => {
    const general = feeOption({
      id: "vn-world",
      appliesTo: { scope: "all" },
      recordSet: "world",
      fee: money(2000, "USD"),
      maxStayDays: 30,
      requirements: [],
      applyUrl: null,
    });
    // A world record naming the passport (a detailed one would set the world's aside), for another stay.
    const own = feeOption({
      id: "vn-india",
      recordSet: "world",
      fee: money(2500, "USD"),
      maxStayDays: 90,
      requirements: ["Passport valid 6+ months", "Digital photo"],
    });
    const check = buildVisaCheck(input({ feeOptions: [general, own] }));
    expect(listed(check).best?.id).toBe("vn-world");
    expect([check.card.documents.map((l) => l.text), check.card.applyUrl]).toEqual([
      ["Passport valid 6+ months", "Digital photo"],
      "https://evisa.example.gov/apply",
    ]);
  });

  it("lists nothing to get for a passport that is not admitted", () => {
    const check = buildVisaCheck(input({ destination: CANADA, datasetRequirement: "no admission" }));
    expect([check.card.document, check.card.documents]).toEqual([null, []]);
  });
});

describe("buildVisaCheck: fees in the visitor's currency (decision 17)", () => {
  const records = [feeOption({ id: "vn-eur", fee: money(9000, "EUR") })];

  it("prices every option in the visitor's currency and names it for the third column", () => {
    const fees = listed(buildVisaCheck(input({ feeOptions: records, currency: "JPY" as CurrencyCode })));
    expect(fees.localCurrency).toBe("JPY");
    expect(fees.options.map((o) => [o.usdFee, o.localFee])).toEqual([["$100", "JPY 16,000"]]);
    expect(fees.rows.map((r) => r.localFee)).toEqual(["JPY 16,000"]);
  });

  it("has no third currency for a visitor whose currency is USD", () => {
    const fees = listed(buildVisaCheck(input({ feeOptions: records, currency: "USD" as CurrencyCode })));
    expect([fees.localCurrency, fees.options[0]?.localFee, fees.rows[0]?.localFee]).toEqual([null, null, null]);
    expect(fees.ratesNote).toBe("USD amounts are converted at European Central Bank reference rates of 13 Apr 2026 and are indicative.");
  });
});
