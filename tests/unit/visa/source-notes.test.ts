/**
 * A flagged source says so beside each record that cites it (issue #35): a check's fees, its correction and its
 * announcements, the finder's corrections, the dated rules of /changes and the directory's cards; nothing else of the
 * record changes.
 */
import { describe, expect, it } from "vitest";
import { buildDirectory } from "../../../shared/directory/card";
import { datedRules } from "../../../shared/history/dated-rules";
import type { AnnouncedChange } from "../../../shared/visa/announced";
import { buildVisaCheck } from "../../../shared/visa/check";
import { priceOption } from "../../../shared/visa/priced-option";
import { buildVisaFreeList } from "../../../shared/visa/visa-free";
import type { SourceState } from "../../../shared/watch/source-state";
import { sourceStatusesOf } from "../../../shared/watch/source-statuses";
import { code, correction, country, day, feeOption, INDIA, INR, money, RATES, requirementsOf, visaCheckInput as input } from "../fixtures/domain";

const FEE_PAGE = "https://evisa.example.gov/fees";
const RULE_PAGE = "https://immigration.example.gov/notice";
const NEWS_PAGE = "https://news.example.com/announced";

function flagged(url: string, overrides: Partial<SourceState>): SourceState {
  return {
    url,
    reviewedFingerprint: "a",
    latestFingerprint: "b",
    changedAt: null,
    failures: 0,
    failingSince: null,
    lastError: null,
    checkedAt: "2026-11-25T06:00:00.000Z",
    ...overrides,
  };
}

const statuses = sourceStatusesOf([
  flagged(FEE_PAGE, { changedAt: "2026-11-25T06:00:00.000Z" }),
  flagged(RULE_PAGE, { latestFingerprint: "a", failures: 3, failingSince: "2026-11-11T06:00:00.000Z" }),
  flagged(NEWS_PAGE, { changedAt: "2026-11-25T06:00:00.000Z" }),
]);
const FEE_NOTE = "The official page changed on 25 Nov 2026, after we read it; check it before you rely on this fee";
const RULE_NOTE = "The official page has not answered since 11 Nov 2026; check it before you rely on this rule";

const evisa = feeOption({ id: "vn-evisa", sourceUrl: FEE_PAGE, isVerified: true, checkedOn: day("2026-11-20") });

describe("a fee whose page changed", () => {
  it("carries the note after its dates, the figure unchanged", () => {
    const plain = priceOption(evisa, RATES, day("2026-11-26"));
    const noted = priceOption(evisa, RATES, day("2026-11-26"), { noteOf: statuses.noteOf });
    expect(noted.dates).toBe(`undated source, read on 20 Nov 2026. ${FEE_NOTE}.`);
    expect(noted.sourceNote).toBe(FEE_NOTE);
    expect({ ...noted, dates: plain.dates, sourceNote: null }).toEqual(plain);
  });

  it("follows an ended fee's note with one full stop between them", () => {
    const ended = feeOption({ ...evisa, validUntilOn: day("2025-12-31") });
    expect(priceOption(ended, RATES, day("2026-11-26"), { noteOf: statuses.noteOf }).dates).toBe(
      `undated source, read on 20 Nov 2026. Ended 31 Dec 2025: not today's fee. ${FEE_NOTE}.`,
    );
  });

  it("says nothing for a record that cites no page, or that was read after the change", () => {
    expect(priceOption(feeOption({ sourceUrl: null }), RATES, day("2026-11-26"), { noteOf: statuses.noteOf }).sourceNote).toBeNull();
    expect(priceOption({ ...evisa, checkedOn: day("2026-11-26") }, RATES, day("2026-11-26"), { noteOf: statuses.noteOf }).sourceNote).toBeNull();
  });

  it("shows on the directory's card through its dates", () => {
    const vietnam = { code: code("VN"), name: "Vietnam", flagEmoji: "🇻🇳" };
    const directory = buildDirectory({
      passport: INDIA,
      countries: [vietnam],
      feeOptions: [evisa],
      requirements: requirementsOf(["VN"]),
      rates: RATES,
      currency: INR,
      today: day("2026-11-26"),
      sourceNoteOf: statuses.noteOf,
    });
    expect(directory.cards[0]?.featured.dates).toContain(FEE_NOTE);
  });
});

