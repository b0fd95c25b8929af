/** @module The security headers every response must carry (the shell issue's list), checked on a route. */
import { scriptPolicyProblems } from "./script-policy";

/** The headers' problems on one route (empty when all hold). */
export async function headerProblems(base: string, path: string): Promise<string[]> {
  const res = await fetch(base + path, { redirect: "manual" });
  const body = await res.text();
  const problems: string[] = [];
  const csp = res.headers.get("content-security-policy") ?? "";
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  if (!/'(nonce|sha256)-[^']+'/.test(scriptSrc)) problems.push("script-src has no nonce and no hash");
  problems.push(...(await scriptPolicyProblems(body, csp)));
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
