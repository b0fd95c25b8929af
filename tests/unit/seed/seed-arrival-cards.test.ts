/**
 * The seed of this project's own issue #45 files: the arrival cards (visa-fees/arrival-cards.json) and the fees charged
 * by the mission where one applies (visa-fees/fee-places.json): the real files' rows, and a stop naming file, record
 * and reason for each kind of bad data.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { buildSeedRows, type SeedBuild, type SeedSources } from "../../../scripts/seed/build";
import { loadSeedSources } from "../../../scripts/seed/load";
import { seedError } from "./seed-error";

let sources: SeedSources;
let build: SeedBuild;
beforeAll(async () => {
  sources = await loadSeedSources();
  build = buildSeedRows(sources);
}, 60_000);

type Doc = Record<string, Record<string, unknown>[]>;

/** The sources with one of the two files edited. */
function edited(key: "arrivalCards" | "feePlaces", edit: (doc: Doc) => void): SeedSources {
  const doc = JSON.parse(sources[key].text) as Doc;
  edit(doc);
  return { ...sources, [key]: { name: sources[key].name, text: JSON.stringify(doc, null, 1) } };
}

const firstCard = (doc: Doc) => doc.cards?.[0] as Record<string, unknown>;

// Each test builds the whole seed once: seconds on a busy machine.
describe("arrival cards", { timeout: 60_000 }, () => {
  it("seeds one card per destination researched, each with its site and source", () => {
    const rows = build.rows.arrivalCards;
    expect(rows.map((r) => [r.destinationCountryCode, r.mandatory])).toEqual([
      ["TH", true],
      ["SG", true],
      ["MY", true],
      ["ID", true],
      ["JP", false],
      ["KR", true],
    ]);
    expect(rows.find((r) => r.destinationCountryCode === "TH")).toMatchObject({
      url: "https://tdac.immigration.go.th/",
      sinceOn: "2025-05-01",
      official: false,
    });
    expect(rows.find((r) => r.destinationCountryCode === "KR")?.exemptWith).toBe('["eta"]');
  });

  it.each<[string, (card: Record<string, unknown>) => void, RegExp]>([
    [
      "a site that is not an http(s) URL",
      (c) => Object.assign(c, { url: "tdac.immigration.go.th" }),
      /record 0 \(id "destination TH"\): url: expected an absolute http\(s\) URL/,
    ],
    [
      "a source page that is not a URL",
      (c) => Object.assign(c, { sourceUrl: "ftp://example.org/x" }),
      /sourceUrl: expected an absolute http\(s\) URL/,
    ],
    [
      "a destination outside the Passport Index",
      (c) => Object.assign(c, { destination: "QQ" }),
      /record 0 \(id "destination QQ"\): destination QQ is not a Passport Index code/,
    ],
    ["a destination that is no country code", (c) => Object.assign(c, { destination: "Thailand" }), /destination: /],
    [
      "an exempt passport outside the Passport Index",
      (c) => Object.assign(c, { exemptPassports: ["QQ"] }),
      /exemptPassports lists QQ, which is not a Passport Index code/,
    ],
    [
      "an exempting document it does not know",
      (c) => Object.assign(c, { exemptWith: ["k-eta"] }),
      /exemptWith\.0: expected one of visa-free, visa-on-arrival, eta, e-visa, visa/,
    ],
    ["a source dated after the day it was read", (c) => Object.assign(c, { sourceDate: "2027-01-01" }), /sourceDate is after checkedOn/],
    ["a misspelt field", (c) => Object.assign(c, { sourceURL: "https://example.org" }), /Unrecognized key: "sourceURL"/],
  ])("stops on %s, naming arrival-cards.json and the record", (_, edit, message) => {
    const error = seedError(() => buildSeedRows(edited("arrivalCards", (doc) => edit(firstCard(doc)))));
    expect(error.message).toMatch(/arrival-cards\.json:\d+: /);
    expect(error.message).toMatch(message);
  });

  it("stops on a second card for one destination", () => {
    const error = seedError(() => buildSeedRows(edited("arrivalCards", (doc) => doc.cards?.push({ ...firstCard(doc) }))));
    expect(error.message).toMatch(/record 6 \(id "destination TH"\): destination TH already has a card \(record 0\)/);
  });
});

describe("fees charged by the mission where one applies", { timeout: 60_000 }, () => {
  it("marks the listed world records' rows, and no other", () => {
    const marked = build.rows.feeOptions.filter((r) => r.chargedByMission).map((r) => r.id);
    expect(marked).toHaveLength(18);
    expect(marked).toEqual(expect.arrayContaining(["za-visitor-visa", "th-e-visa-tourist-single", "cn-visa-default"]));
    expect(build.rows.feeOptions.filter((r) => r.recordSet === "detailed").some((r) => r.chargedByMission)).toBe(false);
  });

  it("stops on an id no world record has", () => {
    const error = seedError(() => buildSeedRows(edited("feePlaces", (doc) => Object.assign(doc.places?.[0] as object, { id: "xx-no-such-visa" }))));
    expect(error.message).toMatch(/fee-places\.json:\d+: record 0 \(id "xx-no-such-visa"\): no world fee record has this id/);
  });

  it("stops on a quote the record's notes do not hold", () => {
    const error = seedError(() =>
      buildSeedRows(edited("feePlaces", (doc) => Object.assign(doc.places?.[0] as object, { quote: "charged at the border" }))),
    );
    expect(error.message).toMatch(/record 0 \(id "cn-visa-default"\): the record's notes do not contain the quote/);
  });

  it("stops on an id listed twice", () => {
    const error = seedError(() => buildSeedRows(edited("feePlaces", (doc) => doc.places?.push({ ...(doc.places[0] as object) }))));
    expect(error.message).toMatch(/record 18 \(id "cn-visa-default"\): this id is listed twice/);
  });
});
