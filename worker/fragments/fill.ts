/**
 * @module Fills a rendered page's unseeded server fragments (`<div data-fragment="{address}"></div>`, as
 * client/components/server-fragment.tsx writes them) with their markup, all drawn in parallel through the registry.
 * A fragment that refuses its parameters is drawn as nothing; one that fails to draw stays empty (with a log line):
 * the page around it still answers, and the browser, finding it empty, fetches it again.
 */
import { readFragmentAddress } from "../../shared/fragments/address";
import { drawFragment, type FragmentContext } from "./registry";
import { FragmentRefusal } from "./refusal";

const FRAGMENT = /(<div\b[^>]*?\sdata-fragment="([^"]*)"[^>]*>)<\/div>/g;

/** React's escapes in attribute values, undone. */
function unescapeAttribute(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) =>
    name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : "'",
  );
}

/** "" drawn as an empty comment, so the browser can tell "drawn, nothing to show" from "never drawn". */
const NOTHING = "<!---->";

async function drawAt(raw: string, ctx: FragmentContext): Promise<string> {
  const url = new URL(unescapeAttribute(raw), "https://fragment.invalid");
  const address = readFragmentAddress(url.pathname, url.searchParams);
  if (!address) return NOTHING;
  try {
    return (await drawFragment(address, ctx)) || NOTHING;
  } catch (error) {
    if (error instanceof FragmentRefusal) return NOTHING;
    console.error(JSON.stringify({ level: "error", event: "fragment_failed", address: raw, message: String(error) }));
    return "";
  }
}

/** `html` with every empty fragment drawn (a seeded one already holds its markup and is left as it is). */
export async function fillFragments(html: string, ctx: FragmentContext): Promise<string> {
  const found = [...html.matchAll(FRAGMENT)];
  if (found.length === 0) return html;
  const drawn = await Promise.all(found.map(([, , raw = ""]) => drawAt(raw, ctx)));
  let i = 0;
  return html.replace(FRAGMENT, (_, open: string) => `${open}${drawn[i++]}</div>`);
}
