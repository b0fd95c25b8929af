/**
 * @module The social card as SVG (1200 × 630), which the Worker turns into PNG (worker/og/). Pure text layout: SVG
 * has no line wrapping, so lines are broken here by an estimate of the font's advance (DejaVu Sans Bold's average
 * glyph is about 0.6 em wide; 0.62 keeps a margin), and a title too long for three lines shrinks, then ends with "…".
 */
import { OG_HEIGHT, OG_WIDTH, type OgCard } from "./og-pages";

/** The brand colours (client/styles/app.css: --brand, --brand-dark, --accent, --ok-bg, --ok). */
const COLOURS = {
  brand: "#0f4c81",
  brandDark: "#0a365c",
  accent: "#c2410c",
  soft: "#d6e4f0",
  okBg: "#dcfce7",
  ok: "#166534",
  warnBg: "#fef3c7",
  warn: "#92400e",
};
/** Average advance of a glyph, in em (see the module comment). */
const EM_ADVANCE = 0.62;
const MARGIN = 80;
const TEXT_WIDTH = OG_WIDTH - 2 * MARGIN;

/** Escapes text for SVG character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Breaks `text` into lines of at most `width` px at `size` px (by the average advance), at spaces; a word longer
 * than a line stays whole. At most `maxLines`: the last kept line ends with "…" when text is left over.
 * @example wrapText("Know what your visa costs before you go", 64, 1040, 3) // ["Know what your visa costs before", "you go"]
 */
export function wrapText(text: string, size: number, width: number, maxLines: number): string[] {
  const perLine = Math.max(1, Math.floor(width / (size * EM_ADVANCE)));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1).trimEnd()}…`;
  return kept;
}

/** The title's lines and size: the largest of 72, 60 and 50 px that fits in three lines, else 50 px cut. */
function titleLines(title: string): { size: number; lines: string[] } {
  for (const size of [72, 60]) {
    const lines = wrapText(title, size, TEXT_WIDTH, 3);
    if (!lines.at(-1)?.endsWith("…")) return { size, lines };
  }
  return { size: 50, lines: wrapText(title, 50, TEXT_WIDTH, 3) };
}

function textBlock(lines: readonly string[], x: number, y: number, size: number, fill: string, weight = "bold"): string {
  const spans = lines.map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : Math.round(size * 1.18)}">${escapeXml(line)}</tspan>`).join("");
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-weight="${weight}" font-size="${size}" fill="${fill}">${spans}</text>`;
}

/** A check's answer, drawn as a pill under the title: green when no visa is needed in advance, amber otherwise. */
export interface OgAnswer {
  text: string;
  /** No visa to get before travel (the check card's `visaRequired` false). */
  free: boolean;
}

/**
 * The card as an SVG document: brand line, kicker, title (wrapped), then the answer pill (a check) or the subtitle,
 * and the site's host at the bottom.
 * @param host the site's host name shown at the bottom ("visafeeatlas.com").
 * @example ogCardSvg({ kicker: "Visa check", title: "India → Thailand:", subtitle: "…" }, "example.org", { text: "Visa free, 60 days", free: true })
 */
export function ogCardSvg(card: OgCard, host: string, answer?: OgAnswer): string {
  const title = titleLines(card.title);
  const titleTop = 250;
  const titleBottom = titleTop + (title.lines.length - 1) * Math.round(title.size * 1.18);
  let below: string;
  if (answer) {
    const size = 56;
    const text = wrapText(answer.text, size, TEXT_WIDTH - 64, 1)[0] ?? "";
    const pillWidth = Math.min(TEXT_WIDTH, Math.round(text.length * size * EM_ADVANCE) + 64);
    const top = titleBottom + 44;
    const [bg, fg] = answer.free ? [COLOURS.okBg, COLOURS.ok] : [COLOURS.warnBg, COLOURS.warn];
    below = `<rect x="${MARGIN}" y="${top}" width="${pillWidth}" height="96" rx="48" fill="${bg}"/>${textBlock([text], MARGIN + 32, top + 67, size, fg)}`;
  } else {
    below = textBlock(wrapText(card.subtitle, 34, TEXT_WIDTH, 2), MARGIN, titleBottom + 70, 34, COLOURS.soft, "normal");
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOURS.brand}"/><stop offset="1" stop-color="${COLOURS.brandDark}"/></linearGradient></defs>`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>`,
    `<rect y="${OG_HEIGHT - 16}" width="${OG_WIDTH}" height="16" fill="${COLOURS.accent}"/>`,
    `<circle cx="${MARGIN + 26}" cy="86" r="26" fill="#ffffff"/>`,
    `<text x="${MARGIN + 26}" y="98" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="32" fill="${COLOURS.brand}">✈</text>`,
    textBlock(["Visa Fee Atlas"], MARGIN + 70, 98, 34, "#ffffff"),
    textBlock([card.kicker.toUpperCase()], MARGIN, 170, 26, "#fdba74"),
    textBlock(title.lines, MARGIN, titleTop, title.size, "#ffffff"),
    below,
    textBlock([host], MARGIN, OG_HEIGHT - 56, 28, COLOURS.soft, "normal"),
    "</svg>",
  ].join("");
}
