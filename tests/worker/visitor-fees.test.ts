/**
 * Every fee surface for the visitor's passport (issue #45: "Every surface, every passport", "The home page for a visitor
 * from anywhere"): the directory, the search, the home carousel and the finder's e-Visa and eTA cards, for Indian, US,
 * British, German, Chinese and Nigerian passports (request.cf.country through the helpers), each reading a pair's fee
 * as the check of that pair reads it (decision 16).
 */
import { describe, expect, it } from "vitest";
import { get, textOf, trpcQuery } from "./helpers";

const PASSPORTS = ["IN", "US", "GB", "DE", "CN", "NG"] as const;
/** Destinations much asked about, with visas, e-Visas, visas on arrival, eTAs and visa-free entries among them. */
const DESTINATIONS = ["IN", "AE", "GB", "US", "JP", "CN", "TH", "VN", "KE", "LK", "TR", "AU", "EG", "FR", "ID", "KH"];

type Priced = { id: string; usdFee: string | null; localFee: string | null; nativeFee: string; estimate: boolean };
type Check = {
  passport: { code: string };
  card: { label: string; visaRequired: boolean; category: string };
  fees:
    | { status: "listed"; best: (Priced & { processing: string }) | null; eta: Priced | null; from: boolean; options: Priced[] }
    | { status: "coming-soon" };
};
type Card = { country: { code: string }; requirement: string; featured: { id: string; usdFee: string | null }; from: boolean; optionCount: number };
type Directory = { passport: { code: string; passports: string }; cards: Card[] };
type Slide = { city: string; destination: string; passport: string; fee: string; detail: string };
type Row = { id: string; countryCode: string; eVisa: string };
type FinderCard = { code: string; badge: string; fee?: { amount: string; source: string; sourceUrl: string | null; dates: string | null } | null };

const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

async function data<T>(path: string, input?: unknown): Promise<T> {
  const { status, body } = await trpcQuery(path, input);
  expect(status, `${path} ${JSON.stringify(input)}`).toBe(200);
  return body.result?.data as T;
}

const check = (passport: string, destination: string) => data<Check>("visa.check", { passport, destination });

/** The fee a check shows for its pair on every surface: its headline (never an estimate), or an eTA pair's eTA. */
function shownFee(result: Check): { id: string; usdFee: string | null; localFee: string | null; nativeFee: string; from: boolean } | null {
  if (result.fees.status !== "listed") return null;
  const { best, eta, from } = result.fees;
  if (best && !best.estimate) return { id: best.id, usdFee: best.usdFee, localFee: best.localFee, nativeFee: best.nativeFee, from };
  if (eta) return { id: eta.id, usdFee: eta.usdFee, localFee: eta.localFee, nativeFee: eta.nativeFee, from: false };
  return null;
}

