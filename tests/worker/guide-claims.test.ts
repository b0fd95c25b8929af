/**
 * Issue #32, decision 16: what a guide says about a pair for Indian passports agrees with the data. Every sentence
 * of every guide record (and every card, its title with its facts) that names a country and an entry requirement is
 * read as a claim and checked: a plain claim against India's requirement there (the current version with the
 * corrections in force, read with plain SQL in data-figures.ts), a claim about holders of another visa or permit
 * against the entry concessions D1 holds for that destination. Texts with `{req:XX}` tokens are the data's own.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ALL_PAGES } from "../../shared/content/all-pages";
import { passportFigures, type PassportFigures } from "./data-figures";

/** A requirement phrase and the categories a claim of it allows. */
const PHRASES: { words: RegExp; categories: string[] }[] = [
  { words: /without a visa of their own|visa[- ]free|visa exemption/i, categories: ["visa-free", "visa-on-arrival", "eta"] },
  { words: /visa waiver/i, categories: ["visa-on-arrival", "visa-free"] },
  { words: /visa on arrival|on arrival/i, categories: ["visa-on-arrival"] },
  { words: /\be-?visa\b(?! from)/i, categories: ["e-visa"] },
  { words: /need a (?:visitor )?visa|visa required/i, categories: ["visa-required"] },
];
/** "has no visa on arrival or e-Visa", "only for visa-exempt nationalities": the phrase is denied, not claimed. */
const DENIAL = /\bno (?:visa on arrival|e-visa)|\bis only for\b|\bonly for (?:visa|Visa)|not India/i;
/** A claim about Indians holding another country's visa or permit. */
const CONDITIONAL = /holders? of|holding|with a valid|with a (?:US|UK|Schengen)|visa or residence permit|eligible travellers/i;

const ISSUER = "(?:US|UK|EU|Schengen|Irish|Canadian)";
const DOCUMENT = new RegExp(String.raw`${ISSUER}(?:(?:,| or) ${ISSUER})* (?:visas?|residence permits?|green card)`, "g");

type Claim = { path: string; text: string; code: string; name: string };

let categoryOf: Map<string, string>;
let grantsOf: Map<string, Set<string>>;
let names: { code: string; name: string }[];

function categories(f: PassportFigures): Map<string, string> {
  const map = new Map<string, string>();
  const of = { visaFree: "visa-free", visaOnArrival: "visa-on-arrival", eta: "eta", eVisa: "e-visa", required: "visa-required" } as const;
  for (const [key, category] of Object.entries(of)) for (const code of f.codes[key as keyof typeof of]) map.set(code, category);
  return map;
}

/** Every displayed string of a page, with each card's title put in front of its facts (the card is the sentence). */
function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) texts(v, out);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.title === "string" && Array.isArray(record.facts)) {
      for (const fact of record.facts as { value: string }[]) out.push(`${record.title} — ${fact.value}`);
    }
    for (const [key, v] of Object.entries(record)) if (!["path", "href", "id", "kind", "record", "sourceUrl", "url"].includes(key)) texts(v, out);
  }
  return out;
}

function claims(): Claim[] {
  const found: Claim[] = [];
  for (const page of ALL_PAGES) {
    for (const text of texts(page.blocks).concat(page.lead ?? [])) {
      if (/\{req:/.test(text)) continue;
      // Clause by clause: "need a visa to visit the UK: its ETA is only for visa-free nationalities" is two claims.
      for (const sentence of text.split(/(?<=[.!?])\s+|[:;]\s+|,\s+and\s+/)) {
        if (!PHRASES.some((p) => p.words.test(sentence))) continue;
        // A country named as the issuer of a held document ("a US, UK or Schengen visa") is not the destination.
        const destinations = sentence.replace(DOCUMENT, " ");
        for (const { code, name } of names) {
          if (code !== "IN" && new RegExp(`(^|[^\\p{L}])${name}(?![\\p{L}])`, "u").test(destinations))
            found.push({ path: page.path, text: sentence, code, name });
        }
      }
    }
  }
  return found;
}

describe("guides' statements about a pair agree with the data (decision 16)", () => {
  beforeAll(async () => {
    categoryOf = categories(await passportFigures("IN"));
    const rows = await env.DB.prepare(
      "SELECT destination_country_code AS code, grants FROM entry_concessions WHERE passport_country_code = 'IN'",
    ).all<{
      code: string;
      grants: string;
    }>();
    grantsOf = new Map();
    for (const r of rows.results) grantsOf.set(r.code, (grantsOf.get(r.code) ?? new Set()).add(r.grants));
    names = (await env.DB.prepare("SELECT code, name FROM countries").all<{ code: string; name: string }>()).results;
    // The short names the copy uses.
    names.push({ code: "GB", name: "UK" }, { code: "US", name: "US" });
  });

  it("finds the claims (the reader works)", () => {
    const found = claims();
    expect(found.map((c) => `${c.path} ${c.code}`)).toEqual(expect.arrayContaining(["/passport/indian-passport-strength TR", "/uk-visa-fees GB"]));
  });

  it("every claim is the data's: India's requirement, or what a held document grants", () => {
    const wrong: string[] = [];
    for (const claim of claims()) {
      const phrase = PHRASES.find((p) => p.words.test(claim.text));
      if (!phrase || DENIAL.test(claim.text)) {
        if (phrase && /no (?:visa on arrival|e-visa)/i.test(claim.text) && ["visa-on-arrival", "e-visa"].includes(categoryOf.get(claim.code) ?? "")) {
          wrong.push(`${claim.path}: "${claim.text}" denies ${claim.name}'s ${categoryOf.get(claim.code)}`);
        }
        continue;
      }
      if (CONDITIONAL.test(claim.text)) {
        // Each phrase the sentence uses must be granted by some concession of that destination.
        const grants = grantsOf.get(claim.code) ?? new Set<string>();
        const said = PHRASES.filter((p) => p.words.test(claim.text.replace(/(?:US|UK|Schengen|another country's) visas?/g, "")));
        if (grants.size === 0 || !said.every((p) => [...grants].some((g) => p.categories.includes(g))))
          wrong.push(`${claim.path}: "${claim.text}" for ${claim.name}, whose concessions grant ${[...grants].join(", ") || "nothing"}`);
      } else if (!phrase.categories.includes(categoryOf.get(claim.code) ?? "")) {
        wrong.push(`${claim.path}: "${claim.text}" for ${claim.name}, which the data gives as ${categoryOf.get(claim.code)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
