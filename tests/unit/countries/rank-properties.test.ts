import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countryMatchTier, foldCountry, foldSearchText, rankCountries, type RankableCountry } from "../../../shared/countries/rank";

// Short words from few letters, so generated names, aliases and cities share prefixes and words often.
const word = fc.stringMatching(/^[a-e]{1,4}$/);
const phrase = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(" "));
const countryArb: fc.Arbitrary<RankableCountry> = fc.record({
  code: fc.stringMatching(/^[A-E]{2}$/),
  name: phrase.map((name) => name[0]!.toUpperCase() + name.slice(1)),
  searchAliases: fc.array(phrase, { maxLength: 3 }),
  majorCities: fc.array(phrase, { maxLength: 3 }),
});
const countriesArb = fc.array(countryArb, { minLength: 1, maxLength: 12 });
const queryArb = fc.oneof(word, phrase);

// Combining marks that NFC composes with a-e into precomposed letters (à, é, ĉ, ...), and some that it cannot.
const markArb = fc.constantFrom("", "\u0300", "\u0301", "\u0302", "\u0303", "\u0308", "\u030C", "\u0323");

/** The same text with each letter's case and accent chosen at random, composed where Unicode can (NFC). */
function disguised(text: string): fc.Arbitrary<string> {
  const chars = [...text].map((ch) =>
    fc.tuple(fc.boolean(), markArb).map(([upper, mark]) => (upper ? ch.toUpperCase() : ch) + (/[a-z]/i.test(ch) ? mark : "")),
  );
  return fc.tuple(...chars).map((parts) => parts.join("").normalize("NFC"));
}

const tierOf = (country: RankableCountry, query: string) => countryMatchTier(foldCountry(country), foldSearchText(query));

describe("rankCountries properties", () => {
  it("puts a country first when its exact name is typed and no other country has that name, code or alias", () => {
    fc.assert(
      fc.property(countriesArb, fc.nat(), (countries, pick) => {
        const target = countries[pick % countries.length]!;
        const q = foldSearchText(target.name);
        const rivals = countries.filter((c) => c !== target).map(foldCountry);
        fc.pre(!rivals.some((r) => r.name === q || r.code === q || r.aliases.includes(q)));
        expect(rankCountries(countries, target.name)[0]).toBe(target);
      }),
      { numRuns: 300 },
    );
  });

  it("orders results by tier and keeps the given order within a tier", () => {
    fc.assert(
      fc.property(countriesArb, queryArb, (countries, query) => {
        const ranked = rankCountries(countries, query);
        for (let i = 1; i < ranked.length; i += 1) {
          const [before, after] = [ranked[i - 1]!, ranked[i]!];
          const [tierBefore, tierAfter] = [tierOf(before, query)!, tierOf(after, query)!];
          expect(tierBefore).toBeLessThanOrEqual(tierAfter);
          if (tierBefore === tierAfter) expect(countries.indexOf(before)).toBeLessThan(countries.indexOf(after));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("returns exactly the countries that match, each once", () => {
    fc.assert(
      fc.property(countriesArb, queryArb, (countries, query) => {
        const ranked = rankCountries(countries, query);
        const matching = countries.filter((c) => tierOf(c, query) !== null);
        expect([...ranked].sort((a, b) => countries.indexOf(a) - countries.indexOf(b))).toEqual(matching);
      }),
      { numRuns: 300 },
    );
  });

  it("gives the same answer whatever the query's case and accents", () => {
    fc.assert(
      fc.property(
        countriesArb,
        queryArb.chain((q) => fc.tuple(fc.constant(q), disguised(q))),
        (countries, [plain, variant]) => {
          expect(rankCountries(countries, variant)).toEqual(rankCountries(countries, plain));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("gives the same answer whatever the case and accents of the countries' texts", () => {
    const disguisedCountry = (c: RankableCountry) =>
      fc.record({
        code: fc.constant(c.code),
        name: disguised(c.name),
        searchAliases: fc.tuple(...(c.searchAliases ?? []).map(disguised)),
        majorCities: fc.tuple(...(c.majorCities ?? []).map(disguised)),
      });
    fc.assert(
      fc.property(
        countriesArb.chain((cs) => fc.tuple(fc.constant(cs), fc.tuple(...cs.map(disguisedCountry)))),
        queryArb,
        ([plain, variant], query) => {
          // Positions in the given list, which the two lists share.
          const order = (cs: readonly RankableCountry[]) => rankCountries(cs, query).map((c) => cs.indexOf(c));
          expect(order(variant)).toEqual(order(plain));
        },
      ),
      { numRuns: 300 },
    );
  });
});
