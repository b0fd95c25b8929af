/** The one fee rule (decision 17, shared/fees/resolve.ts): scopes, specificity, dates and documents, with properties. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { feeConflicts, type NamedScopedFee } from "../../../shared/fees/conflicts";
import { documentFit, documentOfNamedOption, FEE_DOCUMENTS, type FeeDocument } from "../../../shared/fees/documents";
import { feesForPassport, type ScopedFee } from "../../../shared/fees/resolve";
import { scopeCovers, type FeeScope } from "../../../shared/fees/scope";
import type { CountryCode } from "../../../shared/units/country-code";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { RequirementCategory } from "../../../shared/visa/requirement";

const code = (c: string) => c as CountryCode;
const day = "2026-11-28" as IsoDate;

function record(overrides: Partial<NamedScopedFee> = {}): NamedScopedFee {
  return {
    id: "r",
    destinationCountryCode: code("TH"),
    visaType: "tourist",
    document: "visa",
    appliesTo: { scope: "all" },
    recordSet: "world",
    maxStayDays: 60,
    effectiveOn: null,
    validUntilOn: null,
    needs: [],
    subtype: "Tourist visa",
    validityDays: 90,
    entries: "single",
    ...overrides,
  };
}
const ids = (list: { record: ScopedFee }[]) => list.map((r) => r.record.id);

describe("scopes", () => {
  it("all covers every passport, only those listed, all-except all but those", () => {
    expect(scopeCovers({ scope: "all" }, code("US"))).toBe(true);
    expect(scopeCovers({ scope: "only", passports: [code("US")] }, code("US"))).toBe(true);
    expect(scopeCovers({ scope: "only", passports: [code("US")] }, code("GB"))).toBe(false);
    expect(scopeCovers({ scope: "all-except", passports: [code("US")] }, code("US"))).toBe(false);
    expect(scopeCovers({ scope: "all-except", passports: [code("US")] }, code("GB"))).toBe(true);
  });
});

describe("the rule", () => {
  const general = record({ id: "general", appliesTo: { scope: "all-except", passports: [code("CN")] } });
  const own = record({ id: "own-us", appliesTo: { scope: "only", passports: [code("US")] } });
  const detailed = record({ id: "india", recordSet: "detailed", appliesTo: { scope: "only", passports: [code("IN")] } });

  it("gives a passport its own record over a general one for the same document and duration", () => {
    expect(ids(feesForPassport([general, own], code("US"), day, "visa-required"))).toEqual(["own-us"]);
    expect(ids(feesForPassport([general, own], code("DE"), day, "visa-required"))).toEqual(["general"]);
  });

  it("keeps a general record of another duration beside the passport's own", () => {
    const longer = record({ id: "general-90", maxStayDays: 90 });
    expect(ids(feesForPassport([general, own, longer], code("US"), day, "visa-required"))).toEqual(["own-us", "general-90"]);
  });

  it("gives India's detailed records precedence over every world record of the destination while one is in force", () => {
    const world = record({ id: "world-in", appliesTo: { scope: "only", passports: [code("IN")] } });
    const evisa = record({ id: "world-evisa", document: "e-visa", maxStayDays: 30 });
    expect(ids(feesForPassport([world, evisa, detailed], code("IN"), day, "visa-required"))).toEqual(["india"]);
    // Malaysia on 1 Jan 2027: India's exemption record ended, so the world's visa on arrival applies.
    const ended = record({ ...detailed, id: "india-ended", validUntilOn: "2026-12-31" as IsoDate });
    expect(ids(feesForPassport([world, ended], code("IN"), "2027-01-01" as IsoDate, "visa-required"))).toEqual(["world-in", "india-ended"]);
    expect(ids(feesForPassport([world, evisa, detailed], code("US"), day, "visa-required"))).toEqual(["world-evisa"]);
  });

  it("lets a conditional detailed record set aside no world record: a traveller without the other visa pays the general fee", () => {
    // Oman for Indians: India's e-Visa record is for holders of a US, UK or Schengen visa only.
    const held = record({ ...detailed, id: "india-with-us-visa", document: "e-visa", needs: ["us-visa"] });
    const evisa = record({ id: "world-evisa", document: "e-visa" });
    expect(ids(feesForPassport([evisa, held], code("IN"), day, "e-visa"))).toEqual(["world-evisa", "india-with-us-visa"]);
  });

  it("excludes the passports an all-except list names", () => {
    expect(ids(feesForPassport([general], code("CN"), day, "visa-required"))).toEqual([]);
  });

  it("lets a record not in force compete with none: the general one applies again after the own one ended", () => {
    const ended = record({ ...own, id: "own-ended", validUntilOn: "2026-01-31" as IsoDate });
    expect(ids(feesForPassport([general, ended], code("US"), day, "visa-required"))).toEqual(["general", "own-ended"]);
    const coming = record({ ...own, id: "own-2027", effectiveOn: "2027-01-01" as IsoDate });
    expect(ids(feesForPassport([general, coming], code("US"), day, "visa-required"))).toEqual(["general", "own-2027"]);
    expect(ids(feesForPassport([general, coming], code("US"), "2027-01-01" as IsoDate, "visa-required"))).toEqual(["own-2027"]);
  });

  it("shows no visa fee for a visa-free pair, an eTA pair its eTA, and both a visa and an e-Visa where a visa is needed", () => {
    const eta = record({ id: "eta", document: "eta", maxStayDays: 90 });
    const evisa = record({ id: "evisa", document: "e-visa", maxStayDays: 30 });
    // No visa fee for a visa-free pair, and no eTA "for every nationality that needs it" (the ESTA for a Canadian).
    expect(ids(feesForPassport([general, eta, evisa], code("US"), day, "visa-free"))).toEqual([]);
    expect(ids(feesForPassport([general, eta, evisa], code("US"), day, "eta"))).toEqual(["eta"]);
    // An e-Visa "for every nationality that needs it" is one more way to the visa; one a list gives the passport
    // disagrees with a snapshot that says "visa required" (India's e-Visa for all but 26 passports).
    const needed = feesForPassport([general, eta, evisa], code("US"), day, "visa-required");
    expect(needed.map((r) => [r.record.id, r.fit])).toEqual([
      ["general", "shown"],
      ["evisa", "shown"],
    ]);
    const listed = record({ ...evisa, id: "evisa-listed", appliesTo: { scope: "all-except", passports: [code("PK")] } });
    expect(feesForPassport([listed], code("US"), day, "visa-required").map((r) => r.fit)).toEqual(["disagrees"]);
    expect(feesForPassport([general, evisa], code("US"), day, "e-visa").map((r) => r.fit)).toEqual(["shown", "shown"]);
  });

  it("says Sources disagree for an eTA a list gives a passport whose requirement is a visa on arrival (Sri Lanka)", () => {
    const lk = record({ id: "lk-eta", document: "eta", appliesTo: { scope: "all-except", passports: [code("IN")] } });
    expect(feesForPassport([lk], code("DE"), day, "visa-on-arrival").map((r) => r.fit)).toEqual(["disagrees"]);
  });
});

describe("documents", () => {
  it.each([
    ["Free tourist visa / ETA for Indian nationals, 30 days (double entry)", true, "eta"],
    ["e-VOA / Visa on Arrival (B1), 30 days, extendable once", true, "visa-on-arrival"],
    ["Visa exemption (visa-free entry), up to 60 days", false, "visa-free"],
    ["Bali foreign tourist levy (mandatory, Bali only)", true, "levy"],
    ["Sustainable Development Fee (SDF) for Indian nationals, per night", false, "levy"],
    ["Tourist e-Visa, 30 days", true, "e-visa"],
    ["B-1/B-2 visitor visa (business/tourism)", false, "visa"],
  ] as const)("reads %s as a %s record's document", (name, eVisa, document) => {
    expect(documentOfNamedOption(name, eVisa)).toBe(document);
  });

  it("never shows a document to a pair with no admission, and always shows a conditional option or a levy elsewhere", () => {
    for (const document of FEE_DOCUMENTS) {
      expect(documentFit(document, "no-admission", "named", true)).toBe("hidden");
      expect(documentFit(document, "visa-free", "general", true)).toBe("shown");
    }
    expect(documentFit("levy", "visa-free", "general", false)).toBe("shown");
  });

  it("shows a visa-free pair no visa fee, however firmly the record names the passport, and says an eTA a list gives disagrees", () => {
    for (const strength of ["general", "listed", "named"] as const) {
      for (const document of ["visa", "e-visa", "visa-on-arrival"] as const)
        expect(documentFit(document, "visa-free", strength, false)).toBe("hidden");
    }
    expect(documentFit("eta", "visa-free", "general", false)).toBe("hidden");
    expect(documentFit("eta", "visa-free", "listed", false)).toBe("disagrees");
    expect(documentFit("eta", "visa-free", "named", false)).toBe("disagrees");
  });

  it("hides a visa on arrival or an eTA 'for every nationality that needs it' from a pair that needs a visa, and flags one a list gives", () => {
    expect(documentFit("visa-on-arrival", "visa-required", "general", false)).toBe("hidden");
    expect(documentFit("eta", "visa-required", "general", false)).toBe("hidden");
    expect(documentFit("visa-on-arrival", "visa-required", "listed", false)).toBe("disagrees");
    expect(documentFit("eta", "visa-on-arrival", "listed", false)).toBe("disagrees");
    // Indonesia's e-VOA: the Passport Index calls it "e-Visa".
    expect(documentFit("visa-on-arrival", "e-visa", "named", false)).toBe("shown");
  });
});

// Properties over random record sets (issue #45).
const passports = ["IN", "US", "GB", "DE", "CN", "NG", "JP"].map(code);
const passportArb = fc.constantFrom(...passports);
const scopeArb: fc.Arbitrary<FeeScope> = fc.oneof(
  fc.constant({ scope: "all" } as const),
  fc.uniqueArray(passportArb, { minLength: 1, maxLength: 3 }).map((list) => ({ scope: "only" as const, passports: list })),
  fc.uniqueArray(passportArb, { minLength: 1, maxLength: 3 }).map((list) => ({ scope: "all-except" as const, passports: list })),
);
const categoryArb = fc.constantFrom<RequirementCategory>("visa-free", "visa-on-arrival", "eta", "e-visa", "visa-required", "unknown");
const recordArb = fc.record({
  id: fc.uuid(),
  document: fc.constantFrom<FeeDocument>(...FEE_DOCUMENTS),
  appliesTo: scopeArb,
  recordSet: fc.constantFrom("world" as const, "detailed" as const),
  maxStayDays: fc.constantFrom(null, 30, 90),
  validUntilOn: fc.constantFrom(null, "2026-01-31" as IsoDate, "2027-12-31" as IsoDate),
  conditional: fc.boolean(),
});
const toRecord = (r: typeof recordArb extends fc.Arbitrary<infer T> ? T : never): NamedScopedFee =>
  record({
    id: r.id,
    document: r.document,
    appliesTo: r.appliesTo,
    recordSet: r.recordSet,
    maxStayDays: r.maxStayDays,
    validUntilOn: r.validUntilOn,
    needs: r.conditional ? ["us-visa"] : [],
  });

describe("properties", () => {
  it("every record applies to the passports its scope names and to no other", () => {
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 8 }), passportArb, categoryArb, (raw, passport, category) => {
        const records = raw.map(toRecord);
        for (const { record: r } of feesForPassport(records, passport, day, category)) expect(scopeCovers(r.appliesTo, passport)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("adding a record for one passport changes only that passport's answers", () => {
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 8 }), recordArb, passportArb, categoryArb, (raw, extra, owner, category) => {
        const records = raw.map(toRecord);
        const added = [...records, toRecord({ ...extra, appliesTo: { scope: "only", passports: [owner] } })];
        for (const other of passports.filter((p) => p !== owner)) {
          expect(ids(feesForPassport(added, other, day, category))).toEqual(ids(feesForPassport(records, other, day, category)));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("conflicts", () => {
  it("finds two records with the same name and terms for one passport, and lets distinct options be", () => {
    const a = record({ id: "a" });
    const again = record({ id: "a-again", appliesTo: { scope: "only", passports: [code("US"), code("GB")] } });
    const urgent = record({ id: "urgent", subtype: "Tourist visa, urgent" });
    expect(feeConflicts([a, urgent], passports)).toEqual([]);
    // `only` US beats `all` for US: no conflict; two `all` records of the same terms conflict for everyone.
    expect(feeConflicts([a, again], passports)).toEqual([]);
    expect(feeConflicts([a, record({ id: "b" })], [code("US")])).toEqual([{ passport: "US", ids: ["a", "b"] }]);
    // Records whose dates do not overlap are a fee and its successor.
    const before = record({ id: "old", validUntilOn: "2025-12-31" as IsoDate });
    const after = record({ id: "new", effectiveOn: "2026-01-01" as IsoDate });
    expect(feeConflicts([before, after], [code("US")])).toEqual([]);
  });
});
