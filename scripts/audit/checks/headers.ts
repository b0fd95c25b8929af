/** @module The security headers every response must carry (the shell issue's list), checked on a route. */
import { createHash } from "node:crypto";

/**
 * The page's inline scripts that its script-src does not allow: neither by the script's SHA-256 (a kept page,
 * worker/ssr/script-hashes.ts) nor by a nonce the policy names. JSON-LD is data, never run, and needs neither.
 */
function refusedScripts(html: string, scriptSrc: string): string[] {
  const sources = scriptSrc.split(/\s+/);
  const refused: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=|type="application\/ld\+json"/.test(attributes)) continue;
    const nonce = /\snonce="([^"]*)"/.exec(attributes)?.[1];
    if (nonce && sources.includes(`'nonce-${nonce}'`)) continue;
    if (sources.includes(`'sha256-${createHash("sha256").update(text).digest("base64")}'`)) continue;
    refused.push(text.slice(0, 40));
  }
  return refused;
}

/** The headers' problems on one route (empty when all hold). */
export async function headerProblems(base: string, path: string): Promise<string[]> {
  const res = await fetch(base + path, { redirect: "manual" });
  const body = await res.text();
  const problems: string[] = [];
  const csp = res.headers.get("content-security-policy") ?? "";
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  if (!/'(nonce|sha256)-[^']+'/.test(scriptSrc)) problems.push("script-src has no nonce and no hash");
  for (const script of refusedScripts(body, scriptSrc)) problems.push(`an inline script script-src refuses: ${script}…`);
  if (/'unsafe-inline'|'unsafe-eval'/.test(scriptSrc)) problems.push("script-src allows unsafe-inline/eval");
  if (!/frame-ancestors ('none'|https:\/\/)/.test(csp)) problems.push("frame-ancestors missing");
  const hsts = Number(/max-age=(\d+)/.exec(res.headers.get("strict-transport-security") ?? "")?.[1] ?? 0);
  if (hsts < 15_552_000) problems.push("HSTS under six months");
  if (res.headers.get("x-content-type-options") !== "nosniff") problems.push("no nosniff");
  if (!res.headers.get("referrer-policy")) problems.push("no Referrer-Policy");
  if (!res.headers.get("permissions-policy")) problems.push("no Permissions-Policy");
  if (!res.headers.get("cross-origin-opener-policy")) problems.push("no Cross-Origin-Opener-Policy");
  // Pages depend on the visitor's country and cookies: no shared cache may keep one (issue #31).
  const cacheControl = res.headers.get("cache-control") ?? "";
  if (!/\b(private|no-store)\b/.test(cacheControl)) problems.push(`Cache-Control "${cacheControl}" lets a shared cache keep a personal page`);
  return problems;
}
