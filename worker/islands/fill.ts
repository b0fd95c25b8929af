/**
 * @module Fills a rendered page's server islands (`<div data-island="{src}"></div>`, as React writes them) with
 * their markup, all drawn in parallel. An island that fails to draw stays empty (with a log line): the page around it
 * still answers, and the browser, finding it empty, fetches it again.
 */

const ISLAND = /(<div\b[^>]*?\sdata-island="([^"]*)"[^>]*>)<\/div>/g;

/** React's escapes in attribute values, undone. */
function unescapeAttribute(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) =>
    name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : "'",
  );
}

/**
 * `html` with every island filled by `draw(src)`; an island drawn as "" holds an empty comment, so the browser can
 * tell "drawn, nothing to show" from "never drawn".
 */
export async function fillIslands(html: string, draw: (src: string) => Promise<string | null>): Promise<string> {
  const found = [...html.matchAll(ISLAND)];
  if (found.length === 0) return html;
  const drawn = await Promise.all(
    found.map(async ([, , src = ""]) => {
      try {
        const markup = await draw(unescapeAttribute(src));
        return markup ? markup : "<!---->";
      } catch (error) {
        console.error(JSON.stringify({ level: "error", event: "island_failed", src, message: String(error) }));
        return "";
      }
    }),
  );
  let i = 0;
  return html.replace(ISLAND, (_, open: string) => `${open}${drawn[i++]}</div>`);
}
