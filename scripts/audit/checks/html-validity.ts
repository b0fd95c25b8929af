/**
 * @module The W3C Nu HTML checker (npm vnu-jar, Java) on each route's server-rendered HTML. The checker refuses
 * loopback URLs, so the HTML is saved to files first and checked in one Java run.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

/** Errors per route path: message and line. */
export type HtmlErrors = Map<string, Array<{ message: string; line: number }>>;

export async function htmlValidity(base: string, paths: readonly string[]): Promise<HtmlErrors> {
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  const files = new Map<string, string>();
  for (const [i, route] of paths.entries()) {
    const file = path.join(dir, `${i}.html`);
    writeFileSync(file, await (await fetch(base + route, { headers: { Cookie: "consent=v1.n1a0d0f0.2026-11-23T10:00:00.000Z" } })).text());
    files.set(file, route);
  }
  const jar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");
  // vnu writes its JSON report to stderr.
  const run = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "json", "--exit-zero-always", ...files.keys()], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || run.status !== 0) throw new Error(`vnu failed (is Java installed?): ${run.error?.message ?? run.stderr.slice(0, 500)}`);
  return parse(run.stderr, files);
}

function parse(json: string, files: Map<string, string>): HtmlErrors {
  const errors: HtmlErrors = new Map([...files.values()].map((route) => [route, []]));
  if (!json.trim()) return errors;
  const report = JSON.parse(json) as { messages: Array<{ type: string; url: string; message: string; lastLine?: number }> };
  for (const message of report.messages) {
    if (message.type !== "error") continue;
    const route = files.get(decodeURIComponent(message.url.replace(/^file:/, "")));
    if (route) errors.get(route)!.push({ message: message.message, line: message.lastLine ?? 0 });
  }
  return errors;
}