describe("the directory for the visitor's passport", () => {
  it.each(PASSPORTS)("lists %s passports' fees on the page of a visitor from there", async (passport) => {
    const directory = await data<Directory>("directory.list", { passport });
    const html = await (await get("/verified-visa-fees", passport)).text();
    expect(textOf(html)).toContain(`What a visa costs holders of ${directory.passport.passports}, country by country`);
    expect(html.match(/class="dir-card"/g)).toHaveLength(directory.cards.length);
    expect(directory.cards.length).toBeGreaterThan(20);
    // The page the sitemap lists: indexed, its canonical without a passport, the visitor's list preloaded.
    expect([robotsOf(html), canonicalOf(html)]).toEqual(["index,follow", "https://visafeeatlas.example/verified-visa-fees"]);
    expect(html).toContain(encodeURIComponent(JSON.stringify({ 0: { passport } })));
  });

  it("answers ?passport= over the visitor's country, as a variant kept out of search indexes", async () => {
    const html = await (await get("/verified-visa-fees?passport=de", "US")).text();
    expect(textOf(html)).toContain("What a visa costs holders of German passports");
    expect([robotsOf(html), canonicalOf(html)]).toEqual(["noindex,nofollow", "https://visafeeatlas.example/verified-visa-fees"]);
  });

  it("keeps the chosen passport in the filter links and the search form", async () => {
    const html = await (await get("/verified-visa-fees?passport=US&search=india", "IN")).text();
    expect(html).toContain('href="/verified-visa-fees?passport=US&amp;search=india&amp;verified=1"');
    expect(html).toContain('<input type="hidden" name="passport" value="US"/>');
    expect([...html.matchAll(/data-country="([A-Z]{2})"/g)].map((m) => m[1])).toEqual(["IN"]);
  });

  it("says a passport outside the data is not found, and is not indexed", async () => {
    const html = await (await get("/verified-visa-fees?passport=ZZ", "US")).text();
    expect(textOf(html)).toContain("We have no visa data for the country code ZZ");
    expect(robotsOf(html)).toBe("noindex,nofollow");
  });

  it("shows India's directory to a visitor whose country the data has no passport for", async () => {
    const html = await (await get("/verified-visa-fees", "AQ")).text();
    expect(textOf(html)).toContain("What a visa costs holders of Indian passports");
  });

  it.each(PASSPORTS)(
    "heads each %s card with the fee the check of the pair heads with (one answer per question)",
    async (passport) => {
      const directory = await data<Directory>("directory.list", { passport });
      let compared = 0;
      for (const destination of DESTINATIONS.filter((d) => d !== passport)) {
        const result = await check(passport, destination);
        const card = directory.cards.find((c) => c.country.code === destination);
        const fee = shownFee(result);
        if (result.fees.status === "coming-soon") {
          expect(card, `${passport} → ${destination}`).toBeUndefined();
          continue;
        }
        if (!fee) continue;
        compared += 1;
        expect(card?.featured, `${passport} → ${destination}`).toMatchObject({ id: fee.id, usdFee: fee.usdFee });
        expect([card?.from, card?.requirement], `${passport} → ${destination}`).toEqual([fee.from, result.card.label]);
        expect(card?.optionCount, `${passport} → ${destination}`).toBe(result.fees.options.filter((o) => !o.estimate).length);
      }
      // Every passport has fees on record for several of these destinations: the comparison is never empty.
      expect(compared).toBeGreaterThanOrEqual(4);
    },
    60_000,
  );

  it("lists a destination's records for the passport in its dialog, as the check does", async () => {
    const options = await data<{ options: Priced[]; passport: { code: string } }>("directory.options", { country: "IN", passport: "US" });
    const result = await check("US", "IN");
    expect(options.passport.code).toBe("US");
    expect(options.options.map((o) => o.id)).toEqual(result.fees.status === "listed" ? result.fees.options.map((o) => o.id) : []);
    expect(options.options.map((o) => o.id)).toContain("in-e-tourist-visa-5-years-us");
  });
});

