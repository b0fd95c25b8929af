/**
 * @module Whether a page's inline scripts are exactly what its CSP allows: one rule for the worker tests
 * (tests/worker/helpers.ts) and the audit (checks/headers.ts), so the two cannot disagree on what a data block is.
 * Web Crypto only, so it runs in workerd and in Node alike.
 */

/**
 * The page's inline scripts that its script-src does not allow by hash (worker/ssr/script-hashes.ts): no script may
 * carry a nonce, and each inline script's SHA-256, computed here as a browser does, must be a script-src source. A data
 * block (`application/json`, `application/ld+json`: the page's queries, JSON-LD) is never run, so the policy has
 * nothing to allow.
 * @param html the page as served.
 * @param csp the response's Content-Security-Policy header.
 * @returns one line per problem; [] when the browser would run every script the page has.
 */
export async function scriptPolicyProblems(html: string, csp: string): Promise<string[]> {
  const scriptSrc = (/(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? "").split(/\s+/);
  const problems: string[] = [];
  for (const [tag, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (attributes.includes("nonce=")) problems.push(`a nonce on ${tag.slice(0, 60)}`);
    if (/\ssrc=/.test(attributes) || /type="application\/(?:ld\+)?json"/.test(attributes)) continue;
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
    const source = `'sha256-${btoa(String.fromCharCode(...digest))}'`;
    if (!scriptSrc.includes(source)) problems.push(`an inline script script-src refuses (no ${source}): ${text.slice(0, 60)}`);
  }
  return problems;
}
