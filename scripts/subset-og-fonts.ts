/**
 * @module Writes the social images' fonts (worker/og/fonts/): DejaVu Sans and DejaVu Sans Bold cut down to the
 * characters a card can draw (issue #44: the two whole fonts were 1.46 MB of the Worker's upload). Run by hand when
 * the cards may draw new characters (`npm run og:fonts`), and the files committed: nothing is fetched or cut at
 * install or build time. tests/unit/scripts/og-font-subset.test.ts checks every character a card can draw is in
 * both files.
 *
 * Kept: printable ASCII (the site's host, digits, punctuation), Latin-1 and Latin Extended-A (every accented
 * country name in world-countries and the data, with room for a renamed one), the typographic punctuation and
 * currency signs, the arrow, ellipsis and plane the cards draw, and every character of every country's common name
 * and of the main pages' cards (og-pages.ts), upper-cased too (a card's kicker is upper case).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { OG_PAGES } from "../shared/share/og-pages";

// CommonJS require: subset-font and world-countries are CommonJS packages (and require honours NODE_PATH).
const require = createRequire(import.meta.url);
const subsetFont = require("subset-font") as (font: Buffer, text: string, options: { targetFormat: "truetype" }) => Promise<Buffer>;
const worldCountries = require("world-countries") as { name: { common: string } }[];

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "worker/og/fonts");

/** Every code point from `from` to `to`, both included. */
function range(from: number, to: number): string {
  return String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

/** The characters kept, as one string. */
export function ogCharacters(): string {
  const texts = [
    range(0x20, 0x7e),
    range(0xa0, 0x17f),
    // Typographic quotes, dashes, bullet, ellipsis; the currency signs block; arrows; the plane (✈).
    range(0x2010, 0x2027),
    range(0x20a0, 0x20c0),
    "←→↑↓✈",
    ...worldCountries.map((c) => c.name.common),
    ...Object.values(OG_PAGES).flatMap((card) => [card.kicker, card.title, card.subtitle]),
  ];
  const all = texts.join("");
  return [...new Set([...all, ...all.toUpperCase(), ...all.toLowerCase()])].join("");
}

async function main(): Promise<void> {
  const text = ogCharacters();
  mkdirSync(OUT, { recursive: true });
  const source = join(dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
  for (const name of ["DejaVuSans", "DejaVuSans-Bold"]) {
    const font = readFileSync(join(source, `${name}.ttf`));
    const subset = await subsetFont(font, text, { targetFormat: "truetype" });
    writeFileSync(join(OUT, `${name}.subset.ttf`), subset);
    console.log(`${name}: ${font.length} -> ${subset.length} bytes (${[...text].length} characters asked)`);
  }
  writeFileSync(join(OUT, "LICENSE"), readFileSync(join(source, "..", "LICENSE")));
}

await main();
