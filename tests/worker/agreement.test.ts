/**
 * Issue #32, decision 16 ("one answer per question, everywhere"): the figures several pages show are read out of
 * every page and API answer that shows them (agreement-readers.ts: by the words around them, not through the
 * functions the pages call) and must agree: India's no-visa count, mobility score and rank; India → Thailand,
 * Mexico, Iran and Malaysia; the UK and US tourist visa fees for Indian passports.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { apiJson, apiNative, categoryOf, checkRequirement, finderCard, mapRow, nativeOf, read, textAt } from "./agreement-readers";
import { createApiKey } from "./helpers";

/** Every reading of every figure: figure → where → value. */
const ledger = new Map<string, Map<string, string>>();
function note(figure: string, where: string, value: string | number) {
  const readings = ledger.get(figure) ?? new Map<string, string>();
  readings.set(where, String(value));
  ledger.set(figure, readings);
}

const PAIRS = [
  ["TH", "Thailand"],
  ["MX", "Mexico"],
  ["IR", "Iran"],
  ["MY", "Malaysia"],
] as const;
const NO_VISA = new Set(["visa-free", "visa-on-arrival"]);

type ApiPair = { category: string; maxStayDays: number | null };
type ApiRanking = { data: { passport: string; rank: number; score: number; visaFree: number; visaOnArrival: number }[] };
type ApiFees = { data: { visaType: string; subtype: string; amount: { minor: number; currency: string }; usd: number | null; inr: number | null }[] };