const ETIAS: AnnouncedChange = {
  id: "fee-0",
  kind: "fee",
  status: "announced",
  inForceOn: null,
  destinations: [code("VN")],
  scope: { kind: "all" },
  passportsText: "all",
  appliesTo: "a travel authorisation",
  requirement: null,
  previous: null,
  fee: money(2000, "USD"),
  announcedOn: day("2026-07-04"),
  expectedOn: null,
  source: "A newspaper",
  sourceUrl: NEWS_PAGE,
  official: false,
  checkedOn: day("2026-11-20"),
};

describe("a check with flagged sources", () => {
  const philippines = country({ code: code("PH"), name: "Philippines", flagEmoji: "🇵🇭" });
  const check = buildVisaCheck(
    input({
      destination: philippines,
      datasetRequirement: "visa required",
      corrections: [correction({ requirement: "14", effectiveOn: day("2025-06-08"), sourceUrl: RULE_PAGE })],
      announced: [{ ...ETIAS, destinations: [code("PH")] }],
      sourceNoteOf: statuses.noteOf,
    }),
  );

  it("ends the correction's note with its source's note", () => {
    expect(check.provenance.sourceNote).toBe(RULE_NOTE);
    expect(check.notes.find((n) => n.kind === "correction")?.after).toBe(`. ${RULE_NOTE}.`);
  });

  it("ends an announcement's note with its source's note: a fee, on a page that is not official", () => {
    expect(check.notes.find((n) => n.kind === "announced")?.after).toBe(
      " (not an official source, read on 20 Nov 2026). The source page changed on 25 Nov 2026, after we read it; check it before you rely on this fee.",
    );
  });

  it("leaves the answer itself as it was", () => {
    const quiet = buildVisaCheck(
      input({
        destination: philippines,
        datasetRequirement: "visa required",
        corrections: [correction({ requirement: "14", effectiveOn: day("2025-06-08"), sourceUrl: RULE_PAGE })],
        announced: [{ ...ETIAS, destinations: [code("PH")] }],
      }),
    );
    expect(check.card).toEqual(quiet.card);
    expect(quiet.provenance.sourceNote).toBeNull();
  });
});

describe("the finder and /changes", () => {
  it("gives a finder card's correction its source's note", () => {
    const list = buildVisaFreeList({
      passport: INDIA,
      countries: [INDIA, country({ code: code("PH"), name: "Philippines", flagEmoji: "🇵🇭" })],
      requirements: [{ destinationCountryCode: "PH", requirement: "visa required" }],
      corrections: [{ ...correction({ effectiveOn: day("2025-06-08"), sourceUrl: RULE_PAGE }), destinationCountryCode: "PH" }],
      requirementsAsOn: day("2025-01-12"),
      today: day("2026-11-26"),
      sourceNoteOf: statuses.noteOf,
    });
    expect(list.noVisa[0]?.correction?.sourceNote).toBe(RULE_NOTE);
  });

  it("gives each dated rule its source's note: a correction's end, a fee's end, an announcement", () => {
    const dated = datedRules({
      corrections: [
        {
          passport: "IN",
          destination: "MY",
          requirement: "30",
          validUntilOn: day("2026-12-31"),
          source: "Ministry",
          sourceUrl: RULE_PAGE,
          official: false,
          checkedOn: day("2026-11-20"),
        },
      ],
      fees: [
        {
          id: "cn",
          destination: "CN",
          subtype: "L visa",
          validUntilOn: day("2025-12-31"),
          source: "Embassy",
          sourceUrl: FEE_PAGE,
          official: true,
          checkedOn: day("2026-11-20"),
        },
      ],
      announced: [ETIAS],
      today: day("2026-11-26"),
      name: (c) => c,
      sourceNoteOf: statuses.noteOf,
    });
    expect(dated.coming[0]?.sourceNote).toBe("The source page has not answered since 11 Nov 2026; check it before you rely on this rule");
    expect(dated.ended[0]?.sourceNote).toBe(FEE_NOTE);
    expect(dated.announced[0]?.sourceNote).toBe("The source page changed on 25 Nov 2026, after we read it; check it before you rely on this fee");
  });
});
