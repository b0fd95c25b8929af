/**
 * @module SVG → PNG for the social images, with resvg (@resvg/resvg-wasm). Workers have no system fonts, so the
 * card's one family, DejaVu Sans (regular and bold; its licence, fonts/LICENSE, allows bundling and subsetting), is
 * handed to resvg as buffers: subsets holding only the characters a card can draw (fonts/, written by
 * scripts/subset-og-fonts.ts), 119 KB where the whole fonts were 1.46 MB of the upload (issue #44). The WebAssembly is compiled by wrangler at deploy time and instantiated
 * once per isolate, on the first image.
 */
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import sansBold from "./fonts/DejaVuSans-Bold.subset.ttf";
import sans from "./fonts/DejaVuSans.subset.ttf";

// The instantiation is the isolate's, like the compiled module: not a request's state. A failed one is retried.
let ready: Promise<void> | null = null;
// wrangler's Data rule makes them ArrayBuffers; the types say string (vite/client's asset URLs): modules.d.ts.
const fonts = [new Uint8Array(sansBold as unknown as ArrayBuffer), new Uint8Array(sans as unknown as ArrayBuffer)];

function init(): Promise<void> {
  ready ??= initWasm(resvgWasm).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

/**
 * The PNG of `svg`, at its own size (the card is 1200 × 630).
 * @throws Error when resvg cannot parse the SVG.
 */
export async function svgToPng(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  await init();
  const resvg = new Resvg(svg, {
    font: { fontBuffers: fonts, loadSystemFonts: false, defaultFontFamily: "DejaVu Sans" },
    fitTo: { mode: "original" },
  });
  try {
    const image = resvg.render();
    try {
      // A copy the wasm memory does not own (the image is freed below), on a plain ArrayBuffer.
      return new Uint8Array(image.asPng());
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