async function readCounts(key: string) {
  const finder = await textAt("/visa-free?passport=IN");
  note("IN no-visa", "finder count", read(finder, /(\d+) no-visa destinations/, "finder"));
  note("IN rank", "finder summary", read(finder, /Rank (\d+) · mobility score/, "finder"));
  note("IN score", "finder summary", read(finder, /Rank \d+ · mobility score (\d+)/, "finder"));
  const power =
    /ranks (\d+) among \d+ passports with a mobility score of (\d+) destinations without a visa in advance: (\d+) visa free, (\d+) visa on arrival/.exec(
      finder,
    );
  note("IN rank", "finder power", power?.[1] ?? "missing");
  note("IN score", "finder power", power?.[2] ?? "missing");
  note("IN no-visa", "finder power", Number(power?.[3]) + Number(power?.[4]));

  const ranking = /(\d+) 🇮🇳 India (\d+) (\d+) (\d+)/.exec(await textAt("/passport-ranking"));
  note("IN rank", "ranking", ranking?.[1] ?? "missing");
  note("IN score", "ranking", ranking?.[2] ?? "missing");
  note("IN no-visa", "ranking (visa free + on arrival)", Number(ranking?.[3]) + Number(ranking?.[4]));

  const compare = /Rank (\d+) \d+ Mobility score (\d+) \d+ Visa free (\d+) \d+ Visa on arrival (\d+)/.exec(
    await textAt("/compare-passports?passports=IN,US"),
  );
  note("IN rank", "compare", compare?.[1] ?? "missing");
  note("IN score", "compare", compare?.[2] ?? "missing");
  note("IN no-visa", "compare (visa free + on arrival)", Number(compare?.[3]) + Number(compare?.[4]));

  const changes = /with the corrections in force \(the diamond\): (\d+) no-visa destinations, and a mobility score of (\d+) .*?, rank (\d+)/.exec(
    await textAt("/changes?passport=IN"),
  );
  note("IN no-visa", "changes chart (today)", changes?.[1] ?? "missing");
  note("IN score", "changes chart (today)", changes?.[2] ?? "missing");
  note("IN rank", "changes chart (today)", changes?.[3] ?? "missing");

  const strength = await textAt("/passport/indian-passport-strength");
  note("IN no-visa", "strength lead", read(strength, /has (\d+) no-visa destinations/, "strength"));
  note("IN score", "strength lead", read(strength, /and a mobility score of (\d+)/, "strength"));
  note("IN rank", "strength tile", read(strength, /(\d+)(?:st|nd|rd|th) Visa Fee Atlas rank/, "strength"));
  note("IN score", "strength tile", read(strength, /Visa Fee Atlas rank Our mobility score (\d+)/, "strength"));
  note("IN no-visa", "strength tile", read(strength, /(\d+) No-visa destinations/, "strength"));
  note("IN score", "strength table", read(strength, /Destinations without a visa in advance \(our mobility score\) (\d+)/, "strength"));
  const guide = await textAt("/passport-guide");
  note("IN no-visa", "passport guide tile", read(guide, /(\d+) No-visa destinations for Indians/, "passport guide"));
  note("IN rank", "passport guide tile", read(guide, /(\d+)(?:st|nd|rd|th) Visa Fee Atlas rank/, "passport guide"));
  note("IN score", "passport guide tile", read(guide, /Visa Fee Atlas rank Our mobility score (\d+)/, "passport guide"));
  for (const path of ["/passport/easy-visa-countries", "/emergency-visa-processing"]) {
    note("IN no-visa", path, read(await textAt(path), /lists (\d+) no-visa destinations/, path));
  }
  // Whatever else these pages say: every "N no-visa destinations", and every number worded as entered without a
  // visa (in advance, prior, or without applying for one), which only the mobility score may be.
  const sweep: [string, string][] = [
    ["finder", finder],
    ["changes", await textAt("/changes?passport=IN")],
    ["strength", strength],
    ["passport guide", guide],
    ["easy countries", await textAt("/passport/easy-visa-countries")],
    ["emergency", await textAt("/emergency-visa-processing")],
  ];
  for (const [where, text] of sweep) {
    // A snapshot's own point ("51 no-visa destinations at the snapshot of 17 Feb 2026") is a dated, named figure.
    for (const m of text.matchAll(/(\d+) no-visa destinations(?! at the snapshot)/g)) note("IN no-visa", `${where}: "${m[0]}"`, m[1] as string);
    const entered =
      /(\d+)(?: \(| |: )(?:the )?destinations (?:[A-Za-z]+ ){0,3}without (?:a (?:prior )?visa|applying for a visa)|(\d+) Without a prior visa/g;
    for (const m of text.matchAll(entered)) note("IN score", `${where}: "${m[0]}"`, (m[1] ?? m[2]) as string);
  }

  const api = (await apiJson<ApiRanking>("/api/v1/passports/ranking", key)).data.find((p) => p.passport === "IN");
  note("IN rank", "API ranking", api?.rank ?? "missing");
  note("IN score", "API ranking", api?.score ?? "missing");
  note("IN no-visa", "API ranking (visa free + on arrival)", Number(api?.visaFree) + Number(api?.visaOnArrival));
  const list = (await apiJson<{ data: { category: string }[] }>("/api/v1/requirements/IN", key)).data;
  note("IN no-visa", "API requirements (counted)", list.filter((r) => NO_VISA.has(r.category)).length);
  note("IN score", "API requirements (counted)", list.filter((r) => NO_VISA.has(r.category) || r.category === "eta").length);
}

async function readPairs(key: string) {
  const finder = await textAt("/visa-free?passport=IN");
  const compare = await textAt("/compare-passports?passports=IN,US");
  // The maps, at the addresses the two pages fetch them from when they near the viewport (server-fragment.tsx).
  const finderMap = await textAt("/fragments/requirement-map?passports=IN");
  const compareMap = await textAt("/fragments/requirement-map?passports=IN,US");
  // The section's heading: the last mention (the jump list above names it first).
  const differ = compare.slice(compare.lastIndexOf("Where they differ"));
  const strength = await textAt("/passport/indian-passport-strength");
  const easy = await textAt("/passport/easy-visa-countries");
  const concessions = await textAt("/visa-free-with-us-uk-schengen-visa");
  const list = (await apiJson<{ data: { destination: string; category: string }[] }>("/api/v1/requirements/IN", key)).data;
  for (const [code, name] of PAIRS) {
    const figure = `IN → ${code}`;
    const check = checkRequirement(await textAt(`/?from=IN&to=${code}`), `check ${code}`);
    note(figure, "home check", check.category);
    // Days are the visa-free stay: a visa's own stay (the API's maxStayDays for a visa required pair) is another figure.
    if (check.days) note(`${figure} days`, "home check", check.days);
    const card = finderCard(finder, name);
    note(`${figure} no-visa`, "finder cards", card && NO_VISA.has(card.category) ? "listed" : "not listed");
    if (card) note(figure, "finder card", card.category);
    if (card?.days) note(`${figure} days`, "finder card", card.days);
    note(figure, "finder map", mapRow(finderMap, name, "finder map"));
    const row = new RegExp(String.raw`${name} (Visa free|Visa on arrival|eTA|e-Visa|Visa required|No admission) `).exec(differ);
    // Not among the differences: both passports get the same, which the combined map then shows.
    note(figure, row ? "compare differences" : "compare combined map", row?.[1] ? categoryOf(row[1]) : mapRow(compareMap, name, "compare map"));
    const listed = new RegExp(
      String.raw`${name} (Visa Free|Visa on Arrival) (\d+ )?(?:Asia|Africa|Europe|Oceania|North America|South America|Middle East)`,
    ).exec(strength);
    note(`${figure} no-visa`, "strength guide table", listed ? "listed" : "not listed");
    if (listed?.[1]) note(figure, "strength guide table", categoryOf(listed[1]));
    if (listed?.[2]) note(`${figure} days`, "strength guide table", listed[2].trim());
    const entry = new RegExp(String.raw`${name} [A-Za-z ]+? Entry (Visa free for \d+ days|Visa free|Visa on arrival|e-Visa|Visa required)`).exec(
      easy,
    );
    if (entry?.[1]) note(figure, "easy countries guide", categoryOf(entry[1]));
    if (entry?.[1] && /\d+/.test(entry[1])) note(`${figure} days`, "easy countries guide", /(\d+)/.exec(entry[1])?.[1] ?? "");
    const alone = new RegExp(String.raw`${name} with an? [^:]+? Indian passport alone: (Visa free|Visa on arrival|eTA|e-Visa|Visa required)`).exec(
      concessions,
    );
    if (alone?.[1]) note(figure, "concessions page (passport alone)", categoryOf(alone[1]));
    const api = await apiJson<ApiPair>(`/api/v1/requirements/IN/${code}`, key);
    note(figure, "API pair", api.category);
    if (api.maxStayDays !== null && api.category === "visa-free") note(`${figure} days`, "API pair", api.maxStayDays);
    note(figure, "API requirements list", list.find((r) => r.destination === code)?.category ?? "missing");
    note(`${figure} no-visa`, "API category", NO_VISA.has(api.category) ? "listed" : "not listed");
  }
}

async function readFees(key: string) {
  const hero = await textAt("/");
  const fees = [
    {
      code: "GB",
      name: "United Kingdom",
      city: "London",
      subtype: /Standard Visitor visa \(up to 6 months\)/,
      guide: ["/uk-visa-fees", /Standard Visitor \(up to 6 months\) (£[\d,]+)/],
    },
    { code: "US", name: "United States", city: "New York", subtype: /B-1\/B-2/, guide: ["/usa-visa-fees", /B1\/B2 visitor visa (\$[\d,]+)/] },
  ] as const;
  for (const fee of fees) {
    const figure = `IN → ${fee.code} tourist fee`;
    const check = await textAt(`/?from=IN&to=${fee.code}`);
    const row = new RegExp(
      String.raw`Tourist ${fee.subtype.source}.*? (?:\d+ days|Varies) ((?:[A-Z]{3} )?[$£€₹]?[\d,]+|Free) (\$[\d,]+|—|Free) (₹[\d,]+|—|Free)`,
    ).exec(check);
    note(`${figure} native`, "home check", row?.[1] ? nativeOf(row[1]) : "missing");
    note(`${figure} USD`, "home check", row?.[2] ?? "missing");
    note(`${figure} INR`, "home check", row?.[3] ?? "missing");
    note(`${figure} USD`, "home hero", read(hero, new RegExp(`${fee.city} (?:from )?(\\$[\\d,]+)`), "hero"));
    const directory = await textAt(`/verified-visa-fees?search=${encodeURIComponent(fee.name.toLowerCase())}`);
    note(`${figure} USD`, "fee directory", read(directory, new RegExp(`${fee.name} [^$]*?(\\$[\\d,]+) USD`), "directory"));
    const [path, pattern] = fee.guide;
    note(`${figure} native`, `guide ${path}`, nativeOf(read(await textAt(path), pattern, path)));
    const option = (await apiJson<ApiFees>(`/api/v1/fees/${fee.code}?passport=IN`, key)).data.find(
      (o) => o.visaType === "tourist" && fee.subtype.test(o.subtype),
    );
    note(`${figure} native`, "API fees", option ? apiNative(option) : "missing");
    note(`${figure} USD`, "API fees", option?.usd === null || !option ? "—" : `$${option.usd.toLocaleString("en-US")}`);
    note(`${figure} INR`, "API fees", option?.inr === null || !option ? "—" : `₹${option.inr.toLocaleString("en-IN")}`);
  }
}

describe("every page and the API give the same figure (decision 16)", () => {
  beforeAll(async () => {
    // The history (for /changes' chart), which the shared setup leaves to the files that read it.
    await env.DB.batch(env.TEST_SEED_HISTORY.map((sql) => env.DB.prepare(sql)));
    const key = await createApiKey();
    await readCounts(key);
    await readPairs(key);
    await readFees(key);
  });

  it("read each figure in more than one place", () => {
    for (const [figure, readings] of ledger) expect(readings.size, `${figure}: ${JSON.stringify(Object.fromEntries(readings))}`).toBeGreaterThan(1);
    expect(ledger.size).toBe(3 + PAIRS.length * 2 + 2 + 6);
  });

  it.each([
    "IN no-visa",
    "IN score",
    "IN rank",
    ...PAIRS.flatMap(([code]) => [`IN → ${code}`, `IN → ${code} no-visa`]),
    "IN → TH days",
    "IN → MY days",
    ...["GB", "US"].flatMap((code) => ["native", "USD", "INR"].map((unit) => `IN → ${code} tourist fee ${unit}`)),
  ])("%s reads the same everywhere", (figure) => {
    const readings = Object.fromEntries(ledger.get(figure) ?? []);
    expect(new Set(Object.values(readings)).size, JSON.stringify(readings, null, 1)).toBe(1);
  });
});