describe("the search for the visitor's passport", () => {
  it("finds India's e-Visa for a US visitor ('India e-Visa'), the records the check of the pair lists", async () => {
    const found = await data<{ rows: Row[]; total: number }>("search.query", { term: "India e-Visa", passport: "US", limit: 500 });
    const result = await check("US", "IN");
    expect(found.total).toBeGreaterThan(0);
    expect(found.rows.every((r) => r.countryCode === "IN" && r.eVisa === "Yes")).toBe(true);
    const listed = result.fees.status === "listed" ? result.fees.options.map((o) => o.id) : [];
    expect(found.rows.map((r) => r.id).every((id) => listed.includes(id))).toBe(true);
    expect(found.rows.map((r) => r.id)).toContain("in-e-tourist-visa-5-years-us");
  });

  it.each(PASSPORTS.filter((p) => p !== "IN"))("finds for %s passports exactly the records of India that the check lists", async (passport) => {
    const found = await data<{ rows: Row[] }>("search.query", { term: "India", passport, limit: 500 });
    const result = await check(passport, "IN");
    const listed = result.fees.status === "listed" ? result.fees.options.filter((o) => !o.estimate).map((o) => o.id) : [];
    // Other countries' visas that name India in their text (Nepal's "gratis for Indian nationals") come after.
    const india = found.rows.filter((r) => r.countryCode === "IN").map((r) => r.id);
    expect(india.sort()).toEqual([...listed].sort());
  });

  it("finds no fee of India for an Indian visitor: it is the passport's own country", async () => {
    const found = await data<{ rows: Row[] }>("search.query", { term: "India e-Visa", passport: "IN" });
    expect(found.rows.filter((r) => r.countryCode === "IN")).toEqual([]);
  });

  it("renders /visa-fees for the visitor's passport, each row opening that passport's check", async () => {
    const html = await (await get("/visa-fees?search=India%20e-Visa", "US")).text();
    expect(html).toContain('href="/?from=US&amp;to=IN"');
    expect(html).not.toContain('href="/?from=IN&amp;to=');
    expect(robotsOf(html)).toBe("index,follow");
    // The note says whose fees they are, and a US visitor's currency adds no third amount.
    expect(textOf(html)).toContain("Fees are for American passports. USD amounts are converted at");
  });

  it("answers a chosen ?passport= on /visa-fees, kept out of search indexes", async () => {
    const html = await (await get("/visa-fees?search=India%20e-Visa&passport=GB", "US")).text();
    expect(html).toContain('href="/?from=GB&amp;to=IN"');
    expect(robotsOf(html)).toBe("noindex,nofollow");
  });

  it("searches India's fees for a visitor whose country the data has no passport for", async () => {
    const html = await (await get("/visa-fees?search=thailand", "AQ")).text();
    expect(html).toContain('href="/?from=IN&amp;to=TH"');
  });

  it("answers NOT_FOUND for a passport outside the data", async () => {
    const { status, body } = await trpcQuery("search.query", { term: "india", passport: "ZZ" });
    expect([status, body.error?.message]).toEqual([404, "Country not found"]);
  });
});

