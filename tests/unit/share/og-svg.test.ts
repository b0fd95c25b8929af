/** The social card's SVG (shared/share/og-svg.ts) and its paths (og-pages.ts). */
import { describe, expect, it } from "vitest";
import { OG_PAGES, ogCheckPath, ogPagePath } from "../../../shared/share/og-pages";
import { escapeXml, ogCardSvg, wrapText } from "../../../shared/share/og-svg";

describe("wrapText", () => {
  it("breaks at spaces within the width", () => {
    // 64 px × 0.62 ≈ 39.7 px a glyph: 26 glyphs in 1040 px.
    expect(wrapText("Know what your visa costs before you go", 64, 1040, 3)).toEqual(["Know what your visa costs", "before you go"]);
  });

  it("ends the last kept line with … when text is left over", () => {
    expect(wrapText("one two three four five six", 100, 310, 2)).toEqual(["one", "two…"]);
  });
});

describe("ogCardSvg", () => {
  it("draws a 1200 × 630 card with the title, answer and host, escaped", () => {
    const svg = ogCardSvg({ kicker: "Visa check", title: "India → Thailand:", subtitle: "" }, "example.org", {
      text: "Visa free, 60 days",
      free: true,
    });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).toContain(">India → Thailand:<");
    expect(svg).toContain(">Visa free, 60 days<");
    expect(svg).toContain(">example.org<");
  });

  it("escapes text that would break the markup", () => {
    expect(escapeXml(`<a & "b">`)).toBe("&#60;a &#38; &#34;b&#34;&#62;");
  });

  it("gives every page card a title", () => {
    for (const card of Object.values(OG_PAGES)) expect(ogCardSvg(card, "example.org")).toContain(`>${card.kicker.toUpperCase()}<`);
  });
});

describe("paths", () => {
  it("names a page's image and a check's image", () => {
    expect([ogPagePath("ranking"), ogCheckPath("IN", "TH")]).toEqual(["/og/ranking.png", "/og/check/IN-TH.png"]);
  });
});
