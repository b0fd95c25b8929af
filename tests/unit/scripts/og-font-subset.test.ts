/**
 * The social images' fonts are subsets (worker/og/fonts/, written by scripts/subset-og-fonts.ts, issue #44): every
 * character a card can draw must be in both, or resvg would draw nothing for it. The characters are gathered here
 * from what the cards draw (worker/routes/og.ts, shared/share/og-svg.ts), not from the script's own list, and
 * looked up in each font's character map.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { checkAnswerOf } from "../../../shared/share/check-answer";
import { POWER_CATEGORIES } from "../../../shared/passport/power";
import { OG_PAGES } from "../../../shared/share/og-pages";
import { type RequirementCategory, requirementLabel } from "../../../shared/visa/requirement";

const require = createRequire(import.meta.url);
const worldCountries = require("world-countries") as { cca2: string; name: { common: string } }[];

/**
 * The code points a TrueType font maps to a glyph other than .notdef: its Windows Unicode `cmap` subtable
 * (format 12, full repertoire, else format 4, the BMP).
 */
function mappedCodePoints(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i += 1) {
    const record = 12 + i * 16;
    if (font.toString("latin1", record, record + 4) === "cmap") cmap = font.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error("no cmap table");
  const subtables: { format: number; at: number }[] = [];
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i += 1) {
    const record = cmap + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const at = cmap + font.readUInt32BE(record + 4);
    if (platform === 3 && (encoding === 1 || encoding === 10)) subtables.push({ format: font.readUInt16BE(at), at });
  }
  const codes = new Set<number>();
  const full = subtables.find((t) => t.format === 12);
  if (full) {
    for (let g = 0; g < font.readUInt32BE(full.at + 12); g += 1) {
      const group = full.at + 16 + g * 12;
      const [start, end, glyph] = [font.readUInt32BE(group), font.readUInt32BE(group + 4), font.readUInt32BE(group + 8)];
      for (let c = start; c <= end; c += 1) if (glyph + (c - start) !== 0) codes.add(c);
    }
    return codes;
  }
  const bmp = subtables.find((t) => t.format === 4);
  if (!bmp) throw new Error("no Unicode cmap subtable");
  const segments = font.readUInt16BE(bmp.at + 6) / 2;
  const ends = bmp.at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const offsets = deltas + segments * 2;
  for (let s = 0; s < segments; s += 1) {
    const [start, end] = [font.readUInt16BE(starts + s * 2), font.readUInt16BE(ends + s * 2)];
    const delta = font.readInt16BE(deltas + s * 2);
    const offset = font.readUInt16BE(offsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c += 1) {
      const glyph = offset === 0 ? (c + delta) & 0xffff : font.readUInt16BE(offsets + s * 2 + offset + (c - start) * 2);
      if (glyph !== 0 && (offset === 0 || ((glyph + delta) & 0xffff) !== 0)) codes.add(c);
    }
  }
  return codes;
}

// Every category a card can name: the pages' order, and a passport's own country.
const CATEGORIES: RequirementCategory[] = [...POWER_CATEGORIES, "own-country"];

/** Every text a card draws, by where it comes from. */
const DRAWN: Record<string, string[]> = {
  // A check's title is "{passport} → {destination}:", the names as seeded (world-countries' common names).
  "country names": worldCountries.map((c) => `${c.name.common} → :`),
  "main pages' cards": Object.values(OG_PAGES).flatMap((card) => [card.kicker.toUpperCase(), card.title, card.subtitle]),
  "check answers": [
    ...CATEGORIES.map((category) => checkAnswerOf({ card: { category, maxStayDays: null } })),
    ...CATEGORIES.map((category) => requirementLabel({ category, maxStayDays: 90 })),
    checkAnswerOf({ card: { category: "visa-free", maxStayDays: 1234567890 } }),
  ],
  // The brand and its plane, the check's kicker, the ellipsis of a cut line, any site host (printable ASCII).
  "the card's frame": ["✈ Visa Fee Atlas", "VISA CHECK", "…", String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 0x20 + i))],
  "digits and currency signs": ["0123456789 $ £ ¥ € ₹ ₩ ₺ ₱ ₫ ₦ ₪ ₽"],
};

describe.each(["DejaVuSans.subset.ttf", "DejaVuSans-Bold.subset.ttf"])("worker/og/fonts/%s", (file) => {
  const mapped = mappedCodePoints(readFileSync(new URL(`../../../worker/og/fonts/${file}`, import.meta.url)));

  it.each(Object.entries(DRAWN))("has every character of the %s", (_, texts) => {
    const missing = [...new Set(texts.join(""))].filter((c) => !mapped.has(c.codePointAt(0)!));
    expect(missing).toEqual([]);
  });

  it("has the accented names of the data: Curaçao, São Tomé and Príncipe, Türkiye, Réunion, Åland, Saint Barthélemy", () => {
    for (const c of "çãéíüÅ’") expect(mapped.has(c.codePointAt(0)!), c).toBe(true);
  });

  it("is a subset: a script no card draws is left out", () => {
    expect(mapped.has("ж".codePointAt(0)!)).toBe(false);
    expect(mapped.size).toBeLessThan(1000);
  });
});
