/**
 * @module A kept answer's inline scripts, allowed by their hashes instead of a nonce (issue #34: a cached page is then
 * the same bytes for every request, answered without a copy or a rewrite). A page is rendered with a random
 * stand-in token where React, the router and our own head and loader scripts put the CSP nonce; here every
 * `nonce="token"` attribute is taken out and each inline script's SHA-256 is given for the policy's script-src
 * (CSP Level 2 hash sources: the hash of the script element's text exactly as written). Scripts with a `src` need
 * neither: script-src allows 'self' and the configured third parties' hosts.
 */

/** What a page answers with: its HTML without nonces, and the script-src sources of its inline scripts. */
export interface HashedScripts {
  html: string;
  /** "'sha256-…'" per distinct inline script, in order of first appearance. */
  hashes: string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * `html` without its `nonce="{token}"` attributes and the router's csp-nonce meta tag, with the hash sources of the inline scripts that carried one.
 * @param token the stand-in the page was rendered with (page-cache.ts newNonceToken): 128 random bits, so it
 *   occurs nowhere else.
 * @throws Error when the token is still in the HTML once its attributes are out (rendered somewhere unexpected): the
 *   page would otherwise ship a script the policy refuses.
 */
export async function hashInlineScripts(html: string, token: string): Promise<HashedScripts> {
  const marked = ` nonce="${token}"`;
  const inline = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (attributes.includes(marked) && !/\ssrc=/.test(attributes)) inline.add(text);
  }
  // The router also hands the nonce to the browser's router in a meta tag; with no nonce there is nothing to hand.
  const stripped = html.replaceAll(marked, "").replace(`<meta property="csp-nonce" content="${token}"/>`, "");
  if (stripped.includes(token)) throw new Error("the CSP stand-in token was rendered outside a nonce attribute");
  const hashes = await Promise.all([...inline].map(sha256Source));
  return { html: stripped, hashes };
}

const utf8 = new TextEncoder();

/** "'sha256-{base64}'" of a script's text as UTF-8, as browsers hash it. */
async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", utf8.encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}
