import { describe, expect, it } from "vitest";
import { buildSearchIndex } from "../../../shared/search/index";
import { searchVisas } from "../../../shared/search/query";
import { code, country, INDIA, INR, RATES, requirementsOf, TODAY } from "../fixtures/domain";
import { record } from "./fixtures";

// Hand-made countries shaped like the #33 reports: Guinea sorts before India and has the city Kindia; North Korea
// sorts before South Korea, which alone has the alias "Korea".
const GUINEA = country({ code: code("GN"), name: "Guinea", majorCities: ["Conakry", "Kindia"] });
const NORTH_KOREA = country({ code: code("KP"), name: "North Korea", searchAliases: ["DPRK", "Korea, Democratic People's Republic of"] });
const SOUTH_KOREA = country({ code: code("KR"), name: "South Korea", searchAliases: ["Republic of Korea", "Korea"] });
const IVORY = country({ code: code("CI"), name: "Ivory Coast", searchAliases: ["Côte d'Ivoire"] });

const index = buildSearchIndex({
  countries: [GUINEA, INDIA, NORTH_KOREA, SOUTH_KOREA, IVORY],
  // India's own records here stand for any passport's: the ranking is the subject, not who the fees apply to.
  passport: INDIA,
  requirements: requirementsOf(["GN", "IN", "KP", "KR", "CI"]),
  feeOptions: [
    record({ id: "gn", destinationCountryCode: code("GN"), subtype: "Embassy visa" }),
    record({ id: "in", destinationCountryCode: code("IN"), subtype: "Embassy visa" }),
    record({ id: "kp", destinationCountryCode: code("KP"), subtype: "Embassy visa" }),
    record({ id: "kr", destinationCountryCode: code("KR"), subtype: "Embassy visa" }),
    record({ id: "ci", destinationCountryCode: code("CI"), subtype: "Embassy visa" }),
    record({ id: "kr-transit", destinationCountryCode: code("KR"), subtype: "Transit via India" }),
  ],
  rates: RATES,
  today: TODAY,
});
const ids = (term: string) => searchVisas(index, term, INR).rows.map((r) => r.id);

describe("searchVisas: ranked as the pickers rank countries (#33)", () => {
  it("puts the country named India before Guinea's city Kindia, and visa text last", () => {
    expect(ids("India")).toEqual(["in", "gn", "kr-transit"]);
  });

  it("puts South Korea, whose alias is 'Korea', before North Korea", () => {
    expect(ids("korea")).toEqual(["kr", "kr-transit", "kp"]);
  });

  it("ignores accents: 'cote' finds Côte d'Ivoire", () => {
    expect(ids("cote")).toEqual(["ci"]);
  });

  it("finds nothing for a term that is only a combining mark", () => {
    expect(searchVisas(index, "\u0301", INR)).toMatchObject({ term: "\u0301", rows: [], total: 0, rates: { ratesAsOn: "2026-04-13" } });
  });
});
