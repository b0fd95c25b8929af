/** The indefinite article before a name a page builds into a sentence (issue #43: the concessions page said "A Australia visa"). */
import { describe, expect, it } from "vitest";
import { HELD_DOCUMENTS } from "../../../shared/concessions/documents";
import { indefiniteArticle, withArticle } from "../../../shared/units/english-article";

describe("indefiniteArticle", () => {
  // Every held document's label, with the article a person would say before it.
  const documents: Record<string, "a" | "an"> = {
    "US visa": "a",
    "US residence": "a",
    "UK visa": "a",
    "UK residence": "a",
    "Schengen visa": "a",
    "Schengen residence": "a",
    "Canada visa": "a",
    "Canada residence": "a",
    "Australia visa": "an",
    "Japan visa": "a",
    "Ireland visa": "an",
    "New Zealand visa": "a",
    "GCC residence": "a",
  };

  it("knows every held document", () => {
    expect(HELD_DOCUMENTS.map((d) => d.label).sort()).toEqual(Object.keys(documents).sort());
  });

  it.each(Object.entries(documents))("%s takes %s", (label, article) => {
    expect(indefiniteArticle(label)).toBe(article);
  });

  it.each([
    // Countries that start with a vowel letter or an h, as the site names them.
    ["Afghanistan", "an"],
    ["Åland Islands", "an"],
    ["Ecuador", "an"],
    ["El Salvador", "an"],
    ["Eswatini", "an"],
    ["Iceland", "an"],
    ["India", "an"],
    ["Ivory Coast", "an"],
    ["Oman", "an"],
    ["Uzbekistan", "an"],
    ["Uganda", "a"],
    ["Ukraine", "a"],
    ["United Arab Emirates", "a"],
    ["United States", "a"],
    ["Uruguay", "a"],
    ["Honduras", "a"],
    ["Hong Kong", "a"],
    ["Yemen", "a"],
    // Initials and the words the pages put after an article.
    ["EU citizen", "an"],
    ["H-1B visa", "an"],
    ["MBA", "an"],
    ["REST API", "a"],
    ["SEVIS fee", "a"],
    ["SEVP-certified school", "a"],
    ["UAE residence", "a"],
    ["e-Visa", "an"],
    ["eTA", "an"],
    ["European passport", "a"],
    ["one-year visa", "a"],
    ["hour", "an"],
    ["unusual stay", "an"],
    ["", "a"],
  ])("%s takes %s", (phrase, article) => {
    expect(indefiniteArticle(phrase)).toBe(article);
  });
});

describe("withArticle", () => {
  it.each([
    ["Australia visa", {}, "an Australia visa"],
    ["Australia visa", { capital: true }, "An Australia visa"],
    ["UK residence permit", { capital: true }, "A UK residence permit"],
    ["India passport holder", {}, "an India passport holder"],
  ])("%s %j → %s", (phrase, options, expected) => {
    expect(withArticle(phrase, options)).toBe(expected);
  });
});