describe("the home carousel for the visitor's passport", () => {
  it.each(PASSPORTS)(
    "shows %s passports six slides, each the fee of its check and a link to it",
    async (passport) => {
      const slides = await data<Slide[]>("site.hero", { passport });
      expect(slides).toHaveLength(6);
      for (const slide of slides) {
        expect([slide.passport, slide.destination === passport]).toEqual([passport, false]);
        const fee = shownFee(await check(passport, slide.destination));
        if (fee?.usdFee) expect(slide.fee, slide.city).toBe(fee.from ? `from ${fee.usdFee}` : fee.usdFee);
        else expect(slide.fee, slide.city).toMatch(/^(No visa needed|No fee on record|from \$\d+ \(estimate\)|\$\d+ \(estimate\))$/);
      }
    },
    60_000,
  );

  it("gives Indian visitors the spec's six cities, as before", async () => {
    const slides = await data<Slide[]>("site.hero", { passport: "IN" });
    expect(slides.map((s) => [s.city, s.passport])).toEqual([
      ["Dubai", "IN"],
      ["Paris", "IN"],
      ["Tokyo", "IN"],
      ["New York", "IN"],
      ["London", "IN"],
      ["Singapore", "IN"],
    ]);
  });

  it("leads a US visitor's carousel with India's e-Visa, and shows only destinations with a fee on record", async () => {
    const slides = await data<Slide[]>("site.hero", { passport: "US" });
    expect(slides[0]).toMatchObject({ city: "New Delhi", destination: "IN", passport: "US" });
    expect(slides.every((s) => /\$\d|Free/.test(s.fee))).toBe(true);
  });

  it("opens the check for the visitor's passport: a US visitor's Dubai is never India's", async () => {
    const html = await (await get("/", "US")).text();
    const carousel = html.slice(html.indexOf('class="carousel"'), html.indexOf('class="carousel__dots"'));
    const links = [...carousel.matchAll(/class="carousel__city" href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(6);
    expect(links.every((href) => href?.startsWith("/?from=US&amp;to="))).toBe(true);
  });

  it("shows an Indian visitor the carousel linking India's checks, as before", async () => {
    const html = await (await get("/", "IN")).text();
    expect(html).toContain('class="carousel__city" href="/?from=IN&amp;to=AE"');
  });

  it("answers for the United States when the edge gives no country, as the check panel starts with it (decision 3)", async () => {
    const html = await (await get("/", "T1")).text();
    const carousel = html.slice(html.indexOf('class="carousel"'), html.indexOf('class="carousel__dots"'));
    expect(carousel).toContain('href="/?from=US&amp;to=IN"');
    // The home search box answers for the same passport, and sends it to /visa-fees.
    expect(html).toContain('<input type="hidden" name="passport" value="US"/>');
  });

  it("refuses a malformed passport, and answers NOT_FOUND for one outside the data", async () => {
    expect((await trpcQuery("site.hero", { passport: "USA" })).status).toBe(400);
    expect((await trpcQuery("site.hero", { passport: "ZZ" })).status).toBe(404);
  });
});

describe("the finder's e-Visa and eTA cards", () => {
  it.each(PASSPORTS)(
    "show for %s passports the fee the check of the pair shows, or none",
    async (passport) => {
      const list = await data<{ authorisation: FinderCard[] }>("visaFree.list", { passport });
      let withFee = 0;
      // The much-asked destinations among the cards, and four others.
      const cards = [
        ...list.authorisation.filter((c) => DESTINATIONS.includes(c.code)),
        ...list.authorisation.filter((c) => !DESTINATIONS.includes(c.code)).slice(0, 4),
      ];
      for (const card of cards) {
        const fee = shownFee(await check(passport, card.code));
        if (!fee) {
          expect(card.fee, `${passport} → ${card.code}`).toBeNull();
          continue;
        }
        withFee += 1;
        // As charged, then in USD and in the visitor's currency (an Indian visitor's here: rupees), where they add
        // something (decision 17), as the check of the pair prices it.
        const amount = card.fee?.amount ?? "";
        expect(amount.startsWith(`${fee.from ? "from " : ""}${fee.nativeFee}`), `${passport} → ${card.code}: ${amount}`).toBe(true);
        for (const part of [fee.usdFee, fee.localFee])
          if (part && part !== fee.nativeFee) expect(amount, `${passport} → ${card.code}`).toContain(part);
      }
      expect(list.authorisation.length).toBeGreaterThan(0);
      if (passport !== "IN") expect(withFee).toBeGreaterThan(0);
    },
    60_000,
  );

  it("renders a US passport's India card with its fee and source", async () => {
    const html = await (await get("/visa-free", "US")).text();
    const india = html.slice(html.indexOf('data-code="IN"'), html.indexOf("</li>", html.indexOf('data-code="IN"')));
    const result = await check("US", "IN");
    const fee = shownFee(result);
    // A US visitor's currency is USD: the fee as charged, and USD beside it only when it is charged in another.
    const usd = fee?.usdFee && fee.usdFee !== fee.nativeFee ? ` (${fee.usdFee})` : "";
    expect(textOf(india)).toContain(`Fee: ${fee?.from ? "from " : ""}${fee?.nativeFee}${usd}.`);
    expect(textOf(html)).toContain("USD amounts are converted at European Central Bank reference rates of");
    expect(india).toMatch(/<a href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer">/);
  });
});

describe("the sitemap", () => {
  it("lists the directory and the search once, without a passport", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain("<loc>https://visafeeatlas.example/verified-visa-fees</loc>");
    expect(xml).not.toContain("passport=");
  });
});
